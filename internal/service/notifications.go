package service

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// Notifications returns the actor's unread notifications, newest first. Any signed-in
// user, for themself. This is the path every client polls: one indexed query.
func (s *Service) Notifications(ctx context.Context, actor *domain.User) ([]domain.Notification, error) {
	if err := actor.Allow(domain.ScopeNotifications); err != nil {
		return nil, err
	}
	return s.store.Q().UnreadNotifications(ctx, actor.ID)
}

// UnreadNotificationCount is how many unread notifications the actor has. Tokens need
// notifications.
func (s *Service) UnreadNotificationCount(ctx context.Context, actor *domain.User) (int, error) {
	unread, err := s.Notifications(ctx, actor)
	return len(unread), err
}

// NewestNotifications is the first of unread (which are newest first), or all of them
// when first is nil: the home screen shows the latest few of what can be hundreds.
// Errors: Invalid (first below 0).
func NewestNotifications(unread []domain.Notification, first *int) ([]domain.Notification, error) {
	switch {
	case first == nil:
		return unread, nil
	case *first < 0:
		return nil, domain.Errorf(domain.Invalid, "first must be 0 or more.")
	case *first < len(unread):
		return unread[:*first], nil
	}
	return unread, nil
}

// MarkNotificationRead marks one of the actor's notifications read and returns it.
// Its owner only. Errors: NotFound "Notification not found" (also for someone else's).
func (s *Service) MarkNotificationRead(ctx context.Context, actor *domain.User, id int64) (*domain.Notification, error) {
	if err := actor.Allow(domain.ScopeNotifications); err != nil {
		return nil, err
	}
	defer s.sessionsChanged(actor.ID)
	return s.store.Q().MarkNotificationRead(ctx, actor.ID, id)
}

// MarkAllNotificationsRead marks every unread notification of the actor read and returns
// how many changed. Any signed-in user, for themself.
func (s *Service) MarkAllNotificationsRead(ctx context.Context, actor *domain.User) (int, error) {
	if err := actor.Allow(domain.ScopeNotifications); err != nil {
		return 0, err
	}
	defer s.sessionsChanged(actor.ID)
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
