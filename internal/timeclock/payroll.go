package timeclock

import (
	"bytes"
	"context"
	"encoding/csv"
	"fmt"
	"strconv"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/store"
)

// PayrollRow is one approved timesheet as payroll reads it.
type PayrollRow struct {
	UserID                                        int64
	Name, Email                                   string
	RegularMinutes, OvertimeMinutes, BreakMinutes int
	RateCents, GrossPayCents                      *int64
	// BankedMinutes is overtime banked as time off in lieu instead of paid: it is then
	// not in OvertimeMinutes nor in the gross pay.
	BankedMinutes int
	// Leave is the leave taken in the period, one line per type taken.
	Leave []PayrollLeaveLine
	// Premiums are the labour rules' premiums of the period (penalty pay such as a
	// missed break's among them), one line per kind and name; not in GrossPayCents.
	Premiums []PremiumLine
	// Predictability are the late changes to the person's published shifts whose
	// premiums are owed on pay days of the period (predictability pay); not in
	// GrossPayCents. Their money is hidden as the rate is.
	Predictability []store.LabourConsent
}

// PayrollLeaveLine is one type of leave a person took in the period: Amount in
// hundredths of the type's unit, Minutes by their contract, and PayCents at their
// hourly rate where the type is paid and a rate is set.
type PayrollLeaveLine struct {
	Type     domain.LeaveType
	Amount   int64
	Minutes  int
	PayCents *int64
}

// Pay is PayCents as a decimal, "84.00"; nil when there is none.
func (l PayrollLeaveLine) Pay() *string { return moneyOrNil(l.PayCents) }

// GrossPay is GrossPayCents as a decimal, "1234.50"; nil when there is none.
func (r PayrollRow) GrossPay() *string { return moneyOrNil(r.GrossPayCents) }

// Payroll is the approved timesheets of a pay period, and the same as CSV.
type Payroll struct {
	Start, End domain.Date
	Rows       []PayrollRow
	// NotApproved counts the people with a timesheet in the period that is not approved
	// yet, and so not in the export.
	NotApproved int
	// Currency is the ISO 4217 code of the rates and gross pay (the workplace's).
	Currency string
	// Types are the leave types the CSV has columns for, in its order.
	Types []domain.LeaveType
	// PremiumKinds are the premium kinds the CSV has columns for, in its order.
	PremiumKinds []string
	// HasPredictabilityPay says the CSV has the predictability pay columns (after every
	// other): some rule set has a predictability rule on, or some pay is owed.
	HasPredictabilityPay bool
	CSV                  string
	payHidden            bool // the reader may not see pay (an API token without staff:read)
}

// Payroll returns the approved timesheets of the pay period holding day: one row per
// person with regular, overtime and break hours and, where an hourly rate is set, gross
// pay; the CSV is RFC 4180 (UTF-8, CRLF, a header row), like the hours CSV, and carries
// each person's id and the workplace's currency, which payroll tools match on. E-mail
// addresses, rates and gross pay are left empty for an API token without staff:read.
// Managers of every location. Errors: Forbidden.
func (s *Service) Payroll(ctx context.Context, actor *domain.User, day domain.Date) (*Payroll, error) {
	p, err := s.Timesheets(ctx, actor, day) // pay hidden as actor may read it
	if err != nil {
		return nil, err
	}
	profile, err := s.store.Q().WorkplaceProfile(ctx)
	if err != nil {
		return nil, err
	}
	out := &Payroll{Start: p.Start, End: p.End, Rows: []PayrollRow{}, Currency: profile.Currency}
	for _, t := range p.People {
		if t.ApprovedAt == nil {
			out.NotApproved++
			continue
		}
		out.Rows = append(out.Rows, PayrollRow{UserID: t.UserID, Name: t.Name, Email: t.Email,
			RegularMinutes: t.Totals.RegularMinutes, OvertimeMinutes: t.Totals.OvertimeMinutes,
			BreakMinutes: t.Totals.BreakMinutes, RateCents: t.RateCents, GrossPayCents: t.GrossPayCents, Leave: []PayrollLeaveLine{},
			Premiums: t.Premiums, Predictability: []store.LabourConsent{}})
	}
	lab, err := s.payrollLabour(ctx, out)
	if err != nil {
		return nil, err
	}
	if err := s.addLeaveOnly(ctx, actor, out, p.People, owedPeople(lab.Owed)); err != nil {
		return nil, err
	}
	if out.Types, err = s.addLeave(ctx, out); err != nil {
		return nil, err
	}
	out.PremiumKinds = premiumKinds(lab.Kinds, out.Rows)
	addPredictability(actor, out, lab)
	out.CSV, err = payrollCSV(out)
	return out, err
}

