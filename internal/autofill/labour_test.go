package autofill

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/internal/autoschedule"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/labour"
	"github.com/shiftsched/shiftsched/internal/store"
)

// nightPlan is one Sunday night shift (22:00-06:00) that needs one of Ada and Ben (at
// the rates given, in cents an hour), Ben with a weak preference not to work it.
func nightPlan(rates [2]int64, premium bool) (*fillPlan, *labourPlan) {
	start, _ := domain.ParseDate("2027-01-03") // a Sunday
	p := &fillPlan{Start: start, Problem: autoschedule.Problem{Days: 1, FirstWeekday: time.Sunday,
		ShiftTypes: []autoschedule.ShiftType{{ID: "0", Minutes: 480, Position: "s0"}},
		People:     []autoschedule.Person{{ID: "1", Positions: []string{"s0"}}, {ID: "2", Positions: []string{"s0"}}},
		Cover:      []autoschedule.Cover{{Day: 0, Shift: 0, Required: 1, UnderWeight: 100, OverWeight: 1}},
		Requests:   []autoschedule.Request{{Person: 1, Day: 0, Shift: autoschedule.Off, Weight: 1}}},
		People:     []fillRef{{ID: 1, Name: "Ada"}, {ID: 2, Name: "Ben"}},
		ShiftTypes: []fillTypeRef{{ID: 7, Name: "Night", Start: 22 * 60, End: 6 * 60}}}
	var rules labour.Rules
	if premium {
		from, to := labour.Clock(23*60), labour.Clock(6*60)
		rules.Premiums = []labour.Premium{{Kind: labour.Night, Name: "Night", Percent: 25, From: &from, To: &to}}
	}
	lab := &labourPlan{Zone: "UTC", Weeks: []domain.Date{start.AddDays(-2)}, zone: time.UTC}
	for i, r := range rates {
		lab.People = append(lab.People, labourPerson{Person: i, Rules: rules,
			Who: labour.Person{UserID: int64(i + 1), Name: p.People[i].Name, RateCents: &r}})
	}
	lab.hour = medianRate(lab.People)
	return p, lab
}

func whoWorks(t *testing.T, rates [2]int64, premium bool) string {
	t.Helper()
	p, lab := nightPlan(rates, premium)
	for k := range lab.People {
		p.constrainLabour(lab, &lab.People[k], nil)
	}
	sol, err := autoschedule.Solve(context.Background(), &p.Problem, autoschedule.Options{Seed: 1, Iterations: 20_000})
	if err != nil {
		t.Fatal(err)
	}
	for i, row := range sol.Roster {
		if row[0] == 0 {
			return p.People[i].Name
		}
	}
	return "nobody"
}

// Issue 46: premiums are cost, so of two rosters otherwise alike the one cheaper in
// premiums wins. Without premiums the night goes to Ada (Ben would rather not work it);
// with a 25% night premium, Ada at 30.00 an hour earns 6.00 an hour of it more than Ben
// at 15.00 (two hours' pay of the median rate against one), which outweighs Ben's weak
// preference, so the night goes to Ben. At equal rates it goes back to Ada.
func TestAPremiumChangesWhoWorksTheNight(t *testing.T) {
	if got := whoWorks(t, [2]int64{3000, 1500}, false); got != "Ada" {
		t.Errorf("without premiums the night goes to %s, want Ada", got)
	}
	if got := whoWorks(t, [2]int64{3000, 1500}, true); got != "Ben" {
		t.Errorf("with a night premium the night goes to %s, want Ben, whose premium is cheaper", got)
	}
	if got := whoWorks(t, [2]int64{1500, 1500}, true); got != "Ada" {
		t.Errorf("at equal rates the night goes to %s, want Ada", got)
	}
	p, lab := nightPlan([2]int64{3000, 1500}, true)
	for k := range lab.People {
		p.constrainLabour(lab, &lab.People[k], nil)
	}
	var weights []int
	for _, r := range p.Problem.Requests {
		if r.Premium {
			weights = append(weights, r.Weight)
		}
	}
	// 7 h of night at 25%: 52.50 for Ada, 26.25 for Ben, in hours of 15.00 rounded up.
	if len(weights) != 2 || weights[0] != 4 || weights[1] != 2 {
		t.Errorf("premium weights %v, want [4 2]", weights)
	}
}

