package store

import (
	"context"
	"database/sql/driver"
	"errors"
	"fmt"
	"sync/atomic"

	"github.com/lib/pq"
)

// After a failover a pooled connection can outlive the server it reached: HAProxy may
// still hand a new connection to a former leader that now runs as a replica, and such a
// connection answers every write with 25006 (read_only_sql_transaction), an error lib/pq
// does not treat as fatal, so database/sql would keep reusing it. The connector below
// refuses connections to a server in recovery, and drops from the pool any connection
// that reports one of the errors a failover leaves behind.

// errNotPrimary is a new connection that reached a replica.
var errNotPrimary = errors.New("the database server is a replica (in recovery), not the leader")

// connector opens lib/pq connections to the leader only, wrapped in failoverConn.
type connector struct{ pq *pq.Connector }

func newConnector(dsn string) (*connector, error) {
	c, err := pq.NewConnector(dsn)
	if err != nil {
		return nil, err
	}
	return &connector{pq: c}, nil
}

func (c *connector) Driver() driver.Driver { return c.pq.Driver() }

func (c *connector) Connect(ctx context.Context) (driver.Conn, error) {
	conn, err := c.pq.Connect(ctx)
	if err != nil {
		return nil, err
	}
	// One short query per new connection: the pool keeps connections, so it is rare.
	rows, err := conn.(driver.QueryerContext).QueryContext(ctx, `SELECT pg_is_in_recovery()`, nil)
	if err != nil {
		conn.Close()
		return nil, err
	}
	vals := make([]driver.Value, 1)
	err = rows.Next(vals)
	rows.Close()
	if err != nil {
		conn.Close()
		return nil, err
	}
	if recovery, _ := vals[0].(bool); recovery {
		conn.Close()
		return nil, errNotPrimary
	}
	return &failoverConn{Conn: conn}, nil
}

// isStale reports an error after which a connection must not be used again: a server
// that is read-only (a replica or a demoted leader), shutting down, crashed or starting.
func isStale(err error) bool {
	var pqErr *pq.Error
	if !errors.As(err, &pqErr) {
		return false
	}
	switch pqErr.Code {
	case "25006", "57P01", "57P02", "57P03":
		return true
	}
	return pqErr.Code.Class() == "08"
}

// failoverConn is a lib/pq connection that reports itself bad (so database/sql closes
// it instead of pooling it) once a statement on it failed with a stale-server error. A
// read-only refusal is returned as driver.ErrBadConn (the statement was refused, not
// run), so database/sql retries a statement outside a transaction on a new connection.
type failoverConn struct {
	driver.Conn
	bad atomic.Bool
}

// check marks the connection bad after a stale-server error.
func (c *failoverConn) check(err error) error {
	if err == nil || !isStale(err) {
		return err
	}
	c.bad.Store(true)
	var pqErr *pq.Error
	if errors.As(err, &pqErr) && pqErr.Code == "25006" {
		return fmt.Errorf("%w (%v)", driver.ErrBadConn, err)
	}
	return err
}

func (c *failoverConn) IsValid() bool {
	if v, ok := c.Conn.(driver.Validator); ok && !v.IsValid() {
		return false
	}
	return !c.bad.Load()
}

func (c *failoverConn) ResetSession(ctx context.Context) error {
	if c.bad.Load() {
		return driver.ErrBadConn
	}
	if r, ok := c.Conn.(driver.SessionResetter); ok {
		return r.ResetSession(ctx)
	}
	return nil
}

func (c *failoverConn) CheckNamedValue(nv *driver.NamedValue) error {
	if nvc, ok := c.Conn.(driver.NamedValueChecker); ok {
		return nvc.CheckNamedValue(nv)
	}
	return driver.ErrSkip
}

func (c *failoverConn) Ping(ctx context.Context) error {
	return c.check(c.Conn.(driver.Pinger).Ping(ctx))
}

func (c *failoverConn) QueryContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Rows, error) {
	rows, err := c.Conn.(driver.QueryerContext).QueryContext(ctx, query, args)
	return rows, c.check(err)
}

func (c *failoverConn) ExecContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Result, error) {
	res, err := c.Conn.(driver.ExecerContext).ExecContext(ctx, query, args)
	return res, c.check(err)
}

func (c *failoverConn) PrepareContext(ctx context.Context, query string) (driver.Stmt, error) {
	st, err := c.Conn.(driver.ConnPrepareContext).PrepareContext(ctx, query)
	if err != nil {
		return nil, c.check(err)
	}
	// lib/pq's COPY FROM STDIN statement has only the old Exec, which database/sql
	// calls when the statement has no ExecContext: it is passed through as it is.
	_, execs := st.(driver.StmtExecContext)
	_, queries := st.(driver.StmtQueryContext)
	if !execs || !queries {
		return st, nil
	}
	return &failoverStmt{Stmt: st, conn: c}, nil
}

func (c *failoverConn) BeginTx(ctx context.Context, opts driver.TxOptions) (driver.Tx, error) {
	tx, err := c.Conn.(driver.ConnBeginTx).BeginTx(ctx, opts)
	if err != nil {
		return nil, c.check(err)
	}
	return failoverTx{tx: tx, conn: c}, nil
}

// failoverTx reports a failed commit to its connection.
type failoverTx struct {
	tx   driver.Tx
	conn *failoverConn
}

func (t failoverTx) Commit() error   { return t.conn.check(t.tx.Commit()) }
func (t failoverTx) Rollback() error { return t.conn.check(t.tx.Rollback()) }

// failoverStmt reports a failed prepared statement to its connection.
type failoverStmt struct {
	driver.Stmt
	conn *failoverConn
}

func (s *failoverStmt) ExecContext(ctx context.Context, args []driver.NamedValue) (driver.Result, error) {
	res, err := s.Stmt.(driver.StmtExecContext).ExecContext(ctx, args)
	return res, s.conn.check(err)
}

func (s *failoverStmt) QueryContext(ctx context.Context, args []driver.NamedValue) (driver.Rows, error) {
	rows, err := s.Stmt.(driver.StmtQueryContext).QueryContext(ctx, args)
	return rows, s.conn.check(err)
}
