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

// SavePersistedQuery stores document under hash (the same document when it is there
// already), then drops the least recently used documents beyond max.
func (q Q) SavePersistedQuery(ctx context.Context, hash, document string, max int) error {
	n, err := q.exec(ctx, `
		INSERT INTO persisted_queries (hash, document) VALUES ($1, $2)
		ON CONFLICT (hash) DO NOTHING`, hash, document)
	if err != nil || n == 0 {
		return err
	}
	_, err = q.exec(ctx, `
		DELETE FROM persisted_queries WHERE hash IN (
			SELECT hash FROM persisted_queries ORDER BY used_at DESC OFFSET $1)`, max)
	return err
}
