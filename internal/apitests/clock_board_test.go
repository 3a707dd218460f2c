package apitests_test

import (
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/reports"
	"github.com/shiftsched/shiftsched/internal/service"
	"github.com/shiftsched/shiftsched/internal/timeclock"
)

// clockIn clocks the person in now, failing the test when refused.
func clockIn(t testing.TB, app *apptest.App, u apptest.User) {
	t.Helper()
	if _, err := app.TimeClock.Clock(ctx0, actorOf(t, app, u), timeclock.ActionClockIn, timeclock.ClockInput{}); err != nil {
		t.Fatal(err)
	}
}

func TestTheLiveBoardShowsWhoIsOnTheClockOnABreakLateAbsentAndStillToCome(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Board")
	loc := mustLocation(t, app, "Harbour")
	people := map[string]apptest.User{}
	for _, p := range []struct{ name, start, end string }{
		{"Ann On", "12:00", "16:00"}, {"Ben Break", "12:00", "16:00"}, {"Cal Late", "12:00", "16:00"},
		{"Dan Absent", "08:00", "12:00"}, {"Eve Soon", "12:10", "16:00"},
	} {
		u := app.Employee(p.name)
		people[p.name] = u
		atLocation(t, app, mustShift(t, app, u, "2026-11-22", p.start, p.end), loc)
	}
	clockAt(t, app, "2026-11-22T11:55:00Z")
	clockIn(t, app, people["Ann On"])
	clockIn(t, app, people["Ben Break"])
	if _, err := app.TimeClock.Clock(ctx0, actorOf(t, app, people["Ben Break"]), timeclock.ActionBreakStart, timeclock.ClockInput{}); err != nil {
		t.Fatal(err)
	}
	clockAt(t, app, "2026-11-22T12:15:00Z")
	b, err := app.TimeClock.LiveBoard(ctx0, actorOf(t, app, mia), &loc)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]timeclock.BoardStatus{}
	for _, e := range b.Entries {
		got[e.UserName] = e.Status
	}
	want := map[string]timeclock.BoardStatus{"Ann On": timeclock.BoardOnClock, "Ben Break": timeclock.BoardOnBreak,
		"Cal Late": timeclock.BoardLate, "Dan Absent": timeclock.BoardAbsent, "Eve Soon": timeclock.BoardUpcoming}
	if len(got) != len(want) || b.LateAfterMinutes != 10 {
		t.Fatalf("board %+v (late after %d), want %v", got, b.LateAfterMinutes, want)
	}
	for name, st := range want {
		if got[name] != st {
			t.Errorf("%s is %s, want %s", name, got[name], st)
		}
	}
	_, err = app.TimeClock.LiveBoard(ctx0, actorOf(t, app, people["Ann On"]), &loc)
	if domain.KindOf(err) != domain.Forbidden {
		t.Fatalf("an employee read the board: %v", err)
	}
}

// sweepRacing runs the alert sweep of both instances at once, twice each, and returns
// how many alerts they sent together.
func sweepRacing(t *testing.T, apps ...*apptest.App) int {
	t.Helper()
	var wg sync.WaitGroup
	var mu sync.Mutex
	total := 0
	for range 2 {
		for _, a := range apps {
			wg.Go(func() {
				n, err := a.TimeClock.SendAttendanceAlerts(ctx0)
				if err != nil {
					t.Error(err)
				}
				mu.Lock()
				total += n
				mu.Unlock()
			})
		}
	}
	wg.Wait()
	return total
}

