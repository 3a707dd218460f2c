package apitests_test

import (
	"context"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/service"
	"github.com/shiftsched/shiftsched/internal/timeclock"
)

// actorOf is the user a test token signs in as.
func actorOf(t testing.TB, app *apptest.App, u apptest.User) *domain.User {
	t.Helper()
	a, err := app.Sessions.Authenticate(context.Background(), u.Token)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// mustLocation adds a location and returns its id.
func mustLocation(t testing.TB, app *apptest.App, name string) int64 {
	t.Helper()
	var id int64
	if err := app.Store.DB.Get(&id, `INSERT INTO locations (name) VALUES ($1) RETURNING id`, name); err != nil {
		t.Fatal(err)
	}
	return id
}

// atLocation puts a shift at a location.
func atLocation(t testing.TB, app *apptest.App, s shiftRef, loc int64) {
	t.Helper()
	mustExec(t, app, `UPDATE shifts SET location_id = $2 WHERE id = $1`, s.ID, loc)
}

func clockAt(t testing.TB, app *apptest.App, when string) {
	t.Helper()
	at, err := time.Parse(time.RFC3339, when)
	if err != nil {
		t.Fatal(err)
	}
	app.Clock.Set(at)
}

func wantErr(t testing.TB, err error, kind domain.ErrorKind, msg string) {
	t.Helper()
	if domain.KindOf(err) != kind || err.Error() != msg {
		t.Fatalf("got %v (%s), want %s %q", err, domain.KindOf(err), kind, msg)
	}
}

var ctx0 = context.Background()

func TestClockingInOpensFifteenMinutesBeforeTheShiftAndMatchesIt(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ann := app.Employee("Ann Clock")
	sh := mustShift(t, app, ann, "2026-11-22", "12:00", "16:00")
	me := actorOf(t, app, ann)
	clockAt(t, app, "2026-11-22T11:40:00Z")
	_, err := app.TimeClock.Clock(ctx0, me, timeclock.ActionClockIn, timeclock.ClockInput{})
	wantErr(t, err, domain.Invalid, "Your shift starts at 12:00; you can clock in from 11:45.")
	clockAt(t, app, "2026-11-22T11:45:00Z")
	rec, err := app.TimeClock.Clock(ctx0, me, timeclock.ActionClockIn, timeclock.ClockInput{})
	if err != nil {
		t.Fatal(err)
	}
	if rec.NoShift || rec.ShiftID == nil || strconv.FormatInt(*rec.ShiftID, 10) != sh.ID || !rec.ClockInAt.Equal(app.Clock.Now()) {
		t.Fatalf("record %+v, want matched to shift %s at the server's time", rec, sh.ID)
	}
	if _, err := app.TimeClock.Clock(ctx0, me, timeclock.ActionClockIn, timeclock.ClockInput{}); err == nil {
		t.Fatal("a second clock-in was accepted")
	} else {
		wantErr(t, err, domain.Conflict, "You are already clocked in.")
	}
}

func TestClockingInWithoutAShiftIsAllowedAndFlagged(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	bo := app.Employee("Bo Noshift")
	rec, err := app.TimeClock.Clock(ctx0, actorOf(t, app, bo), timeclock.ActionClockIn, timeclock.ClockInput{})
	if err != nil {
		t.Fatal(err)
	}
	if !rec.NoShift || rec.ShiftID != nil {
		t.Fatalf("record %+v, want flagged as without a shift", rec)
	}
}

func TestAnOvernightShiftAcrossTheEndOfSummerTimeCountsTheRealHours(t *testing.T) {
	t.Parallel()
	berlin, err := time.LoadLocation("Europe/Berlin")
	if err != nil {
		t.Skip("no time zone data:", err)
	}
	app := apptest.New(t, apptest.Options{Workplace: berlin})
	cy := app.Employee("Cy Night")
	mustShift(t, app, cy, "2026-10-24", "22:00", "06:00") // clocks go back at 03:00 on the 25th
	me := actorOf(t, app, cy)
	app.Clock.Set(time.Date(2026, 10, 24, 21, 50, 0, 0, berlin))
	rec, err := app.TimeClock.Clock(ctx0, me, timeclock.ActionClockIn, timeclock.ClockInput{})
	if err != nil {
		t.Fatal(err)
	}
	if got := rec.ShiftEndsAt.Sub(*rec.ShiftStartsAt); got != 9*time.Hour {
		t.Fatalf("the 22:00-06:00 shift lasts %v, want 9h (an hour repeats)", got)
	}
	// Early next morning (after midnight), the shift is still yesterday's.
	app.Clock.Set(time.Date(2026, 10, 25, 6, 0, 0, 0, berlin))
	out, err := app.TimeClock.Clock(ctx0, me, timeclock.ActionClockOut, timeclock.ClockInput{})
	if err != nil {
		t.Fatal(err)
	}
	if got := out.Worked(app.Clock.Now()); got != 9*time.Hour+10*time.Minute {
		t.Fatalf("worked %v, want 9h10m of real time", got)
	}
}

func TestBreaksAreTakenOneAtATimeAndNotCountedAsWork(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	di := app.Employee("Di Break")
	mustShift(t, app, di, "2026-11-22", "12:00", "15:30")
	me := actorOf(t, app, di)
	do := func(when string, a timeclock.ClockAction) (*domain.TimeRecord, error) {
		clockAt(t, app, when)
		return app.TimeClock.Clock(ctx0, me, a, timeclock.ClockInput{})
	}
	_, err := do("2026-11-22T11:00:00Z", timeclock.ActionBreakStart)
	wantErr(t, err, domain.Conflict, "You are not clocked in.")
	_, err = do("2026-11-22T11:00:00Z", timeclock.ActionClockOut)
	wantErr(t, err, domain.Conflict, "You are not clocked in.")
	if _, err := do("2026-11-22T12:00:00Z", timeclock.ActionClockIn); err != nil {
		t.Fatal(err)
	}
	_, err = do("2026-11-22T12:10:00Z", timeclock.ActionBreakEnd)
	wantErr(t, err, domain.Conflict, "You are not on a break.")
	if _, err := do("2026-11-22T13:00:00Z", timeclock.ActionBreakStart); err != nil {
		t.Fatal(err)
	}
	_, err = do("2026-11-22T13:01:00Z", timeclock.ActionBreakStart)
	wantErr(t, err, domain.Conflict, "You are already on a break.")
	if _, err := do("2026-11-22T13:30:00Z", timeclock.ActionBreakEnd); err != nil {
		t.Fatal(err)
	}
	if _, err := do("2026-11-22T15:00:00Z", timeclock.ActionBreakStart); err != nil {
		t.Fatal(err)
	}
	// Clocking out on a break ends the break with it.
	out, err := do("2026-11-22T15:15:00Z", timeclock.ActionClockOut)
	if err != nil {
		t.Fatal(err)
	}
	if len(out.Breaks) != 2 || out.OnBreak() || out.Worked(app.Clock.Now()) != 2*time.Hour+30*time.Minute {
		t.Fatalf("breaks %+v, worked %v; want two breaks and 2h30m of work", out.Breaks, out.Worked(app.Clock.Now()))
	}
	// A closed record is what the clock said: the database refuses to change it.
	if _, err := app.Store.DB.Exec(`UPDATE time_records SET clock_out_at = clock_out_at + interval '1 hour' WHERE id = $1`, out.ID); err == nil {
		t.Fatal("a closed time record was changed")
	}
}

func TestOnSiteIsCheckedByDistanceOrNetworkAndARefusalSaysWhy(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	boss := actorOf(t, app, app.Manager("Mo Boss"))
	ed := app.Employee("Ed Site")
	loc := mustLocation(t, app, "Harbour")
	atLocation(t, app, mustShift(t, app, ed, "2026-11-22", "09:00", "17:00"), loc)
	lat, lng, radius := 52.5200, 13.4050, 150
	if _, err := app.TimeClock.SetClockRule(ctx0, boss, loc, &timeclock.ClockRuleInput{Latitude: &lat, Longitude: &lng, RadiusM: &radius}); err != nil {
		t.Fatalf("a position alone: %v", err)
	}
	if _, err := app.TimeClock.SetClockRule(ctx0, boss, loc, &timeclock.ClockRuleInput{Latitude: &lat, Longitude: &lng, RadiusM: &radius,
		Networks: []string{"203.0.113.0/24"}}); err != nil {
		t.Fatal(err)
	}
	me := actorOf(t, app, ed)
	in := func(addr string, pos *domain.GeoPoint) error {
		_, err := app.TimeClock.Clock(from(addr), me, timeclock.ActionClockIn, timeclock.ClockInput{Position: pos})
		return err
	}
	wantErr(t, in("198.51.100.4", nil), domain.Forbidden, "This location needs your position to clock in: allow location access and try again.")
	wantErr(t, in("198.51.100.4", &domain.GeoPoint{Latitude: 52.5200, Longitude: 13.4380}), domain.Forbidden,
		"You are 2.2 km from the location; clocking in is allowed within 150 m.")
	if err := in("198.51.100.4", &domain.GeoPoint{Latitude: 52.5205, Longitude: 13.4051}); err != nil {
		t.Fatalf("within 60 m: %v", err)
	}
	early := "Called away" // leaving hours before the shift ends needs a reason
	rec, err := app.TimeClock.Clock(from("198.51.100.4"), me, timeclock.ActionClockOut, timeclock.ClockInput{Reason: &early})
	if err != nil || !rec.OffSiteClockOut || rec.OnSite == nil || !*rec.OnSite || rec.Latitude == nil {
		t.Fatalf("clock-out without a position: %+v %v; want allowed and flagged off site, the clock-in's position kept", rec, err)
	}
	// From the location's network no position is needed.
	if err := in("203.0.113.77", nil); err != nil {
		t.Fatalf("from the location's network: %v", err)
	}
	t.Run("ErrOnlyANetworkRule", func(t *testing.T) {
		if _, err := app.TimeClock.SetClockRule(ctx0, boss, loc, &timeclock.ClockRuleInput{Networks: []string{"10.1.0.0/16"}}); err != nil {
			t.Fatal(err)
		}
		if _, err := app.TimeClock.Clock(from("203.0.113.77"), me, timeclock.ActionClockOut, timeclock.ClockInput{Reason: &early}); err != nil {
			t.Fatal(err)
		}
		wantErr(t, in("203.0.113.77", &domain.GeoPoint{Latitude: lat, Longitude: lng}), domain.Forbidden,
			"You are not on this location's network, so you cannot clock in from here.")
		if err := in("10.1.2.3", nil); err != nil {
			t.Fatal(err)
		}
	})
}

func TestTwoClockInsAtOnceMakeOneRecord(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	fay := app.Employee("Fay Race")
	mustShift(t, app, fay, "2026-11-22", "10:00", "18:00")
	me := actorOf(t, app, fay)
	const n = 8
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() { _, errs[i] = app.TimeClock.Clock(ctx0, me, timeclock.ActionClockIn, timeclock.ClockInput{}) })
	}
	wg.Wait()
	won := 0
	for _, err := range errs {
		switch {
		case err == nil:
			won++
		default:
			wantErr(t, err, domain.Conflict, "You are already clocked in.")
		}
	}
	var rows int
	if err := app.Store.DB.Get(&rows, `SELECT count(*) FROM time_records`); err != nil {
		t.Fatal(err)
	}
	if won != 1 || rows != 1 {
		t.Fatalf("%d of %d clock-ins won and %d records were made, want one", won, n, rows)
	}
}

