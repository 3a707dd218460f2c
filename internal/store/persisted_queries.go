package store

import (
	"context"
	"database/sql"
	"errors"
)

// PersistedQuery returns the document stored under hash and marks it used now, so that
// the cap evicts documents nobody asks for; false when none is stored.
func (q Q) PersistedQuery(ctx context.Context, hash string) (string, bool, error) {
	var doc string
	err := q.get(ctx, &doc, sql.ErrNoRows, `
		UPDATE persisted_queries SET used_at = statement_timestamp()
		WHERE hash = $1
		RETURNING document`, hash)
	if errors.Is(err, sql.ErrNoRows) {
		return "", false, nil
	}
	return doc, err == nil, err
}

// PersistedQueryKept reports whether hash is stored already, and as registered by a
// signed-in person when signedIn: storing it again would change nothing.
func (q Q) PersistedQueryKept(ctx context.Context, hash string, signedIn bool) (bool, error) {
	var kept bool
	err := q.get(ctx, &kept, nil, `
		SELECT EXISTS (SELECT 1 FROM persisted_queries WHERE hash = $1 AND (signed_in OR NOT $2))`, hash, signedIn)
	return kept, err
}

// SavePersistedQuery stores document under hash, as registered by a signed-in person or
// not; a document stored anonymously that a signed-in person registers becomes theirs.
// Then it drops the least recently used documents of the same group beyond max, so that
// one group never evicts the other's.
func (q Q) SavePersistedQuery(ctx context.Context, hash, document string, signedIn bool, max int) error {
	n, err := q.exec(ctx, `
		INSERT INTO persisted_queries AS p (hash, document, signed_in) VALUES ($1, $2, $3)
		ON CONFLICT (hash) DO UPDATE SET signed_in = true, used_at = statement_timestamp()
		WHERE $3 AND NOT p.signed_in`, hash, document, signedIn)
	if err != nil || n == 0 {
		return err
	}
	_, err = q.exec(ctx, `
		DELETE FROM persisted_queries WHERE hash IN (
			SELECT hash FROM persisted_queries WHERE signed_in = $2 ORDER BY used_at DESC OFFSET $1)`, max, signedIn)
	return err
}
