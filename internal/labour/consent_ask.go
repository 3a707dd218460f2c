package labour

import (
	"context"
	"time"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/i18n"
	"github.com/shiftsched/shiftsched/internal/store"
)

// LinkConsents is the client page where a person answers late changes.
const LinkConsents = "/consents"

// Consent is a late change as kept: what changed, its premium, and the person's answer.
type Consent = store.LabourConsent

// The answers a consent can hold.
const (
	ConsentPending  = "pending"
	ConsentAccepted = "accepted"
	ConsentDeclined = "declined"
)

// Owed reports whether a late change's premium is owed: once the person accepts it,
// and for a cut (a shorter or removed shift) from the moment it takes effect, whatever
// the answer, since the hours are lost either way.
func Owed(c Consent) bool { return c.Status == ConsentAccepted || ChangeKind(c.Kind).Cut() }

// WeekChange is what a publish did to a week's published shifts, for AskConsent.
type WeekChange struct {
	Sets     map[int64]*domain.RuleSet // the people's rule sets the publish already read
	Old, New []domain.Shift            // the week's published shifts before and after
	Today    domain.Date
	Zone     *time.Location
}

// AskConsent records, in the change q, the late changes a publish made to published
// shifts under the people's predictability rules, pending, and asks each person's
// consent (a notification to the consents page). The actor's own shifts are their own
// request. It reads nothing when no shift changed in the next 60 days (the longest
// notice window), then the rule sets of the people not read yet, and their rates only
// when a premium is a share of pay. Errors: only the database's.
func AskConsent(ctx context.Context, q *change.Tx, w WeekChange) error {
	people := touched(w)
	if len(people) == 0 {
		return nil
	}
	rules, clopenings, err := predictabilityRules(ctx, q.Q, w.Sets, people)
	if err != nil || len(rules) == 0 {
		return err
	}
	in := ChangeInput{Rules: rules, Clopenings: clopenings, Old: w.Old, New: w.New, Today: w.Today, Zone: w.Zone}
	if actor := q.Actor(); actor != nil {
		in.Asked = map[int64]bool{actor.ID: true}
	}
	if needsRates(rules) {
		if in.Rate, err = ratesOf(ctx, q.Q, people); err != nil {
			return err
		}
	}
	changes := LateChanges(in)
	if len(changes) == 0 {
		return nil
	}
	return record(ctx, q, changes)
}

// touched are the people whose published shifts the change reached from today to 60
// days ahead: the only ones a notice window can hold.
func touched(w WeekChange) []int64 {
	soon := func(sh domain.Shift) bool { return !sh.Date.Before(w.Today) && sh.Date.Before(w.Today.AddDays(60)) }
	oldBy, newBy := byID(w.Old), byID(w.New)
	seen := map[int64]bool{}
	var out []int64
	mark := func(u int64) {
		if u > 0 && !seen[u] {
			seen[u] = true
			out = append(out, u)
		}
	}
	for _, o := range w.Old {
		if n, ok := newBy[o.ID]; soon(o) && (!ok || n.UserID != o.UserID || n.Date != o.Date || n.StartTime != o.StartTime || n.EndTime != o.EndTime) {
			mark(o.UserID)
			mark(n.UserID)
		}
	}
	for _, n := range w.New {
		if o, ok := oldBy[n.ID]; soon(n) && (!ok || n.UserID != o.UserID || n.Date != o.Date || n.StartTime != o.StartTime || n.EndTime != o.EndTime) {
			mark(n.UserID)
		}
	}
	return out
}

