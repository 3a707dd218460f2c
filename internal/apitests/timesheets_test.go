package apitests_test

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/reports"
	"github.com/shiftsched/shiftsched/internal/timeclock"
)

// timesheetWorld is Ann's Friday: a 09:00-17:00 shift she clocked in for at 08:50,
// with a break from 12:00 to 12:30, clocking out at 17:40; the workplace pays weekly
// from that Friday, with overtime past 8 hours a day and times rounded to 15 minutes.
type timesheetWorld struct {
	app      *apptest.App
	mia      *domain.User
	ann      apptest.User
	recordID int64
	day      domain.Date
}

func newTimesheetWorld(t *testing.T) *timesheetWorld {
	t.Helper()
	app := apptest.New(t)
	w := &timesheetWorld{app: app, mia: actorOf(t, app, app.Manager("Mia Manager")), ann: app.Employee("Ann Clock"),
		day: domain.Date{Year: 2026, Month: 11, Day: 20}}
	mustShift(t, app, w.ann, "2026-11-20", "09:00", "17:00")
	mustExec(t, app, `UPDATE users SET hourly_rate_cents = 2000 WHERE id = $1`, w.ann.ID)
	eight := 480
	if _, err := app.TimeClock.SetTimesheetSettings(ctx0, w.mia, domain.TimesheetRules{PayPeriod: domain.PayWeekly,
		PayPeriodStart: w.day, DailyOvertimeMin: &eight, RoundingMinutes: 15, Rounding: domain.RoundNearest,
		OvertimePayPercent: 150}); err != nil {
		t.Fatal(err)
	}
	ann := actorOf(t, app, w.ann)
	for _, step := range []struct {
		at     string
		action timeclock.ClockAction
	}{{"08:50", timeclock.ActionClockIn}, {"12:00", timeclock.ActionBreakStart}, {"12:30", timeclock.ActionBreakEnd}, {"17:40", timeclock.ActionClockOut}} {
		clockAt(t, app, "2026-11-20T"+step.at+":00Z")
		rec, err := app.TimeClock.Clock(ctx0, ann, step.action, timeclock.ClockInput{})
		if err != nil {
			t.Fatal(err)
		}
		w.recordID = rec.ID
	}
	clockAt(t, app, "2026-11-27T10:00:00Z")
	return w
}

func (w *timesheetWorld) sheet(t *testing.T) timeclock.Timesheet {
	t.Helper()
	p, err := w.app.TimeClock.Timesheets(ctx0, w.mia, w.day)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range p.People {
		if strconv.FormatInt(s.UserID, 10) == w.ann.ID {
			return s
		}
	}
	t.Fatalf("no timesheet for Ann in %+v", p.People)
	return timeclock.Timesheet{}
}

func (w *timesheetWorld) correct(reason string) (*timeclock.Timesheet, error) {
	return w.app.TimeClock.CorrectTimeRecord(ctx0, w.mia, w.recordID, timeclock.CorrectionInput{
		ClockInAt: time.Date(2026, 11, 20, 9, 0, 0, 0, time.UTC), ClockOutAt: time.Date(2026, 11, 20, 17, 0, 0, 0, time.UTC),
		BreakMinutes: 30, Reason: reason})
}

func TestATimesheetSetsScheduledAgainstRoundedActualHoursWithOvertime(t *testing.T) {
	t.Parallel()
	w := newTimesheetWorld(t)
	s := w.sheet(t)
	// 08:50 rounds to 08:45 and 17:40 to 17:45: 9 hours less a 30-minute unpaid break.
	if len(s.Days) != 1 || s.Days[0].ScheduledMinutes != 480 || s.Days[0].WorkedMinutes != 510 || s.Days[0].BreakMinutes != 30 ||
		s.Totals.RegularMinutes != 480 || s.Totals.OvertimeMinutes != 30 {
		t.Fatalf("timesheet %+v", s)
	}
	// 8 hours at 20.00 and half an hour at 150%.
	if s.GrossPayCents == nil || *s.GrossPayCents != 16000+1500 {
		t.Fatalf("gross pay %v, want 17500", s.GrossPayCents)
	}
}

