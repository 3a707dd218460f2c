package labour

import (
	"strings"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// MaxSourceLength is the longest citation a rule may carry.
const MaxSourceLength = 300

// Validate refuses labour rules no workplace could mean, with a sentence, and trims the
// premiums' names and the rules' sources as they are kept.
func (r *Rules) Validate() error {
	if len(r.Breaks) > 10 || len(r.Minors) > 5 || len(r.Premiums) > 30 {
		return domain.Errorf(domain.Invalid, "Labour rules hold at most 10 breaks, 5 rules for minors and 30 premiums.")
	}
	for _, b := range r.Breaks {
		if err := b.validate(); err != nil {
			return err
		}
	}
	for _, m := range r.Minors {
		if err := m.validate(); err != nil {
			return err
		}
	}
	for i := range r.Premiums {
		p := &r.Premiums[i]
		p.Name, p.Source = strings.TrimSpace(p.Name), strings.TrimSpace(p.Source)
		if err := p.validate(); err != nil {
			return err
		}
	}
	if err := r.Predictability.validate(); err != nil {
		return err
	}
	return r.validateSingles()
}

func (r Rules) validateSingles() error {
	type check struct {
		base     *Base
		value    int
		what     string
		min, max int
	}
	var checks []check
	if r.DailyRest != nil {
		checks = append(checks, check{&r.DailyRest.Base, r.DailyRest.Minutes, "The daily rest", 60, 48 * 60})
	}
	if w := r.WeeklyRest; w != nil {
		if w.Days != 7 && w.Days != 14 {
			return domain.Errorf(domain.Invalid, "The weekly rest is counted over 7 or 14 days.")
		}
		checks = append(checks, check{&w.Base, w.Minutes, "The weekly rest", 60, w.Days * 24 * 60 / 2})
	}
	if a := r.AverageWeek; a != nil {
		if a.Weeks < 1 || a.Weeks > 52 {
			return domain.Errorf(domain.Invalid, "The reference period of the average week is 1 to 52 weeks.")
		}
		checks = append(checks, check{&a.Base, a.MaxMinutes, "The average weekly maximum", 60, 168 * 60})
	}
	if p := r.PostingDeadline; p != nil {
		if p.Days < 0 || p.Days > 60 {
			return domain.Errorf(domain.Invalid, "The posting deadline is 0 to 60 days before the week starts.")
		}
		if p.Severity == domain.RuleBlock {
			return domain.Errorf(domain.Invalid, "A late publish is reported as a warning: the posting deadline cannot block.")
		}
		checks = append(checks, check{&p.Base, 60, "", 0, 60})
	}
	if c := r.Clopening; c != nil {
		checks = append(checks, check{&c.Base, c.MinRestMinutes, "The rest that makes a clopening", 60, 24 * 60})
	}
	for _, c := range checks {
		if err := c.base.validate(); err != nil {
			return err
		}
		if c.value < c.min || c.value > c.max {
			return domain.Errorf(domain.Invalid, "%s must be between %s and %s.", c.what, domain.Hours(c.min), domain.Hours(c.max))
		}
	}
	return nil
}

func (b Base) validate() error {
	if b.Severity != domain.RuleBlock && b.Severity != domain.RuleWarn && b.Severity != domain.RuleOff {
		return domain.Errorf(domain.Invalid, "A rule is set to BLOCK, WARN or OFF.")
	}
	return validSource(b.Source)
}

// validSource refuses a citation too long or not on one line.
func validSource(s string) error {
	if len(s) > MaxSourceLength {
		return domain.Errorf(domain.Invalid, "A rule's source is at most %d characters.", MaxSourceLength)
	}
	if strings.IndexFunc(s, domain.IsControl) >= 0 || domain.HasNUL(s) {
		return domain.Errorf(domain.Invalid, "A rule's source must be one line.")
	}
	return nil
}

func (b Break) validate() error {
	if err := b.Base.validate(); err != nil {
		return err
	}
	if b.AfterMinutes < 60 || b.AfterMinutes > 24*60 || b.Minutes < 5 || b.Minutes > 4*60 {
		return domain.Errorf(domain.Invalid, "A break is 5 minutes to 4 hours, after 1 to 24 hours of work.")
	}
	if b.AutoDeduct && b.Paid {
		return domain.Errorf(domain.Invalid, "Only an unpaid break can be deducted when it was not clocked.")
	}
	if b.MinPartMinutes < 0 || b.MinPartMinutes > b.Minutes || b.LatestStartMinutes < 0 || b.LatestStartMinutes > 24*60 {
		return domain.Errorf(domain.Invalid, "A break's parts are at most the whole break, and its latest start is within 24 hours.")
	}
	return nil
}

func (m Minor) validate() error {
	if err := m.Base.validate(); err != nil {
		return err
	}
	if len(m.Breaks) > 5 {
		return domain.Errorf(domain.Invalid, "A rule for minors holds at most 5 breaks.")
	}
	for _, b := range m.Breaks {
		if err := b.validate(); err != nil {
			return err
		}
	}
	if m.UnderAge < 13 || m.UnderAge > 21 {
		return domain.Errorf(domain.Invalid, "A rule for minors applies under an age of 13 to 21.")
	}
	if m.MaxDailyMinutes < 0 || m.MaxDailyMinutes > 24*60 || m.MaxWeeklyMinutes < 0 || m.MaxWeeklyMinutes > 168*60 {
		return domain.Errorf(domain.Invalid, "A minor's most hours are 0 to 24 a day and 0 to 168 a week (0: no limit).")
	}
	if m.SchoolDayMaxMinutes < 0 || m.SchoolDayMaxMinutes > 24*60 || m.SchoolWeekMaxMinutes < 0 || m.SchoolWeekMaxMinutes > 168*60 {
		return domain.Errorf(domain.Invalid, "A minor's most hours on a school day are 0 to 24, and in a school week 0 to 168 (0: no limit).")
	}
	if m.SchoolDayMaxMinutes == 0 && m.SchoolWeekMaxMinutes == 0 && m.MaxDailyMinutes == 0 && m.MaxWeeklyMinutes == 0 &&
		m.EarliestStart == nil && m.LatestEnd == nil && len(m.Breaks) == 0 {
		return domain.Errorf(domain.Invalid, "A rule for minors limits their hours, the times they work or their breaks.")
	}
	return nil
}

func (p Premium) validate() error {
	switch p.Kind {
	case Night:
		if p.From == nil || p.To == nil || *p.From == *p.To {
			return domain.Errorf(domain.Invalid, "A night premium needs a window: a start and a different end.")
		}
	case ShiftType:
		if p.ShiftTypeID == nil {
			return domain.Errorf(domain.Invalid, "A shift type premium names its shift type.")
		}
	case Position:
		if p.PositionID == nil {
			return domain.Errorf(domain.Invalid, "A position premium names its position.")
		}
	case MissedBreak:
		if p.Hours < 1 || p.Hours > 8 || p.Percent != 0 || p.CentsPerHour != 0 {
			return domain.Errorf(domain.Invalid, "A missed-break premium pays 1 to 8 hours of pay per missed break, and nothing else.")
		}
		if _, err := domain.WorkplaceName("premium", p.Name); err != nil {
			return err
		}
		return validSource(p.Source)
	case Sunday, Holiday, ClopeningPay:
	default:
		return domain.Errorf(domain.Invalid, "A premium is for NIGHT, SUNDAY, HOLIDAY, SHIFT_TYPE, POSITION, CLOPENING or MISSED_BREAK work.")
	}
	if p.Hours != 0 {
		return domain.Errorf(domain.Invalid, "Only a missed-break premium pays hours per missed break.")
	}
	if p.Percent < 0 || p.Percent > 300 || p.CentsPerHour < 0 || p.CentsPerHour > 100_000 || p.Percent == 0 && p.CentsPerHour == 0 {
		return domain.Errorf(domain.Invalid, "A premium is 1%% to 300%% of the hourly rate, or up to 1000.00 an hour, or both.")
	}
	if _, err := domain.WorkplaceName("premium", p.Name); err != nil {
		return err
	}
	return validSource(p.Source)
}
