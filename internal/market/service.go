package market

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/i18n"
	"github.com/shiftsched/shiftsched/internal/store"
	"github.com/shiftsched/shiftsched/internal/workzone"
)

// Schedule is what the market asks of the week's rules, which stay in internal/service
// (service.Service implements it): the conflict engine, where a shift goes and how
// notices name it, and what publishing shares with the market, telling people of open
// shifts and the one cascade of a shift moving away. Each method runs in the caller's
// transaction and checks no actor: the caller has.
type Schedule interface {
	// ConflictsForPerson returns what the conflict engine finds about giving sh (id 0
	// when not stored) to the person, among their shifts of its week and the weeks around.
	ConflictsForPerson(ctx context.Context, q store.Q, userID int64, name string, sh domain.Shift) ([]domain.ShiftConflict, error)
	// StructureFacts reads into in what the position and shift type rules look at.
	StructureFacts(ctx context.Context, q store.Q, in *domain.ConflictInput) error
	// PlaceOpenShift completes and checks where a posted open shift is, as for every
	// shift, and names its position and location ("" for none).
	PlaceOpenShift(ctx context.Context, q store.Q, st domain.ShiftStructure) (placed domain.ShiftStructure, position, location string, err error)
	// OpenShiftName names an open shift in notices: its day, times, position and location.
	OpenShiftName(ctx context.Context, q store.Q, o domain.OpenShift) (i18n.Text, error)
	// AnnounceOpenShifts tells the people who may claim each open shift about it, but skip.
	AnnounceOpenShifts(ctx context.Context, q *change.Tx, list []domain.OpenShift, skip int64) error
	// SwapApproved cancels the other open swaps and offers of the approved swap's shifts,
	// and tells the people concerned.
	SwapApproved(ctx context.Context, q *change.Tx, sw *domain.Swap) error
	// OfferClaimed cancels the open swaps of an offered shift an approved claim gave away,
	// and tells the people concerned.
	OfferClaimed(ctx context.Context, q *change.Tx, offer *domain.OpenShift) error
	// OpenShiftTakenBack cancels the pending claims on a withdrawn open shift and tells
	// each claimant why.
	OpenShiftTakenBack(ctx context.Context, q *change.Tx, o *domain.OpenShift) error
}

// Service holds the rules of the shift market: swaps, open shifts and offers, claims.
type Service struct {
	change.Frame
	store    *store.Store
	schedule Schedule
}

// Deps is what a Service needs. Store, Changes and Schedule are required.
type Deps struct {
	Store *store.Store
	// Changes is the one write path, shared with the other domains
	// (service.Service.Changes): one clock, one outbox.
	Changes *change.Runner
	// Schedule is the week's rules (the service.Service), which the market checks against
	// and shares publishing's cascade with.
	Schedule Schedule
	Zone     *workzone.Zone // whose "today" and weeks count; nil means UTC, Friday weeks
}

// New returns a Service.
func New(d Deps) *Service {
	return &Service{Frame: change.NewFrame(d.Changes, d.Zone), store: d.Store, schedule: d.Schedule}
}
