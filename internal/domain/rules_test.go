package domain

import (
	"strings"
	"testing"
)

func dateOf(s string) Date {
	d, err := ParseDate(s)
	if err != nil {
		panic(err)
	}
	return d
}

func rule(v int, sev RuleSeverity) *Rule { return &Rule{Value: v, Severity: sev} }

// weeks returns a rule set over periods of n weeks from Friday Nov 6 2026.
func weeks(n int, r Rules) *RuleSet {
	return &RuleSet{Name: "Contract", PeriodKind: PeriodWeeks, PeriodWeeks: n, PeriodStart: dateOf("2026-11-06"), Rules: r}
}

func month(r Rules) *RuleSet { return &RuleSet{Name: "Monthly", PeriodKind: PeriodMonth, Rules: r} }

func typed(sh Shift, typeID int64) Shift {
	sh.ShiftTypeID = &typeID
	return sh
}

// days makes one 8-hour shift of Eve's on each date, ids from first.
func days(first int64, dates ...string) []Shift {
	var out []Shift
	for i, d := range dates {
		out = append(out, mkShift(first+int64(i), 1, d, "09:00", "17:00"))
	}
	return out
}

func TestEachWorkRuleAtEachSeverity(t *testing.T) {
	tests := []struct {
		name   string
		rs     func(RuleSeverity) *RuleSet
		shifts []Shift
		others []Shift
		code   ConflictCode
		msg    string
	}{
		{"Max hours counts the stored shifts of the same two-week period",
			func(s RuleSeverity) *RuleSet { return weeks(2, Rules{MaxHours: rule(20*60, s)}) },
			days(1, "2026-11-20", "2026-11-21"), days(10, "2026-11-13", "2026-11-27"), OverHours,
			"Eve would work 24 h in the period Nov 20-Dec 3, over the maximum of 20 h."},
		{"Min hours counts the whole month",
			func(s RuleSeverity) *RuleSet { return month(Rules{MinHours: rule(30*60, s)}) },
			days(1, "2026-11-20"), days(10, "2026-11-02"), MinHours,
			"Eve would work only 16 h in November 2026, under the minimum of 30 h."},
		{"Max shifts of a type counts shifts of that type only",
			func(s RuleSeverity) *RuleSet {
				return month(Rules{ShiftTypeLimits: []ShiftTypeLimit{{ShiftTypeID: 7, Max: 1, Severity: s}}})
			},
			[]Shift{typed(mkShift(1, 1, "2026-11-20", "22:00", "06:00"), 7), mkShift(2, 1, "2026-11-22", "09:00", "17:00")},
			[]Shift{typed(mkShift(10, 1, "2026-11-02", "22:00", "06:00"), 7)}, MaxShiftsOfType,
			"Eve would work 2 Night shifts in November 2026, over the most of 1."},
		{"Max consecutive days runs across the week's edge into stored shifts",
			func(s RuleSeverity) *RuleSet { return weeks(1, Rules{MaxConsecutiveDays: rule(3, s)}) },
			days(1, "2026-11-20", "2026-11-21"), days(10, "2026-11-18", "2026-11-19"), MaxConsecutiveDays,
			"Eve would work 4 days in a row (Nov 18 to Nov 21), over the most of 3."},
		{"Min consecutive days flags a lone working day",
			func(s RuleSeverity) *RuleSet { return weeks(1, Rules{MinConsecutiveDays: rule(2, s)}) },
			days(1, "2026-11-20", "2026-11-22", "2026-11-23"), nil, MinConsecutiveDays,
			"Eve would work only 1 day in a row (Nov 20 to Nov 20), under the fewest of 2."},
		{"Min days off flags a single day off between two runs",
			func(s RuleSeverity) *RuleSet { return weeks(1, Rules{MinDaysOff: rule(2, s)}) },
			days(1, "2026-11-20", "2026-11-22"), nil, MinDaysOff,
			"Eve would have only 1 day off (Nov 21 to Nov 21) between working days, under the fewest of 2."},
		{"Max weekends counts a Sunday night shift as that weekend",
			func(s RuleSeverity) *RuleSet { return month(Rules{MaxWeekends: rule(1, s)}) },
			[]Shift{mkShift(1, 1, "2026-11-22", "22:00", "06:00")}, days(10, "2026-11-07"), MaxWeekends,
			"Eve would work 2 weekends in November 2026, over the most of 1."},
		{"Min rest counts from the end of an overnight shift",
			func(s RuleSeverity) *RuleSet { return weeks(1, Rules{MinRest: rule(11*60, s)}) },
			[]Shift{mkShift(1, 1, "2026-11-20", "22:00", "06:00"), mkShift(2, 1, "2026-11-21", "16:00", "20:00")}, nil, ShortRest,
			"Eve would rest only 10 h between Friday Nov 20 22:00-06:00 and Saturday Nov 21 16:00-20:00 (the minimum is 11 h)."},
		{"Max daily hours counts an overnight shift on the day it starts",
			func(s RuleSeverity) *RuleSet { return weeks(1, Rules{MaxDailyHours: rule(10*60, s)}) },
			[]Shift{mkShift(1, 1, "2026-11-20", "06:00", "10:00"), mkShift(2, 1, "2026-11-20", "18:00", "02:00")}, nil, MaxDailyHours,
			"Eve would work 12 h on Friday Nov 20, over the most of 10 h in a day."},
	}
	want := map[RuleSeverity]string{RuleBlock: "HARD", RuleWarn: "WARNING", RuleOff: ""}
	for _, tc := range tests {
		for _, sev := range []RuleSeverity{RuleBlock, RuleWarn, RuleOff} {
			t.Run(tc.name+" when set to "+string(sev), func(t *testing.T) {
				in := ConflictInput{Shifts: tc.shifts, Others: tc.others, WeekStarting: dateOf("2026-11-20"),
					RuleSets: map[int64]*RuleSet{1: tc.rs(sev)}, ShiftTypes: map[int64]ShiftType{7: {ID: 7, Name: "Night"}}}
				got := Conflicts(in)
				if want[sev] == "" {
					if len(got) != 0 {
						t.Fatalf("an OFF rule reported %v", got)
					}
					return
				}
				if codes(got) != string(tc.code)+"/"+want[sev] {
					t.Fatalf("codes = %q, want %s/%s (%v)", codes(got), tc.code, want[sev], got)
				}
				if got[0].Message != tc.msg {
					t.Errorf("message = %q\nwant      %q", got[0].Message, tc.msg)
				}
			})
		}
	}
}