// addLeaveOnly adds a row, after the others, for each person who took leave in the
// period, or is owed predictability pay in it (owed), but has no timesheet in it (away
// all period, or their only shift cut): their leave and premiums are paid too. Someone
// with a timesheet waiting for approval is not added; their pay comes with it.
func (s *Service) addLeaveOnly(ctx context.Context, actor *domain.User, p *Payroll, sheets []Timesheet, owed []int64) error {
	q := s.store.Q()
	var taken []store.LeaveTaken
	if s.leave != nil {
		var err error
		if taken, err = q.LeaveTakenBetween(ctx, p.Start, p.End); err != nil {
			return err
		}
	}
	has := map[int64]bool{}
	for _, t := range sheets {
		has[t.UserID] = true
	}
	var ids []int64
	for _, l := range taken {
		owed = append(owed, l.UserID)
	}
	for _, id := range owed {
		if !has[id] {
			has[id] = true
			ids = append(ids, id)
		}
	}
	if len(ids) == 0 {
		return nil
	}
	people, err := q.PayrollPeople(ctx, ids)
	if err != nil {
		return err
	}
	for _, u := range people {
		t := Timesheet{UserID: u.UserID, Name: u.Name, Email: u.Email, RateCents: u.RateCents}
		if t.RateCents != nil {
			t.GrossPayCents = new(int64)
		}
		hideTimesheetPay(actor, &t)
		p.Rows = append(p.Rows, PayrollRow{UserID: t.UserID, Name: t.Name, Email: t.Email, RateCents: t.RateCents,
			GrossPayCents: t.GrossPayCents, Leave: []PayrollLeaveLine{}, Premiums: []PremiumLine{}, Predictability: []store.LabourConsent{}})
	}
	return nil
}

// addLeave takes banked overtime out of the paid overtime and gross pay, and adds the
// leave each person took in the period; it returns the types the CSV has columns for
// (every type in use, and any other taken in the period).
func (s *Service) addLeave(ctx context.Context, p *Payroll) ([]domain.LeaveType, error) {
	q := s.store.Q()
	all, err := q.LeaveTypes(ctx)
	if err != nil || s.leave == nil {
		return nil, err
	}
	banked, err := q.BankedInPeriod(ctx, nil, p.Start)
	if err != nil {
		return nil, err
	}
	taken, err := s.leave.PayrollLeave(ctx, q, p.Start, p.End)
	if err != nil {
		return nil, err
	}
	byID := map[int64]domain.LeaveType{}
	for _, t := range all {
		byID[t.ID] = t
	}
	used := map[int64]bool{}
	for i := range p.Rows {
		r := &p.Rows[i]
		for _, b := range banked {
			if b.UserID == r.UserID && b.Amount > 0 {
				r.BankedMinutes, r.OvertimeMinutes = r.OvertimeMinutes, 0
				if r.RateCents != nil {
					pay := grossPayCents(TimesheetTotals{RegularMinutes: r.RegularMinutes}, *r.RateCents, 100)
					r.GrossPayCents = &pay
				}
				break
			}
		}
		for _, l := range taken {
			if l.UserID != r.UserID {
				continue
			}
			line := PayrollLeaveLine{Type: byID[l.LeaveTypeID], Amount: l.Amount, Minutes: l.Minutes}
			if line.Type.Paid && r.RateCents != nil {
				pay := (int64(l.Minutes)**r.RateCents + 30) / 60
				line.PayCents = &pay
			}
			used[l.LeaveTypeID] = true
			r.Leave = append(r.Leave, line)
		}
	}
	var types []domain.LeaveType
	for _, t := range all {
		if !t.Archived || used[t.ID] {
			types = append(types, t)
		}
	}
	return types, nil
}

// payrollCSV writes the payroll as CSV: hours as decimal hours, money in the rate's
// units with two decimals; empty where no rate is set.
func payrollCSV(p *Payroll) (string, error) {
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	w.UseCRLF = true
	// Leave's columns come after the ones payroll tools already read, in the same order.
	head := []string{"Employee ID", "Name", "Email", "Period start", "Period end", "Regular hours", "Overtime hours", "Break hours",
		"Hourly rate", "Gross pay", "Currency", "Banked overtime hours"}
	for _, t := range p.Types {
		name := domain.SpreadsheetSafe(t.Name)
		head = append(head, name+" hours", name+" pay")
	}
	head = append(head, premiumHead(p.PremiumKinds)...)
	_ = w.Write(append(head, predictabilityHead(p)...))
	for _, r := range p.Rows {
		line := []string{strconv.FormatInt(r.UserID, 10), domain.SpreadsheetSafe(r.Name), domain.SpreadsheetSafe(r.Email),
			p.Start.String(), p.End.String(), decimalHours(r.RegularMinutes), decimalHours(r.OvertimeMinutes), decimalHours(r.BreakMinutes),
			money(r.RateCents), money(r.GrossPayCents), p.Currency, decimalHours(r.BankedMinutes)}
		for _, t := range p.Types {
			minutes, pay := 0, (*int64)(nil)
			if t.Paid && r.RateCents != nil {
				pay = new(int64) // paid leave not taken pays 0.00; unpaid leave has no pay to write
			}
			for _, l := range r.Leave {
				if l.Type.ID == t.ID {
					minutes, pay = l.Minutes, l.PayCents
				}
			}
			line = append(line, decimalHours(minutes), money(pay))
		}
		line = append(line, premiumCells(p.PremiumKinds, r)...)
		_ = w.Write(append(line, predictabilityCells(p, r)...))
	}
	w.Flush()
	return b.String(), w.Error()
}

// decimalHours writes minutes as hours with two decimals, e.g. 450 as 7.50.
func decimalHours(minutes int) string { return fmt.Sprintf("%.2f", float64(minutes)/60) }

func money(cents *int64) string {
	if cents == nil {
		return ""
	}
	return fmt.Sprintf("%d.%02d", *cents/100, *cents%100)
}
