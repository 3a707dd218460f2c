package store

import (
	"context"
	"time"
)

// TakeToken draws one token from the bucket key, which holds at most burst tokens and
// gains one every interval, and reports whether there was one. The refill is computed
// from PostgreSQL's clock in the same statement, so that concurrent attempts on any
// number of server instances each see the last one's result.
func (q Q) TakeToken(ctx context.Context, key string, burst int, every time.Duration) (bool, error) {
	n, err := q.exec(ctx, `
		INSERT INTO rate_limits AS b (key, tokens, updated_at) VALUES ($1, $2 - 1, statement_timestamp())
		ON CONFLICT (key) DO UPDATE
		SET tokens = LEAST($2, b.tokens + GREATEST(0, EXTRACT(EPOCH FROM statement_timestamp() - b.updated_at)) / $3) - 1,
		    updated_at = statement_timestamp()
		WHERE LEAST($2, b.tokens + GREATEST(0, EXTRACT(EPOCH FROM statement_timestamp() - b.updated_at)) / $3) >= 1`,
		key, float64(burst), every.Seconds())
	return n == 1, err
}

// ReturnToken puts one token back into the bucket key, up to burst: for an attempt
// that turned out right and should not count.
func (q Q) ReturnToken(ctx context.Context, key string, burst int) error {
	_, err := q.exec(ctx, `UPDATE rate_limits SET tokens = LEAST($2, tokens + 1) WHERE key = $1`, key, float64(burst))
	return err
}

// ForgetIdleBuckets deletes buckets untouched for longer than idle: full again by then.
func (q Q) ForgetIdleBuckets(ctx context.Context, idle time.Duration) error {
	_, err := q.exec(ctx, `DELETE FROM rate_limits WHERE updated_at < statement_timestamp() - make_interval(secs => $1)`, idle.Seconds())
	return err
}
