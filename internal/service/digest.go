package service

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/store"
)

// Daily digests: when each person's goes out. Queuing their items is notify's; turning
// them into one e-mail a day is internal/delivery's.

// digestTime is when the user's digest goes out: their choice or the workplace default.
func (s *Service) digestTime(ctx context.Context, q store.Q, userID int64) (domain.TimeOfDay, error) {
	return q.EffectiveDigestTime(ctx, userID)
}

// DigestSettings is when a person's daily digest goes out.
type DigestSettings struct {
	Time      domain.TimeOfDay
	IsDefault bool
	TimeZone  string
}

// DigestSettings returns when the actor's digest goes out. Any signed-in user, for
// themself.
func (s *Service) DigestSettings(ctx context.Context, actor *domain.User) (*DigestSettings, error) {
	if err := actor.RequireSession(); err != nil {
		return nil, err
	}
	q := s.store.Q()
	chosen, err := q.DigestTime(ctx, actor.ID)
	if err != nil {
		return nil, err
	}
	t, err := s.digestTime(ctx, q, actor.ID)
	if err != nil {
		return nil, err
	}
	return &DigestSettings{Time: t, IsDefault: chosen == nil, TimeZone: s.loc().String()}, nil
}

// SetDigestTime sets when the actor's digest goes out; nil goes back to the workplace
// default. Any signed-in user, for themself. A digest already sent today is not sent
// again today, whatever the new time.
func (s *Service) SetDigestTime(ctx context.Context, actor *domain.User, t *domain.TimeOfDay) (*DigestSettings, error) {
	if err := actor.RequireSession(); err != nil {
		return nil, err
	}
	if t != nil && (*t < 0 || *t >= 24*60) {
		return nil, domain.Errorf(domain.Invalid, "The digest time must be between 00:00 and 23:59.")
	}
	err := s.Changes().Run(ctx, actor, func(q *Tx) error {
		summary := say("AuditTurnedOffDigest", nil)
		if t != nil {
			summary = say("AuditSetDigestTime", map[string]any{"Time": auditClock{At: *t}})
		}
		q.Audit(Audit{Action: "notification.digest_time", Object: "user", ID: actor.ID, Say: summary, After: t})
		return q.SetDigestTime(ctx, actor.ID, t)
	})
	if err != nil {
		return nil, err
	}
	return s.DigestSettings(ctx, actor)
}
