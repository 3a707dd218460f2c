package onlinemigrations

import (
	"context"
	"database/sql"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"time"
)

// statement is one load statement as the load saw it.
type statement struct {
	op         string
	start, end time.Time
	err        error
}

// worker runs the load's statements on a connection of its own, on rows of its own (its
// people, their shifts, notifications and time records), so that the load never waits
// on itself: a wait the sampler sees is a wait on the migration.
type worker struct {
	conn      *sql.Conn
	pid       int
	users     []int64
	schedules []int64
	rng       *rand.Rand
	log       []statement
}

// load is a few workers running reads and writes of the busy tables (shifts, schedules,
// users, notifications, time off, swaps, and time records once the table is there)
// until stopped.
type load struct {
	workers   []*worker
	timeClock atomic.Bool // time_records exists and is filled
	stop      chan struct{}
	wg        sync.WaitGroup
	once      sync.Once
	all       []statement
	byPid     map[int64][]statement
}

const loadWorkers = 4

// startLoad starts the workers on db, whose users and schedules are filled.
func startLoad(ctx context.Context, db *sql.DB) (*load, error) {
	l := &load{stop: make(chan struct{})}
	var schedules []int64
	if err := selectIDs(ctx, db, &schedules, `SELECT id FROM schedules ORDER BY week_starting DESC LIMIT 20`); err != nil {
		return nil, err
	}
	for i := 0; i < loadWorkers; i++ {
		w := &worker{schedules: schedules, rng: rand.New(rand.NewPCG(uint64(i), 44))}
		if err := selectIDs(ctx, db, &w.users, `SELECT id FROM users WHERE deleted_at IS NULL AND id % $1 = $2 ORDER BY id`, loadWorkers, i); err != nil {
			return nil, err
		}
		conn, err := db.Conn(ctx)
		if err != nil {
			return nil, err
		}
		w.conn = conn
		if err := conn.QueryRowContext(ctx, `SELECT pg_backend_pid()`).Scan(&w.pid); err != nil {
			return nil, err
		}
		l.workers = append(l.workers, w)
	}
	for _, w := range l.workers {
		l.wg.Add(1)
		go func() {
			defer l.wg.Done()
			w.run(ctx, l)
		}()
	}
	return l, nil
}

func selectIDs(ctx context.Context, db *sql.DB, dest *[]int64, query string, args ...any) error {
	rows, err := db.QueryContext(ctx, query, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return err
		}
		*dest = append(*dest, id)
	}
	return rows.Err()
}

// pids are the workers' backends.
func (l *load) pids() []int64 {
	out := make([]int64, len(l.workers))
	for i, w := range l.workers {
		out[i] = int64(w.pid)
	}
	return out
}

// finish stops the workers (once) and returns every statement they ran, also by backend.
func (l *load) finish() ([]statement, map[int64][]statement) {
	l.once.Do(func() {
		close(l.stop)
		l.wg.Wait()
		l.byPid = map[int64][]statement{}
		for _, w := range l.workers {
			w.conn.Close()
			l.all = append(l.all, w.log...)
			l.byPid[int64(w.pid)] = w.log
		}
	})
	return l.all, l.byPid
}

// loadPace is the least time between two transactions of a worker: four workers make at
// most 200 a second, ten times what a 500-person workplace makes at its busiest (each
// person's poll a minute, week views, clock-ins at the change of shift), and a publish
// among every nine of them where a real workplace has a few a day.
const loadPace = 20 * time.Millisecond

// run runs the worker's transactions at loadPace until the load stops.
func (w *worker) run(ctx context.Context, l *load) {
	tick := time.NewTicker(loadPace)
	defer tick.Stop()
	for n := 0; ; n++ {
		select {
		case <-l.stop:
			return
		case <-tick.C:
		}
		op := ops[n%len(ops)]
		if op.timeClock && !l.timeClock.Load() {
			continue
		}
		user := w.users[w.rng.IntN(len(w.users))]
		schedule := w.schedules[w.rng.IntN(len(w.schedules))]
		start := time.Now()
		err := op.run(ctx, w.conn, user, schedule)
		w.log = append(w.log, statement{op: op.name, start: start, end: time.Now(), err: err})
	}
}

// loadOp is one kind of request the load makes, for a person and a week.
type loadOp struct {
	name      string
	timeClock bool
	run       func(ctx context.Context, c *sql.Conn, user, schedule int64) error
}

