package labour

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/i18n"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/store"
)

// ConsentFilter picks late changes: of one person (nil: everyone the reader reaches),
// with a status ("": any), on pay days From to To (zero: unbounded).
type ConsentFilter struct {
	UserID   *int64
	Status   string
	From, To domain.Date
}

// Consents returns late changes, newest first. An employee reads their own (premiums
// included: it is their pay); a manager those of the people they reach, with premiums
// only when they see pay. A token needs schedule:read. Errors: Forbidden; Invalid (an
// unknown status).
func (s *Service) Consents(ctx context.Context, actor *domain.User, f ConsentFilter) ([]Consent, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return nil, err
	}
	if f.Status != "" && f.Status != ConsentPending && f.Status != ConsentAccepted && f.Status != ConsentDeclined {
		return nil, domain.Errorf(domain.Invalid, "A consent's status is pending, accepted or declined.")
	}
	q := s.store.Q()
	sf := store.LabourConsentsFilter{Status: f.Status, From: f.From, To: f.To, Limit: store.MaxLabourConsents}
	if !actor.IsManager() {
		if f.UserID != nil && *f.UserID != actor.ID {
			return nil, domain.Errorf(domain.Forbidden, "You can only see your own consent requests.")
		}
		sf.Users = []int64{actor.ID}
	} else if f.UserID != nil {
		if err := permission.MayManagePerson(ctx, q, actor, *f.UserID); err != nil {
			return nil, err
		}
		sf.Users = []int64{*f.UserID}
	}
	list, err := q.LabourConsents(ctx, sf)
	if err != nil {
		return nil, err
	}
	return visibleConsents(ctx, q, actor, list)
}

// visibleConsents keeps what the reader reaches, and blanks premiums they may not see.
func visibleConsents(ctx context.Context, q store.Q, actor *domain.User, list []Consent) ([]Consent, error) {
	if !actor.IsManager() {
		return list, nil
	}
	m, err := permission.ManagerScope(ctx, q, actor)
	if err != nil {
		return nil, err
	}
	pay := permission.SeesPayWithin(actor, m)
	out := list[:0]
	for _, c := range list {
		if c.UserID != actor.ID && !m.Person(c.UserID) {
			continue
		}
		if !pay && c.UserID != actor.ID {
			c.Cents, c.Priced = 0, false
		}
		out = append(out, c)
	}
	return out, nil
}

// AnswerConsent records the person's answer to a pending late change. Accepting owes
// its premium; declining keeps the change (the week stays as published) but flags it:
// the managers of the person are told, to find cover or put the shift back. Only the
// person asked; a token needs schedule:write. Errors: Forbidden; NotFound; Conflict
// (already answered).
func (s *Service) AnswerConsent(ctx context.Context, actor *domain.User, id int64, accept bool) (*Consent, error) {
	if err := actor.Allow(domain.ScopeScheduleWrite); err != nil {
		return nil, err
	}
	status := ConsentDeclined
	if accept {
		status = ConsentAccepted
	}
	var out *Consent
	err := s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		c, err := q.LockLabourConsent(ctx, id)
		if err != nil {
			return err
		}
		if c.UserID != actor.ID {
			return domain.Errorf(domain.Forbidden, "Only the person whose shift changed can answer this request.")
		}
		if c.Status != ConsentPending {
			return domain.Errorf(domain.Conflict, "This change was already answered.")
		}
		if err := q.DecideLabourConsent(ctx, id, status, q.Now()); err != nil {
			return err
		}
		before := c.Status
		c.Status, out = status, c
		now := q.Now()
		c.DecidedAt = &now
		q.Audit(change.Audit{Action: "labour_consent." + status, Object: "labour_consent", ID: id,
			Say:    change.Say("AuditAnsweredLateChange", map[string]any{"Answer": change.Word{Key: answerKey(accept)}}),
			Before: map[string]any{"status": before}, After: map[string]any{"status": status}})
		return tellManagers(ctx, q, actor, c)
	})
	return out, err
}

// tellManagers tells the person's managers (and the manager who made the change) how
// the person answered.
func tellManagers(ctx context.Context, q *change.Tx, actor *domain.User, c *Consent) error {
	managers, err := permission.ManagersOf(ctx, q.Q, []int64{c.UserID}, nil, actor.ID)
	if err != nil {
		return err
	}
	if by := c.RequestedBy; by != nil && *by != actor.ID && !contains(managers, *by) {
		managers = append(managers, *by)
	}
	key := "NoticeLateChangeAccepted"
	if c.Status == ConsentDeclined {
		key = "NoticeLateChangeDeclined"
	}
	return q.Notify(managers, change.Notice{Kind: domain.KindSchedule,
		Message: i18n.M(key, i18n.Args{"Name": actor.Name, "Shift": consentShift(*c)}), Link: LinkConsents, About: ""})
}

func answerKey(accept bool) string {
	if accept {
		return "ConsentAnswerAccepted"
	}
	return "ConsentAnswerDeclined"
}

func contains(ids []int64, id int64) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}

// PayLines are the premiums owed for late changes on pay days from..to, for payroll:
// accepted changes, and cuts whatever the answer (see Owed). No actor: the payroll
// reads it for the people it pays, after its own permission check. One statement.
func PayLines(ctx context.Context, q store.Q, users []int64, from, to domain.Date) ([]Consent, error) {
	list, err := q.LabourConsents(ctx, store.LabourConsentsFilter{Users: users, From: from, To: to})
	out := list[:0]
	for _, c := range list {
		if Owed(c) {
			out = append(out, c)
		}
	}
	return out, err
}

// PredictabilityPay is PayLines for a reader: an employee their own, a manager the
// people they reach (premiums only when they see pay). A token needs schedule:read.
// Errors: Forbidden; Invalid (from after to, or a period over a year).
func (s *Service) PredictabilityPay(ctx context.Context, actor *domain.User, from, to domain.Date) ([]Consent, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return nil, err
	}
	if from.IsZero() || to.IsZero() || to.Before(from) || from.DaysUntil(to) > 366 {
		return nil, domain.Errorf(domain.Invalid, "A pay period runs from a day to a later day, at most a year.")
	}
	q := s.store.Q()
	var users []int64
	if !actor.IsManager() {
		users = []int64{actor.ID}
	}
	list, err := PayLines(ctx, q, users, from, to)
	if err != nil {
		return nil, err
	}
	return visibleConsents(ctx, q, actor, list)
}
