package store

import (
	"context"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// InsertNotifications records the same message for each user.
func (q Q) InsertNotifications(ctx context.Context, userIDs []int64, message, link string) error {
	_, err := q.exec(ctx, `
		INSERT INTO notifications (user_id, message, link)
		SELECT unnest($1::bigint[]), $2, $3`, pq.Array(userIDs), message, link)
	return err
}

// ManagerIDs returns the ids of every active manager.
func (q Q) ManagerIDs(ctx context.Context) ([]int64, error) {
	ids := []int64{}
	err := q.sel(ctx, &ids, `SELECT id FROM users WHERE role = 'manager' AND deleted_at IS NULL ORDER BY id`)
	return ids, err
}

const notificationColumns = `id, user_id, message, link, read, created_at`

var errNotificationNotFound = domain.Errorf(domain.NotFound, "Notification not found")

// UnreadNotificationsSQL is the query of the hottest read path (every client polls it):
// one scan of notifications_unread_idx in index order, no sort. Exported so that a test
// can check its plan.
const UnreadNotificationsSQL = `
	SELECT ` + notificationColumns + ` FROM notifications
	WHERE user_id = $1 AND NOT read
	ORDER BY created_at DESC, id DESC`

// UnreadNotifications returns the user's unread notifications, newest first.
func (q Q) UnreadNotifications(ctx context.Context, userID int64) ([]domain.Notification, error) {
	ns := []domain.Notification{}
	err := q.sel(ctx, &ns, UnreadNotificationsSQL, userID)
	return ns, err
}

// MarkNotificationRead marks one of the user's notifications read and returns it;
// NotFound "Notification not found" when the user has no such notification.
func (q Q) MarkNotificationRead(ctx context.Context, userID, id int64) (*domain.Notification, error) {
	var n domain.Notification
	err := q.get(ctx, &n, errNotificationNotFound, `
		UPDATE notifications SET read = true
		WHERE id = $1 AND user_id = $2
		RETURNING `+notificationColumns, id, userID)
	return &n, err
}

// MarkAllNotificationsRead marks every unread notification of the user read and returns
// how many changed.
func (q Q) MarkAllNotificationsRead(ctx context.Context, userID int64) (int64, error) {
	return q.exec(ctx, `UPDATE notifications SET read = true WHERE user_id = $1 AND NOT read`, userID)
}

// NotificationsByIDs returns notifications by id, in no order.
func (q Q) NotificationsByIDs(ctx context.Context, ids []int64) ([]domain.Notification, error) {
	ns := []domain.Notification{}
	err := q.sel(ctx, &ns, `SELECT `+notificationColumns+` FROM notifications WHERE id = ANY($1)`, pq.Array(ids))
	return ns, err
}
