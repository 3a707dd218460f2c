package permission

import (
	"context"
	"encoding/json"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/store"
)

// Pay reach: hourly rates, and the money made from them (gross pay, labour cost), are
// seen by managers of every location, and through an API token only when it also
// carries staff:read (the scope that shows e-mail addresses). A manager limited to some
// locations sees no one's rate or pay, as timesheets and payroll are refused to them.
// The one figure made from rates that a location manager does see is their location's
// total scheduled cost against its weekly labour budget (the budget's OVER_BUDGET
// warning), which is the location's, not anyone's pay. Webhooks carry rates and pay for
// the whole workplace, so only managers of every location manage them.

var (
	errRatesHidden = domain.Errorf(domain.Forbidden,
		"Hourly rates are set and seen by managers of every location (through an API token, with staff:read).")
	errWebhooksWorkplaceWide = domain.Errorf(domain.Forbidden,
		"Webhooks deliver changes of the whole workplace, rates and pay included: only a manager of every location may manage them.")
)

// payKeys are the names under which audit entries' before and after hold rates or pay,
// in any entry written so far (PersonWorkplace, Qualification, timesheet summaries).
var payKeys = map[string]bool{
	"RateCents": true, "rateCents": true, "hourlyRateCents": true, "grossPayCents": true,
}

// SeesPay reports whether actor may see hourly rates and the pay made from them:
// managers of every location, whose API token (if any) carries staff:read.
func SeesPay(ctx context.Context, q store.Q, actor *domain.User) (bool, error) {
	if !actor.IsManager() || actor.Allow(domain.ScopeStaffRead) != nil {
		return false, nil
	}
	m, err := ManagerScope(ctx, q, actor)
	if err != nil {
		return false, err
	}
	return SeesPayWithin(actor, m), nil
}

// SeesPayWithin is SeesPay for a manager whose scope m is known.
func SeesPayWithin(actor *domain.User, m *domain.ManagerScope) bool {
	return actor.IsManager() && actor.Allow(domain.ScopeStaffRead) == nil && !m.Limited()
}

// HideRates blanks the rates of people's workplaces.
func HideRates(ws ...*domain.PersonWorkplace) {
	for _, w := range ws {
		if w == nil {
			continue
		}
		w.RateCents = nil
		for i := range w.Qualifications {
			w.Qualifications[i].RateCents = nil
		}
	}
}

// KeepRates is w with the rates of before (what is stored), for an editor who may not
// see rates and so sends none: a rate they send is refused (errRatesHidden), and the
// rates they cannot see stay as they are.
func KeepRates(w *domain.PersonWorkplace, before *domain.PersonWorkplace) error {
	given := w.RateCents != nil
	for _, qu := range w.Qualifications {
		given = given || qu.RateCents != nil
	}
	if given {
		return errRatesHidden
	}
	if before == nil {
		return nil
	}
	w.RateCents = before.RateCents
	was := map[int64]*int64{}
	for _, qu := range before.Qualifications {
		was[qu.PositionID] = qu.RateCents
	}
	for i := range w.Qualifications {
		w.Qualifications[i].RateCents = was[w.Qualifications[i].PositionID]
	}
	return nil
}

// WithoutPay returns a JSON document with every member named in payKeys removed, at
// any depth; the document as it is when it holds none, or is not JSON.
func WithoutPay(doc []byte) []byte {
	if doc == nil {
		return nil
	}
	var v any
	if err := json.Unmarshal(doc, &v); err != nil {
		return doc
	}
	if !dropPay(v) {
		return doc
	}
	out, err := json.Marshal(v)
	if err != nil {
		return doc
	}
	return out
}

// dropPay removes the pay members from v in place and reports whether it found any.
func dropPay(v any) bool {
	found := false
	switch x := v.(type) {
	case map[string]any:
		for k, e := range x {
			if payKeys[k] {
				delete(x, k)
				found = true
			} else if dropPay(e) {
				found = true
			}
		}
	case []any:
		for _, e := range x {
			if dropPay(e) {
				found = true
			}
		}
	}
	return found
}

// MayManageWebhooks refuses anyone but a manager of every location (scope
// webhooks:manage).
func MayManageWebhooks(ctx context.Context, q store.Q, actor *domain.User) error {
	if err := RequireManager(actor); err != nil {
		return err
	}
	if err := actor.Allow(domain.ScopeWebhooksManage); err != nil {
		return err
	}
	m, err := ManagerScope(ctx, q, actor)
	if err == nil && m.Limited() {
		return errWebhooksWorkplaceWide
	}
	return err
}
