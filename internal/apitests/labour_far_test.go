package apitests_test

import (
	"strings"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/apptest"
)

// The average week counts the months of a reference period from the far weeks' times
// alone (Check.Near, Rules.Far): published shifts, worked time in place of its shift
// and beside it where it was for none, work across the period's edge for its part
// inside, and, for a draft and its dry run, the other weeks as drafted. The 17 weeks
// from the default period start (2021-01-01) that hold Jan 1 2027 are Nov 13 2026 to
// Mar 11 2027; the limit is 10 h a week, 170 h.
func TestTheAverageWeekCountsTheFarWeeks(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	app.Clock.Set(time.Date(2026, 12, 15, 12, 0, 0, 0, time.UTC))
	mia, eve := app.Manager("Mia Manager"), app.Employee("Eve Employee")
	app.MustGQL(mia.Token, setLabourM, map[string]any{"r": defaultRuleSet(t, app), "in": map[string]any{
		"averageWeek": map[string]any{"severity": "WARN", "maxMinutes": 600, "weeks": 17}}})
	// 8 far shifts of 12 h: 96 h; 2 h of a night across the period's end: 98 h.
	for _, d := range []string{"2026-11-13", "2026-11-27", "2026-12-04", "2026-12-11", "2027-01-15", "2027-01-22", "2027-02-05", "2027-02-12"} {
		mustShift(t, app, eve, d, "08:00", "20:00")
	}
	mustShift(t, app, eve, "2027-03-11", "22:00", "10:00")
	// 14 h worked on a 12 h shift (112 h), and 4 h worked on none (116 h).
	worked := mustShift(t, app, eve, "2026-11-20", "08:00", "20:00")
	sqlExec(app, `INSERT INTO time_records (user_id, shift_id, shift_starts_at, shift_ends_at, clock_in_at, clock_out_at,
		                          source, clock_out_source, no_shift)
		VALUES ($1, $2, '2026-11-20 08:00Z', '2026-11-20 20:00Z', '2026-11-20 07:00Z', '2026-11-20 21:00Z', 'device', 'device', false),
		       ($1, NULL, NULL, NULL, '2026-12-01 10:00Z', '2026-12-01 14:00Z', 'device', 'device', true)`, eve.ID, worked.ID)
	// The week: 7 shifts of 8 h, 172 h in all.
	var shifts []any
	for _, day := range []string{"FRIDAY", "SATURDAY", "SUNDAY", "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY"} {
		shifts = append(shifts, map[string]any{"dayKey": day, "userId": eve.ID, "startTime": "09:00", "endTime": "17:00"})
		app.MustGQL(mia.Token, addDraftM, map[string]any{"in": map[string]any{"weekStarting": labourWeek, "dayKey": day,
			"userId": eve.ID, "startTime": "09:00", "endTime": "17:00"}})
	}
	// A far week's draft adds 12 h (184 h): the draft and its dry run count it; a dry
	// run of shifts sent directly counts the published weeks only.
	app.MustGQL(mia.Token, addDraftM, map[string]any{"in": map[string]any{"weekStarting": "2027-01-29", "dayKey": "FRIDAY",
		"userId": eve.ID, "startTime": "08:00", "endTime": "20:00"}})
	average := func(conflicts any) string {
		if c := conflictOf(conflicts.([]any), "LABOUR_AVERAGE_WEEK"); c != nil {
			return c["message"].(string)
		}
		return ""
	}
	const sent = `query($w: Date!, $s: [ShiftInput!]) { publishPreview(weekStarting: $w, shifts: $s) { conflicts { key code message } } }`
	direct := app.MustGQL(mia.Token, sent, map[string]any{"w": labourWeek, "s": shifts})["publishPreview"].(map[string]any)["conflicts"]
	draft := draftOf(app.MustGQL(mia.Token, weekDraftQuery, map[string]any{"w": labourWeek}), "weekDraft")["conflicts"]
	preview := app.MustGQL(mia.Token, previewQuery, map[string]any{"w": labourWeek})["publishPreview"].(map[string]any)["conflicts"]
	for _, c := range []struct {
		name, got, want string
	}{
		{"shifts sent", average(direct), "would work 172 h in the 17 weeks from Nov 13 to Mar 11"},
		{"the draft", average(draft), "would work 184 h in the 17 weeks from Nov 13 to Mar 11"},
		{"the draft's dry run", average(preview), "would work 184 h in the 17 weeks from Nov 13 to Mar 11"},
	} {
		if !strings.Contains(c.got, c.want) {
			t.Errorf("%s: average week = %q, want %q", c.name, c.got, c.want)
		}
	}
}
