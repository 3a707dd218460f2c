package autoschedule_test

import (
	"slices"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/internal/autoschedule"
)

func hard(v int) *autoschedule.Limit { return &autoschedule.Limit{Value: v, Hard: true} }

// tiny is two weeks from a Monday, a day shift D and a night shift N that D may not
// follow, and one person with no limits.
func tiny() *autoschedule.Problem {
	return &autoschedule.Problem{Days: 14, FirstWeekday: time.Monday,
		ShiftTypes: []autoschedule.ShiftType{{ID: "D", Minutes: 480, Position: "nurse"}, {ID: "N", Minutes: 600, CannotFollow: []int{0}}},
		People:     []autoschedule.Person{{ID: "A"}}}
}

// works lists person 0's shifts: shift type s on each of days.
func works(s int, days ...int) []autoschedule.Assignment {
	var as []autoschedule.Assignment
	for _, d := range days {
		as = append(as, autoschedule.Assignment{Person: 0, Day: d, Shift: s})
	}
	return as
}

func codes(t *testing.T, p *autoschedule.Problem, as []autoschedule.Assignment) []string {
	t.Helper()
	ev, err := autoschedule.Evaluate(p, as)
	if err != nil {
		t.Fatal(err)
	}
	var cs []string
	for _, v := range ev.Hard {
		cs = append(cs, v.Code)
	}
	return cs
}

func TestEachHardRuleIsFoundOnATinyRoster(t *testing.T) {
	cases := []struct {
		name  string
		rule  func(*autoschedule.Problem)
		as    []autoschedule.Assignment
		codes []string
	}{
		{"two shifts on one day are double booked", nil, append(works(0, 3), works(1, 3)...), []string{autoschedule.CodeDoubleBooked}},
		{"a day shift the day after a night breaks cannot-follow", nil, append(works(1, 3), works(0, 4)...), []string{autoschedule.CodeCannotFollow}},
		{"a night after a day is allowed", nil, append(works(0, 3), works(1, 4)...), nil},
		{"more shifts of a type than allowed", func(p *autoschedule.Problem) { p.People[0].MaxShifts = []*autoschedule.Limit{hard(2)} },
			works(0, 1, 2, 3), []string{autoschedule.CodeMaxShifts}},
		{"more minutes than allowed", func(p *autoschedule.Problem) { p.People[0].MaxMinutes = hard(900) }, works(0, 1, 2), []string{autoschedule.CodeMaxHours}},
		{"fewer minutes than required", func(p *autoschedule.Problem) { p.People[0].MinMinutes = hard(1000) }, works(0, 1, 2), []string{autoschedule.CodeMinHours}},
		{"a run longer than the most", func(p *autoschedule.Problem) { p.People[0].MaxConsecutive = hard(3) }, works(0, 4, 5, 6, 7), []string{autoschedule.CodeMaxConsec}},
		{"a run longer than the most from the first day", func(p *autoschedule.Problem) { p.People[0].MaxConsecutive = hard(3) }, works(0, 0, 1, 2, 3), []string{autoschedule.CodeMaxConsec}},
		{"a run shorter than the fewest inside the horizon", func(p *autoschedule.Problem) { p.People[0].MinConsecutive = hard(2) }, works(0, 4), []string{autoschedule.CodeMinConsec}},
		{"a short run on the first day is not checked", func(p *autoschedule.Problem) { p.People[0].MinConsecutive = hard(2) }, works(0, 0), nil},
		{"a short run on the last day is not checked", func(p *autoschedule.Problem) { p.People[0].MinConsecutive = hard(2) }, works(0, 13), nil},
		{"too few days off in a row inside the horizon", func(p *autoschedule.Problem) { p.People[0].MinDaysOff = hard(2) }, works(0, 2, 3, 5, 6), []string{autoschedule.CodeMinDaysOff}},
		{"one day off at the start is not checked", func(p *autoschedule.Problem) { p.People[0].MinDaysOff = hard(2) }, works(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13), nil},
		{"one day off at the end is not checked", func(p *autoschedule.Problem) { p.People[0].MinDaysOff = hard(2) }, works(0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12), nil},
		{"a weekend counts once for Saturday and Sunday", func(p *autoschedule.Problem) { p.People[0].MaxWeekends = hard(1) }, works(0, 5, 6), nil},
		{"more weekends than allowed", func(p *autoschedule.Problem) { p.People[0].MaxWeekends = hard(1) }, works(0, 6, 12), []string{autoschedule.CodeMaxWeekends}},
		{"working a day off", func(p *autoschedule.Problem) { p.People[0].Unavailable = []int{9} }, works(0, 9), []string{autoschedule.CodeUnavailable}},
		{"a shift of a position the person lacks", func(p *autoschedule.Problem) { p.People[0].Positions = []string{"cook"} }, works(0, 9), []string{autoschedule.CodeNotQualified}},
		{"a shift needing no position suits anyone", func(p *autoschedule.Problem) { p.People[0].Positions = []string{"cook"} }, works(1, 9), nil},
		{"a pinned shift changed", func(p *autoschedule.Problem) { p.Fixed = works(1, 2) }, works(0, 2), []string{autoschedule.CodePinned}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := tiny()
			if c.rule != nil {
				c.rule(p)
			}
			if got := codes(t, p, c.as); !slices.Equal(got, c.codes) {
				t.Errorf("hard violations %v, want %v", got, c.codes)
			}
		})
	}
}

func TestThePenaltyAddsRequestsCoverAndSoftRulesByRule(t *testing.T) {
	p := tiny()
	p.People = append(p.People, autoschedule.Person{ID: "B", MaxWeekends: &autoschedule.Limit{Value: 0, Weight: 7}})
	p.Requests = []autoschedule.Request{
		{Person: 0, Day: 1, Shift: 0, On: true, Weight: 3},                // granted
		{Person: 0, Day: 2, Shift: 0, On: true, Weight: 2},                // not granted: N instead
		{Person: 0, Day: 4, Shift: autoschedule.Off, Weight: 5},           // off request for any shift, worked
		{Person: 1, Day: 3, Shift: 1, On: false, Weight: 1},               // respected: B works D
		{Person: 1, Day: 8, Shift: autoschedule.Off, On: true, Weight: 4}, // any shift wanted, off: not granted
	}
	p.Cover = []autoschedule.Cover{{Day: 1, Shift: 0, Required: 2, UnderWeight: 100, OverWeight: 1},
		{Day: 3, Shift: 0, Required: 0, UnderWeight: 100, OverWeight: 10}}
	as := []autoschedule.Assignment{{Person: 0, Day: 1, Shift: 0}, {Person: 0, Day: 2, Shift: 1}, {Person: 0, Day: 4, Shift: 0},
		{Person: 1, Day: 3, Shift: 0}, {Person: 1, Day: 5, Shift: 0}}
	ev, err := autoschedule.Evaluate(p, as)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int{autoschedule.CodeShiftOn: 2 + 4, autoschedule.CodeShiftOff: 5, autoschedule.CodeUnderstaffed: 100,
		autoschedule.CodeOverstaffed: 10, autoschedule.CodeMaxWeekends: 7}
	if len(ev.Hard) != 0 || ev.Penalty != 128 || len(ev.ByRule) != len(want) {
		t.Fatalf("hard %v, penalty %d by rule %v; want none, 128, %v", ev.Hard, ev.Penalty, ev.ByRule, want)
	}
	for code, w := range want {
		if ev.ByRule[code] != w {
			t.Errorf("%s: %d, want %d", code, ev.ByRule[code], w)
		}
	}
}
