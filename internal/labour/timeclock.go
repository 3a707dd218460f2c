package labour

import (
	"context"
	"fmt"
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/store"
	"github.com/shiftsched/shiftsched/internal/timeclock"
)

// The labour rules at the time clock, on timesheets and in payroll: the Service is the
// time clock's timeclock.Labour (wired in cmd/shiftsched), so that one definition of the
// rules judges a publish and the time worked.

var _ timeclock.Labour = (*Service)(nil)

// findingFlags are the timesheet flags of the findings.
var findingFlags = map[FindingKind]timeclock.TimesheetFlag{
	BreakMissed: timeclock.FlagMissedBreak, BreakShort: timeclock.FlagShortBreak, BreakLate: timeclock.FlagLateBreak,
	BreakDeducted: timeclock.FlagBreakDeducted, MinorEarly: timeclock.FlagMinorEarly, MinorLate: timeclock.FlagMinorLate,
}

// MayClockIn refuses a clock-in at now that a hard rule for minors of the person's rule
// set forbids (Invalid, a sentence for them); a warning lets it through, and the
// timesheet flags the worked time. Reads the rule set, and the birth date only when a
// rule for minors is on.
func (s *Service) MayClockIn(ctx context.Context, q store.Q, userID int64, now time.Time) error {
	rules, err := rulesOfPeople(ctx, q, []int64{userID})
	if err != nil || !rules[userID].hasMinors() {
		return err
	}
	births, err := q.BirthDates(ctx, []int64{userID})
	if err != nil {
		return err
	}
	b, ok := births[userID]
	if !ok {
		return nil
	}
	f, found, refused := rules[userID].ClockIn(&b, now, s.Zone().Location())
	if found && refused {
		return domain.Errorf(domain.Invalid, "%s", f.Message)
	}
	return nil
}

// rulesOfPeople parses the labour rules each person follows (their rule set's, else the
// default's), leaving out people without any: one statement.
func rulesOfPeople(ctx context.Context, q store.Q, users []int64) (map[int64]Rules, error) {
	def, sets, err := q.RuleSetsOfUsers(ctx, users)
	if err != nil {
		return nil, err
	}
	parsed := map[*domain.RuleSet]Rules{}
	out := map[int64]Rules{}
	for _, u := range users {
		rs := sets[u]
		if rs == nil {
			rs = def
		}
		if rs == nil || len(rs.Labour) == 0 {
			continue
		}
		r, seen := parsed[rs]
		if !seen {
			if r, err = Parse(rs.Labour); err != nil {
				return nil, err
			}
			parsed[rs] = r
		}
		if !r.Empty() {
			out[u] = r
		}
	}
	return out, nil
}

// JudgeWorked judges closed time records under their people's labour rules: the break
// each needed, a minor's times, and the premiums each earns (missed-break pay among
// them). Set-based: the rule sets, then, only for people with labour rules, their
// records' shifts and breaks, birth dates, rates and holidays where a rule needs them.
func (s *Service) JudgeWorked(ctx context.Context, q store.Q, worked []timeclock.WorkedRecord) (map[int64]timeclock.LabourJudgement, error) {
	users := map[int64]bool{}
	var ids []int64
	for _, w := range worked {
		if !users[w.UserID] {
			users[w.UserID] = true
			ids = append(ids, w.UserID)
		}
	}
	if len(ids) == 0 {
		return nil, nil
	}
	rules, err := rulesOfPeople(ctx, q, ids)
	if err != nil || len(rules) == 0 {
		return nil, err
	}
	r := workedReads{q: q, rules: rules, zone: s.Zone().Location()}
	inputs, err := r.inputs(ctx, worked)
	if err != nil {
		return nil, err
	}
	out := map[int64]timeclock.LabourJudgement{}
	for _, in := range inputs {
		for id, j := range JudgeWorked(in) {
			if len(j.Findings) > 0 || len(j.Premiums) > 0 {
				out[id] = judgement(j)
			}
		}
	}
	return out, nil
}

// judgement is a record's Judged as the timesheet keeps it.
func judgement(j Judged) timeclock.LabourJudgement {
	out := timeclock.LabourJudgement{DeductedMinutes: j.DeductMinutes}
	for _, f := range j.Findings {
		out.Notes = append(out.Notes, timeclock.LabourNote{Flag: findingFlags[f.Kind], Message: f.Message, Source: f.Source})
	}
	for _, p := range j.Premiums {
		line := timeclock.PremiumLine{Kind: string(p.Kind), Name: p.Name, Minutes: p.Minutes}
		if p.Priced {
			c := p.Cents
			line.PayCents = &c
		}
		out.Premiums = append(out.Premiums, line)
	}
	return out
}

// PayrollLabour is what payroll reads of the labour rules for the pay period from..to:
// the premium kinds some rule set pays, in the order of premiumOrder (the payroll CSV's
// columns, the same from one period to the next while the rules stay), whether some rule
// set has a predictability rule on, and everyone's owed late changes on pay days of the
// period (PayLines). Two statements, whatever the number of people.
func (s *Service) PayrollLabour(ctx context.Context, q store.Q, from, to domain.Date) (timeclock.PayrollLabour, error) {
	var out timeclock.PayrollLabour
	sets, err := q.RuleSets(ctx)
	if err != nil {
		return out, err
	}
	used := map[PremiumKind]bool{}
	for _, rs := range sets {
		r, err := Parse(rs.Labour)
		if err != nil {
			return out, err
		}
		for _, p := range r.Premiums {
			used[p.Kind] = true
		}
		if r.Predictability != nil && r.Predictability.on() {
			out.Predictability = true
		}
	}
	for _, k := range premiumOrder {
		if used[k] {
			out.Kinds = append(out.Kinds, string(k))
		}
	}
	out.Owed, err = PayLines(ctx, q, nil, from, to)
	return out, err
}

// premiumOrder is the order premium kinds take in payroll.
var premiumOrder = []PremiumKind{Night, Sunday, Holiday, ShiftType, Position, ClopeningPay, MissedBreak}

// workLabel names a worked record in a sentence: "Friday Nov 20 08:00-15:00".
func workLabel(at, until time.Time, zone *time.Location) string {
	d := domain.DateOf(at.In(zone))
	return fmt.Sprintf("%s %s %s-%s", domain.DayName(domain.DayKeyOf(d)), d.ShortLabel(),
		at.In(zone).Format("15:04"), until.In(zone).Format("15:04"))
}
