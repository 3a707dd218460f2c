package personaldata

import (
	"context"
	"fmt"
	"time"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/permission"
)

// Erasure is what erasing a person did.
type Erasure struct {
	UserID int64
	Name   string // the name they now have: "Erased person #12"
	// KeptYears is how long their time records and approved timesheets stay, from the
	// day each is about.
	KeptYears int
}

// ErasedName is the name an erased person reads as everywhere.
func ErasedName(id int64) string { return fmt.Sprintf("Erased person #%d", id) }

// erasedEmail is an address that can never be delivered to (RFC 2606's .invalid).
func erasedEmail(id int64) string { return fmt.Sprintf("erased-%d@erased.invalid", id) }

// Erase erases a former employee, in one transaction: their name, e-mail and personal
// fields are replaced; their devices, calendar feeds, API tokens, sessions, invitations,
// notifications, availability, preferences and time off are removed; their time records,
// approved timesheets, shifts and swaps stay under the new name, and the daily retention
// job removes the time records and timesheets once the workplace's retention period has
// passed. Managers only, signed in (not with an API token), never themself nor the
// workplace's owner, and only people they manage. Errors: Forbidden, Invalid (oneself),
// NotFound, Conflict (a current employee, or erased already).
func (s *Service) Erase(ctx context.Context, actor *domain.User, person int64) (*Erasure, error) {
	if err := actor.RequireSession(); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	if person == actor.ID {
		return nil, errEraseSelf
	}
	e := &Erasure{UserID: person, Name: ErasedName(person)}
	err := s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		p, err := q.PersonForErasure(ctx, person)
		if err != nil {
			return err
		}
		if err := permission.MayManagePerson(ctx, q.Q, actor, person); err != nil {
			return err
		}
		switch {
		case p.Owner:
			return errEraseOwner
		case p.DeletedAt == nil:
			return errEraseCurrent
		case p.Erased:
			return errErased
		}
		if e.KeptYears, err = q.PersonalDataRetentionYears(ctx); err != nil {
			return err
		}
		if err := q.ErasePerson(ctx, person, e.Name, erasedEmail(person), q.Now()); err != nil {
			return err
		}
		if _, err := q.EraseAuditWords(ctx, person, p.Name, p.Email, e.Name, erasedEmail(person)); err != nil {
			return err
		}
		// The entry names the person only as erased: the trail keeps nothing that was erased.
		q.Audit(change.Audit{Action: "user.erase", Object: "user", ID: person,
			Say:   change.Say("AuditErasedPerson", map[string]any{"Name": e.Name, "Years": e.KeptYears}),
			After: map[string]any{"erased": true, "keptYears": e.KeptYears}})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return e, nil
}

// FormerPerson is someone deleted from the workplace, perhaps erased.
type FormerPerson struct {
	ID        int64
	Name      string
	DeletedAt time.Time
	Erased    bool
}

// FormerStaff returns the people deleted from the workplace that actor reaches, newest
// first. Managers (a token needs staff:read). Errors: Forbidden.
func (s *Service) FormerStaff(ctx context.Context, actor *domain.User) ([]FormerPerson, error) {
	if err := actor.Allow(domain.ScopeStaffRead); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	q := s.store.Q()
	people, err := q.FormerPeople(ctx)
	if err != nil {
		return nil, err
	}
	users := make([]domain.User, len(people))
	for i, p := range people {
		users[i] = p.User
	}
	reached, err := permission.ReachedPeople(ctx, q, actor, users)
	if err != nil {
		return nil, err
	}
	keep := map[int64]bool{}
	for _, u := range reached {
		keep[u.ID] = true
	}
	out := []FormerPerson{}
	for _, p := range people {
		if keep[p.ID] {
			out = append(out, FormerPerson{ID: p.ID, Name: p.Name, DeletedAt: *p.DeletedAt, Erased: p.Erased})
		}
	}
	return out, nil
}
