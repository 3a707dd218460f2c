package labour

import (
	"slices"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// at is an instant in Berlin: "2026-11-27 08:00".
func at(s string) time.Time {
	t, err := time.ParseInLocation("2006-01-02 15:04", s, berlin)
	if err != nil {
		panic(err)
	}
	return t
}

// worked is a time record (id) as worked time, with its clocked breaks as "from-to"
// pairs of instants.
func worked(id int64, from, to string, breaks ...[2]string) Work {
	w := Work{ShiftID: id, Date: domain.DateOf(at(from)), At: at(from), Until: at(to), Worked: true, Label: "the record"}
	for _, b := range breaks {
		w.Breaks = append(w.Breaks, Span{At: at(b[0]), Until: at(b[1])})
	}
	return w
}

// california is the us-ca preset's meal periods with a premium of one hour's pay.
func california(deduct bool) Rules {
	r := mustPreset("us-ca").Rules
	r.Breaks = slices.Clone(r.Breaks)
	for i := range r.Breaks {
		r.Breaks[i].AutoDeduct = deduct
	}
	return Rules{Breaks: r.Breaks, Premiums: []Premium{{Kind: MissedBreak, Name: "Meal period premium", Hours: 1}}}
}

func mustPreset(id string) Preset {
	p, err := PresetByID(id)
	if err != nil {
		panic(err)
	}
	return p
}

func TestWorkedTimeIsJudgedForItsBreak(t *testing.T) {
	rate := int64(2000)
	cases := []struct {
		name   string
		rules  Rules
		work   Work
		kinds  []FindingKind
		deduct int
		cents  int64 // missed-break pay; 0: none
	}{
		{"a 7-hour day without a break is missed, and pays an hour", california(false),
			worked(1, "2026-11-27 08:00", "2026-11-27 15:00"), []FindingKind{BreakMissed}, 0, 2000},
		{"five hours exactly needs no break", california(false),
			worked(1, "2026-11-27 08:00", "2026-11-27 13:00"), nil, 0, 0},
		{"a meal period taken in time is kept", california(false),
			worked(1, "2026-11-27 08:00", "2026-11-27 15:30", [2]string{"2026-11-27 12:00", "2026-11-27 12:30"}), nil, 0, 0},
		{"a break clocked as two parts of 15 minutes is short (parts of 30)", california(false),
			worked(1, "2026-11-27 08:00", "2026-11-27 15:30", [2]string{"2026-11-27 10:00", "2026-11-27 10:15"}, [2]string{"2026-11-27 12:00", "2026-11-27 12:15"}),
			[]FindingKind{BreakShort}, 0, 2000},
		{"two parts of 30 minutes make the hour of an 11-hour day", california(false),
			worked(1, "2026-11-27 08:00", "2026-11-27 19:00", [2]string{"2026-11-27 11:00", "2026-11-27 11:30"}, [2]string{"2026-11-27 15:00", "2026-11-27 15:30"}),
			nil, 0, 0},
		{"a meal period begun after the fifth hour is late", california(false),
			worked(1, "2026-11-27 08:00", "2026-11-27 15:30", [2]string{"2026-11-27 13:30", "2026-11-27 14:00"}), []FindingKind{BreakLate}, 0, 2000},
		{"across midnight: 22:00 to 05:30 without a break is missed", california(false),
			worked(1, "2026-11-27 22:00", "2026-11-28 05:30"), []FindingKind{BreakMissed}, 0, 2000},
		{"an unclocked unpaid break is deducted where the rule allows", california(true),
			worked(1, "2026-11-27 08:00", "2026-11-27 15:00"), []FindingKind{BreakDeducted}, 30, 0},
		{"a short break is not deducted, it is short", california(true),
			worked(1, "2026-11-27 08:00", "2026-11-27 15:00", [2]string{"2026-11-27 11:00", "2026-11-27 11:10"}), []FindingKind{BreakShort}, 0, 2000},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := JudgeWorked(Input{Rules: c.rules, Person: Person{UserID: 1, Name: "Mia", RateCents: &rate}, Work: []Work{c.work}, Zone: berlin})[1]
			var kinds []FindingKind
			for _, f := range got.Findings {
				kinds = append(kinds, f.Kind)
				if f.Message == "" || f.Source != "California Labor Code § 512(a)" {
					t.Errorf("finding %s without the rule's words or source: %+v", f.Kind, f)
				}
			}
			if !slices.Equal(kinds, c.kinds) || got.DeductMinutes != c.deduct {
				t.Fatalf("got %v deducting %d, want %v deducting %d", kinds, got.DeductMinutes, c.kinds, c.deduct)
			}
			var cents int64
			for _, p := range got.Premiums {
				if p.Kind == MissedBreak {
					cents += p.Cents
				}
			}
			if cents != c.cents {
				t.Errorf("missed-break pay %d cents, want %d", cents, c.cents)
			}
		})
	}
}

