package store

import (
	"context"
	"strconv"
	"strings"
	"time"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// ImportedPerson is one person to add or invite: from a staff import, an invitation by
// address or a manager adding them.
type ImportedPerson struct {
	Email, Name, TokenHash string // Email "": a person without e-mail, not invited
	Role                   domain.Role
	PositionIDs            []int64 // the primary first
	LocationIDs            []int64
	RuleSetID              int64 // 0: the default
}

// EmailsInUse returns which of the addresses (compared without case) belong to an
// active account that has signed up, lower-cased, in one statement.
func (q Q) EmailsInUse(ctx context.Context, emails []string) (map[string]bool, error) {
	var used []string
	err := q.sel(ctx, &used, `SELECT lower(email) FROM users
		WHERE deleted_at IS NULL AND joined_at IS NOT NULL AND email <> ''
		  AND lower(email) = ANY (SELECT lower(e) FROM unnest($1::text[]) e)`, pq.Array(emails))
	out := make(map[string]bool, len(used))
	for _, e := range used {
		out[e] = true
	}
	return out, err
}

// InvitePeople makes each person a users row that has not signed up, with their
// positions (those in use, the first primary), locations and rule set, and invites each
// who has an address, in one statement. An address whose person is already there, not
// signed up, keeps that row (and what it has) and gets its pending invitation renewed
// (new secret, role, expiry). It returns the invitations in the order given, each with
// its person (UserID); people without e-mail have none.
func (q Q) InvitePeople(ctx context.Context, people []ImportedPerson, by *domain.User, now, expires time.Time) ([]domain.Invitation, error) {
	n := len(people)
	emails, roles, hashes, names := make([]string, n), make([]string, n), make([]string, n), make([]string, n)
	positions, locations := make([]string, n), make([]string, n)
	ruleSets := make([]int64, n)
	for i, p := range people {
		emails[i], roles[i], hashes[i], names[i] = p.Email, string(p.Role), p.TokenHash, p.Name
		positions[i], locations[i], ruleSets[i] = joinIDs(p.PositionIDs), joinIDs(p.LocationIDs), p.RuleSetID
	}
	// Arrays of arrays must be rectangular in PostgreSQL, so each person's ids travel
	// as one comma-separated text. New people's ids are drawn first so that their
	// positions and locations can name them in the same statement.
	rows := []domain.Invitation{}
	err := q.sel(ctx, &rows, `
		WITH v AS (
		    SELECT v.*, string_to_array(v.positions, ',')::bigint[] AS position_ids,
		           string_to_array(v.locations, ',')::bigint[] AS location_ids,
		           (SELECT u.id FROM users u WHERE v.email <> '' AND lower(u.email) = lower(v.email)
		                AND u.deleted_at IS NULL AND u.joined_at IS NULL) AS existing
		    FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $10::bigint[])
		         WITH ORDINALITY AS v (email, role, token_hash, name, positions, locations, rule_set, ord)),
		ids AS (SELECT v.*, coalesce(v.existing, nextval(pg_get_serial_sequence('users', 'id'))) AS user_id FROM v),
		created AS (
		    INSERT INTO users (id, name, email, role, works_shifts, joined_at, rule_set_id) OVERRIDING SYSTEM VALUE
		    SELECT ids.user_id, ids.name, ids.email, ids.role, ids.role <> 'manager', NULL,
		           (SELECT rs.id FROM rule_sets rs WHERE rs.id = ids.rule_set AND NOT rs.is_default)
		    FROM ids WHERE ids.existing IS NULL),
		ps AS (
		    INSERT INTO user_positions (user_id, position_id, is_primary)
		    SELECT ids.user_id, x.id, row_number() OVER (PARTITION BY ids.user_id ORDER BY x.ord) = 1
		    FROM ids, unnest(ids.position_ids) WITH ORDINALITY AS x (id, ord)
		    JOIN positions p ON p.id = x.id AND p.archived_at IS NULL
		    WHERE ids.existing IS NULL),
		ls AS (
		    INSERT INTO user_locations (user_id, location_id)
		    SELECT ids.user_id, l.id FROM ids, unnest(ids.location_ids) AS x (id)
		    JOIN locations l ON l.id = x.id AND l.archived_at IS NULL
		    WHERE ids.existing IS NULL),
		inv AS (
		    INSERT INTO invitations (email, role, token_hash, invited_by, created_at, expires_at, name, position_ids, location_ids,
		                             rule_set_id, user_id)
		    SELECT ids.email, ids.role, ids.token_hash, $7, $8, $9, ids.name, ids.position_ids, ids.location_ids,
		           nullif(ids.rule_set, 0), ids.user_id
		    FROM ids WHERE ids.email <> ''
		    ON CONFLICT (lower(email)) WHERE accepted_at IS NULL AND revoked_at IS NULL
		    DO UPDATE SET role = EXCLUDED.role, token_hash = EXCLUDED.token_hash, invited_by = EXCLUDED.invited_by,
		        created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at, name = EXCLUDED.name,
		        position_ids = EXCLUDED.position_ids, location_ids = EXCLUDED.location_ids, rule_set_id = EXCLUDED.rule_set_id,
		        user_id = EXCLUDED.user_id
		    RETURNING id, email, role, created_at, expires_at, coalesce(name, '') AS name, invited_by, user_id)
		SELECT inv.*, '' AS invited_by_name, (SELECT default_language FROM workplace_settings WHERE id) AS language,
		       (SELECT name FROM workplace_settings WHERE id) AS workplace
		FROM inv JOIN ids ON ids.user_id = inv.user_id ORDER BY ids.ord`,
		pq.Array(emails), pq.Array(roles), pq.Array(hashes), pq.Array(names), pq.Array(positions), pq.Array(locations),
		by.ID, now, expires, pq.Array(ruleSets))
	for i := range rows {
		rows[i].InvitedByName = by.Name
	}
	return rows, err
}

// RuleSetNames maps the rule sets' names, trimmed and lower-cased (they are unique so),
// to their ids, in one statement.
func (q Q) RuleSetNames(ctx context.Context) (map[string]int64, error) {
	var rows []struct {
		Name string `db:"name"`
		ID   int64  `db:"id"`
	}
	err := q.sel(ctx, &rows, `SELECT lower(btrim(name)) AS name, id FROM rule_sets`)
	out := make(map[string]int64, len(rows))
	for _, r := range rows {
		out[r.Name] = r.ID
	}
	return out, err
}

func joinIDs(ids []int64) string {
	s := make([]string, len(ids))
	for i, id := range ids {
		s[i] = strconv.FormatInt(id, 10)
	}
	return strings.Join(s, ",")
}