// closePlan is a week from start of a late slot (14:00-22:00) and an early one
// (09:00-17:00) that Ada may work, in Berlin.
func closePlan(start domain.Date, rules labour.Rules, birth *domain.Date) (*fillPlan, *labourPlan) {
	p := &fillPlan{Start: start, Problem: autoschedule.Problem{Days: 7, FirstWeekday: start.Weekday(),
		ShiftTypes: []autoschedule.ShiftType{{ID: "0", Minutes: 480, Position: "s0"}, {ID: "1", Minutes: 480, Position: "s1"}},
		People:     []autoschedule.Person{{ID: "1", Positions: []string{"s0", "s1"}}}},
		People:     []fillRef{{ID: 1, Name: "Ada"}},
		ShiftTypes: []fillTypeRef{{ID: 1, Name: "Late", Start: 14 * 60, End: 22 * 60}, {ID: 2, Name: "Early", Start: 9 * 60, End: 17 * 60}}}
	zone := mustZone("Europe/Berlin")
	lab := &labourPlan{Zone: zone.String(), zone: zone, hour: premiumFallbackRate, Weeks: []domain.Date{start}}
	lab.People = []labourPerson{{Person: 0, Rules: rules, rs: &domain.RuleSet{}, Who: labour.Person{UserID: 1, Name: "Ada", BirthDate: birth}}}
	p.Labour = lab
	return p, lab
}

// A minor's latest end blocks the late slot on every day for them, and no other; a
// hard daily rest of 11 h forbids the early slot after the late one only where the real
// rest is short: across the night the clocks go forward in Berlin (Mar 28 2027) the 11
// wall-clock hours are 10 real ones.
func TestLabourBlocksTheSlotsAndPairsItsRulesForbid(t *testing.T) {
	start, _ := domain.ParseDate("2027-03-26")
	birth, _ := domain.ParseDate("2012-01-01")
	late := labour.Clock(20 * 60)
	minor := labour.Rules{Minors: []labour.Minor{{Base: labour.Base{Severity: domain.RuleBlock}, UnderAge: 18, LatestEnd: &late}}}
	p, lab := closePlan(start, minor, &birth)
	p.constrainLabour(lab, &lab.People[0], nil)
	if b := p.Problem.People[0].Blocked; len(b) != 7 || b[0] != (autoschedule.DayShift{Day: 0, Shift: 0}) {
		t.Errorf("blocked %v, want the late slot on each of the 7 days", b)
	}
	if why := p.labourReason(autoschedule.NewRoster(&p.Problem), 0, 3, 0); why != "kept off by the labour rule on minors' latest end" {
		t.Errorf("the reason is %q", why)
	}
	rest := labour.Rules{DailyRest: &labour.Rest{Base: labour.Base{Severity: domain.RuleBlock}, Minutes: 660}}
	for _, c := range []struct {
		start string
		want  int
	}{{"2027-03-26", 1}, {"2027-04-02", 0}} {
		start, _ := domain.ParseDate(c.start)
		p, lab := closePlan(start, rest, nil)
		p.labourFollows(lab)
		f := p.Problem.People[0].CannotFollow
		if len(f) != c.want || c.want == 1 && f[0] != (autoschedule.Follow{First: 0, Next: 1}) {
			t.Errorf("week of %s: cannot follow %v, want %d pair (early after late)", c.start, f, c.want)
		}
		if c.want == 1 {
			r := autoschedule.NewRoster(&p.Problem)
			r[0][1] = 0 // late on Saturday: Sunday's early is kept from her by the rest
			if why := p.labourReason(r, 0, 2, 1); why != "kept off by the labour rule on daily rest" {
				t.Errorf("the reason after a late shift is %q", why)
			}
			if why := p.labourReason(r, 0, 4, 1); why != "" {
				t.Errorf("the reason without a late shift the day before is %q", why)
			}
		}
	}
}

