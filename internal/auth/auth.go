// Package auth issues and checks JWTs, hashes passwords, and carries the acting user
// through a request's context.
package auth

import (
	"context"
	"crypto/rand"
	"errors"
	"strconv"
	"sync"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"golang.org/x/crypto/bcrypt"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// TokenLifetime is how long a login token is valid.
const TokenLifetime = 7 * 24 * time.Hour

// Tokens signs and verifies HS256 login tokens.
type Tokens struct {
	Secret []byte
	Now    func() time.Time
}

type claims struct {
	Version int `json:"ver"`
	jwt.RegisteredClaims
}

// Claims is what a valid token says.
type Claims struct {
	UserID    int64
	Version   int       // the user's token version when it was issued
	ID        string    // unique per token, so that one token can be revoked (logout); "" in tokens issued before ids existed
	ExpiresAt time.Time // when it stops working by itself
}

// Issue returns a token for the user, carrying their current token version and a
// random id of its own.
func (t Tokens) Issue(u *domain.User) (string, error) {
	now := t.Now()
	c := claims{
		Version: u.TokenVersion,
		RegisteredClaims: jwt.RegisteredClaims{
			ID:        rand.Text(),
			Subject:   strconv.FormatInt(u.ID, 10),
			IssuedAt:  jwt.NewNumericDate(now),
			ExpiresAt: jwt.NewNumericDate(now.Add(TokenLifetime)),
		},
	}
	return jwt.NewWithClaims(jwt.SigningMethodHS256, c).SignedString(t.Secret)
}

// ErrInvalidToken is returned for a token that is malformed, forged or expired.
var ErrInvalidToken = errors.New("invalid token")

// MaxTokenBytes bounds the tokens Parse looks at: ours are about 250 bytes.
const MaxTokenBytes = 2048

// Parse checks a token's signature and expiry and returns what it says.
func (t Tokens) Parse(token string) (Claims, error) {
	if len(token) > MaxTokenBytes {
		return Claims{}, ErrInvalidToken
	}
	var c claims
	_, err := jwt.ParseWithClaims(token, &c, func(*jwt.Token) (any, error) { return t.Secret, nil },
		jwt.WithValidMethods([]string{"HS256"}), jwt.WithExpirationRequired(), jwt.WithTimeFunc(t.Now))
	if err != nil {
		return Claims{}, ErrInvalidToken
	}
	id, err := strconv.ParseInt(c.Subject, 10, 64)
	if err != nil || id <= 0 {
		return Claims{}, ErrInvalidToken
	}
	return Claims{UserID: id, Version: c.Version, ID: c.RegisteredClaims.ID, ExpiresAt: c.ExpiresAt.Time}, nil
}

// BcryptCost is the work factor of stored password hashes.
var BcryptCost = bcrypt.DefaultCost

// HashPassword returns the bcrypt hash of a password.
func HashPassword(password string) (string, error) {
	h, err := bcrypt.GenerateFromPassword([]byte(password), BcryptCost)
	return string(h), err
}

// CheckPassword reports whether password matches hash.
func CheckPassword(hash, password string) bool {
	return bcrypt.CompareHashAndPassword([]byte(hash), []byte(password)) == nil
}

type ctxKey int

const (
	actorKey ctxKey = iota
	clientKey
)

// Session is the outcome of authenticating a request: a user, or why there is none.
type Session struct {
	User  *domain.User
	Err   error  // set when a token was sent but refused; nil with no token at all
	Token string // the token sent, for signing it out (logout)
}

// WithSession returns a context carrying the request's session.
func WithSession(ctx context.Context, s Session) context.Context {
	return context.WithValue(ctx, actorKey, &pending{done: true, session: s})
}

// WithPendingSession returns a context carrying a token that is checked, by check, the
// first time something asks who acts (Actor). A hot read may instead check it in the
// same statement as its own query and Settle the outcome: the request then costs one
// round trip to the database instead of two.
func WithPendingSession(ctx context.Context, token string, check func(context.Context, string) (*domain.User, error)) context.Context {
	return context.WithValue(ctx, actorKey, &pending{session: Session{Token: token}, check: check})
}

// pending is a request's session, checked at most once.
type pending struct {
	mu      sync.Mutex
	done    bool
	session Session
	check   func(context.Context, string) (*domain.User, error)
}

func (p *pending) resolve(ctx context.Context) Session {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.done {
		p.session.User, p.session.Err = p.check(ctx, p.session.Token)
		p.done = true
	}
	return p.session
}

func session(ctx context.Context) Session {
	p, _ := ctx.Value(actorKey).(*pending)
	if p == nil {
		return Session{}
	}
	return p.resolve(ctx)
}

// Actor returns the signed-in user, or an UNAUTHENTICATED error saying why there is none.
func Actor(ctx context.Context) (*domain.User, error) {
	s := session(ctx)
	if s.User != nil {
		return s.User, nil
	}
	if s.Err != nil {
		return nil, s.Err
	}
	return nil, &domain.Error{Kind: domain.Unauthenticated, Msg: domain.MsgNoToken}
}

// Token returns the token the request was authenticated with, or "".
func Token(ctx context.Context) string {
	p, _ := ctx.Value(actorKey).(*pending)
	if p == nil {
		return ""
	}
	return p.session.Token // set at creation, never changed: no lock needed
}

// Unchecked returns the request's token while nobody has checked it yet.
func Unchecked(ctx context.Context) (string, bool) {
	p, _ := ctx.Value(actorKey).(*pending)
	if p == nil {
		return "", false
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.session.Token, !p.done
}

// Settle records the outcome of checking the request's token (see WithPendingSession),
// unless it was checked meanwhile; it reports whether this outcome was the one kept.
func Settle(ctx context.Context, u *domain.User, err error) bool {
	p, _ := ctx.Value(actorKey).(*pending)
	if p == nil {
		return false
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.done {
		return false
	}
	p.session.User, p.session.Err, p.done = u, err, true
	return true
}

// WithClient returns a context carrying the client's address, for rate limits.
func WithClient(ctx context.Context, addr string) context.Context {
	return context.WithValue(ctx, clientKey, addr)
}

// Client returns the client's address, or "" when unknown.
func Client(ctx context.Context) string {
	s, _ := ctx.Value(clientKey).(string)
	return s
}

// verifiedLimit bounds how many checked tokens a VerifiedTokens remembers.
const verifiedLimit = 8192

// VerifiedTokens remembers what tokens whose signature was checked say, so that a
// client's every request does not decode and verify the same token again (that was a
// tenth of the cost of the notifications poll). Safe for concurrent use. It only skips
// the signature check: expiry and everything the database says are checked each time.
type VerifiedTokens struct {
	mu sync.RWMutex
	m  map[string]Claims
}

// Parse is t.Parse, answered from memory for a token it checked before and that has
// not expired since.
func (v *VerifiedTokens) Parse(t Tokens, token string) (Claims, error) {
	v.mu.RLock()
	c, ok := v.m[token]
	v.mu.RUnlock()
	now := t.Now
	if now == nil {
		now = time.Now
	}
	if ok && now().Before(c.ExpiresAt) {
		return c, nil
	}
	c, err := t.Parse(token)
	if err != nil {
		return c, err
	}
	v.mu.Lock()
	if v.m == nil || len(v.m) >= verifiedLimit {
		v.m = make(map[string]Claims) // forgetting all is simpler than an LRU, and rare
	}
	v.m[token] = c
	v.mu.Unlock()
	return c, nil
}
