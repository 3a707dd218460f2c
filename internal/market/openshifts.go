package market

import (
	"context"
	"slices"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/i18n"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/store"
)

// NewOpenShift is a shift a manager posts with nobody on it.
type NewOpenShift struct {
	Date      domain.Date
	StartTime domain.TimeOfDay
	EndTime   domain.TimeOfDay
	// Eligible are the only people who may claim it; empty for anyone.
	Eligible []int64
	// Structure is its position, location and shift type, each optional.
	Structure domain.ShiftStructure
}

var (
	errOpenShiftPast     = domain.Errorf(domain.Invalid, "You cannot post or offer a shift that is in the past.")
	errOpenShiftClosed   = domain.Errorf(domain.Conflict, "This shift is no longer open.")
	errOpenShiftNotYours = domain.Errorf(domain.Forbidden, "Only a manager or the person offering it can take this shift back.")
	errOfferNotYours     = domain.Errorf(domain.Invalid, "You can only offer one of your own shifts.")
	errOfferMissing      = domain.Errorf(domain.Invalid, "That shift was not found; it may have been removed from the schedule.")
	errClaimNotEligible  = domain.Errorf(domain.Forbidden, "You are not one of the people this shift is open to.")
	errClaimNotPending   = domain.Errorf(domain.Conflict, "This claim is no longer pending.")
	errClaimNotYours     = domain.Errorf(domain.Forbidden, "Not authorized.")
	errClaimOwnApproval  = domain.Errorf(domain.Forbidden, "You cannot approve your own claim; another manager must approve it.")
)

// PostOpenShift adds a shift with nobody on it to a week (published or not), open to
// everyone or to the named people; when the week is published they are told at once,
// otherwise when it is first published. Managers only (a limited manager: at their
// locations, for the people they manage). Errors: Forbidden; Invalid (past date, bad
// times, unknown or deleted person, someone named who is not qualified there, no location
// in a workplace with several: reason LOCATION_REQUIRED).
func (s *Service) PostOpenShift(ctx context.Context, actor *domain.User, in NewOpenShift) (*domain.OpenShift, error) {
	if err := actor.Allow(domain.ScopeScheduleWrite); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	if in.Date.Before(s.Today()) {
		return nil, errOpenShiftPast
	}
	if in.StartTime == in.EndTime {
		return nil, domain.Errorf(domain.Invalid, "The open shift's start and end times cannot be the same.")
	}
	start, end := in.StartTime, in.EndTime
	eligible := domain.UniqueIDs(in.Eligible)
	var o *domain.OpenShift
	err := s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		st, position, location, err := s.schedule.PlaceOpenShift(ctx, q.Q, in.Structure)
		if err != nil {
			return err
		}
		if err := mayPostOpenShift(ctx, q.Q, actor, st.LocationID, eligible); err != nil {
			return err
		}
		if err := openToQualified(ctx, q.Q, st, position, location, eligible); err != nil {
			return err
		}
		id, err := q.InsertOpenShift(ctx, &domain.OpenShift{
			WeekStarting: s.Weeks().Start(in.Date), DayKey: domain.DayKeyOf(in.Date), Date: in.Date,
			StartTime: start, EndTime: end, Eligible: eligible, CreatedBy: actor.ID, ShiftStructure: st,
		})
		if err != nil {
			return err
		}
		if o, err = q.OpenShiftByID(ctx, id); err != nil {
			return err
		}
		q.Audit(change.Audit{Action: "open_shift.post", Object: "open_shift", ID: o.ID, Say: change.Say("AuditPostedOpenShift", map[string]any{"Shift": change.OpenShiftWhen(o)}), After: o})
		if !o.Published {
			return nil
		}
		return s.schedule.AnnounceOpenShifts(ctx, q, []domain.OpenShift{*o}, actor.ID)
	})
	return o, err
}

// openToQualified refuses naming, as one of the only people who may claim an open shift
// at st, someone who could not claim it: no current user, not qualified for its position,
// or not working at its location (as claims and notices see it: someone placed nowhere
// works everywhere). position and location are the names of st's.
func openToQualified(ctx context.Context, q store.Q, st domain.ShiftStructure, position, location string, eligible []int64) error {
	if len(eligible) == 0 {
		return nil
	}
	users, err := q.UsersByIDs(ctx, eligible)
	if err != nil {
		return err
	}
	names := map[int64]string{}
	for _, u := range users {
		if u.DeletedAt == nil {
			names[u.ID] = u.Name
		}
	}
	o := domain.OpenShift{ShiftStructure: st}
	qualified, err := permission.QualifiedFor(ctx, q, []domain.OpenShift{o}, eligible)
	if err != nil {
		return err
	}
	sees, err := q.ViewLocationsOf(ctx, eligible)
	if err != nil {
		return err
	}
	for _, id := range eligible {
		name, ok := names[id]
		switch {
		case !ok:
			return domain.Errorf(domain.Invalid, "There is no current user with id %d to open the shift to.", id)
		case !permission.QualifiedOn(o, id, qualified):
			return domain.Errorf(domain.Invalid, "%s is not qualified as %s, so the open shift cannot be open to them.",
				name, position)
		case !(domain.View{Locations: sees[id]}).Sees(id, st.LocationID, 0):
			return domain.Errorf(domain.Invalid, "%s does not work at %s, so the open shift cannot be open to them.",
				name, location)
		}
	}
	return nil
}