func TestPeriodRulesRespectPeriodBoundaries(t *testing.T) {
	// 24 h on Nov 19 (the first two-week period's last day) and 24 h on Nov 20 (the
	// next one's first): neither period is over 30 h.
	shifts := []Shift{mkShift(1, 1, "2026-11-20", "00:00", "23:59"), mkShift(2, 1, "2026-11-21", "09:00", "10:00")}
	others := []Shift{mkShift(10, 1, "2026-11-19", "00:00", "23:59"), mkShift(11, 1, "2026-11-18", "00:00", "23:59")}
	in := ConflictInput{Shifts: shifts, Others: others, WeekStarting: dateOf("2026-11-20"),
		RuleSets: map[int64]*RuleSet{1: weeks(2, Rules{MaxHours: rule(30*60, RuleBlock)})}}
	if got := Conflicts(in); len(got) != 0 {
		t.Fatalf("a period boundary was crossed: %v", got)
	}
	// A calendar month: an overnight shift on Nov 30 counts in November, whole.
	in = ConflictInput{Shifts: []Shift{mkShift(1, 1, "2026-11-30", "20:00", "08:00")},
		Others:   []Shift{mkShift(10, 1, "2026-12-01", "09:00", "17:00")},
		RuleSets: map[int64]*RuleSet{1: month(Rules{MaxHours: rule(11*60, RuleWarn)})}}
	got := Conflicts(in)
	if codes(got) != "OVER_HOURS/WARNING" || !strings.Contains(got[0].Message, "12 h in November 2026") {
		t.Fatalf("got %v, want November over by the overnight shift alone", got)
	}
}

func TestPeriodsOfWeeksRunBothWaysFromTheirStart(t *testing.T) {
	rs := weeks(2, Rules{})
	for _, tc := range []struct{ day, from, to string }{
		{"2026-11-06", "2026-11-06", "2026-11-19"}, {"2026-11-19", "2026-11-06", "2026-11-19"},
		{"2026-11-20", "2026-11-20", "2026-12-03"}, {"2026-11-05", "2026-10-23", "2026-11-05"},
	} {
		from, to := rs.Period(dateOf(tc.day))
		if from.String() != tc.from || to.String() != tc.to {
			t.Errorf("period of %s = %s..%s, want %s..%s", tc.day, from, to, tc.from, tc.to)
		}
	}
}

func TestTheDefaultRuleSetKeepsTheWorkplaceSettingsSentences(t *testing.T) {
	in := ConflictInput{WeekStarting: dateOf("2026-11-20"), DefaultRules: RuleSetFromSettings(DefaultSettings),
		Shifts: []Shift{mkShift(1, 2, "2026-11-20", "08:00", "18:00"), mkShift(2, 2, "2026-11-21", "08:00", "18:00"),
			mkShift(3, 2, "2026-11-22", "08:00", "18:00"), mkShift(4, 2, "2026-11-23", "08:00", "18:00"),
			mkShift(5, 2, "2026-11-24", "08:00", "09:30")}}
	got := Conflicts(in)
	if codes(got) != "OVER_HOURS/WARNING" ||
		got[0].Message != "Bob would work 41 h 30 min in the week of Nov 20, over the weekly limit of 40 h." {
		t.Fatalf("got %v", got)
	}
}

func TestRuleSetsRefuseValuesNoWorkplaceCouldMean(t *testing.T) {
	for _, rs := range []RuleSet{
		{Name: " ", PeriodKind: PeriodWeeks, PeriodWeeks: 1},
		{Name: "A", PeriodKind: "YEAR"},
		{Name: "A", PeriodKind: PeriodWeeks, PeriodWeeks: 13},
		{Name: "A", PeriodKind: PeriodMonth, Rules: Rules{MaxHours: rule(10, RuleBlock)}},
		{Name: "A", PeriodKind: PeriodMonth, Rules: Rules{MaxWeekends: rule(1, "SOMETIMES")}},
	} {
		if err := rs.Validate(); KindOf(err) != Invalid || err.Error() == "" {
			t.Errorf("%+v: %v, want Invalid with a sentence", rs, err)
		}
	}
}
