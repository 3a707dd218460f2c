package apitests_test

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/timeclock"
)

// Issue 42, problem 10: lateness is flagged on the board and the timesheet, the board
// covers every location a manager reaches, leaving far before the shift's end asks
// why, and a refusal names times on the reader's clock.

func TestAClockInPastTheLateMinutesIsFlaggedOnTheBoardTheRecordAndTheTimesheet(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := actorOf(t, app, app.Manager("Mia Late"))
	loc := mustLocation(t, app, "Quay")
	ann, ned := app.Employee("Ann Late"), app.Employee("Ned Ontime")
	atLocation(t, app, mustShift(t, app, ann, "2026-11-22", "09:00", "17:00"), loc)
	atLocation(t, app, mustShift(t, app, ned, "2026-11-22", "10:00", "17:00"), loc)
	clockAt(t, app, "2026-11-22T10:05:00Z")
	clockIn(t, app, ned) // 5 minutes late: within the 10 late minutes
	clockAt(t, app, "2026-11-22T10:16:00Z")
	rec, err := app.TimeClock.Clock(ctx0, actorOf(t, app, ann), timeclock.ActionClockIn, timeclock.ClockInput{})
	if err != nil {
		t.Fatal(err)
	}
	if rec.LateMinutes == nil || *rec.LateMinutes != 76 {
		t.Fatalf("record late %v, want 76 minutes", rec.LateMinutes)
	}
	b, err := app.TimeClock.LiveBoard(ctx0, mia, &loc)
	if err != nil {
		t.Fatal(err)
	}
	late := map[string]*int{}
	for _, e := range b.Entries {
		late[e.UserName] = e.LateMinutes
	}
	if late["Ann Late"] == nil || *late["Ann Late"] != 76 || late["Ned Ontime"] != nil {
		t.Fatalf("board late minutes %v, want Ann 76 and Ned none", late)
	}
	p, err := app.TimeClock.Timesheets(ctx0, mia, domain.DateOf(app.Clock.Now()))
	if err != nil {
		t.Fatal(err)
	}
	for _, ts := range p.People {
		e := ts.Days[0].Entries[0]
		flagged := e.LateMinutes != nil && len(e.Flags) > 0 && e.Flags[len(e.Flags)-1] == timeclock.FlagLate
		if flagged != (ts.Name == "Ann Late") {
			t.Errorf("%s's entry late %v flags %v", ts.Name, e.LateMinutes, e.Flags)
		}
	}
}

func TestANoShowIsAFlaggedDayWithoutHoursOnTheTimesheet(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := actorOf(t, app, app.Manager("Mia Absent"))
	dan := app.Employee("Dan Absent")
	mustShift(t, app, dan, "2026-11-22", "08:00", "12:00")
	clockAt(t, app, "2026-11-22T13:00:00Z")
	p, err := app.TimeClock.Timesheets(ctx0, mia, domain.DateOf(app.Clock.Now()))
	if err != nil {
		t.Fatal(err)
	}
	if len(p.People) != 1 || len(p.People[0].Days) != 1 {
		t.Fatalf("timesheets %+v, want Dan's one day", p.People)
	}
	d := p.People[0].Days[0]
	if d.AbsentShifts != 1 || d.WorkedMinutes != 0 || len(d.Flags) != 1 || d.Flags[0] != timeclock.FlagAbsent {
		t.Fatalf("day %+v, want one absent shift, no hours, flagged ABSENT", d)
	}
}

func TestTheBoardOfEveryLocationShowsWhatTheManagerReachesEachEntryNamingItsLocation(t *testing.T) {
	t.Parallel()
	w := newTwoSites(t)
	kitchen, _ := strconv.ParseInt(w.kitchen, 10, 64)
	bar, _ := strconv.ParseInt(w.bar, 10, 64)
	atLocation(t, w.app, mustShift(t, w.app, w.eve, "2026-11-22", "09:00", "17:00"), kitchen)
	atLocation(t, w.app, mustShift(t, w.app, w.bob, "2026-11-22", "09:00", "17:00"), bar)
	clockAt(t, w.app, "2026-11-22T10:00:00Z")
	where := func(u apptest.User) string {
		t.Helper()
		b, err := w.app.TimeClock.LiveBoard(ctx0, actorOf(t, w.app, u), nil)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, e := range b.Entries {
			got = append(got, e.UserName+"@"+*e.LocationName)
		}
		var names []string
		for _, l := range b.Locations {
			names = append(names, l.Name)
		}
		return strings.Join(got, ",") + " of " + strings.Join(names, ",")
	}
	if got := where(w.mia); got != "Bob Bar@Bar,Eve Early@Kitchen of Bar,Kitchen,Main location" {
		t.Errorf("Mia's board: %s", got)
	}
	if got := where(w.lou); got != "Eve Early@Kitchen of Kitchen" {
		t.Errorf("Lou's board: %s", got)
	}
	_, err := w.app.TimeClock.LiveBoard(ctx0, actorOf(t, w.app, w.lou), &bar)
	if domain.KindOf(err) != domain.Forbidden {
		t.Fatalf("Lou read the Bar's board: %v", err)
	}
	_, err = w.app.TimeClock.LiveBoard(ctx0, actorOf(t, w.app, w.eve), nil)
	if domain.KindOf(err) != domain.Forbidden {
		t.Fatalf("an employee read every board: %v", err)
	}
}

