package service

import (
	"context"
	"slices"

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

const openShiftsLink = "/open-shifts"

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
	eligible := uniqueIDs(in.Eligible)
	var o *domain.OpenShift
	err := s.change(ctx, actor, func(q *Tx) error {
		st, ix, err := placeOpenShift(ctx, q.Q, in.Structure)
		if err != nil {
			return err
		}
		if err := mayPostOpenShift(ctx, q.Q, actor, st.LocationID, eligible); err != nil {
			return err
		}
		if err := openToQualified(ctx, q.Q, ix, st, eligible); err != nil {
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
		q.Audit(Audit{Action: "open_shift.post", Object: "open_shift", ID: o.ID, Say: say("AuditPostedOpenShift", map[string]any{"Shift": openShiftWhen(o)}), After: o})
		if !o.Published {
			return nil
		}
		return s.announceOpenShifts(ctx, q, []domain.OpenShift{*o}, actor.ID)
	})
	return o, err
}

// placeOpenShift completes and checks where a posted open shift is, as for every shift:
// its shift type gives it the type's position and location where it names none, and in a
// workplace with several locations in use it must have a location (placeShift). Nobody
// works it yet, so no one's home or lack of one excuses it.
func placeOpenShift(ctx context.Context, q store.Q, st domain.ShiftStructure) (domain.ShiftStructure, *structureIndex, error) {
	ix, err := loadStructure(ctx, q)
	if err != nil {
		return st, nil, err
	}
	ix.placeAsType(&st)
	if err := ix.check(st, nil, "The open shift"); err != nil {
		return st, nil, err
	}
	return st, ix, ix.placing().placeShift(&st, nil, nil, true, "The open shift")
}

// openToQualified refuses naming, as one of the only people who may claim an open shift
// at st, someone who could not claim it: no current user, not qualified for its position,
// or not working at its location (as claims and notices see it: someone placed nowhere
// works everywhere).
func openToQualified(ctx context.Context, q store.Q, ix *structureIndex, st domain.ShiftStructure, eligible []int64) error {
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
	qualified, err := qualifiedFor(ctx, q, []domain.OpenShift{o}, eligible)
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
		case !qualifiedOn(o, id, qualified):
			return domain.Errorf(domain.Invalid, "%s is not qualified as %s, so the open shift cannot be open to them.",
				name, ix.positions[*st.PositionID].Name)
		case !(domain.View{Locations: sees[id]}).Sees(id, st.LocationID, 0):
			return domain.Errorf(domain.Invalid, "%s does not work at %s, so the open shift cannot be open to them.",
				name, ix.locations[*st.LocationID].Name)
		}
	}
	return nil
}

// announceOpenShifts tells the people who may claim each open shift about it (at a
// location they work at, or none), except skip.
func (s *Service) announceOpenShifts(ctx context.Context, q *Tx, list []domain.OpenShift, skip int64) error {
	if len(list) == 0 {
		return nil
	}
	// Only people on the rota are offered shifts.
	sees, err := q.RotaLocationsExcept(ctx, skip)
	if err != nil {
		return err
	}
	everyone := make([]int64, 0, len(sees))
	for id := range sees {
		everyone = append(everyone, id)
	}
	slices.Sort(everyone)
	// One batch for every open shift: the statements do not grow with them.
	ix, err := loadStructure(ctx, q.Q)
	if err != nil {
		return err
	}
	qualified, err := qualifiedFor(ctx, q.Q, list, everyone)
	if err != nil {
		return err
	}
	var notes []addressed
	for _, o := range list {
		n := notice{Kind: domain.KindOpenShift, Message: i18n.M("NoticeShiftOpen", i18n.Args{"Shift": openShiftPlaced(o, ix)}), Link: openShiftsLink, About: ""}
		for _, id := range everyone {
			if o.MayClaim(id) && qualifiedOn(o, id, qualified) && (domain.View{Locations: sees[id]}).Sees(id, o.LocationID, 0) {
				notes = append(notes, addressed{UserID: id, Notice: n})
			}
		}
	}
	return q.NotifyEach(notes)
}