// A minor's most hours on a school day block both 8-hour slots on the school days of
// the week (Monday to Friday, but the school holiday on Tuesday and Wednesday) and on
// no other day; the most in a school week is held by keepLabour, which takes out the
// latest shift that breaks it.
func TestLabourBlocksSchoolDaysAndKeepsTheSchoolWeek(t *testing.T) {
	start, _ := domain.ParseDate("2027-03-26") // a Friday
	birth, _ := domain.ParseDate("2012-01-01")
	base := labour.Base{Severity: domain.RuleBlock}
	day := labour.Rules{Minors: []labour.Minor{{Base: base, UnderAge: 16, SchoolDayMaxMinutes: 180}}}
	p, lab := closePlan(start, day, &birth)
	src := store.SchoolSource{Holidays: []domain.SchoolHoliday{{Name: "Break", First: start.AddDays(4), Last: start.AddDays(5)}}}
	lab.school = labour.SchoolDays{0: labour.SchoolDaysOf(src, start, start.AddDays(6))}
	p.constrainLabour(lab, &lab.People[0], nil)
	var days []int
	for _, b := range p.Problem.People[0].Blocked {
		if b.Shift == 0 {
			days = append(days, b.Day)
		}
	}
	if !slices.Equal(days, []int{0, 3, 6}) { // Friday, Monday, Thursday
		t.Errorf("the late slot is blocked on days %v, want [0 3 6]", days)
	}
	if why := p.labourReason(autoschedule.NewRoster(&p.Problem), 0, 3, 0); why != "kept off by the labour rule on minors' most hours on a school day" {
		t.Errorf("the reason is %q", why)
	}

	week := labour.Rules{Minors: []labour.Minor{{Base: base, UnderAge: 16, SchoolWeekMaxMinutes: 18 * 60}}}
	p, lab = closePlan(start, week, &birth)
	lab.school = labour.SchoolDays{0: labour.SchoolDaysOf(src, start, start.AddDays(6))}
	r := autoschedule.NewRoster(&p.Problem)
	for d := 1; d <= 3; d++ { // Saturday to Monday: 24 hours in a week with school
		r[0][d] = 1
	}
	kept, note := p.keepLabour(r)
	if kept[0][3] != autoschedule.Off || kept[0][1] != 1 || kept[0][2] != 1 || note == "" {
		t.Errorf("kept %v (%q), want Monday's shift taken out", kept[0], note)
	}
}

// A minor's school week is one hard total of the solver when the range is that week and
// it has school at every location read; a week without school leaves it to keepLabour.
func TestLabourTotalsHoldTheSchoolWeek(t *testing.T) {
	start, _ := domain.ParseDate("2027-03-26")
	birth, _ := domain.ParseDate("2012-01-01")
	rules := labour.Rules{Minors: []labour.Minor{{Base: labour.Base{Severity: domain.RuleBlock}, UnderAge: 16, SchoolWeekMaxMinutes: 18 * 60}}}
	for _, c := range []struct {
		name  string
		src   store.SchoolSource
		limit int
	}{
		{"a school week", store.SchoolSource{}, 18 * 60},
		{"a week of holiday", store.SchoolSource{Holidays: []domain.SchoolHoliday{{Name: "Easter", First: start, Last: start.AddDays(6)}}}, -1},
	} {
		p, lab := closePlan(start, rules, &birth)
		lab.school = labour.SchoolDays{0: labour.SchoolDaysOf(c.src, start, start.AddDays(6))}
		p.labourTotals(lab, &lab.People[0])
		got := -1
		if l := p.Problem.People[0].MaxMinutes; l != nil && l.Hard {
			got = l.Value
		}
		if got != c.limit {
			t.Errorf("%s: the hard most is %d, want %d", c.name, got, c.limit)
		}
	}
}
