// Package auth issues and checks JWTs, hashes passwords, and carries the acting user
// through a request's context.
package auth

import (
	"context"
	"crypto/rand"
	"errors"
	"strconv"
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
	return context.WithValue(ctx, actorKey, s)
}

// Actor returns the signed-in user, or an UNAUTHENTICATED error saying why there is none.
func Actor(ctx context.Context) (*domain.User, error) {
	s, _ := ctx.Value(actorKey).(Session)
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
	s, _ := ctx.Value(actorKey).(Session)
	return s.Token
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
