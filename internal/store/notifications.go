package store

import (
	"bytes"
	"context"
	"time"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// Note is one notification for one person.
type Note struct {
	UserID  int64
	Kind    domain.NotificationKind
	Message string
	Link    string
	// About names the request the note asks its reader to act on ("swap:12"), or is empty.
	About string
}

// InsertNotifications records the same message for each user.
func (q Q) InsertNotifications(ctx context.Context, userIDs []int64, message, link string) error {
	notes := make([]Note, len(userIDs))
	for i, id := range userIDs {
		notes[i] = Note{UserID: id, Message: message, Link: link}
	}
	return q.InsertNotes(ctx, notes)
}

// InsertNotes records each note as a notification, in one statement and in their order.
func (q Q) InsertNotes(ctx context.Context, notes []Note) error {
	if len(notes) == 0 {
		return nil
	}
	users, messages, links := noteColumns(notes)
	_, err := q.exec(ctx, `
		INSERT INTO notifications (user_id, message, link)
		SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[])`,
		pq.Array(users), pq.Array(messages), pq.Array(links))
	return err
}

// NoteBatch is what telling people writes: their notifications, the items of their
// next digest, and the e-mails (outbox payloads) to send now.
type NoteBatch struct {
	Notes  []Note
	Digest []Note
	Emails [][]byte
	// Push are those of Notes also pushed to each device of their person.
	Push []Note
	Now  time.Time
}

// InsertNoteBatch writes a batch in one statement, each set in its order: notifying
// costs one round trip however many people, kinds, e-mails and devices. A push row is
// written per notification and device of its person; its link names the notification
// (?notification=id), so that opening it marks it read.
func (q Q) InsertNoteBatch(ctx context.Context, b NoteBatch) error {
	if len(b.Notes)+len(b.Digest)+len(b.Emails) == 0 {
		return nil
	}
	users, messages, links := noteColumns(b.Notes)
	dUsers, dMessages, dLinks := noteColumns(b.Digest)
	pUsers, pMessages, pLinks := noteColumns(b.Push)
	dKinds := make([]string, len(b.Digest))
	for i, n := range b.Digest {
		dKinds[i] = string(n.Kind)
	}
	// The e-mails go as one JSON array: as a text[] each would be quoted and escaped
	// again, which for a publish's few dozen HTML e-mails was a fifth of its allocations.
	emails := append(append([]byte{'['}, bytes.Join(b.Emails, []byte{','})...), ']')
	// Notes the same person gets twice with the same text and link are told apart by
	// nothing but their ids, and want the same pushes: DISTINCT ON keeps one per device.
	_, err := q.exec(ctx, `
		WITH notes AS (
			INSERT INTO notifications (user_id, message, link, about)
			SELECT u, m, l, NULLIF(a, '') FROM unnest($1::bigint[], $2::text[], $3::text[], $13::text[]) WITH ORDINALITY AS n (u, m, l, a, i) ORDER BY i
			RETURNING id, user_id, message, link),
		digests AS (
			INSERT INTO notification_digests (user_id) SELECT DISTINCT unnest($4::bigint[])
			ON CONFLICT (user_id) DO NOTHING),
		items AS (
			INSERT INTO digest_items (user_id, kind, message, link, created_at)
			SELECT u, k, m, l, $8 FROM unnest($4::bigint[], $5::text[], $6::text[], $7::text[]) WITH ORDINALITY AS n (u, k, m, l, i) ORDER BY i),
		pushes AS (
			INSERT INTO outbox (kind, payload, created_at, next_attempt_at, push_subscription_id)
			SELECT DISTINCT ON (n.id, s.id) 'push',
				jsonb_build_object('text', n.message, 'link',
					n.link || CASE WHEN strpos(n.link, '?') > 0 THEN '&' ELSE '?' END || 'notification=' || n.id),
				$8, $8, s.id
			FROM notes n
			JOIN unnest($10::bigint[], $11::text[], $12::text[]) AS p (u, m, l) ON p.u = n.user_id AND p.m = n.message AND p.l = n.link
			JOIN push_subscriptions s ON s.user_id = n.user_id
			ORDER BY n.id, s.id)
		INSERT INTO outbox (kind, payload, created_at, next_attempt_at)
		SELECT 'email', p, $8, $8 FROM jsonb_array_elements($9::jsonb) WITH ORDINALITY AS e (p, i) ORDER BY i`,
		pq.Array(users), pq.Array(messages), pq.Array(links),
		pq.Array(dUsers), pq.Array(dKinds), pq.Array(dMessages), pq.Array(dLinks), b.Now, string(emails),
		pq.Array(pUsers), pq.Array(pMessages), pq.Array(pLinks), pq.Array(noteAbouts(b.Notes)))
	return err
}

// noteAbouts are the notes' About, as the column array unnest reads.
func noteAbouts(notes []Note) []string {
	about := make([]string, len(notes))
	for i, n := range notes {
		about[i] = n.About
	}
	return about
}

// noteColumns splits notes into the column arrays that unnest reads.
func noteColumns(notes []Note) (users []int64, messages, links []string) {
	users, messages, links = make([]int64, len(notes)), make([]string, len(notes)), make([]string, len(notes))
	for i, n := range notes {
		users[i], messages[i], links[i] = n.UserID, n.Message, n.Link
	}
	return users, messages, links
}

// ManagerIDs returns the ids of every active manager.
func (q Q) ManagerIDs(ctx context.Context) ([]int64, error) {
	ids := []int64{}
	err := q.sel(ctx, &ids, `SELECT id FROM users WHERE role = 'manager' AND deleted_at IS NULL ORDER BY id`)
	return ids, err
}

// ManagersOf returns the managers of the given people and locations (ids, ascending):
// those limited to none, and those limited to locations that include every one given
// (0 entries are ignored) where each of the people works at one of theirs (see
// domain.ManagerScope). One statement.
func (q Q) ManagersOf(ctx context.Context, people, locations []int64) ([]int64, error) {
	ids := []int64{}
	err := q.sel(ctx, &ids, `
		SELECT u.id FROM users u
		WHERE u.role = 'manager' AND u.deleted_at IS NULL
		  AND (NOT EXISTS (SELECT 1 FROM manager_locations ml WHERE ml.user_id = u.id)
		       OR (NOT EXISTS (SELECT 1 FROM unnest($2::bigint[]) AS l(id)
		                       WHERE l.id <> 0 AND NOT EXISTS (
		                           SELECT 1 FROM manager_locations ml WHERE ml.user_id = u.id AND ml.location_id = l.id))
		           AND NOT EXISTS (SELECT 1 FROM unnest($1::bigint[]) AS p(id)
		                           WHERE p.id <> 0 AND NOT EXISTS (
		                               SELECT 1 FROM user_locations ul
		                               JOIN manager_locations ml ON ml.location_id = ul.location_id AND ml.user_id = u.id
		                               WHERE ul.user_id = p.id))))
		ORDER BY u.id`, pq.Array(people), pq.Array(locations))
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

// NotificationsAfter returns, for each user id in cursors, that user's notifications
// with an id above the user's cursor, at most limit per user, in no particular order.
func (q Q) NotificationsAfter(ctx context.Context, cursors map[int64]int64, limit int) ([]domain.Notification, error) {
	users := make([]int64, 0, len(cursors))
	afters := make([]int64, 0, len(cursors))
	for u, a := range cursors {
		users = append(users, u)
		afters = append(afters, a)
	}
	ns := []domain.Notification{}
	err := q.sel(ctx, &ns, `
		SELECT n.id, n.user_id, n.message, n.link, n.read, n.created_at
		FROM unnest($1::bigint[], $2::bigint[]) AS c (user_id, after)
		CROSS JOIN LATERAL (
			SELECT `+notificationColumns+` FROM notifications
			WHERE user_id = c.user_id AND id > c.after ORDER BY id LIMIT $3
		) AS n`, pq.Array(users), pq.Array(afters), limit)
	return ns, err
}

// LastNotificationID returns the id of the user's newest notification, or 0.
func (q Q) LastNotificationID(ctx context.Context, userID int64) (int64, error) {
	var id int64
	err := q.get(ctx, &id, nil, `SELECT COALESCE(max(id), 0) FROM notifications WHERE user_id = $1`, userID)
	return id, err
}
