package timeclock

import (
	"context"
	"slices"
)

// The labour rules' premiums in payroll: each kind its own two columns (hours and pay)
// after every column payroll tools already read, for every kind some rule set pays (so
// the columns stay from one period to the next) and any other earned in the period.

// premiumTitles are the CSV's names of the premium kinds (labour.PremiumKind).
var premiumTitles = map[string]string{
	"NIGHT": "Night premium", "SUNDAY": "Sunday premium", "HOLIDAY": "Holiday premium",
	"SHIFT_TYPE": "Shift type premium", "POSITION": "Position premium", "CLOPENING": "Clopening premium",
	"MISSED_BREAK": "Missed break premium",
}

// payrollLabour reads what the labour rules add to the period (nothing without them).
func (s *Service) payrollLabour(ctx context.Context, p *Payroll) (PayrollLabour, error) {
	if s.labour == nil {
		return PayrollLabour{}, nil
	}
	return s.labour.PayrollLabour(ctx, s.store.Q(), p.Start, p.End)
}

// premiumKinds are the kinds the payroll has columns for: those some rule set pays, and
// any other earned in the period.
func premiumKinds(kinds []string, rows []PayrollRow) []string {
	kinds = slices.Clone(kinds)
	for _, r := range rows {
		for _, p := range r.Premiums {
			if !slices.Contains(kinds, p.Kind) {
				kinds = append(kinds, p.Kind)
			}
		}
	}
	if kinds == nil {
		kinds = []string{}
	}
	return kinds
}

// premiumHead are the premium columns' names.
func premiumHead(kinds []string) []string {
	out := make([]string, 0, 2*len(kinds))
	for _, k := range kinds {
		title := premiumTitles[k]
		if title == "" {
			title = k
		}
		out = append(out, title+" hours", title+" pay")
	}
	return out
}

// premiumCells are a row's premium columns: the hours of each kind (the hours of pay, for
// a missed break) and their money; pay is empty where some of it could not be priced or
// is hidden, and 0.00 where none was earned but the rate is known.
func premiumCells(kinds []string, r PayrollRow) []string {
	out := make([]string, 0, 2*len(kinds))
	for _, k := range kinds {
		minutes, pay := 0, (*int64)(nil)
		if r.RateCents != nil {
			pay = new(int64)
		}
		for _, p := range r.Premiums {
			if p.Kind != k {
				continue
			}
			minutes += p.Minutes
			pay = addCents(pay, p.PayCents)
		}
		out = append(out, decimalHours(minutes), money(pay))
	}
	return out
}
