package service

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/auth"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/pollcache"
)

// Notifications returns the actor's unread notifications, newest first. Any signed-in
// user, for themself. This is the path every client polls: one indexed query.
func (s *Service) Notifications(ctx context.Context, actor *domain.User) ([]domain.Notification, error) {
	if err := actor.Allow(domain.ScopeNotifications); err != nil {
		return nil, err
	}
	return s.store.Q().UnreadNotifications(ctx, actor.ID)
}

// NotificationsPoll returns the unread notifications of whoever the request's token
// names. Every open client sends it every few seconds, so when nothing has checked the
// token yet, it is answered from the poll cache, or else the check and the read are one
// statement whose result is cached. Any signed-in user, for themself; API tokens need
// notifications. Errors: Unauthenticated, Forbidden.
func (s *Service) NotificationsPoll(ctx context.Context) ([]domain.Notification, error) {
	if e := pollEntryOf(ctx); e != nil {
		return e.Unread, nil // a PolledAnswer fill: the session was checked with e
	}
	e, ok, err := s.pollOfSession(ctx)
	if ok {
		if err != nil {
			return nil, err
		}
		return e.Unread, nil
	}
	actor, err := auth.Actor(ctx)
	if err != nil {
		return nil, err
	}
	return s.Notifications(ctx, actor)
}

// PolledAnswer returns the encoded answer of a notifications poll: key names the
// encoding (the route or document), and encode builds it from NotificationsPoll, which
// it must call with the context it is given. An answer is kept with the user's cached
// poll and served until anything it shows changes. When the request's token was checked
// already, the answer is encoded afresh. Any signed-in user, for themself. Errors:
// Unauthenticated (the session's), and encode's, which are never kept.
func (s *Service) PolledAnswer(ctx context.Context, key string, encode func(context.Context) (pollcache.Answer, error)) (pollcache.Answer, error) {
	e, ok, err := s.pollOfSession(ctx)
	if ok && err != nil {
		return pollcache.Answer{}, err
	}
	if !ok || e == nil {
		return encode(ctx)
	}
	if a, hit := s.polls.Answer(e, key); hit {
		return a, nil
	}
	a, err := encode(context.WithValue(ctx, pollEntryKey{}, e))
	if err == nil {
		s.polls.SetAnswer(e, key, a)
	}
	return a, err
}

// pollOfSession checks the request's token with the poll, when nothing has checked it
// yet (ok), and returns the user's poll: from the poll cache, or read in the same
// statement as the token check and then cached.
func (s *Service) pollOfSession(ctx context.Context) (*pollcache.Entry, bool, error) {
	var e *pollcache.Entry
	_, ok, err := s.sessions.CheckPending(ctx, func(userID int64, tokenID string) (*domain.User, bool, error) {
		if hit, found := s.polls.Get(userID, tokenID); found {
			e = hit
			u := hit.User // the caller's own copy
			return &u, false, nil
		}
		ticket := s.polls.Begin()
		u, revoked, list, err := s.store.Q().SessionUserAndUnreadNotifications(ctx, userID, tokenID)
		if err == nil && !revoked {
			e = s.polls.Put(ticket, userID, tokenID, *u, list)
		}
		return u, revoked, err
	})
	return e, ok, err
}

type pollEntryKey struct{}

// pollEntryOf returns the poll a PolledAnswer is encoding, if any.
func pollEntryOf(ctx context.Context) *pollcache.Entry {
	e, _ := ctx.Value(pollEntryKey{}).(*pollcache.Entry)
	return e
}

// MarkNotificationRead marks one of the actor's notifications read and returns it.
// Its owner only. Errors: NotFound "Notification not found" (also for someone else's).
func (s *Service) MarkNotificationRead(ctx context.Context, actor *domain.User, id int64) (*domain.Notification, error) {
	if err := actor.Allow(domain.ScopeNotifications); err != nil {
		return nil, err
	}
	defer s.polls.Forget(actor.ID)
	return s.store.Q().MarkNotificationRead(ctx, actor.ID, id)
}

// MarkAllNotificationsRead marks every unread notification of the actor read and returns
// how many changed. Any signed-in user, for themself.
func (s *Service) MarkAllNotificationsRead(ctx context.Context, actor *domain.User) (int, error) {
	if err := actor.Allow(domain.ScopeNotifications); err != nil {
		return 0, err
	}
	defer s.polls.Forget(actor.ID)
	n, err := s.store.Q().MarkAllNotificationsRead(ctx, actor.ID)
	return int(n), err
}

// NotificationsByIDs returns notifications by id, in no order, for the live-update
// fan-out, which delivers each only to its owner's own subscriptions.
func (s *Service) NotificationsByIDs(ctx context.Context, ids []int64) ([]domain.Notification, error) {
	return s.store.Q().NotificationsByIDs(ctx, ids)
}

// NotificationsAfter returns, for each user in cursors, their notifications with an id
// above the user's cursor (at most limit each). For the live-update hub, which has no
// actor: it only hands each user their own.
func (s *Service) NotificationsAfter(ctx context.Context, cursors map[int64]int64, limit int) ([]domain.Notification, error) {
	return s.store.Q().NotificationsAfter(ctx, cursors, limit)
}

// LastNotificationID returns the id of the user's newest notification, or 0. For the
// live-update hub.
func (s *Service) LastNotificationID(ctx context.Context, userID int64) (int64, error) {
	return s.store.Q().LastNotificationID(ctx, userID)
}

// WatchNotifications checks that the actor may receive their notifications as they
// arrive (the live-update subscription, which the hub then serves). Any signed-in user;
// tokens need notifications. Errors: Forbidden.
func (s *Service) WatchNotifications(ctx context.Context, actor *domain.User) error {
	return actor.Allow(domain.ScopeNotifications)
}
