package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"sync/atomic"
	"time"

	"github.com/jmoiron/sqlx"
	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// Store owns the connection pool.
type Store struct {
	DB *sqlx.DB

	statements atomic.Int64 // see Stats
	stmts      statements   // see prepared.go
}

// Open connects to PostgreSQL and checks the connection.
func Open(ctx context.Context, url string) (*Store, error) {
	c, err := newConnector(url)
	if err != nil {
		return nil, err
	}
	conn := sqlx.NewDb(sql.OpenDB(c), "postgres")
	conn.SetMaxOpenConns(40)
	conn.SetMaxIdleConns(40)
	conn.SetConnMaxIdleTime(5 * time.Minute)
	pingCtx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if err := conn.PingContext(pingCtx); err != nil {
		conn.Close()
		return nil, fmt.Errorf("connect to database: %w", unavailable(err))
	}
	return &Store{DB: conn}, nil
}

// Close closes the pool.
func (s *Store) Close() error {
	s.closePrepared()
	return s.DB.Close()
}

// Ping checks that the database answers.
func (s *Store) Ping(ctx context.Context) error { return unavailable(s.DB.PingContext(ctx)) }

// Q runs queries outside a transaction.
func (s *Store) Q() Q { return Q{counted{s.DB, s}} }

// Q runs the store's queries on a connection pool or a transaction.
type Q struct {
	x sqlx.ExtContext
}

// InTx runs fn in one transaction, committing when fn returns nil and rolling back
// otherwise (and on panic).
func (s *Store) InTx(ctx context.Context, fn func(q Q) error) (err error) {
	s.count(ctx) // BEGIN
	tx, err := s.DB.BeginTxx(ctx, nil)
	if err != nil {
		return unavailable(err)
	}
	defer func() {
		if p := recover(); p != nil {
			tx.Rollback()
			panic(p)
		}
		if err != nil {
			tx.Rollback()
		}
	}()
	if err = fn(Q{counted{tx, s}}); err != nil {
		s.count(ctx) // ROLLBACK
		return err
	}
	s.count(ctx) // COMMIT
	return unavailable(tx.Commit())
}

// get scans one row into dest, turning "no rows" into notFound.
func (q Q) get(ctx context.Context, dest any, notFound error, query string, args ...any) error {
	err := sqlx.GetContext(ctx, q.x, dest, query, args...)
	if errors.Is(err, sql.ErrNoRows) {
		return notFound
	}
	return unavailable(textError(err))
}

// sel scans every row into dest (a pointer to a slice), leaving an empty, non-nil slice
// when there are none.
func (q Q) sel(ctx context.Context, dest any, query string, args ...any) error {
	return unavailable(textError(sqlx.SelectContext(ctx, q.x, dest, query, args...)))
}

// exec runs a statement and returns the number of rows it touched.
func (q Q) exec(ctx context.Context, query string, args ...any) (int64, error) {
	res, err := q.x.ExecContext(ctx, query, args...)
	if err != nil {
		return 0, unavailable(textError(err))
	}
	return res.RowsAffected()
}

// textError turns PostgreSQL's refusal of a character it cannot store in text (a NUL
// byte, SQLSTATE 22021, or one the encoding lacks, 22P05) into invalid input: the doors
// refuse NUL first, and this keeps anything that slips past them from becoming a 500.
func textError(err error) error {
	var pqErr *pq.Error
	if errors.As(err, &pqErr) && (pqErr.Code == "22021" || pqErr.Code == "22P05") {
		return domain.ErrNUL
	}
	return err
}

// IsUniqueViolation reports whether err is PostgreSQL's unique_violation on the named
// constraint or index (any, when name is empty).
func IsUniqueViolation(err error, name string) bool {
	var pqErr *pq.Error
	if errors.As(err, &pqErr) && pqErr.Code == "23505" {
		return name == "" || pqErr.Constraint == name
	}
	return false
}

// IsForeignKeyViolation reports whether err is PostgreSQL refusing to delete a row
// another still refers to.
func IsForeignKeyViolation(err error) bool {
	var pqErr *pq.Error
	return errors.As(err, &pqErr) && pqErr.Code == "23503"
}
