package change_test

import (
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/workzone"
)

// TestAFrameReadsTheRunnersClockInTheWorkplacesZone: a domain's Now is its write path's
// clock, and its day and weeks are the workplace's as a manager sets them.
func TestAFrameReadsTheRunnersClockInTheWorkplacesZone(t *testing.T) {
	at := time.Date(2026, 11, 27, 23, 30, 0, 0, time.UTC) // a Friday, late evening in UTC
	runner := change.New(change.Config{Now: func() time.Time { return at }})
	zone := workzone.New(nil)
	f := change.NewFrame(runner, zone)
	if !f.Now().Equal(at) {
		t.Errorf("Now = %v, want the runner's %v", f.Now(), at)
	}
	if got, want := f.Today(), (domain.Date{Year: 2026, Month: 11, Day: 27}); got != want {
		t.Errorf("Today in UTC = %v, want %v", got, want)
	}
	tokyo := "Asia/Tokyo"
	if err := zone.Set(&tokyo); err != nil {
		t.Fatal(err)
	}
	zone.SetWeeks(domain.Monday)
	if got, want := f.Today(), (domain.Date{Year: 2026, Month: 11, Day: 28}); got != want {
		t.Errorf("Today in Tokyo = %v, want %v", got, want)
	}
	if got := f.Weeks().First; got != domain.Monday {
		t.Errorf("weeks start on %v, want Monday after the manager's choice", got)
	}
	if nowhere := change.NewFrame(runner, nil); nowhere.Weeks() != domain.FridayWeeks || nowhere.Today() != f.Today().AddDays(-1) {
		t.Errorf("a frame with no zone counts in UTC from Fridays: %v, %v", nowhere.Today(), nowhere.Weeks())
	}
}
