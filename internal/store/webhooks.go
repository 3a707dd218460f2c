package store

import (
	"context"
	"time"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

type webhookRow struct {
	domain.Webhook
	KindList pq.StringArray `db:"kinds"`
}

func (r webhookRow) hook() domain.Webhook {
	w := r.Webhook
	w.Kinds = []string(r.KindList)
	return w
}

const webhookColumns = `id, url, secret, kinds, created_by, created_at, removed_at`

var errNoWebhook = domain.Errorf(domain.NotFound, "Webhook not found")

// InsertWebhook registers an endpoint and returns it.
func (q Q) InsertWebhook(ctx context.Context, w domain.Webhook) (*domain.Webhook, error) {
	var r webhookRow
	err := q.get(ctx, &r, nil, `
		INSERT INTO webhooks (url, secret, kinds, created_by, created_at) VALUES ($1, $2, $3, $4, $5)
		RETURNING `+webhookColumns, w.URL, w.Secret, pq.Array(w.Kinds), w.CreatedBy, w.CreatedAt)
	if err != nil {
		return nil, err
	}
	h := r.hook()
	return &h, nil
}

// Webhooks returns the endpoints not removed, oldest first.
func (q Q) Webhooks(ctx context.Context) ([]domain.Webhook, error) {
	return q.webhooks(ctx, `SELECT `+webhookColumns+` FROM webhooks WHERE removed_at IS NULL ORDER BY id`)
}

// WebhooksFor returns the endpoints not removed that listen to kind.
func (q Q) WebhooksFor(ctx context.Context, kind domain.WebhookEventKind) ([]domain.Webhook, error) {
	return q.webhooks(ctx, `SELECT `+webhookColumns+` FROM webhooks WHERE removed_at IS NULL AND $1 = ANY(kinds) ORDER BY id`, kind)
}

func (q Q) webhooks(ctx context.Context, query string, args ...any) ([]domain.Webhook, error) {
	rows := []webhookRow{}
	if err := q.sel(ctx, &rows, query, args...); err != nil {
		return nil, err
	}
	out := make([]domain.Webhook, len(rows))
	for i, r := range rows {
		out[i] = r.hook()
	}
	return out, nil
}

// WebhookByID returns an endpoint, removed ones included. Errors: NotFound.
func (q Q) WebhookByID(ctx context.Context, id int64) (*domain.Webhook, error) {
	var r webhookRow
	if err := q.get(ctx, &r, errNoWebhook, `SELECT `+webhookColumns+` FROM webhooks WHERE id = $1`, id); err != nil {
		return nil, err
	}
	h := r.hook()
	return &h, nil
}

// RemoveWebhook marks an endpoint removed; its queued deliveries are given up.
// Errors: NotFound (unknown or already removed).
func (q Q) RemoveWebhook(ctx context.Context, id int64, now time.Time) error {
	n, err := q.exec(ctx, `UPDATE webhooks SET removed_at = $2 WHERE id = $1 AND removed_at IS NULL`, id, now)
	if err != nil {
		return err
	}
	if n == 0 {
		return errNoWebhook
	}
	_, err = q.exec(ctx, `
		UPDATE outbox SET failed_at = $2, last_error = 'webhook removed'
		WHERE webhook_id = $1 AND delivered_at IS NULL AND failed_at IS NULL`, id, now)
	return err
}

// InsertWebhookDelivery queues one delivery of a payload to an endpoint, due at once,
// and returns its outbox id. redelivery marks one a manager asked for.
func (q Q) InsertWebhookDelivery(ctx context.Context, webhookID int64, payload []byte, now time.Time, redelivery bool) (int64, error) {
	var id int64
	err := q.get(ctx, &id, nil, `
		INSERT INTO outbox (kind, payload, created_at, next_attempt_at, webhook_id, redelivery)
		VALUES ('webhook', $1::jsonb, $2, $2, $3, $4) RETURNING id`, string(payload), now, webhookID, redelivery)
	return id, err
}

// LockWebhookRedeliveries serialises redeliveries to one endpoint until q's transaction
// ends, so that their caps hold against requests made at once. It does not wait for a
// delivery in progress. For a transaction only.
func (q Q) LockWebhookRedeliveries(ctx context.Context, webhookID int64) error {
	_, err := q.exec(ctx, `SELECT pg_advisory_xact_lock(hashtext('webhook_redeliveries'), $1::int)`, webhookID)
	return err
}

// WebhookRedeliveries returns how many redeliveries to an endpoint are still to be
// delivered, and how many were queued after since.
func (q Q) WebhookRedeliveries(ctx context.Context, webhookID int64, since time.Time) (waiting, recent int, err error) {
	var n struct {
		Waiting int `db:"waiting"`
		Recent  int `db:"recent"`
	}
	err = q.get(ctx, &n, nil, `
		SELECT count(*) FILTER (WHERE delivered_at IS NULL AND failed_at IS NULL) AS waiting,
			count(*) FILTER (WHERE created_at > $2) AS recent
		FROM outbox WHERE webhook_id = $1 AND redelivery`, webhookID, since)
	return n.Waiting, n.Recent, err
}

// WebhookDeliveries returns an endpoint's deliveries, newest first, at most limit.
func (q Q) WebhookDeliveries(ctx context.Context, webhookID int64, limit int) ([]domain.OutboxItem, error) {
	items := []domain.OutboxItem{}
	err := q.sel(ctx, &items, `
		SELECT `+outboxColumns+` FROM outbox WHERE webhook_id = $1
		ORDER BY id DESC LIMIT $2`, webhookID, limit)
	return items, err
}

// OutboxItemByID returns one outbox row. Errors: NotFound.
func (q Q) OutboxItemByID(ctx context.Context, id int64) (*domain.OutboxItem, error) {
	var it domain.OutboxItem
	if err := q.get(ctx, &it, domain.Errorf(domain.NotFound, "Delivery not found"),
		`SELECT `+outboxColumns+` FROM outbox WHERE id = $1`, id); err != nil {
		return nil, err
	}
	return &it, nil
}