// exec runs statements in one transaction, as a service method does.
func exec(ctx context.Context, c *sql.Conn, statements ...func(tx *sql.Tx) error) error {
	tx, err := c.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	for _, s := range statements {
		if err := s(tx); err != nil {
			return err
		}
	}
	return tx.Commit()
}

func read(query string, args ...any) func(tx *sql.Tx) error {
	return func(tx *sql.Tx) error {
		rows, err := tx.Query(query, args...)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
		}
		return rows.Err()
	}
}

func write(query string, args ...any) func(tx *sql.Tx) error {
	return func(tx *sql.Tx) error {
		_, err := tx.Exec(query, args...)
		return err
	}
}

// ops are written against the first migration's columns, which every later one keeps.
var ops = []loadOp{
	{name: "read a week", run: func(ctx context.Context, c *sql.Conn, user, schedule int64) error {
		return exec(ctx, c, read(`SELECT s.id, s.day_key, s.shift_date, s.user_id, u.name, s.start_minute, s.end_minute
			FROM shifts s JOIN users u ON u.id = s.user_id WHERE s.schedule_id = $1 ORDER BY s.shift_date, s.position`, schedule))
	}},
	{name: "read unread notifications", run: func(ctx context.Context, c *sql.Conn, user, schedule int64) error {
		return exec(ctx, c, read(`SELECT id, message, link, created_at FROM notifications
			WHERE user_id = $1 AND NOT read ORDER BY created_at DESC, id DESC LIMIT 20`, user))
	}},
	{name: "republish a person's shifts", run: func(ctx context.Context, c *sql.Conn, user, schedule int64) error {
		return exec(ctx, c,
			write(`UPDATE shifts SET position = position WHERE schedule_id = $1 AND user_id = $2`, schedule, user),
			write(`INSERT INTO notifications (user_id, message, link) VALUES ($1, 'Your week was published.', '/schedule')`, user))
	}},
	{name: "read a person's shifts", run: func(ctx context.Context, c *sql.Conn, user, schedule int64) error {
		return exec(ctx, c, read(`SELECT id, shift_date, start_minute, end_minute FROM shifts
			WHERE user_id = $1 AND shift_date >= current_date - 28 ORDER BY shift_date`, user))
	}},
	{name: "mark notifications read", run: func(ctx context.Context, c *sql.Conn, user, schedule int64) error {
		return exec(ctx, c, write(`UPDATE notifications SET read = true
			WHERE id IN (SELECT id FROM notifications WHERE user_id = $1 AND NOT read ORDER BY id LIMIT 2)`, user))
	}},
	{name: "clock in or out", timeClock: true, run: func(ctx context.Context, c *sql.Conn, user, schedule int64) error {
		return exec(ctx, c, write(`WITH closed AS (
				UPDATE time_records SET clock_out_at = now(), clock_out_source = 'device'
				WHERE user_id = $1 AND clock_out_at IS NULL RETURNING id)
			INSERT INTO time_records (user_id, clock_in_at, source, no_shift)
			SELECT $1, now(), 'device', true WHERE NOT EXISTS (SELECT 1 FROM closed)`, user))
	}},
	{name: "read the staff", run: func(ctx context.Context, c *sql.Conn, user, schedule int64) error {
		return exec(ctx, c, read(`SELECT id, name, email, role FROM users WHERE deleted_at IS NULL ORDER BY name`))
	}},
	{name: "change a profile", run: func(ctx context.Context, c *sql.Conn, user, schedule int64) error {
		return exec(ctx, c, write(`UPDATE users SET updated_at = now() WHERE id = $1`, user))
	}},
	{name: "read time off and swaps", run: func(ctx context.Context, c *sql.Conn, user, schedule int64) error {
		return exec(ctx, c,
			read(`SELECT id, user_id, request_date, status FROM pto_requests WHERE status = 'pending' ORDER BY request_date LIMIT 50`),
			read(`SELECT id, status, a_date, b_date FROM swap_requests WHERE requester_id = $1 OR target_id = $1`, user))
	}},
	{name: "read a person's time records", timeClock: true, run: func(ctx context.Context, c *sql.Conn, user, schedule int64) error {
		return exec(ctx, c, read(`SELECT id, clock_in_at, clock_out_at FROM time_records
			WHERE user_id = $1 AND clock_in_at >= now() - interval '14 days' ORDER BY clock_in_at`, user))
	}},
}