// OfferShift offers one of the actor's own future shifts for a colleague to claim; the
// actor keeps it until a manager approves a claim. Colleagues are told. The shift's
// owner only. Errors: Invalid (not their shift, past, already offered).
func (s *Service) OfferShift(ctx context.Context, actor *domain.User, shiftID int64) (*domain.OpenShift, error) {
	if err := actor.Allow(domain.ScopeScheduleWrite); err != nil {
		return nil, err
	}
	var o *domain.OpenShift
	err := s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		// The shift row lock orders this after a republish or approval that moves it.
		shifts, err := q.LockSwapShifts(ctx, []int64{shiftID})
		if err != nil {
			return err
		}
		if len(shifts) == 0 {
			return errOfferMissing
		}
		sh := shifts[0]
		if sh.UserID != actor.ID {
			return errOfferNotYours
		}
		if sh.Date.Before(s.Today()) {
			return errOpenShiftPast
		}
		id, err := q.InsertOpenShift(ctx, &domain.OpenShift{
			WeekStarting: s.Weeks().Start(sh.Date), DayKey: sh.DayKey, Date: sh.Date,
			StartTime: sh.StartTime, EndTime: sh.EndTime, ShiftID: &sh.ID, OfferedBy: &actor.ID, CreatedBy: actor.ID,
			ShiftStructure: sh.ShiftStructure,
		})
		if err != nil {
			return err
		}
		if o, err = q.OpenShiftByID(ctx, id); err != nil {
			return err
		}
		q.Audit(change.Audit{Action: "open_shift.offer", Object: "open_shift", ID: o.ID, Say: change.Say("AuditOfferedShift", map[string]any{"Shift": change.OpenShiftWhen(o)}), After: o})
		return s.announceOffer(ctx, q, actor, o)
	})
	return o, err
}

// announceOffer tells the colleagues who work where the offered shift is, and are
// qualified for its position, that they may claim it.
func (s *Service) announceOffer(ctx context.Context, q *change.Tx, actor *domain.User, o *domain.OpenShift) error {
	sees, err := q.RotaLocationsExcept(ctx, actor.ID)
	if err != nil {
		return err
	}
	there := []int64{}
	for id, locs := range sees {
		if (domain.View{Locations: locs}).Sees(id, o.LocationID, 0) {
			there = append(there, id)
		}
	}
	slices.Sort(there)
	qualified, err := permission.QualifiedFor(ctx, q.Q, []domain.OpenShift{*o}, there)
	if err != nil {
		return err
	}
	others := []int64{}
	for _, id := range there {
		if permission.QualifiedOn(*o, id, qualified) {
			others = append(others, id)
		}
	}
	shift, err := s.schedule.OpenShiftName(ctx, q.Q, *o)
	if err != nil {
		return err
	}
	return q.Notify(others, change.Notice{Kind: domain.KindOpenShift, Message: i18n.M("NoticeShiftOffered", i18n.Args{"Name": actor.Name, "Shift": shift}), Link: change.LinkOpenShifts, About: ""})
}

// WithdrawOpenShift takes an open shift or offer back; its pending claims are cancelled
// and the claimants told. Managers (a limited manager: at their locations), or the person
// offering it. Errors: NotFound,
// Forbidden, Conflict (no longer open).
func (s *Service) WithdrawOpenShift(ctx context.Context, actor *domain.User, id int64) (*domain.OpenShift, error) {
	if err := actor.Allow(domain.ScopeScheduleWrite); err != nil {
		return nil, err
	}
	var o *domain.OpenShift
	err := s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		var err error
		if o, err = q.LockOpenShift(ctx, id); err != nil {
			return err
		}
		mine := o.OfferedBy != nil && *o.OfferedBy == actor.ID
		if !actor.IsManager() && !mine {
			return errOpenShiftNotYours
		}
		if !mine {
			if err := permission.MayManageShift(ctx, q.Q, actor, o.LocationID, 0); err != nil {
				return err
			}
		}
		if o.Status != domain.OpenShiftOpen {
			return errOpenShiftClosed
		}
		if err := q.CloseOpenShift(ctx, id, domain.OpenShiftWithdrawn, nil, nil, nil); err != nil {
			return err
		}
		q.Audit(change.Audit{Action: "open_shift.withdraw", Object: "open_shift", ID: id, Say: change.Say("AuditTookBackOpenShift", map[string]any{"Shift": change.OpenShiftWhen(o)}), Before: o})
		if err := s.schedule.OpenShiftTakenBack(ctx, q, o); err != nil {
			return err
		}
		o, err = q.OpenShiftByID(ctx, id)
		return err
	})
	return o, err
}

// mayPostOpenShift refuses a limited manager an open shift at a location not theirs, or
// open to someone they do not manage.
func mayPostOpenShift(ctx context.Context, q store.Q, actor *domain.User, loc *int64, eligible []int64) error {
	m, err := permission.ManagerScope(ctx, q, actor)
	if err != nil || !m.Limited() {
		return err
	}
	if !m.Shift(loc, 0) {
		return permission.ErrOutsideShift
	}
	for _, id := range eligible {
		if !m.Person(id) {
			return permission.ErrOutsidePerson
		}
	}
	return nil
}
