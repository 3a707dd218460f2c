package store

import (
	"context"

	"github.com/lib/pq"
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
