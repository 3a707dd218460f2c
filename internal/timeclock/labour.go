package timeclock

import (
	"context"
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/store"
)

// Labour is what the time clock, timesheets and payroll ask of the labour rules
// (labour.Service implements it; the labour domain imports this package through leave,
// so not the other way round).
type Labour interface {
	// MayClockIn refuses, with a sentence for the person (Invalid), a clock-in at now
	// that a hard rule for minors forbids (before the earliest start, past the latest end).
	MayClockIn(ctx context.Context, q store.Q, userID int64, now time.Time) error
	// JudgeWorked judges worked records under their people's labour rules: the breaks
	// missed, short, late or deducted, a minor's times, and the premiums each earns;
	// by record id, records without a finding or premium left out.
	JudgeWorked(ctx context.Context, q store.Q, worked []WorkedRecord) (map[int64]LabourJudgement, error)
	// PayrollLabour is what payroll reads of the labour rules for the pay period from..to,
	// for everyone: the premium kinds some rule set pays, whether some rule set has a
	// predictability rule on, and the late changes owed on pay days of the period.
	PayrollLabour(ctx context.Context, q store.Q, from, to domain.Date) (PayrollLabour, error)
}

// PayrollLabour is what the labour rules add to a pay period's payroll.
type PayrollLabour struct {
	// Kinds are the premium kinds some rule set pays, in the payroll's order.
	Kinds []string
	// Predictability says some rule set has a predictability rule on: the CSV then has
	// the predictability pay columns, in every period, owed or not.
	Predictability bool
	// Owed are the late changes whose premiums are owed on pay days of the period
	// (labour.PayLines): accepted ones, and cuts whatever the answer.
	Owed []store.LabourConsent
}

// WorkedRecord is a time record as the labour rules judge it: as corrected, with its
// clocked breaks (or, when a manager corrected it, only their total).
type WorkedRecord struct {
	RecordID, UserID int64
	Name             string
	In, Out          time.Time
	// BreakMinutes is the breaks' total; Corrected says their times are not known.
	BreakMinutes int
	Corrected    bool
}

// LabourNote is one labour rule a timesheet entry broke (or a break deducted), in the
// rule's words, with the law it cites (empty: none).
type LabourNote struct {
	Flag    TimesheetFlag
	Message string
	Source  string
}

// LabourJudgement is what the labour rules make of one time record.
type LabourJudgement struct {
	Notes []LabourNote
	// DeductedMinutes is an unpaid break that was not clocked, deducted as the rule allows.
	DeductedMinutes int
	Premiums        []PremiumLine
}

// PremiumLine is a premium earned: its kind (a labour.PremiumKind), its name, the
// minutes it pays for (for a missed break, the hours of pay), and its money (nil: no
// rate to price it, or hidden from the reader).
type PremiumLine struct {
	Kind     string
	Name     string
	Minutes  int
	PayCents *int64
}

// Pay is PayCents as a decimal, "25.00"; nil when there is none.
func (l PremiumLine) Pay() *string { return moneyOrNil(l.PayCents) }

// Timesheet flags the labour rules raise.
const (
	FlagMissedBreak   TimesheetFlag = "missed_break"
	FlagShortBreak    TimesheetFlag = "short_break"
	FlagLateBreak     TimesheetFlag = "late_break"
	FlagBreakDeducted TimesheetFlag = "break_deducted"
	FlagMinorEarly    TimesheetFlag = "minor_early_start"
	FlagMinorLate     TimesheetFlag = "minor_late_end"
)

// judgeRecords asks the labour rules about the rows (nil without a Labour): one call for
// the whole period, whose reads are set-based.
func (s *Service) judgeRecords(ctx context.Context, q store.Q, rows []store.TimesheetRow, names map[int64]string, rules domain.TimesheetRules, now time.Time) (map[int64]LabourJudgement, error) {
	if s.labour == nil || len(rows) == 0 {
		return nil, nil
	}
	worked := make([]WorkedRecord, 0, len(rows))
	for _, r := range rows {
		e := EntryOf(r, rules, now)
		if e.ClockOutAt == nil {
			continue // judged once closed: a break may still come
		}
		worked = append(worked, WorkedRecord{RecordID: r.RecordID, UserID: r.UserID, Name: names[r.UserID],
			In: e.ClockInAt, Out: *e.ClockOutAt, BreakMinutes: e.BreakMinutes, Corrected: e.Correction != nil})
	}
	return s.labour.JudgeWorked(ctx, q, worked)
}

// applyLabour puts a record's judgement on its entry: the flags and notes, the deducted
// break (out of the paid minutes), and the premiums.
func applyLabour(e *TimesheetEntry, j LabourJudgement) {
	for _, n := range j.Notes {
		e.Flags = addFlags(e.Flags, n.Flag)
	}
	e.Labour = j.Notes
	if j.DeductedMinutes > 0 {
		e.DeductedBreakMinutes = j.DeductedMinutes
		e.BreakMinutes += j.DeductedMinutes
		e.PaidMinutes = max(0, e.PaidMinutes-j.DeductedMinutes)
	}
	e.Premiums = j.Premiums
}

// addPremiums adds lines into a list of premiums kept one line per kind and name.
func addPremiums(to []PremiumLine, lines ...PremiumLine) []PremiumLine {
	for _, l := range lines {
		found := false
		for i := range to {
			if to[i].Kind == l.Kind && to[i].Name == l.Name {
				to[i].Minutes += l.Minutes
				to[i].PayCents = addCents(to[i].PayCents, l.PayCents)
				found = true
			}
		}
		if !found {
			if l.PayCents != nil {
				c := *l.PayCents
				l.PayCents = &c
			}
			to = append(to, l)
		}
	}
	return to
}

// addCents sums money where both are known; an unpriced part makes the sum unpriced.
func addCents(a, b *int64) *int64 {
	if a == nil || b == nil {
		return nil
	}
	c := *a + *b
	return &c
}