func TestClockingOutFarBeforeTheShiftEndsAsksWhyAndKeepsTheReason(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ann := app.Employee("Ann Early")
	mustShift(t, app, ann, "2026-11-22", "09:00", "17:00")
	me := actorOf(t, app, ann)
	clockAt(t, app, "2026-11-22T09:00:00Z")
	clockIn(t, app, ann)
	_, err := app.TimeClock.Clock(ctx0, me, timeclock.ActionClockOut, timeclock.ClockInput{})
	wantErr(t, err, domain.Invalid, "Your shift ends at 17:00, in 8 h. Say why you are leaving early.")
	var de *domain.Error
	if !errors.As(err, &de) || de.Reason != timeclock.ReasonRequired {
		t.Fatalf("refusal %#v, want reason %s", err, timeclock.ReasonRequired)
	}
	blank := "  "
	_, err = app.TimeClock.Clock(ctx0, me, timeclock.ActionClockOut, timeclock.ClockInput{Reason: &blank})
	wantErr(t, err, domain.Invalid, "Your shift ends at 17:00, in 8 h. Say why you are leaving early.")
	why := " Sick child "
	rec, err := app.TimeClock.Clock(ctx0, me, timeclock.ActionClockOut, timeclock.ClockInput{Reason: &why})
	if err != nil {
		t.Fatal(err)
	}
	if rec.ClockOutAt == nil || rec.ClockOutReason == nil || *rec.ClockOutReason != "Sick child" {
		t.Fatalf("record %+v, want clocked out with the reason", rec)
	}
	var audited int
	if err := app.Store.DB.Get(&audited, `SELECT count(*) FROM audit_log WHERE action = 'time_record.clock_out' AND object_id = $1::text
		AND summary LIKE '%Sick child%'`, rec.ID); err != nil {
		t.Fatal(err)
	}
	if audited != 1 {
		t.Fatalf("%d audit entries with the reason, want 1", audited)
	}
	// Within 30 minutes of the end, nothing is asked.
	clockAt(t, app, "2026-11-22T12:00:00Z")
	clockIn(t, app, ann)
	clockAt(t, app, "2026-11-22T16:31:00Z")
	if _, err := app.TimeClock.Clock(ctx0, me, timeclock.ActionClockOut, timeclock.ClockInput{}); err != nil {
		t.Fatalf("a clock-out 29 minutes before the end: %v", err)
	}
}

func TestARefusalNamesTimesOnTheReadersClock(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ann := app.Employee("Ann Twelve")
	mustShift(t, app, ann, "2026-11-22", "16:00", "23:00")
	app.MustGQL(ann.Token, `mutation { setMyLanguage(language: "en", clock: 12) { id } }`, nil)
	clockAt(t, app, "2026-11-22T12:00:00Z")
	apptest.Want(t, app.GQL(ann.Token, `mutation { clock(action: CLOCK_IN) { id } }`, nil),
		"BAD_USER_INPUT", "Your shift starts at 4:00 PM; you can clock in from 3:45 PM.")
	clockAt(t, app, "2026-11-22T16:00:00Z")
	app.MustGQL(ann.Token, `mutation { clock(action: CLOCK_IN) { id } }`, nil)
	out := app.GQL(ann.Token, `mutation { clock(action: CLOCK_OUT) { id } }`, nil)
	apptest.Want(t, out, "BAD_USER_INPUT", "Your shift ends at 11:00 PM, in 7 h. Say why you are leaving early.")
	if !strings.Contains(string(out.Raw), `"reason":"REASON_REQUIRED"`) {
		t.Fatalf("no reason in %s", out.Raw)
	}
	d := app.MustGQL(ann.Token, `mutation { clock(action: CLOCK_OUT, reason: "Storm") { clockOutReason } }`, nil)
	if d["clock"].(map[string]any)["clockOutReason"] != "Storm" {
		t.Fatalf("clock out %v", d)
	}
}