func TestLateAndNoShowAlertsReachTheLocationsManagersOnceWhicheverInstanceNotices(t *testing.T) {
	t.Parallel()
	one := apptest.New(t)
	two := apptest.New(t, apptest.Options{DSN: one.DSN}) // a second instance on the same database
	mia := one.Manager("Mia Alerts")
	one.MustGQL(mia.Token, setPreference, map[string]any{"k": "ATTENDANCE", "d": "EMAIL"})
	loc := mustLocation(t, one, "Quay")
	ann, cal := one.Employee("Ann Punctual"), one.Employee("Cal Tardy")
	atLocation(t, one, mustShift(t, one, ann, "2026-11-22", "12:00", "16:00"), loc)
	atLocation(t, one, mustShift(t, one, cal, "2026-11-22", "12:00", "16:00"), loc)
	setBoth := func(when string) { clockAt(t, one, when); clockAt(t, two, when) }
	setBoth("2026-11-22T11:58:00Z")
	clockIn(t, one, ann)

	setBoth("2026-11-22T12:09:00Z") // 9 minutes: not late yet
	if n := sweepRacing(t, one, two); n != 0 {
		t.Fatalf("%d alerts before anyone was late", n)
	}
	setBoth("2026-11-22T12:10:00Z")
	if n := sweepRacing(t, one, two); n != 1 {
		t.Fatalf("the instances sent %d late alerts, want 1", n)
	}
	setBoth("2026-11-22T16:00:00Z")
	if n := sweepRacing(t, one, two); n != 1 {
		t.Fatalf("the instances sent %d no-show alerts, want 1", n)
	}
	link := " -> /time-clock/board?location=" + strconv.FormatInt(loc, 10)
	wantMessages(t, one, mia,
		"Cal Tardy did not come: no clock-in for the 12:00–16:00 shift at Quay on Sun 22 Nov."+link,
		"Cal Tardy is late: not clocked in 10 minutes after the start of the 12:00–16:00 shift at Quay on Sun 22 Nov."+link)
	var mails int
	if err := one.Store.DB.Get(&mails, `SELECT count(*) FROM outbox WHERE kind = 'email' AND payload::text LIKE '%Cal Tardy%'`); err != nil {
		t.Fatal(err)
	}
	if mails != 2 {
		t.Fatalf("%d e-mails about Cal Tardy, want one per alert", mails)
	}
	if msgs := messages(t, one, ann); len(msgs) != 0 {
		t.Fatalf("an employee was told: %v", msgs)
	}
	// The audit trail keeps both alerts as data: the English as notified, and Spanish
	// for a Spanish reader.
	alerts := func(lang string) []string {
		var out []string
		for _, x := range obj(gqlDataIn(t, one, mia.Token, lang, `{ auditLog(first: 20) { entries { action summary } } }`, nil), "auditLog")["entries"].([]any) {
			if e := x.(map[string]any); strings.HasSuffix(e["action"].(string), "_alert") {
				out = append(out, e["summary"].(string))
			}
		}
		return out
	}
	en, es := alerts("en"), alerts("es")
	if len(en) != 2 || !strings.Contains(en[0]+en[1], "Cal Tardy is late: not clocked in 10 minutes after the start of the 12:00–16:00 shift at Quay on Sun 22 Nov.") {
		t.Fatalf("alerts in the audit trail, in English: %q", en)
	}
	if len(es) != 2 || es[0] == en[0] || es[1] == en[1] || !strings.Contains(es[0]+es[1], "Quay") {
		t.Fatalf("alerts in the audit trail, in Spanish: %q", es)
	}
}

func TestAWorkplaceNotUsingTheTimeClockGetsNoLateAlerts(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	app.Manager("Mia Quiet")
	loc := mustLocation(t, app, "Nowhere")
	atLocation(t, app, mustShift(t, app, app.Employee("Cal Unclocked"), "2026-11-22", "12:00", "16:00"), loc)
	clockAt(t, app, "2026-11-22T16:30:00Z")
	if n, err := app.TimeClock.SendAttendanceAlerts(ctx0); err != nil || n != 0 {
		t.Fatalf("sent %d alerts (%v) where nobody ever clocked in", n, err)
	}
}

func TestTheLateMinutesAreAWorkplaceSetting(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := actorOf(t, app, app.Manager("Mia Settings"))
	_, err := app.TimeClock.SetTimeClockSettings(ctx0, mia, timeclock.ClockSettings{ClockInEarlyMinutes: 15, ForgottenClockOutHours: 4, LateAfterMinutes: 0})
	wantErr(t, err, domain.Invalid, "A person is late 1 to 240 minutes after their shift starts.")
	if _, err := app.TimeClock.SetTimeClockSettings(ctx0, mia, timeclock.ClockSettings{ClockInEarlyMinutes: 15, ForgottenClockOutHours: 4, LateAfterMinutes: 25}); err != nil {
		t.Fatal(err)
	}
	got, err := app.TimeClock.TimeClockSettings(ctx0, mia)
	if err != nil || got.LateAfterMinutes != 25 {
		t.Fatalf("settings %+v (%v), want late after 25 minutes", got, err)
	}
}

