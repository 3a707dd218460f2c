package service

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"strings"
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/mail"
	"github.com/shiftsched/shiftsched/internal/store"
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
	// mailTimeout bounds one background delivery.
	mailTimeout = 30 * time.Second
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
// (MsgResetRequested) and the work done before answering are the same whether or not the
// address exists: the e-mail goes out after the answer. Errors: Invalid (blank address),
// TooMany.
func (s *Service) RequestPasswordReset(ctx context.Context, email string) (string, error) {
	if err := s.limits.allow(ctx, ActionForgotPassword); err != nil {
		return "", err
	}
	email = strings.TrimSpace(email)
	if email == "" {
		return "", errEmailRequired
	}
	token, hash := newResetToken()
	now := s.now()
	var to *domain.User
	err := s.store.InTx(ctx, func(q store.Q) error {
		// Housekeeping, done on every request: links that expired over an hour ago
		// no longer count towards resetsPerHour either.
		if err := q.PurgePasswordResets(ctx, now.Add(-ResetTokenLifetime)); err != nil {
			return err
		}
		u, err := q.ActiveUserByEmail(ctx, email)
		found := err == nil
		if err != nil && domain.KindOf(err) != domain.NotFound {
			return err
		}
		var userID int64
		if found {
			userID = u.ID
		}
		recent, err := q.CountPasswordResetsSince(ctx, userID, now.Add(-time.Hour))
		if err != nil || !found {
			return err
		}
		if recent >= resetsPerHour {
			s.log.WarnContext(ctx, "password reset not sent: too many for this account in the last hour", "user_id", u.ID)
			return nil
		}
		if err := q.CreatePasswordReset(ctx, hash, u.ID, now, now.Add(ResetTokenLifetime)); err != nil {
			return err
		}
		to = u
		return nil
	})
	if err != nil {
		return "", err
	}
	if to != nil {
		s.sendLater(ctx, mail.Message{
			To:      to.Email,
			Subject: "Reset your Shiftsched password",
			Body:    resetMailBody(to.Name, s.appURL+"/reset-password/"+token),
		})
	}
	return MsgResetRequested, nil
}

func resetMailBody(name, link string) string {
	return fmt.Sprintf(`Hello %s,

Someone (hopefully you) asked to reset the password of your Shiftsched account.
Open this link within one hour to choose a new password:

%s

The link works once. If you did not ask for this, ignore this e-mail: your password
stays as it is.
`, name, link)
}

// sendLater delivers a message after the request has been answered, so that the time
// an answer takes says nothing about whether a message was sent. Failures are logged
// with the request's id. Wait waits for these deliveries.
func (s *Service) sendLater(ctx context.Context, m mail.Message) {
	ctx = context.WithoutCancel(ctx)
	s.background.Add(1)
	go func() {
		defer s.background.Done()
		ctx, cancel := context.WithTimeout(ctx, mailTimeout)
		defer cancel()
		if err := s.mail.Send(ctx, m); err != nil {
			s.log.ErrorContext(ctx, "send mail", "subject", m.Subject, "err", err)
		}
	}()
}

// Wait returns when the work started in the background (e-mail delivery) is done; the
// server calls it after shutting down its listener.
func (s *Service) Wait() { s.background.Wait() }

var errResetTokenInvalid = domain.Errorf(domain.Invalid, "Password reset token is invalid or has expired.")

// ResetPassword sets a new password with the token of a reset link and signs the user
// in. Public. The token works once and for one hour; using it also retires the
// account's other reset links and every login token issued before. Errors: Invalid
// (password under 6 or over 72 bytes, "Password reset token is invalid or has expired.").
func (s *Service) ResetPassword(ctx context.Context, token, newPassword string) (string, *domain.User, error) {
	if err := validatePassword(newPassword); err != nil {
		return "", nil, err
	}
	hash := hashResetToken(token)
	now := s.now()
	// Check the token before spending bcrypt work on a password nobody may set.
	if _, err := s.store.Q().UsablePasswordReset(ctx, hash, now); err != nil {
		return "", nil, err
	}
	pwHash, err := s.hashPassword(ctx, newPassword)
	if err != nil {
		return "", nil, err
	}
	var u *domain.User
	err = s.store.InTx(ctx, func(q store.Q) error {
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
