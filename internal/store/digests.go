package store

import (
	"context"
	"database/sql"
	"time"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// Recipient is a person a notification reaches beyond the app, and how.
type Recipient struct {
	domain.User
	Delivery domain.Delivery `db:"delivery"`
}

// RecipientAsk is one person and kind whose delivery NotifyRecipientsOf looks up, with
// the kind's default for people who made no choice, and for those of them who
// registered a device for push.
type RecipientAsk struct {
	UserID            int64
	Kind              domain.NotificationKind
	Default           domain.Delivery
	DefaultWithDevice domain.Delivery
}

// KindRecipient is a Recipient for one kind.
type KindRecipient struct {
	Recipient
	Kind domain.NotificationKind `db:"kind"`
}

// NotifyRecipientsOf returns, for many kinds at once, how each of the asked people (not
// deleted) gets the asked kind (in the app alone, by e-mail now, in their digest or by
// push; in the app alone for someone who has not signed up: no e-mail reaches a person
// who has none or has not joined, and they read the notes once they do) and the language they read (theirs, else the workplace's) with their clock, in
// one query whatever the kinds.
func (q Q) NotifyRecipientsOf(ctx context.Context, asks []RecipientAsk) ([]KindRecipient, error) {
	rs := []KindRecipient{}
	if len(asks) == 0 {
		return rs, nil
	}
	users, kinds := make([]int64, len(asks)), make([]string, len(asks))
	defs, pushDefs := make([]string, len(asks)), make([]string, len(asks))
	for i, a := range asks {
		users[i], kinds[i], defs[i], pushDefs[i] = a.UserID, string(a.Kind), string(a.Default), string(a.DefaultWithDevice)
	}
	err := q.sel(ctx, &rs, `
		SELECT u.id, u.name, u.email, a.kind, d.delivery,
		       COALESCE(u.language, s.default_language) AS language, u.clock
		FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[]) AS a (user_id, kind, def, push_def)
		JOIN users u ON u.id = a.user_id
		CROSS JOIN workplace_settings s
		LEFT JOIN notification_preferences p ON p.user_id = u.id AND p.kind = a.kind
		CROSS JOIN LATERAL (SELECT CASE WHEN u.joined_at IS NULL THEN 'in_app' ELSE COALESCE(p.delivery, CASE
			WHEN EXISTS (SELECT 1 FROM push_subscriptions ps WHERE ps.user_id = u.id) THEN a.push_def
			ELSE a.def END) END AS delivery) AS d
		WHERE u.deleted_at IS NULL AND s.id
		ORDER BY u.id, a.kind`, pq.Array(users), pq.Array(kinds), pq.Array(defs), pq.Array(pushDefs))
	return rs, err
}

// InsertDigestItems queues one notification for the next digest of each of userIDs.
func (q Q) InsertDigestItems(ctx context.Context, userIDs []int64, kind domain.NotificationKind, message, link string, now time.Time) error {
	notes := make([]Note, len(userIDs))
	for i, id := range userIDs {
		notes[i] = Note{UserID: id, Kind: kind, Message: message, Link: link}
	}
	return q.InsertDigestNotes(ctx, notes, now)
}

// InsertDigestNotes queues each note for the next digest of its person.
func (q Q) InsertDigestNotes(ctx context.Context, notes []Note, now time.Time) error {
	if len(notes) == 0 {
		return nil
	}
	users, messages, links := noteColumns(notes)
	kinds := make([]string, len(notes))
	for i, n := range notes {
		kinds[i] = string(n.Kind)
	}
	if _, err := q.exec(ctx, `
		INSERT INTO notification_digests (user_id) SELECT DISTINCT unnest($1::bigint[])
		ON CONFLICT (user_id) DO NOTHING`, pq.Array(users)); err != nil {
		return err
	}
	_, err := q.exec(ctx, `
		INSERT INTO digest_items (user_id, kind, message, link, created_at)
		SELECT u, k, m, l, $5 FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[]) AS n(u, k, m, l)`,
		pq.Array(users), pq.Array(kinds), pq.Array(messages), pq.Array(links), now)
	return err
}

// EffectiveDigestTime is when the user's digest goes out: their choice, or the
// workplace default.
func (q Q) EffectiveDigestTime(ctx context.Context, userID int64) (domain.TimeOfDay, error) {
	t, err := q.DigestTime(ctx, userID)
	if err != nil || t != nil {
		if t == nil {
			return 0, err
		}
		return *t, nil
	}
	set, err := q.Settings(ctx)
	return set.DigestTime, err
}

// DigestTime returns the digest time the user chose, or nil for the workplace default.
func (q Q) DigestTime(ctx context.Context, userID int64) (*domain.TimeOfDay, error) {
	var ms []sql.NullInt64
	if err := q.sel(ctx, &ms, `SELECT minute FROM notification_digests WHERE user_id = $1`, userID); err != nil || len(ms) == 0 || !ms[0].Valid {
		return nil, err
	}
	t := domain.TimeOfDay(ms[0].Int64)
	return &t, nil
}

// SetDigestTime records the user's digest time; nil goes back to the workplace default.
func (q Q) SetDigestTime(ctx context.Context, userID int64, t *domain.TimeOfDay) error {
	var m *int
	if t != nil {
		v := int(*t)
		m = &v
	}
	_, err := q.exec(ctx, `
		INSERT INTO notification_digests (user_id, minute) VALUES ($1, $2)
		ON CONFLICT (user_id) DO UPDATE SET minute = EXCLUDED.minute`, userID, m)
	return err
}

// ClaimDueDigest locks the digest row of one person whose digest is due and returns the
// person: someone with items waiting, not sent a digest on today, whose digest time
// (theirs or def) is at or before now (both in the workplace time zone). Rows other
// transactions hold are skipped, so racing workers each take a different person; the
// lock lasts until q's transaction ends. For a transaction only.
//
// The user's Language is the one their digest is written in: theirs, else the workplace's.
func (q Q) ClaimDueDigest(ctx context.Context, today domain.Date, now, def domain.TimeOfDay) (*domain.User, error) {
	us := []domain.User{}
	err := q.sel(ctx, &us, `
		SELECT u.id, u.name, u.email, u.deleted_at, u.clock,
			COALESCE(u.language, (SELECT default_language FROM workplace_settings WHERE id)) AS language
		FROM notification_digests d
		JOIN users u ON u.id = d.user_id
		WHERE COALESCE(d.minute, $3) <= $2
			AND (d.last_sent_on IS NULL OR d.last_sent_on < $1)
			AND EXISTS (SELECT 1 FROM digest_items i WHERE i.user_id = d.user_id)
		ORDER BY d.user_id
		LIMIT 1
		FOR UPDATE OF d SKIP LOCKED`, today, int(now), int(def))
	if err != nil || len(us) == 0 {
		return nil, err
	}
	return &us[0], nil
}

// TakeDigestItems removes and returns the user's waiting items, oldest first, and
// records that today's digest is done. For a transaction holding the user's digest row.
func (q Q) TakeDigestItems(ctx context.Context, userID int64, today domain.Date) ([]domain.DigestItem, error) {
	items := []domain.DigestItem{}
	if err := q.sel(ctx, &items, `
		DELETE FROM digest_items WHERE user_id = $1
		RETURNING id, kind, message, link, created_at`, userID); err != nil {
		return nil, err
	}
	_, err := q.exec(ctx, `UPDATE notification_digests SET last_sent_on = $2 WHERE user_id = $1`, userID, today)
	return items, err
}

// StopDigest moves every kind the user gets in their digest to in-app only.
func (q Q) StopDigest(ctx context.Context, userID int64) error {
	_, err := q.exec(ctx, `UPDATE notification_preferences SET delivery = 'in_app' WHERE user_id = $1 AND delivery = 'digest'`, userID)
	return err
}