func TestForgottenClockOutsAreClosedAtTheShiftEndOnceWhicheverInstanceSweeps(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	const people = 5
	for i := range people {
		u := app.Employee("Gus Forgot " + strconv.Itoa(i))
		mustShift(t, app, u, "2026-11-22", "10:00", "14:00")
		clockAt(t, app, "2026-11-22T10:00:00Z")
		if _, err := app.TimeClock.Clock(ctx0, actorOf(t, app, u), timeclock.ActionClockIn, timeclock.ClockInput{}); err != nil {
			t.Fatal(err)
		}
	}
	clockAt(t, app, "2026-11-22T17:59:00Z") // 3h59m after the end: not yet
	if n, err := app.TimeClock.CloseForgottenClockOuts(ctx0); err != nil || n != 0 {
		t.Fatalf("closed %d (%v) before the 4 hours passed", n, err)
	}
	clockAt(t, app, "2026-11-22T18:00:00Z")
	// Three instances sweep at once; each record is closed by one of them.
	var wg sync.WaitGroup
	var mu sync.Mutex
	total := 0
	for range 3 {
		wg.Go(func() {
			n, err := app.TimeClock.CloseForgottenClockOuts(ctx0)
			if err != nil {
				t.Error(err)
			}
			mu.Lock()
			total += n
			mu.Unlock()
		})
	}
	wg.Wait()
	var closed, audited int
	if err := app.Store.DB.Get(&closed, `SELECT count(*) FROM time_records
		WHERE forgotten_clock_out AND clock_out_source = 'sweep' AND clock_out_at = '2026-11-22T14:00:00Z'`); err != nil {
		t.Fatal(err)
	}
	if err := app.Store.DB.Get(&audited, `SELECT count(*) FROM audit_log WHERE action = 'time_record.forgotten_clock_out'`); err != nil {
		t.Fatal(err)
	}
	if total != people || closed != people || audited != people {
		t.Fatalf("sweeps closed %d, %d records closed at 14:00 and flagged, %d audited; want %d each", total, closed, audited, people)
	}
}

