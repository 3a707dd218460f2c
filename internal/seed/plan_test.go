package seed

import (
	"reflect"
	"slices"
	"testing"

	"github.com/shiftsched/shiftsched/internal/domain"
)

var testToday = domain.Date{Year: 2026, Month: 11, Day: 22}

func TestGenerate(t *testing.T) {
	t.Parallel()
	for _, size := range []Size{Small, Large} {
		t.Run("OK"+size.Name, func(t *testing.T) {
			t.Parallel()
			p := Generate(size, testToday)
			checkPlan(t, p)
		})
	}
}

func TestGenerateIsDeterministic(t *testing.T) {
	t.Parallel()
	a, b := Generate(Small, testToday), Generate(Small, testToday)
	if !reflect.DeepEqual(a, b) {
		t.Fatal("two plans of the same size and day differ")
	}
}

func checkPlan(t *testing.T, p *Plan) {
	t.Helper()
	size := p.Size
	managers := 0
	emails := map[string]bool{}
	users := map[int64]userRow{}
	for _, u := range p.Users {
		if u.Role == domain.RoleManager {
			managers++
		}
		if emails[u.Email] {
			t.Errorf("e-mail %s used twice", u.Email)
		}
		emails[u.Email] = true
		users[u.ID] = u
	}
	if managers != size.Managers || len(p.Users) != size.Managers+size.Staff {
		t.Errorf("%d users of whom %d managers, want %d and %d", len(p.Users), managers, size.Managers+size.Staff, size.Managers)
	}
	if len(p.Schedules) != size.Weeks {
		t.Errorf("%d weeks, want %d", len(p.Schedules), size.Weeks)
	}
	this := domain.FridayWeeks.Start(testToday)
	if last := p.Schedules[len(p.Schedules)-1].Week; last != this.AddDays(7*size.FutureWeeks) {
		t.Errorf("last week %s, want %d weeks after %s", last, size.FutureWeeks, this)
	}

	// About ShiftsPerWeek shifts every week, only employees, nobody on two overlapping
	// shifts, some overnight.
	perWeek := map[int64]int{}
	byUser := map[int64][]domain.Interval{}
	overnight := 0
	for _, s := range p.Shifts {
		perWeek[s.ScheduleID]++
		if users[s.UserID].Role != domain.RoleEmployee {
			t.Fatalf("shift %d belongs to a manager", s.ID)
		}
		if s.End <= s.Start {
			overnight++
		}
		if domain.DayKeyOf(s.Date) != s.Day {
			t.Fatalf("shift %d: day %s on %s", s.ID, s.Day, s.Date)
		}
		byUser[s.UserID] = append(byUser[s.UserID], domain.ShiftInterval(s.Date, s.Start, s.End))
	}
	for id, n := range perWeek {
		if d := float64(n)/float64(size.ShiftsPerWeek) - 1; d < -0.05 || d > 0.05 {
			t.Errorf("week %d has %d shifts, want about %d", id, n, size.ShiftsPerWeek)
		}
	}
	if overnight == 0 || overnight > len(p.Shifts)/5 {
		t.Errorf("%d overnight shifts of %d", overnight, len(p.Shifts))
	}
	for u, ivs := range byUser {
		slices.SortFunc(ivs, func(a, b domain.Interval) int { return int(a.Start - b.Start) })
		for i := 1; i < len(ivs); i++ {
			if ivs[i].Overlaps(ivs[i-1]) {
				t.Fatalf("user %d is double-booked", u)
			}
		}
	}

	// Time off in every status, one live request per person and date, approved days off
	// not worked.
	worked := map[userDate]bool{}
	for _, s := range p.Shifts {
		worked[userDate{s.UserID, s.Date}] = true
	}
	statuses := map[domain.TimeOffStatus]int{}
	live := map[userDate]bool{}
	for _, r := range p.TimeOff {
		statuses[r.Status]++
		k := userDate{r.UserID, r.Date}
		if r.Status != domain.TimeOffDenied {
			if live[k] {
				t.Fatalf("two live requests for %v", k)
			}
			live[k] = true
		}
		if r.Status == domain.TimeOffApproved && worked[k] {
			t.Fatalf("user %d works on their approved day off %s", r.UserID, r.Date)
		}
	}
	if len(statuses) != 3 {
		t.Errorf("time-off statuses %v, want all three", statuses)
	}

	// Swaps in every status, snapshots matching the shifts, approved ones exchanged.
	shifts := map[int64]shiftRow{}
	for _, s := range p.Shifts {
		shifts[s.ID] = s
	}
	swapStatuses := map[domain.SwapStatus]int{}
	for _, sw := range p.Swaps {
		swapStatuses[sw.Status]++
		a, b := shifts[sw.A.ID], shifts[sw.B.ID]
		if a.Date != sw.A.Date || a.Start != sw.A.Start || a.End != sw.A.End || a.ScheduleID != sw.A.ScheduleID || a.Day != sw.A.Day ||
			b.Date != sw.B.Date || b.Start != sw.B.Start || b.End != sw.B.End || b.ScheduleID != sw.B.ScheduleID || b.Day != sw.B.Day {
			t.Fatalf("swap %d: snapshot differs from its shifts", sw.ID)
		}
		owners := [2]int64{sw.RequesterID, sw.TargetID}
		if sw.Status == domain.SwapApproved {
			owners = [2]int64{sw.TargetID, sw.RequesterID}
		}
		if a.UserID != owners[0] || b.UserID != owners[1] {
			t.Fatalf("swap %d (%s): shifts belong to %d and %d", sw.ID, sw.Status, a.UserID, b.UserID)
		}
		if sw.Status.Open() && sw.A.Date.Before(testToday) {
			t.Fatalf("open swap %d on a past shift", sw.ID)
		}
		if (sw.Status == domain.SwapCancelled) != (sw.CancelReason != nil) {
			t.Fatalf("swap %d: status %s, reason %v", sw.ID, sw.Status, sw.CancelReason)
		}
	}
	if len(swapStatuses) != 6 {
		t.Errorf("swap statuses %v, want all six", swapStatuses)
	}

	// Events: one per date and type, all three types.
	types := map[domain.EventType]int{}
	seen := map[string]bool{}
	for _, e := range p.Events {
		types[e.Type]++
		if seen[e.Date.String()+string(e.Type)] {
			t.Fatalf("two %s events on %s", e.Type, e.Date)
		}
		seen[e.Date.String()+string(e.Type)] = true
	}
	if len(types) != 3 {
		t.Errorf("event types %v, want all three", types)
	}

	// About PerPerson notifications each, one in ten unread.
	unread := 0
	for _, n := range p.Notifications {
		if !n.Read {
			unread++
		}
	}
	perPerson := float64(len(p.Notifications)) / float64(len(p.Users))
	if perPerson < float64(size.PerPerson)*0.9 || perPerson > float64(size.PerPerson)*1.1 {
		t.Errorf("%.1f notifications per person, want about %d", perPerson, size.PerPerson)
	}
	if r := float64(unread) / float64(len(p.Notifications)); r < 0.08 || r > 0.12 {
		t.Errorf("%.1f%% unread, want about 10%%", 100*r)
	}
	t.Logf("%s: %d shifts (%d overnight), %d events, %d time off %v, %d swaps %v, %d notifications",
		size.Name, len(p.Shifts), overnight, len(p.Events), len(p.TimeOff), statuses, len(p.Swaps), swapStatuses, len(p.Notifications))
}

func TestSizeByName(t *testing.T) {
	t.Parallel()
	t.Run("OK", func(t *testing.T) {
		if s, err := SizeByName("large"); err != nil || s != Large {
			t.Errorf("large: %v, %v", s, err)
		}
	})
	t.Run("ErrUnknown", func(t *testing.T) {
		if _, err := SizeByName("huge"); err == nil {
			t.Error("huge: no error")
		}
	})
}
