package timeclock

import (
	"strconv"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/store"
)

// Predictability pay in payroll: the premiums owed for late changes to published shifts
// (labour.PayLines), per person and period, in two columns of their own after every
// other column (premiums' included), so that no column payroll tools read moves.

// Predictability pay's columns in the CSV.
const (
	csvLateChanges       = "Late changes paid"
	csvPredictabilityPay = "Predictability pay"
)

// owedPeople are the people owed predictability pay, each once.
func owedPeople(owed []store.LabourConsent) []int64 {
	seen := map[int64]bool{}
	var out []int64
	for _, c := range owed {
		if !seen[c.UserID] {
			seen[c.UserID] = true
			out = append(out, c.UserID)
		}
	}
	return out
}

// addPredictability puts each person's owed late changes on their row, their money
// hidden as the rest of pay is from an API token without staff:read, and says whether
// the CSV has the columns.
func addPredictability(actor *domain.User, p *Payroll, lab PayrollLabour) {
	p.HasPredictabilityPay = lab.Predictability || len(lab.Owed) > 0
	hide := actor.Allow(domain.ScopeStaffRead) != nil
	p.payHidden = hide
	row := make(map[int64]int, len(p.Rows))
	for i, r := range p.Rows {
		row[r.UserID] = i
	}
	for _, c := range lab.Owed {
		i, ok := row[c.UserID]
		if !ok {
			continue // addLeaveOnly added everyone owed; a row missing is one not paid here
		}
		if hide {
			c.Cents, c.Priced = 0, false
		}
		p.Rows[i].Predictability = append(p.Rows[i].Predictability, c)
	}
}

// PredictabilityPayCents is the sum of the row's owed late changes; nil when one of them
// could not be priced (a share of pay without a rate) or the money is hidden.
func (r PayrollRow) PredictabilityPayCents() *int64 {
	var sum int64
	for _, c := range r.Predictability {
		if !c.Priced {
			return nil
		}
		sum += c.Cents
	}
	return &sum
}

// PredictabilityPay is PredictabilityPayCents as a decimal, "75.00"; nil as it is.
func (r PayrollRow) PredictabilityPay() *string { return moneyOrNil(r.PredictabilityPayCents()) }

// predictabilityHead are the predictability columns' names (none when the payroll has
// no such pay).
func predictabilityHead(p *Payroll) []string {
	if !p.HasPredictabilityPay {
		return nil
	}
	return []string{csvLateChanges, csvPredictabilityPay}
}

// predictabilityCells are a row's predictability columns: how many late changes are
// paid, and their money (0.00 when none is owed; empty when some could not be priced or
// the money is hidden).
func predictabilityCells(p *Payroll, r PayrollRow) []string {
	if !p.HasPredictabilityPay {
		return nil
	}
	pay := r.PredictabilityPayCents()
	if p.payHidden {
		pay = nil
	}
	return []string{strconv.Itoa(len(r.Predictability)), money(pay)}
}