func TestThePublishDryRunWarnsWhenTheWeeksCostAtALocationPassesItsBudget(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := actorOf(t, app, app.Manager("Mia Budget"))
	loc := mustLocation(t, app, "Pier")
	eve := app.Employee("Eve Paid")
	eveID, _ := strconv.ParseInt(eve.ID, 10, 64)
	mustExec(t, app, `UPDATE users SET hourly_rate_cents = 2000 WHERE id = $1`, eveID)
	budget := int64(15000) // 150.00: 8 hours at 20.00 cost 160.00
	if _, err := app.Svc.SetLabourBudget(ctx0, mia, loc, &budget); err != nil {
		t.Fatal(err)
	}
	week := domain.Date{Year: 2026, Month: 11, Day: 27}
	drafts := []service.ShiftDraft{{Day: "friday", UserID: eveID, StartTime: "09:00", EndTime: "17:00",
		Structure: &domain.ShiftStructure{LocationID: &loc}}}
	p, err := app.Svc.PreviewPublish(ctx0, mia, week, drafts)
	if err != nil {
		t.Fatal(err)
	}
	var warned []string
	for _, c := range p.Conflicts {
		if c.Code == domain.OverBudget && c.Severity == domain.Warning && c.LocationID == loc {
			warned = append(warned, c.Message)
		}
	}
	want := "The week's scheduled labour cost at Pier, 160.00, passes its weekly budget of 150.00."
	if strings.Join(warned, "|") != want {
		t.Fatalf("warnings %q, want %q", warned, want)
	}
	drafts[0].EndTime = "16:00" // 140.00: within the budget
	if p, err = app.Svc.PreviewPublish(ctx0, mia, week, drafts); err != nil || len(p.Conflicts) != 0 {
		t.Fatalf("conflicts %v (%v) within the budget", p.Conflicts, err)
	}
}

func TestTheHoursReportShowsActualHoursAndTheirCostBesideTheScheduled(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := actorOf(t, app, app.Manager("Mia Hours"))
	ann := app.Employee("Ann Actual")
	annID, _ := strconv.ParseInt(ann.ID, 10, 64)
	mustExec(t, app, `UPDATE users SET hourly_rate_cents = 1200 WHERE id = $1`, annID)
	mustShift(t, app, ann, "2026-11-22", "12:00", "16:00")
	clockAt(t, app, "2026-11-22T12:00:00Z")
	clockIn(t, app, ann)
	me := actorOf(t, app, ann)
	for _, step := range []struct {
		at     string
		action timeclock.ClockAction
	}{{"2026-11-22T13:00:00Z", timeclock.ActionBreakStart}, {"2026-11-22T13:30:00Z", timeclock.ActionBreakEnd}, {"2026-11-22T15:00:00Z", timeclock.ActionClockOut}} {
		clockAt(t, app, step.at)
		early := "Quiet day" // leaving an hour before the shift ends needs a reason
		if _, err := app.TimeClock.Clock(ctx0, me, step.action, timeclock.ClockInput{Reason: &early}); err != nil {
			t.Fatal(err)
		}
	}
	day := domain.Date{Year: 2026, Month: 11, Day: 22}
	var line *reports.HoursPerson
	_, err := app.Reports.HoursReport(ctx0, mia, day, day, nil, func(p reports.HoursPerson) error {
		if p.UserID == annID {
			line = &p
		}
		return nil
	})
	if err != nil || line == nil {
		t.Fatalf("no line for Ann (%v)", err)
	}
	if line.Hours.Minutes != 240 || line.ActualMinutes != 150 || line.ActualLabourCost() == nil || *line.ActualLabourCost() != "30.00" {
		t.Fatalf("scheduled %d, actual %d minutes costing %v; want 240, 150 and 30.00", line.Hours.Minutes, line.ActualMinutes, line.ActualLabourCost())
	}
}
