package timeclock

import (
	"bytes"
	"context"
	"encoding/csv"
	"fmt"
	"strconv"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// PayrollRow is one approved timesheet as payroll reads it.
type PayrollRow struct {
	UserID                                        int64
	Name, Email                                   string
	RegularMinutes, OvertimeMinutes, BreakMinutes int
	RateCents, GrossPayCents                      *int64
}

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
	CSV      string
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
			BreakMinutes: t.Totals.BreakMinutes, RateCents: t.RateCents, GrossPayCents: t.GrossPayCents})
	}
	out.CSV, err = payrollCSV(out)
	return out, err
}

// payrollCSV writes the payroll as CSV: hours as decimal hours, money in the rate's
// units with two decimals; empty where no rate is set.
func payrollCSV(p *Payroll) (string, error) {
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	w.UseCRLF = true
	_ = w.Write([]string{"Employee ID", "Name", "Email", "Period start", "Period end", "Regular hours", "Overtime hours", "Break hours",
		"Hourly rate", "Gross pay", "Currency"})
	for _, r := range p.Rows {
		_ = w.Write([]string{strconv.FormatInt(r.UserID, 10), domain.SpreadsheetSafe(r.Name), domain.SpreadsheetSafe(r.Email),
			p.Start.String(), p.End.String(), decimalHours(r.RegularMinutes), decimalHours(r.OvertimeMinutes), decimalHours(r.BreakMinutes),
			money(r.RateCents), money(r.GrossPayCents), p.Currency})
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