func TestACorrectionKeepsTheOriginalRecordAndIsAudited(t *testing.T) {
	t.Parallel()
	w := newTimesheetWorld(t)
	s, err := w.correct("Clocked in early by mistake")
	if err != nil {
		t.Fatal(err)
	}
	e := s.Days[0].Entries[0]
	if s.Totals.WorkedMinutes != 450 || s.Totals.OvertimeMinutes != 0 || e.Correction == nil || e.Correction.Reason != "Clocked in early by mistake" {
		t.Fatalf("corrected timesheet %+v", s)
	}
	rec, err := w.app.Store.Q().TimeRecord(ctx0, w.recordID)
	if err != nil {
		t.Fatal(err)
	}
	if !rec.ClockInAt.Equal(time.Date(2026, 11, 20, 8, 50, 0, 0, time.UTC)) || !e.OriginalClockInAt.Equal(rec.ClockInAt) {
		t.Fatalf("the original record changed: %+v", rec)
	}
	var n int
	if err := w.app.Store.DB.Get(&n, `SELECT count(*) FROM audit_log WHERE action = 'time_record.correct' AND summary LIKE '%Clocked in early by mistake'`); err != nil {
		t.Fatal(err)
	}
	if n != 1 {
		t.Fatalf("%d audit entries for the correction", n)
	}
	if _, err := w.app.TimeClock.CorrectTimeRecord(ctx0, w.mia, w.recordID, timeclock.CorrectionInput{
		ClockInAt: time.Date(2026, 11, 20, 9, 0, 0, 0, time.UTC), ClockOutAt: time.Date(2026, 11, 20, 8, 0, 0, 0, time.UTC), Reason: "x"}); err == nil {
		t.Fatal("a clock-out before the clock-in was accepted")
	} else {
		wantErr(t, err, domain.Invalid, "The clock-out must be after the clock-in.")
	}
}

func TestAnApprovedPeriodRefusesCorrectionsUntilItIsReopened(t *testing.T) {
	t.Parallel()
	w := newTimesheetWorld(t)
	annID, _ := strconv.ParseInt(w.ann.ID, 10, 64)
	s, err := w.app.TimeClock.ApproveTimesheet(ctx0, w.mia, annID, w.day)
	if err != nil || s.ApprovedAt == nil {
		t.Fatalf("approve: %v %+v", err, s)
	}
	_, err = w.correct("Too late")
	wantErr(t, err, domain.Conflict, "Ann Clock's timesheet for Nov 20 to Nov 26 is approved and locked: reopen it to make changes.")
	_, err = w.app.TimeClock.ApproveTimesheet(ctx0, w.mia, annID, w.day)
	wantErr(t, err, domain.Conflict, "Ann Clock's timesheet for this pay period is already approved.")

	if _, err := w.app.TimeClock.ReopenTimesheet(ctx0, w.mia, annID, w.day, "Wrong clock-in"); err != nil {
		t.Fatal(err)
	}
	if _, err := w.correct("Clocked in early by mistake"); err != nil {
		t.Fatalf("a reopened period refused a correction: %v", err)
	}
	var actions []string
	if err := w.app.Store.DB.Select(&actions, `SELECT action FROM audit_log WHERE action LIKE 'timesheet.%' ORDER BY id`); err != nil {
		t.Fatal(err)
	}
	if strings.Join(actions, " ") != "timesheet.approve timesheet.reopen" {
		t.Fatalf("audited %v", actions)
	}
}

func TestApprovingATimesheetWaitsForEveryoneToClockOut(t *testing.T) {
	t.Parallel()
	w := newTimesheetWorld(t)
	ann := actorOf(t, w.app, w.ann)
	clockAt(t, w.app, "2026-11-21T10:00:00Z")
	if _, err := w.app.TimeClock.Clock(ctx0, ann, timeclock.ActionClockIn, timeclock.ClockInput{}); err != nil {
		t.Fatal(err)
	}
	_, err := w.app.TimeClock.ApproveTimesheet(ctx0, w.mia, actorOf(t, w.app, w.ann).ID, w.day)
	wantErr(t, err, domain.Conflict, "Ann Clock is still on the clock in this pay period: approve once they clock out (or correct the entry).")
}

