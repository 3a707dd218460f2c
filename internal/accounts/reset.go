package accounts

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"strings"
	"time"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
)

// MsgResetRequested is the answer to every accepted password-reset request, whether or
// not the address has an account.
const MsgResetRequested = "If an account with this email exists, a reset link has been sent."

// Password reset links.
const (
	ResetTokenLifetime = time.Hour
	// resetsPerHour caps the links mailed to one account per hour, so that nobody can
	// flood a colleague's inbox from many addresses. Requests over it get the usual answer.
	resetsPerHour = 5
	// backgroundTimeout bounds work done after answering, e-mail delivery included.
	backgroundTimeout = 30 * time.Second
)

// newResetToken returns a random token for a link and the hash that is stored in its place.
func newResetToken() (token string, hash []byte) {
	b := make([]byte, 32)
	rand.Read(b) // never fails (crypto/rand panics rather than return short)
	token = base64.RawURLEncoding.EncodeToString(b)
	return token, hashResetToken(token)
}

func hashResetToken(token string) []byte {
	h := sha256.Sum256([]byte(token))
	return h[:]
}

// RequestPasswordReset e-mails a single-use link, valid for one hour, to the account with
// this address, if there is one. Public; rate-limited per client address. The answer
// (MsgResetRequested) is the same whether or not the address exists, and so is the time
// it takes: looking the address up, storing the link and sending it all happen after
// the answer. Errors: Invalid (blank address), TooMany.
func (s *Service) RequestPasswordReset(ctx context.Context, email string) (string, error) {
	if err := s.limits.Allow(ctx, ActionForgotPassword); err != nil {
		return "", err
	}
	email = strings.TrimSpace(email)
	if email == "" {
		return "", errEmailRequired
	}
	s.later(ctx, "password reset", func(ctx context.Context) error { return s.sendResetLink(ctx, email) })
	return MsgResetRequested, nil
}

// sendResetLink stores a new reset link for the account with this address and queues
// its e-mail in the outbox in the same transaction, unless there is no such account or
// it already got resetsPerHour links this hour; then it makes the first delivery
// attempt at once (the outbox workers retry a failure).
func (s *Service) sendResetLink(ctx context.Context, email string) error {
	token, hash := newResetToken()
	now := s.Now()
	var outboxID int64
	err := s.Changes().Run(ctx, nil, func(q *change.Tx) error {
		// Housekeeping: links that expired over an hour ago no longer count towards
		// resetsPerHour either.
		if err := q.PurgePasswordResets(ctx, now.Add(-ResetTokenLifetime)); err != nil {
			return err
		}
		u, err := q.ActiveUserByEmail(ctx, email)
		if domain.KindOf(err) == domain.NotFound || err == nil && !u.SignedUp() {
			// Someone who has not signed up joins by their invitation, not by a reset.
			q.Unchanged()
			return nil
		}
		if err != nil {
			return err
		}
		recent, err := q.CountPasswordResetsSince(ctx, u.ID, now.Add(-time.Hour))
		if err != nil {
			return err
		}
		if recent >= resetsPerHour {
			s.log.WarnContext(ctx, "password reset not sent: too many for this account in the last hour", "user_id", u.ID)
			q.Unchanged()
			return nil
		}
		if err := q.CreatePasswordReset(ctx, hash, u.ID, now, now.Add(ResetTokenLifetime)); err != nil {
			return err
		}
		l, err := s.userLocale(ctx, u)
		if err != nil {
			return err
		}
		payload, err := json.Marshal(s.emails.Reset(l, u, token))
		if err != nil {
			return err
		}
		outboxID, err = q.InsertOutboxRow(ctx, domain.OutboxEmail, payload, now)
		if err != nil {
			return err
		}
		q.Audit(change.Audit{Action: "account.request_reset", Object: "user", ID: u.ID, Say: change.Say("AuditAskedForReset", map[string]any{"Email": u.Email})})
		return nil
	})
	if err != nil || outboxID == 0 {
		return err
	}
	return s.Changes().Outbox().DeliverNow(ctx, outboxID)
}

// later runs fn after the request has been answered, with the request's values (its id
// for the log) but not its cancellation, and logs its failure. Wait waits for it.
func (s *Service) later(ctx context.Context, what string, fn func(context.Context) error) {
	ctx = context.WithoutCancel(ctx)
	s.background.Add(1)
	go func() {
		defer s.background.Done()
		ctx, cancel := context.WithTimeout(ctx, backgroundTimeout)
		defer cancel()
		if err := fn(ctx); err != nil {
			s.log.ErrorContext(ctx, what+" failed", "err", err)
		}
	}()
}

// Wait returns when the work started in the background (reset links and their e-mail)
// is done. System-only, with no actor: the server calls it after shutting down its
// listener, tests before reading the captured mail. It returns no error.
func (s *Service) Wait() { s.background.Wait() }

var errResetTokenInvalid = domain.Errorf(domain.Invalid, "Password reset token is invalid or has expired.")

// ResetPassword sets a new password with the token of a reset link and signs the user
// in. Public. The token works once and for one hour. A reset is account recovery, so it
// evicts whoever held the account: it retires the account's other reset links and every
// login token issued before, revokes the person's API tokens and turns their calendar
// feeds off (new feed addresses can be made after). Errors: Invalid (password under 6 or
// over 72 bytes, "Password reset token is invalid or has expired.").
func (s *Service) ResetPassword(ctx context.Context, token, newPassword string) (string, *domain.User, error) {
	if err := validatePassword(newPassword); err != nil {
		return "", nil, err
	}
	hash := hashResetToken(token)
	now := s.Now()
	// Check the token before spending bcrypt work on a password nobody may set.
	if _, err := s.store.Q().UsablePasswordReset(ctx, hash, now); err != nil {
		return "", nil, err
	}
	pwHash, err := s.passwords.Hash(ctx, newPassword)
	if err != nil {
		return "", nil, err
	}
	var u *domain.User
	err = s.Changes().Run(ctx, nil, func(q *change.Tx) error {
		userID, err := q.UsePasswordReset(ctx, hash, now)
		if err != nil {
			return err
		}
		cur, err := q.ActiveUserForUpdate(ctx, userID)
		if domain.KindOf(err) == domain.NotFound {
			return errResetTokenInvalid // deleted since the link was sent
		}
		if err != nil {
			return err
		}
		if u, err = q.SetPassword(ctx, userID, cur.TokenVersion, pwHash); err != nil {
			return err
		}
		q.ActAs(u)
		tokens, err := q.RevokeAPITokens(ctx, userID, now)
		if err != nil {
			return err
		}
		feeds, err := q.DeleteCalendarFeeds(ctx, userID, []domain.FeedScope{domain.FeedOwn, domain.FeedWorkplace})
		if err != nil {
			return err
		}
		q.Audit(change.Audit{Action: "account.reset_password", Object: "user", ID: u.ID, Say: change.Say("AuditResetPassword", nil),
			After: map[string]any{"revokedApiTokens": tokens, "removedCalendarFeeds": feeds}})
		return q.RetirePasswordResets(ctx, userID, now)
	})
	if err != nil {
		return "", nil, err
	}
	login, err := s.tokens.Issue(u)
	if err != nil {
		return "", nil, err
	}
	return login, u, nil
}