// qualifiedFor answers, in one statement, which of the people are qualified for the
// positions of the open shifts (those without a position ask nothing).
func qualifiedFor(ctx context.Context, q store.Q, list []domain.OpenShift, people []int64) (map[[2]int64]bool, error) {
	var users, positions []int64
	for _, o := range list {
		if o.PositionID == nil {
			continue
		}
		for _, id := range people {
			users, positions = append(users, id), append(positions, *o.PositionID)
		}
	}
	ok, _, err := q.Qualifications(ctx, users, positions)
	return ok, err
}

// qualifiedOn reports whether the person may work the open shift's position (any, when
// it has none): an open shift is offered only to people qualified for it.
func qualifiedOn(o domain.OpenShift, userID int64, qualified map[[2]int64]bool) bool {
	return o.PositionID == nil || qualified[[2]int64{userID, *o.PositionID}]
}

// OfferShift offers one of the actor's own future shifts for a colleague to claim; the
// actor keeps it until a manager approves a claim. Colleagues are told. The shift's
// owner only. Errors: Invalid (not their shift, past, already offered).
func (s *Service) OfferShift(ctx context.Context, actor *domain.User, shiftID int64) (*domain.OpenShift, error) {
	if err := actor.Allow(domain.ScopeScheduleWrite); err != nil {
		return nil, err
	}
	var o *domain.OpenShift
	err := s.change(ctx, actor, func(q *Tx) error {
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
		q.Audit(Audit{Action: "open_shift.offer", Object: "open_shift", ID: o.ID, Say: say("AuditOfferedShift", map[string]any{"Shift": openShiftWhen(o)}), After: o})
		return s.announceOffer(ctx, q, actor, o)
	})
	return o, err
}

// announceOffer tells the colleagues who work where the offered shift is, and are
// qualified for its position, that they may claim it.
func (s *Service) announceOffer(ctx context.Context, q *Tx, actor *domain.User, o *domain.OpenShift) error {
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
	qualified, err := qualifiedFor(ctx, q.Q, []domain.OpenShift{*o}, there)
	if err != nil {
		return err
	}
	others := []int64{}
	for _, id := range there {
		if qualifiedOn(*o, id, qualified) {
			others = append(others, id)
		}
	}
	ix, err := loadStructure(ctx, q.Q)
	if err != nil {
		return err
	}
	return q.Notify(others, notice{Kind: domain.KindOpenShift, Message: i18n.M("NoticeShiftOffered", i18n.Args{"Name": actor.Name, "Shift": openShiftPlaced(*o, ix)}), Link: openShiftsLink, About: ""})
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
	err := s.change(ctx, actor, func(q *Tx) error {
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
		q.Audit(Audit{Action: "open_shift.withdraw", Object: "open_shift", ID: id, Say: say("AuditTookBackOpenShift", map[string]any{"Shift": openShiftWhen(o)}), Before: o})
		if err := s.closeClaims(ctx, q, []domain.OpenShift{*o}, ReasonOfferTakenBack); err != nil {
			return err
		}
		o, err = q.OpenShiftByID(ctx, id)
		return err
	})
	return o, err
}

// closeClaims cancels the pending claims on the open shifts and tells each claimant why.
func (s *Service) closeClaims(ctx context.Context, q *Tx, list []domain.OpenShift, reason string) error {
	ids := make([]int64, len(list))
	for i, o := range list {
		ids[i] = o.ID
	}
	claims, err := q.ClosePendingClaims(ctx, ids, 0, domain.ClaimCancelled, reason)
	if err != nil {
		return err
	}
	ix, err := openShiftsIndex(ctx, q.Q, list)
	if err != nil {
		return err
	}
	return q.NotifyEach(claimCancelNotes(ix, list, claims, reason))
}

func uniqueIDs(ids []int64) []int64 {
	seen := map[int64]bool{}
	out := []int64{}
	for _, id := range ids {
		if !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	return out
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