// A week republished without a shift someone worked keeps the hours on the clock: the
// closed time record forgets the removed shift and keeps the rest (the publish failed
// with an internal error before).
func TestRepublishingAWeekWithoutAWorkedShiftKeepsItsTimeRecord(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	boss := actorOf(t, app, app.Manager("Boss Clock"))
	ann := app.Employee("Ann Worked")
	mustShift(t, app, ann, "2026-11-22", "12:00", "16:00")
	me := actorOf(t, app, ann)
	clockAt(t, app, "2026-11-22T11:50:00Z")
	rec, err := app.TimeClock.Clock(ctx0, me, timeclock.ActionClockIn, timeclock.ClockInput{})
	if err != nil {
		t.Fatal(err)
	}
	clockAt(t, app, "2026-11-22T16:05:00Z")
	if _, err := app.TimeClock.Clock(ctx0, me, timeclock.ActionClockOut, timeclock.ClockInput{}); err != nil {
		t.Fatal(err)
	}
	week, _ := domain.ParseDate("2026-11-20")
	if _, err := app.Svc.PublishWeek(ctx0, boss, week, nil, service.Accepted{All: true}); err != nil {
		t.Fatalf("republishing the week without the worked shift: %v", err)
	}
	var kept struct {
		Shift *int64    `db:"shift_id"`
		In    time.Time `db:"clock_in_at"`
		Out   time.Time `db:"clock_out_at"`
	}
	if err := app.Store.DB.Get(&kept, `SELECT shift_id, clock_in_at, clock_out_at FROM time_records WHERE id = $1`, rec.ID); err != nil {
		t.Fatal(err)
	}
	if kept.Shift != nil || !kept.In.Equal(rec.ClockInAt) || kept.Out.Sub(kept.In) != 4*time.Hour+15*time.Minute {
		t.Errorf("the record became %+v", kept)
	}
}
