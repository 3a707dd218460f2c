package ical

import (
	"strings"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
)

func TestAShiftsEventNamesItsPositionInTheSummaryAndItsLocationInLocation(t *testing.T) {
	day, _ := domain.ParseDate("2026-11-28")
	cook, kitchen := int64(3), int64(7)
	address := "1 Main Street"
	c := domain.FeedContent{
		Name: "Workplace shifts", Named: true, Zone: time.UTC, Host: "example.com", From: day, To: day.AddDays(1),
		Shifts: []domain.Shift{
			{ID: 1, Date: day, StartTime: 9 * 60, EndTime: 17 * 60, UserName: "Ann",
				ShiftStructure: domain.ShiftStructure{PositionID: &cook, LocationID: &kitchen}},
			{ID: 2, Date: day, StartTime: 10 * 60, EndTime: 12 * 60, UserName: "Bo"},
		},
		Positions: map[int64]string{cook: "Cook"},
		Locations: map[int64]domain.Location{kitchen: {ID: kitchen, Name: "Kitchen", Address: &address}},
	}
	out := Render(c)
	for _, want := range []string{"SUMMARY:Shift: Ann (Cook)\r\n", "LOCATION:Kitchen\\, 1 Main Street\r\n", "SUMMARY:Shift: Bo\r\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
	if n := strings.Count(out, "LOCATION:"); n != 1 {
		t.Errorf("%d LOCATION lines, want 1 (the shift without a location has none)", n)
	}
}

func TestSummariesAreWrittenInTheFeedOwnersLanguage(t *testing.T) {
	day, _ := domain.ParseDate("2026-11-28")
	c := domain.FeedContent{
		Name: "Mis turnos", Named: true, Lang: "es", Zone: time.UTC, Host: "example.com", From: day, To: day.AddDays(1),
		Shifts:  []domain.Shift{{ID: 1, Date: day, StartTime: 9 * 60, EndTime: 17 * 60, UserName: "Ann"}},
		TimeOff: []domain.TimeOffRequest{{ID: 2, Date: day, UserName: "Bo"}},
	}
	out := Render(c)
	for _, want := range []string{"SUMMARY:Turno: Ann\r\n", "SUMMARY:Tiempo libre: Bo\r\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
}
