package labour

import (
	"testing"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// Rules no workplace could mean are refused with a sentence (Invalid), each its own.
func TestValidateRefusesWithASentence(t *testing.T) {
	t.Parallel()
	typ := int64(1)
	cases := []struct {
		name  string
		rules Rules
		want  string
	}{
		{"a severity", Rules{DailyRest: &Rest{Base: Base{Severity: "NEVER"}, Minutes: 660}}, "A rule is set to BLOCK, WARN or OFF."},
		{"a daily rest", Rules{DailyRest: &Rest{Base: warn, Minutes: 30}}, "The daily rest must be between 1 h and 48 h."},
		{"weekly rest days", Rules{WeeklyRest: &WeeklyRest{Base: warn, Minutes: 1440, Days: 10}}, "The weekly rest is counted over 7 or 14 days."},
		{"a reference period", Rules{AverageWeek: &Average{Base: warn, MaxMinutes: 2880, Weeks: 0}}, "The reference period of the average week is 1 to 52 weeks."},
		{"a blocking deadline", Rules{PostingDeadline: &Posting{Base: block, Days: 14}}, "A late publish is reported as a warning: the posting deadline cannot block."},
		{"a break", Rules{Breaks: []Break{{Base: warn, AfterMinutes: 360, Minutes: 1}}}, "A break is 5 minutes to 4 hours, after 1 to 24 hours of work."},
		{"a break's parts", Rules{Breaks: []Break{{Base: warn, AfterMinutes: 360, Minutes: 30, MinPartMinutes: 45}}},
			"A break's parts are at most the whole break, and its latest start is within 24 hours."},
		{"a minor's age", Rules{Minors: []Minor{{Base: block, UnderAge: 30, MaxDailyMinutes: 480}}}, "A rule for minors applies under an age of 13 to 21."},
		{"a minor's school day", Rules{Minors: []Minor{{Base: block, UnderAge: 16, SchoolDayMaxMinutes: 25 * 60}}},
			"A minor's most hours on a school day are 0 to 24, and in a school week 0 to 168 (0: no limit)."},
		{"a minor's school week", Rules{Minors: []Minor{{Base: block, UnderAge: 16, SchoolWeekMaxMinutes: -1}}},
			"A minor's most hours on a school day are 0 to 24, and in a school week 0 to 168 (0: no limit)."},
		{"an empty minor rule", Rules{Minors: []Minor{{Base: block, UnderAge: 18}}}, "A rule for minors limits their hours, the times they work or their breaks."},
		{"a night without a window", Rules{Premiums: []Premium{{Kind: Night, Name: "Night", Percent: 25}}}, "A night premium needs a window: a start and a different end."},
		{"a premium of nothing", Rules{Premiums: []Premium{{Kind: Sunday, Name: "Sunday"}}},
			"A premium is 1% to 300% of the hourly rate, or up to 1000.00 an hour, or both."},
		{"a shift type premium without its type", Rules{Premiums: []Premium{{Kind: ShiftType, Name: "Late", Percent: 10}}}, "A shift type premium names its shift type."},
		{"an unknown kind", Rules{Premiums: []Premium{{Kind: "MOON", Name: "Moon", Percent: 10, ShiftTypeID: &typ}}},
			"A premium is for NIGHT, SUNDAY, HOLIDAY, SHIFT_TYPE, POSITION, CLOPENING or MISSED_BREAK work."},
		{"a premium without a name", Rules{Premiums: []Premium{{Kind: Sunday, Name: " ", Percent: 10}}}, "A premium needs a name."},
		{"a source of two lines", Rules{DailyRest: &Rest{Base: Base{Severity: domain.RuleWarn, Source: "§ 5\n§ 6"}, Minutes: 660}},
			"A rule's source must be one line."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			err := c.rules.Validate()
			if domain.KindOf(err) != domain.Invalid || err.Error() != c.want {
				t.Errorf("Validate() = %v, want Invalid %q", err, c.want)
			}
		})
	}
	school := Rules{Minors: []Minor{{Base: block, UnderAge: 16, SchoolWeekMaxMinutes: 18 * 60}}}
	if err := school.Validate(); err != nil {
		t.Errorf("a rule for minors with only a school week's limit: %v", err)
	}
	var none Rules
	if err := none.Validate(); err != nil {
		t.Errorf("no rules: %v", err)
	}
	trimmed := Rules{Premiums: []Premium{{Kind: Sunday, Name: "  Sunday ", Percent: 50, Source: " § 1 "}}}
	if err := trimmed.Validate(); err != nil || trimmed.Premiums[0].Name != "Sunday" || trimmed.Premiums[0].Source != "§ 1" {
		t.Errorf("a premium is kept as %+v (%v), want its name and source trimmed", trimmed.Premiums[0], err)
	}
}
