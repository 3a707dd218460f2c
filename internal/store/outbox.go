package store

import (
	"context"
	"time"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

const outboxColumns = `id, kind, payload, created_at, next_attempt_at, attempts, delivered_at, failed_at, last_error, webhook_id, push_subscription_id`

// InsertOutbox queues one row per payload, due at once.
func (q Q) InsertOutbox(ctx context.Context, kind domain.OutboxKind, payloads [][]byte, now time.Time) error {
	if len(payloads) == 0 {
		return nil
	}
	texts := make([]string, len(payloads))
	for i, p := range payloads {
		texts[i] = string(p)
	}
	_, err := q.exec(ctx, `
		INSERT INTO outbox (kind, payload, created_at, next_attempt_at)
		SELECT $1, p::jsonb, $3, $3 FROM unnest($2::text[]) AS p`, kind, pq.Array(texts), now)
	return err
}

// ClaimEmails locks the e-mails due first, at most limit, and returns them (none when
// none is due). Rows other transactions hold are skipped, so workers on every instance
// each take different rows; the locks last until q's transaction ends. For a
// transaction only.
func (q Q) ClaimEmails(ctx context.Context, now time.Time, limit int) ([]domain.OutboxItem, error) {
	items := []domain.OutboxItem{}
	err := q.sel(ctx, &items, `
		SELECT `+outboxColumns+` FROM outbox
		WHERE kind = 'email' AND delivered_at IS NULL AND failed_at IS NULL AND next_attempt_at <= $1
		ORDER BY next_attempt_at, id
		LIMIT $2
		FOR UPDATE SKIP LOCKED`, now, limit)
	return items, err
}

// ClaimWebhookDelivery locks the endpoint whose delivery is due first among those no
// other transaction is delivering to, then that endpoint's delivery due first, and
// returns the delivery, or nil when none is due. Holding the endpoint's row keeps it
// to one delivery at a time across every worker and instance, so a slow endpoint holds
// one worker at most. The lock (FOR NO KEY UPDATE) still lets changes queue deliveries
// to the endpoint meanwhile. For a transaction only.
func (q Q) ClaimWebhookDelivery(ctx context.Context, now time.Time) (*domain.OutboxItem, error) {
	var endpoints []int64
	err := q.sel(ctx, &endpoints, `
		SELECT w.id FROM webhooks w
		CROSS JOIN LATERAL (
			SELECT o.next_attempt_at, o.id FROM outbox o
			WHERE o.webhook_id = w.id AND o.delivered_at IS NULL AND o.failed_at IS NULL AND o.next_attempt_at <= $1
			ORDER BY o.next_attempt_at, o.id
			LIMIT 1) AS due
		ORDER BY due.next_attempt_at, due.id
		LIMIT 1
		FOR NO KEY UPDATE OF w SKIP LOCKED`, now)
	if err != nil || len(endpoints) == 0 {
		return nil, err
	}
	items := []domain.OutboxItem{}
	err = q.sel(ctx, &items, `
		SELECT `+outboxColumns+` FROM outbox
		WHERE webhook_id = $1 AND delivered_at IS NULL AND failed_at IS NULL AND next_attempt_at <= $2
		ORDER BY next_attempt_at, id
		LIMIT 1
		FOR UPDATE SKIP LOCKED`, endpoints[0], now)
	if err != nil || len(items) == 0 {
		return nil, err
	}
	return &items[0], nil
}

// InsertOutboxRow queues one row, due at once, and returns its id.
func (q Q) InsertOutboxRow(ctx context.Context, kind domain.OutboxKind, payload []byte, now time.Time) (int64, error) {
	var id int64
	err := q.get(ctx, &id, nil, `
		INSERT INTO outbox (kind, payload, created_at, next_attempt_at) VALUES ($1, $2::jsonb, $3, $3)
		RETURNING id`, kind, string(payload), now)
	return id, err
}

// ClaimOutboxRow locks the row id when it is still to deliver, due, and held by no other
// transaction, and returns it; otherwise nil. For a transaction only.
func (q Q) ClaimOutboxRow(ctx context.Context, id int64, now time.Time) (*domain.OutboxItem, error) {
	items := []domain.OutboxItem{}
	err := q.sel(ctx, &items, `
		SELECT `+outboxColumns+` FROM outbox
		WHERE id = $1 AND delivered_at IS NULL AND failed_at IS NULL AND next_attempt_at <= $2
		FOR UPDATE SKIP LOCKED`, id, now)
	if err != nil || len(items) == 0 {
		return nil, err
	}
	return &items[0], nil
}

// OutboxResult is the outcome of one delivery attempt.
type OutboxResult struct {
	At    time.Time
	Error string     // empty: delivered
	Retry *time.Time // when to try again after a failure; nil gives up
}

// OutboxAttempt is the outcome of one attempt at a claimed row.
type OutboxAttempt struct {
	ID int64
	OutboxResult
}

// RecordOutboxAttempts records attempts on claimed rows and moves each row on:
// delivered, due again later, or given up, in one statement however many there are. An
// e-mail row that is done keeps only the address and subject (for the failure view),
// not its texts and links, and a push row nothing; a webhook row keeps its body, which "redeliver" sends again.
func (q Q) RecordOutboxAttempts(ctx context.Context, attempts []OutboxAttempt) error {
	ids := make([]int64, len(attempts))
	at := make([]string, len(attempts))
	errs := make([]string, len(attempts))
	retry := make([]string, len(attempts)) // "": give up (when failed)
	for i, a := range attempts {
		ids[i], at[i], errs[i] = a.ID, a.At.Format(time.RFC3339Nano), a.Error
		if a.Retry != nil {
			retry[i] = a.Retry.Format(time.RFC3339Nano)
		}
	}
	_, err := q.exec(ctx, `
		WITH r AS (
		    SELECT id, at::timestamptz AS at, error, NULLIF(retry, '')::timestamptz AS retry
		    FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[]) AS r (id, at, error, retry)),
		tried AS (INSERT INTO outbox_attempts (outbox_id, attempted_at, error) SELECT id, at, error FROM r)
		UPDATE outbox o SET attempts = o.attempts + 1, last_error = r.error,
			delivered_at = CASE WHEN r.error = '' THEN r.at END,
			next_attempt_at = COALESCE(r.retry, o.next_attempt_at),
			failed_at = CASE WHEN r.error <> '' AND r.retry IS NULL THEN r.at END,
			payload = CASE WHEN o.kind = 'email' AND (r.error = '' OR r.retry IS NULL)
				THEN jsonb_strip_nulls(jsonb_build_object('To', o.payload->'To', 'Subject', o.payload->'Subject'))
				WHEN o.kind = 'push' AND (r.error = '' OR r.retry IS NULL) THEN '{}'::jsonb
				ELSE o.payload END
		FROM r WHERE o.id = r.id`, pq.Array(ids), pq.Array(at), pq.Array(errs), pq.Array(retry))
	return err
}

// PruneOutbox deletes rows delivered before delivered and rows given up before failed
// (their attempts go with them).
func (q Q) PruneOutbox(ctx context.Context, delivered, failed time.Time) error {
	_, err := q.exec(ctx, `
		DELETE FROM outbox WHERE delivered_at < $1 OR failed_at < $2`, delivered, failed)
	return err
}

// FailedOutbox returns the rows given up on, newest first, at most limit.
func (q Q) FailedOutbox(ctx context.Context, limit int) ([]domain.OutboxItem, error) {
	items := []domain.OutboxItem{}
	err := q.sel(ctx, &items, `
		SELECT `+outboxColumns+` FROM outbox
		WHERE failed_at IS NOT NULL
		ORDER BY failed_at DESC, id DESC
		LIMIT $1`, limit)
	return items, err
}

// OutboxAttemptCount returns how many attempts were recorded for a row.
func (q Q) OutboxAttemptCount(ctx context.Context, id int64) (int, error) {
	var n int
	err := q.get(ctx, &n, nil, `SELECT count(*) FROM outbox_attempts WHERE outbox_id = $1`, id)
	return n, err
}

// NotificationPreferences returns the choices the user made (kinds left at their
// default have no row).
func (q Q) NotificationPreferences(ctx context.Context, userID int64) ([]domain.NotificationPreference, error) {
	ps := []domain.NotificationPreference{}
	err := q.sel(ctx, &ps, `SELECT kind, delivery FROM notification_preferences WHERE user_id = $1 ORDER BY kind`, userID)
	return ps, err
}

// SetNotificationPreference records how the user wants one kind delivered.
func (q Q) SetNotificationPreference(ctx context.Context, userID int64, p domain.NotificationPreference) error {
	_, err := q.exec(ctx, `
		INSERT INTO notification_preferences (user_id, kind, delivery) VALUES ($1, $2, $3)
		ON CONFLICT (user_id, kind) DO UPDATE SET delivery = EXCLUDED.delivery`, userID, p.Kind, p.Delivery)
	return err
}
