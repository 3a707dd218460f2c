package service

import (
	"testing"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/i18n"
)

func TestChangeMessage(t *testing.T) {
	week, _ := domain.ParseDate("2026-11-27")
	at := func(date string, start, end domain.TimeOfDay) domain.Shift {
		d, _ := domain.ParseDate(date)
		return domain.Shift{Date: d, StartTime: start, EndTime: end}
	}
	c := &PersonChange{
		Added:   []domain.Shift{at("2026-11-28", 9*60, 17*60)},
		Removed: []domain.Shift{at("2026-11-30", 0, 8*60)},
		Changed: []domain.Shift{at("2026-11-27", 22*60, 6*60)},
	}
	want := "Your schedule for the week of Nov 27 changed: now Fri 10:00 PM–6:00 AM, Sat 9:00 AM–5:00 PM added, Mon 12:00 AM–8:00 AM removed."
	if got := changeMessage(week, c, false, nil); got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	if got := changeMessage(week, c, true, nil); got != "A new schedule has been posted for the week of Nov 27." {
		t.Errorf("first publish: %q", got)
	}
	for tod, want := range map[domain.TimeOfDay]string{0: "12:00 AM", 12 * 60: "12:00 PM", 13*60 + 5: "1:05 PM", 11*60 + 59: "11:59 AM"} {
		if got := clock12(tod); got != want {
			t.Errorf("clock12(%d) = %q, want %q", tod, got, want)
		}
	}
}

func TestAChangeMessageNamesTheShiftsPositionAndLocation(t *testing.T) {
	week, _ := domain.ParseDate("2026-11-27")
	sat, _ := domain.ParseDate("2026-11-28")
	cook, kitchen, unknown := int64(3), int64(7), int64(99)
	ix := &structureIndex{
		positions: map[int64]domain.Position{cook: {ID: cook, Name: "Cook"}},
		locations: map[int64]domain.Location{kitchen: {ID: kitchen, Name: "Kitchen"}},
	}
	c := &PersonChange{
		Added: []domain.Shift{{Date: sat, StartTime: 9 * 60, EndTime: 17 * 60,
			ShiftStructure: domain.ShiftStructure{PositionID: &cook, LocationID: &kitchen}}},
		Removed: []domain.Shift{{Date: sat.AddDays(2), StartTime: 8 * 60, EndTime: 12 * 60,
			ShiftStructure: domain.ShiftStructure{PositionID: &unknown}}},
	}
	want := "Your schedule for the week of Nov 27 changed: Sat 9:00 AM–5:00 PM (Cook, Kitchen) added, Mon 8:00 AM–12:00 PM removed."
	if got := changeMessage(week, c, false, ix); got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// A shift given another position, location or shift type is a changed shift: its person
// is told, as for new times. The same ones, or none on both sides, change nothing.
func TestAShiftMovedToAnotherPositionIsAChange(t *testing.T) {
	week, _ := domain.ParseDate("2026-11-27")
	cook, bar := int64(3), int64(4)
	shift := func(position *int64) domain.Shift {
		return domain.Shift{ID: 1, UserID: 9, UserName: "Ann", Date: week, StartTime: 9 * 60, EndTime: 17 * 60,
			ShiftStructure: domain.ShiftStructure{PositionID: position}}
	}
	for _, tc := range []struct {
		name     string
		was, now *int64
		changed  bool
	}{{"another position", &cook, &bar, true}, {"a position given", nil, &cook, true}, {"the same position", &cook, &cook, false}, {"none", nil, nil, false}} {
		t.Run(tc.name, func(t *testing.T) {
			was := shift(tc.was)
			p := &weekPlan{week: week, sched: &domain.Schedule{ID: 1}, existing: []domain.Shift{was},
				old: map[int64]domain.Shift{1: was}, shifts: []domain.Shift{shift(tc.now)}}
			p.diff()
			if got := len(p.changed) == 1 && len(p.changes) == 1; got != tc.changed {
				t.Fatalf("changed %v, changes %+v; want changed %v", p.changed, p.changes, tc.changed)
			}
		})
	}
}

// changeMessage is the notice of a change in English.
func changeMessage(week domain.Date, c *PersonChange, first bool, ix *structureIndex) string {
	return changeNotice(week, c, first, ix).Render(i18n.For(i18n.English, nil))
}
