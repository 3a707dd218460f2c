package personaldata_test

import (
	"context"
	"io"
	"runtime"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/apptest"
)

// yearsOfWork gives person a shift and a closed time record (with a break) on each of
// days days before 2026-11-20.
func yearsOfWork(b *testing.B, app *apptest.App, person string, days int) {
	b.Helper()
	for _, s := range []string{
		`INSERT INTO schedules (week_starting) SELECT DISTINCT t::date - ((extract(isodow FROM t)::int + 2) % 7)
		 FROM generate_series('2026-11-20'::date - $2::int, '2026-11-19'::date, '1 day') AS t WHERE $1::bigint > 0 ON CONFLICT DO NOTHING`,
		`INSERT INTO shifts (schedule_id, day_key, shift_date, user_id, start_minute, end_minute)
		 SELECT s.id, lower(trim(to_char(t, 'Day'))), t::date, $1::bigint, 540, 1020
		 FROM generate_series('2026-11-20'::date - $2::int, '2026-11-19'::date, '1 day') AS t
		 JOIN schedules s ON s.week_starting = t::date - ((extract(isodow FROM t)::int + 2) % 7)`,
		`INSERT INTO time_records (user_id, clock_in_at, clock_out_at, source, clock_out_source, no_shift)
		 SELECT $1::bigint, t + interval '9 hours', t + interval '17 hours', 'device', 'device', true
		 FROM generate_series('2026-11-20'::date - $2::int, '2026-11-19'::date, '1 day') AS t`,
		`INSERT INTO time_breaks (record_id, started_at, ended_at) SELECT id, clock_in_at + interval '3 hours', clock_in_at + interval '210 minutes' FROM time_records WHERE user_id = $1::bigint AND $2::int > 0`,
	} {
		if _, err := app.Store.DB.Exec(s, person, days); err != nil {
			b.Fatalf("%s: %v", s, err)
		}
	}
	var n int
	if err := app.Store.DB.Get(&n, `SELECT (SELECT count(*) FROM shifts WHERE user_id = $1) + (SELECT count(*) FROM time_records WHERE user_id = $1)`, person); err != nil || n != 2*days {
		b.Fatalf("%d shifts and records, want %d (%v)", n, 2*days, err)
	}
}

// BenchmarkExportOfTenYears writes the archive of a person with ten years of daily
// shifts and time records, and reports the heap it grew by at most.
func BenchmarkExportOfTenYears(b *testing.B) {
	app := apptest.New(b)
	mia, emp := app.Manager("Mia Manager"), app.Employee("Emp Person")
	yearsOfWork(b, app, emp.ID, 3650)
	ctx := context.Background()
	me, err := app.Store.Q().UserByID(ctx, mustInt(b, mia.ID))
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for range b.N {
		a, err := app.PersonalData.Export(ctx, me, mustInt(b, emp.ID))
		if err != nil {
			b.Fatal(err)
		}
		w := &countingWriter{}
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		start := time.Now()
		if err := a.WriteTo(ctx, w); err != nil {
			b.Fatal(err)
		}
		took := time.Since(start)
		runtime.ReadMemStats(&after)
		b.ReportMetric(float64(w.n)/1e6, "MB-zip")
		b.ReportMetric(float64(took.Milliseconds()), "ms-write")
		b.ReportMetric(float64(after.TotalAlloc-before.TotalAlloc)/1e6, "MB-allocated")
		b.ReportMetric(float64(after.HeapInuse)/1e6, "MB-heap-after")
	}
}

// BenchmarkEraseWithALongTrail erases a person from a workplace whose audit trail holds
// 200,000 entries: the rewrite of their words reads the whole trail.
func BenchmarkEraseWithALongTrail(b *testing.B) {
	app := apptest.New(b)
	mia := app.Manager("Mia Manager")
	if _, err := app.Store.DB.Exec(`
		INSERT INTO audit_log (at, actor_id, actor_name, action, object_type, object_id, summary, after)
		SELECT now() - i * interval '1 minute', $1::bigint, 'Mia Manager', 'schedule.publish', 'schedule', i::text,
		       'Published the week', jsonb_build_object('shifts', i, 'userName', 'Someone ' || i)
		FROM generate_series(1, 200000) AS i`, mia.ID); err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	me, _ := app.Store.Q().UserByID(ctx, mustInt(b, mia.ID))
	b.ResetTimer()
	for range b.N {
		b.StopTimer()
		emp := app.Employee("Emp Person")
		app.MustGQL(mia.Token, deleteM, map[string]any{"u": emp.ID})
		b.StartTimer()
		if _, err := app.PersonalData.Erase(ctx, me, mustInt(b, emp.ID)); err != nil {
			b.Fatal(err)
		}
	}
}

type countingWriter struct{ n int64 }

func (w *countingWriter) Write(p []byte) (int, error) { w.n += int64(len(p)); return len(p), nil }

var _ io.Writer = (*countingWriter)(nil)

func mustInt(b *testing.B, s string) int64 {
	b.Helper()
	var n int64
	for _, c := range s {
		n = n*10 + int64(c-'0')
	}
	return n
}
