package store

import (
	"context"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// Acknowledge records that a person has seen their shifts of a week (again).
func (q Q) Acknowledge(ctx context.Context, week domain.Date, userID int64) error {
	_, err := q.exec(ctx, `
		INSERT INTO schedule_acks (week_starting, user_id) VALUES ($1, $2)
		ON CONFLICT (week_starting, user_id) DO UPDATE SET acknowledged_at = now()`, week, userID)
	return err
}

// ResetAcknowledgements forgets the acknowledgements of the given people for a week.
func (q Q) ResetAcknowledgements(ctx context.Context, week domain.Date, userIDs []int64) error {
	if len(userIDs) == 0 {
		return nil
	}
	_, err := q.exec(ctx, `DELETE FROM schedule_acks WHERE week_starting = $1 AND user_id = ANY($2)`, week, pq.Array(userIDs))
	return err
}

// Acknowledgements returns, for every active person with a shift in the week's published
// schedule, when they acknowledged it (nil when they have not since their last change),
// by name.
func (q Q) Acknowledgements(ctx context.Context, week domain.Date) ([]domain.Acknowledgement, error) {
	out := []domain.Acknowledgement{}
	err := q.sel(ctx, &out, `
		SELECT u.id AS user_id, u.name AS user_name, a.acknowledged_at
		FROM users u
		LEFT JOIN schedule_acks a ON a.user_id = u.id AND a.week_starting = $1
		WHERE u.deleted_at IS NULL AND EXISTS (
			SELECT 1 FROM shifts sh JOIN schedules s ON s.id = sh.schedule_id
			WHERE s.week_starting = $1 AND sh.user_id = u.id)
		ORDER BY u.name, u.id`, week)
	return out, err
}