func TestPayrollExportsTheApprovedTimesheetsAsCSVAndSendsTheWebhook(t *testing.T) {
	t.Parallel()
	w := newTimesheetWorld(t)
	mustExec(t, w.app, `INSERT INTO webhooks (url, secret, kinds, created_at) VALUES ('https://93.184.215.14/hook', 'k', '{timesheet.approved}', now())`)
	annID, _ := strconv.ParseInt(w.ann.ID, 10, 64)
	p, err := w.app.TimeClock.Payroll(ctx0, w.mia, w.day)
	if err != nil || len(p.Rows) != 0 || p.NotApproved != 1 {
		t.Fatalf("before approval: %v %+v", err, p)
	}
	if _, err := w.app.TimeClock.ApproveTimesheet(ctx0, w.mia, annID, w.day); err != nil {
		t.Fatal(err)
	}
	p, err = w.app.TimeClock.Payroll(ctx0, w.mia, w.day)
	if err != nil {
		t.Fatal(err)
	}
	// Leave's columns come after the ones payroll tools read: banked overtime, then hours
	// and pay per leave type in use.
	want := "Employee ID,Name,Email,Period start,Period end,Regular hours,Overtime hours,Break hours,Hourly rate,Gross pay,Currency," +
		"Banked overtime hours,Annual leave hours,Annual leave pay,Sick leave hours,Sick leave pay,Unpaid leave hours,Unpaid leave pay\r\n" +
		strconv.FormatInt(annID, 10) + ",Ann Clock," + p.Rows[0].Email + ",2026-11-20,2026-11-26,8.00,0.50,0.50,20.00,175.00,USD,0.00,0.00,0.00,0.00,0.00,0.00,\r\n"
	if p.CSV != want {
		t.Fatalf("csv:\n%q\nwant\n%q", p.CSV, want)
	}
	var n int
	if err := w.app.Store.DB.Get(&n, `SELECT count(*) FROM outbox WHERE payload::text LIKE '%timesheet.approved%'`); err != nil {
		t.Fatal(err)
	}
	if n != 1 {
		t.Fatalf("%d timesheet.approved deliveries queued", n)
	}
}

func TestOnlyManagersOfEveryLocationSeeTimesheets(t *testing.T) {
	t.Parallel()
	w := newTimesheetWorld(t)
	_, err := w.app.TimeClock.Timesheets(ctx0, actorOf(t, w.app, w.ann), w.day)
	if domain.KindOf(err) != domain.Forbidden {
		t.Fatalf("an employee read timesheets: %v", err)
	}
}

// reportLine is Ann's line of the hours report over from..to, as Mia reads it.
func (w *timesheetWorld) reportLine(t *testing.T, from, to domain.Date) reports.HoursPerson {
	t.Helper()
	annID, _ := strconv.ParseInt(w.ann.ID, 10, 64)
	var line *reports.HoursPerson
	_, err := w.app.Reports.HoursReport(ctx0, w.mia, from, to, nil, func(p reports.HoursPerson) error {
		if p.UserID == annID {
			line = &p
		}
		return nil
	})
	if err != nil || line == nil {
		t.Fatalf("no line for Ann (%v)", err)
	}
	return *line
}

func TestTheHoursReportsActualHoursAreTheTimesheetsCorrectedOnes(t *testing.T) {
	t.Parallel()
	w := newTimesheetWorld(t)
	if _, err := w.correct("Clocked in early by mistake"); err != nil {
		t.Fatal(err)
	}
	line := w.reportLine(t, w.day, w.day)
	sheet := w.sheet(t).Totals.WorkedMinutes
	// 09:00-17:00 less a 30-minute break, at 20.00 an hour, as the timesheet counts it.
	if line.ActualMinutes != sheet || sheet != 450 || line.ActualLabourCost() == nil || *line.ActualLabourCost() != "150.00" {
		t.Fatalf("actual %d minutes costing %v, timesheet %d; want 450 and 150.00 both", line.ActualMinutes, line.ActualLabourCost(), sheet)
	}
}

// The report counted its own way (closed records only) beside the timesheet's: for
// someone still on the clock, the two disagreed on the week's hours. Both now count
// each record through the one rule the timesheet and payroll use.
func TestTheHoursReportCountsAShiftStillOnTheClockAsTheTimesheetDoes(t *testing.T) {
	t.Parallel()
	w := newTimesheetWorld(t)
	mustShift(t, w.app, w.ann, "2026-11-21", "09:00", "17:00")
	clockAt(t, w.app, "2026-11-21T09:00:00Z")
	if _, err := w.app.TimeClock.Clock(ctx0, actorOf(t, w.app, w.ann), timeclock.ActionClockIn, timeclock.ClockInput{}); err != nil {
		t.Fatal(err)
	}
	clockAt(t, w.app, "2026-11-21T11:00:00Z")
	line := w.reportLine(t, w.day, w.day.AddDays(6))
	sheet := w.sheet(t)
	// Friday's 510 minutes and Saturday's two hours so far.
	if line.ActualMinutes != sheet.Totals.WorkedMinutes || sheet.Totals.WorkedMinutes != 630 || !sheet.Open {
		t.Fatalf("the report's actual minutes are %d, the timesheet's %d (open %v); want 630 both", line.ActualMinutes, sheet.Totals.WorkedMinutes, sheet.Open)
	}
	// At 20.00 an hour: the cost of the same minutes.
	if c := line.ActualLabourCost(); c == nil || *c != "210.00" {
		t.Fatalf("actual cost %v, want 210.00", c)
	}
}