func TestACorrectedBreakCountsItsTotalAsOnePart(t *testing.T) {
	w := worked(7, "2026-11-27 08:00", "2026-11-27 15:30")
	w.UntimedBreakMinutes = 30
	if got := JudgeWorked(Input{Rules: california(false), Person: Person{UserID: 1, Name: "Mia"}, Work: []Work{w}, Zone: berlin})[7]; len(got.Findings) != 0 {
		t.Fatalf("a corrected 30-minute break is enough, got %+v", got.Findings)
	}
	w.UntimedBreakMinutes = 20
	got := JudgeWorked(Input{Rules: california(false), Person: Person{UserID: 1, Name: "Mia"}, Work: []Work{w}, Zone: berlin})[7]
	if len(got.Findings) != 1 || got.Findings[0].Kind != BreakShort || len(got.Premiums) != 1 || got.Premiums[0].Priced {
		t.Fatalf("a corrected 20-minute break is short, unpriced without a rate: %+v", got)
	}
}

func TestAMinorsWorkedTimesAreFlaggedAndAHardRuleRefusesTheClockIn(t *testing.T) {
	birth := day("2010-06-01") // 16 in November 2026
	minor := func(sev domain.RuleSeverity) Rules {
		return Rules{Minors: []Minor{{Base: Base{Severity: sev}, UnderAge: 18, EarliestStart: clock("06:00"), LatestEnd: clock("20:00")}}}
	}
	in := Input{Rules: minor(domain.RuleWarn), Person: Person{UserID: 1, Name: "Tom", BirthDate: &birth}, Zone: berlin,
		Work: []Work{worked(1, "2026-11-27 05:30", "2026-11-27 11:00"), worked(2, "2026-11-27 16:00", "2026-11-27 21:15"), worked(3, "2026-11-28 10:00", "2026-11-28 14:00")}}
	got := JudgeWorked(in)
	if f := got[1].Findings; len(f) != 1 || f[0].Kind != MinorEarly {
		t.Errorf("05:30 is before 06:00: %+v", f)
	}
	if f := got[2].Findings; len(f) != 1 || f[0].Kind != MinorLate || f[0].Message != "Tom, under 18, worked until 21:15, past 20:00, the latest a minor may work." {
		t.Errorf("21:15 is past 20:00: %+v", f)
	}
	if f := got[3].Findings; len(f) != 0 {
		t.Errorf("10:00 to 14:00 is inside: %+v", f)
	}
	cases := []struct {
		name    string
		sev     domain.RuleSeverity
		now     string
		birth   string
		found   bool
		refused bool
	}{
		{"before the earliest start, hard: refused", domain.RuleBlock, "2026-11-27 05:50", "2010-06-01", true, true},
		{"before the earliest start, a warning: let through", domain.RuleWarn, "2026-11-27 05:50", "2010-06-01", true, false},
		{"at the latest end: too late", domain.RuleBlock, "2026-11-27 20:00", "2010-06-01", true, true},
		{"inside the hours", domain.RuleBlock, "2026-11-27 19:59", "2010-06-01", false, false},
		{"18 today: an adult from the first minute", domain.RuleBlock, "2026-11-27 05:00", "2008-11-27", false, false},
		{"18 tomorrow: still a minor", domain.RuleBlock, "2026-11-27 23:30", "2008-11-28", true, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := day(c.birth)
			f, found, refused := minor(c.sev).ClockIn(&b, at(c.now), berlin)
			if found != c.found || refused != c.refused || found && f.Message == "" {
				t.Fatalf("got found %v refused %v (%q), want %v %v", found, refused, f.Message, c.found, c.refused)
			}
		})
	}
}

func TestAMissedBreakPremiumIsValidatedOnItsOwn(t *testing.T) {
	ok := Rules{Premiums: []Premium{{Kind: MissedBreak, Name: "Meal", Hours: 1}}}
	if err := ok.Validate(); err != nil {
		t.Fatal(err)
	}
	for _, bad := range []Rules{
		{Premiums: []Premium{{Kind: MissedBreak, Name: "Meal"}}},
		{Premiums: []Premium{{Kind: MissedBreak, Name: "Meal", Hours: 1, Percent: 50}}},
		{Premiums: []Premium{{Kind: Sunday, Name: "Sunday", Percent: 50, Hours: 1}}},
		{Breaks: []Break{{Base: warn, AfterMinutes: 300, Minutes: 30, Paid: true, AutoDeduct: true}}},
	} {
		if err := bad.Validate(); err == nil {
			t.Errorf("%+v validated", bad)
		}
	}
}