// predictabilityRules are the people's predictability rules that are on, and their
// clopening rules, reading the rule sets of those the publish did not read (one
// statement, only then).
func predictabilityRules(ctx context.Context, q store.Q, sets map[int64]*domain.RuleSet, people []int64) (map[int64]*Predictability, map[int64]*Clopening, error) {
	var missing []int64
	for _, u := range people {
		if sets[u] == nil {
			missing = append(missing, u)
		}
	}
	var def *domain.RuleSet
	read := map[int64]*domain.RuleSet{}
	if len(missing) > 0 {
		var err error
		if def, read, err = q.RuleSetsOfUsers(ctx, missing); err != nil {
			return nil, nil, err
		}
	}
	rules, clopenings := map[int64]*Predictability{}, map[int64]*Clopening{}
	parsed := map[*domain.RuleSet]Rules{}
	for _, u := range people {
		rs := sets[u]
		if rs == nil {
			if rs = read[u]; rs == nil {
				rs = def
			}
		}
		if rs == nil {
			continue
		}
		r, ok := parsed[rs]
		if !ok {
			var err error
			if r, err = Parse(rs.Labour); err != nil {
				return nil, nil, err
			}
			parsed[rs] = r
		}
		if p := r.Predictability; p != nil && p.on() {
			rules[u], clopenings[u] = p, r.Clopening
		}
	}
	return rules, clopenings, nil
}

func needsRates(rules map[int64]*Predictability) bool {
	for _, r := range rules {
		if r.ChangePayMinutes > 0 || r.CutPercent > 0 {
			return true
		}
	}
	return false
}

// ratesOf reads the people's rates (one statement): a shift is paid at the person's
// rate in its position, else their own.
func ratesOf(ctx context.Context, q store.Q, people []int64) (func(int64, domain.Shift) *int64, error) {
	rates, err := q.RatesOf(ctx, people)
	if err != nil {
		return nil, err
	}
	return func(u int64, sh domain.Shift) *int64 {
		var own *int64
		for _, r := range rates {
			switch {
			case r.UserID != u:
			case r.Position == nil:
				own = &r.Cents
			case sh.PositionID != nil && *r.Position == *sh.PositionID:
				return &r.Cents
			}
		}
		return own
	}, nil
}

// record keeps the changes, pending (one statement), tells each person (one batch) and
// audits the request.
func record(ctx context.Context, q *change.Tx, changes []LateChange) error {
	rows := make([]Consent, len(changes))
	var by *int64
	if a := q.Actor(); a != nil {
		by = &a.ID
	}
	for i, c := range changes {
		r := Consent{UserID: c.UserID, ShiftID: c.ShiftID, Kind: string(c.Kind), LostMinutes: c.LostMinutes, Name: c.Name,
			Cents: c.Cents, Priced: c.Priced, RequestedBy: by}
		if s := c.Before; s != nil {
			r.BeforeDate, r.BeforeStart, r.BeforeEnd, r.PayDate = &s.Date, &s.Start, &s.End, s.Date
		}
		if s := c.After; s != nil {
			r.AfterDate, r.AfterStart, r.AfterEnd, r.PayDate = &s.Date, &s.Start, &s.End, s.Date
		}
		rows[i] = r
	}
	kept, err := q.InsertLabourConsents(ctx, rows, q.Now())
	if err != nil {
		return err
	}
	notes := make([]change.Addressed, len(kept))
	for i, c := range kept {
		notes[i] = change.Addressed{UserID: c.UserID, Notice: change.Notice{Kind: domain.KindSchedule,
			Message: i18n.M("NoticeLateChangeConsent", i18n.Args{"Shift": consentShift(c)}), Link: LinkConsents, About: ""}}
	}
	q.Audit(change.Audit{Action: "labour_consent.ask", Object: "labour_consent", ID: kept[0].ID,
		Say:   change.Say("AuditAskedLateChangeConsent", map[string]any{"Count": len(kept)}),
		After: map[string]any{"consents": len(kept)}})
	return q.NotifyEach(notes)
}

// consentShift writes the shift a late change is about (as it is after the change,
// else as it was), e.g. "Jan 2 09:00-17:00".
func consentShift(c Consent) i18n.Text {
	d, a, b := c.AfterDate, c.AfterStart, c.AfterEnd
	if d == nil {
		d, a, b = c.BeforeDate, c.BeforeStart, c.BeforeEnd
	}
	return func(l i18n.Locale) string { return l.Date(d.Year, d.Month, d.Day) + " " + l.Span(int(*a), int(*b)) }
}
