package store

import (
	"context"
	"strconv"
	"strings"
	"time"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// ImportedPerson is one person of a staff import, to invite.
type ImportedPerson struct {
	Email, Name, TokenHash string
	Role                   domain.Role
	PositionIDs            []int64 // the primary first
	LocationIDs            []int64
	RuleSetID              int64 // 0: the default
}

// EmailsInUse returns which of the addresses (compared without case) belong to an
// active account, lower-cased, in one statement.
func (q Q) EmailsInUse(ctx context.Context, emails []string) (map[string]bool, error) {
	var used []string
	err := q.sel(ctx, &used, `SELECT lower(email) FROM users
		WHERE deleted_at IS NULL AND lower(email) = ANY (SELECT lower(e) FROM unnest($1::text[]) e)`, pq.Array(emails))
	out := make(map[string]bool, len(used))
	for _, e := range used {
		out[e] = true
	}
	return out, err
}

// InviteImported invites every person in one statement, renewing the pending invitation
// of an address already invited (new secret, role, name, positions, locations), and
// returns the invitations in the order given.
func (q Q) InviteImported(ctx context.Context, people []ImportedPerson, by *domain.User, now, expires time.Time) ([]domain.Invitation, error) {
	n := len(people)
	emails, roles, hashes, names := make([]string, n), make([]string, n), make([]string, n), make([]string, n)
	positions, locations := make([]string, n), make([]string, n)
	ruleSets := make([]int64, n)
	for i, p := range people {
		emails[i], roles[i], hashes[i], names[i] = p.Email, string(p.Role), p.TokenHash, p.Name
		positions[i], locations[i], ruleSets[i] = joinIDs(p.PositionIDs), joinIDs(p.LocationIDs), p.RuleSetID
	}
	// Arrays of arrays must be rectangular in PostgreSQL, so each person's ids travel
	// as one comma-separated text.
	rows := []domain.Invitation{}
	err := q.sel(ctx, &rows, `
		INSERT INTO invitations (email, role, token_hash, invited_by, created_at, expires_at, name, position_ids, location_ids,
		                         rule_set_id)
		SELECT v.email, v.role, v.token_hash, $7, $8, $9, v.name,
		       string_to_array(v.positions, ',')::bigint[], string_to_array(v.locations, ',')::bigint[], nullif(v.rule_set, 0)
		FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $10::bigint[])
		     AS v (email, role, token_hash, name, positions, locations, rule_set)
		ON CONFLICT (lower(email)) WHERE accepted_at IS NULL AND revoked_at IS NULL
		DO UPDATE SET role = EXCLUDED.role, token_hash = EXCLUDED.token_hash, invited_by = EXCLUDED.invited_by,
			created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at, name = EXCLUDED.name,
			position_ids = EXCLUDED.position_ids, location_ids = EXCLUDED.location_ids, rule_set_id = EXCLUDED.rule_set_id
		RETURNING id, email, role, created_at, expires_at, coalesce(name, '') AS name, '' AS invited_by_name, invited_by,
			(SELECT default_language FROM workplace_settings WHERE id) AS language`,
		pq.Array(emails), pq.Array(roles), pq.Array(hashes), pq.Array(names), pq.Array(positions), pq.Array(locations),
		by.ID, now, expires, pq.Array(ruleSets))
	if err != nil {
		return nil, err
	}
	// RETURNING's order is not promised; give them back in the file's order.
	byEmail := make(map[string]domain.Invitation, len(rows))
	for _, r := range rows {
		r.InvitedByName = by.Name
		byEmail[strings.ToLower(r.Email)] = r
	}
	out := make([]domain.Invitation, 0, n)
	for _, e := range emails {
		out = append(out, byEmail[strings.ToLower(e)])
	}
	return out, nil
}

// GrantInvitedWorkplace gives a new account the positions and locations its invitation
// named (those still in use; the first of them primary) and its rule set, in one
// statement.
func (q Q) GrantInvitedWorkplace(ctx context.Context, invitationID, userID int64) error {
	_, err := q.exec(ctx, `
		WITH i AS (SELECT position_ids, location_ids, rule_set_id FROM invitations WHERE id = $1),
		r AS (
		    UPDATE users u SET rule_set_id = rs.id FROM i JOIN rule_sets rs ON rs.id = i.rule_set_id AND NOT rs.is_default
		    WHERE u.id = $2),
		p AS (
		    INSERT INTO user_positions (user_id, position_id, is_primary)
		    SELECT $2, x.id, row_number() OVER (ORDER BY x.ord) = 1
		    FROM i, unnest(i.position_ids) WITH ORDINALITY AS x (id, ord)
		    JOIN positions ps ON ps.id = x.id AND ps.archived_at IS NULL)
		INSERT INTO user_locations (user_id, location_id)
		SELECT $2, l.id FROM i, unnest(i.location_ids) AS x (id) JOIN locations l ON l.id = x.id AND l.archived_at IS NULL`,
		invitationID, userID)
	return err
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
