package autofill

import (
	"context"
	"encoding/json"
	"slices"
	"strconv"
	"time"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/store"
)

// Input is what a manager asks to fill.
type Input struct {
	Mode domain.FillMode
	// RangeStart is the first day: the editor's weeks start on the workplace's first
	// day, but any day will do (a published rostering record starts on a Monday, and its
	// weekends count from there).
	RangeStart domain.Date
	Weeks      int    // 1..12
	LocationID *int64 // nil: every location
	// PositionIDs limits the shift types planned to those positions; none: all.
	PositionIDs []int64
	TimeLimit   time.Duration // 1 s .. 1 h; 0: a minute
	Seed        int64
	// NoFairness leaves the fairness term out (a published rostering record has none).
	NoFairness bool
}

// MaxWeeks is the longest range a fill may plan.
const MaxWeeks = 12

// fillJobsKept is how many finished fills are kept (the newest), and fillJobsMaxAge how
// long any is: each start prunes the rest, so a start and stop loop no longer adds a job
// (about 350 KB on a 500-person workplace) per start.
const (
	fillJobsKept   = 20
	fillJobsMaxAge = 30 * 24 * time.Hour
)

var errTooManyFills = &domain.Error{Kind: domain.TooMany,
	Msg: "You started many fills in a short time. Please wait a minute before starting another."}

var errFillNotFinished = domain.Errorf(domain.Conflict,
	"This fill has not finished yet; wait for it or stop it, then apply what it found.")

// StartFill reads the range's workplace into a problem and queues a job to solve it.
// Managers only; a manager of some locations only for one of theirs. Errors: Forbidden;
// Invalid (mode, range, location, no requirements or shift types); Conflict (a fill is
// already under way); TooMany (many starts by the actor). A start that would be refused
// with Conflict is refused before the range is read. Each start prunes old finished
// fills (see fillJobsKept).
func (s *Service) StartFill(ctx context.Context, actor *domain.User, in Input) (*domain.FillJob, error) {
	if err := actor.Allow(domain.ScopeScheduleWrite); err != nil {
		return nil, err
	}
	if err := s.checkFillInput(ctx, actor, &in); err != nil {
		return nil, err
	}
	// Reading the range is the costly part (155-260 ms on 500 people): a start that the
	// one-fill-at-a-time rule refuses, or one over the actor's rate, does not read it.
	// Two starts at once can both pass here; the insert still refuses the second.
	if under, err := s.store.Q().FillJobUnderWay(ctx); err != nil || under {
		if err == nil {
			err = store.ErrFillJobActive
		}
		return nil, err
	}
	if err := s.limits.Take(ctx, ActionStartFill, "user:"+strconv.FormatInt(actor.ID, 10), errTooManyFills); err != nil {
		return nil, err
	}
	plan, err := s.buildFillPlan(ctx, s.store.Q(), in)
	if err != nil {
		return nil, err
	}
	problem, err := json.Marshal(plan)
	if err != nil {
		return nil, err
	}
	job := &domain.FillJob{Mode: in.Mode, RangeStart: in.RangeStart, Weeks: in.Weeks, LocationID: in.LocationID,
		PositionIDs: in.PositionIDs, TimeLimitMS: int(in.TimeLimit.Milliseconds()), Seed: in.Seed,
		Problem: problem, Fingerprint: plan.Fingerprint, CreatedBy: &actor.ID, Status: domain.FillQueued}
	err = s.change(ctx, actor, func(q *change.Tx) error {
		id, err := q.InsertFillJob(ctx, job)
		if err != nil {
			return err
		}
		job.ID = id
		if err := q.PruneFillJobs(ctx, fillJobsKept, fillJobsMaxAge); err != nil {
			return err
		}
		q.Audit(change.Audit{Action: "fill.start", Object: "fill_job", ID: id,
			Say:   change.Say("AuditStartedFill", map[string]any{"Weeks": in.Weeks, "From": change.Date{Day: in.RangeStart}, "Mode": fillModeWord(in.Mode)}),
			After: map[string]any{"mode": in.Mode, "rangeStart": in.RangeStart.String(), "weeks": in.Weeks, "locationId": in.LocationID}})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return s.store.Q().FillJobByID(ctx, job.ID)
}

// checkFillInput refuses a fill that cannot be planned, with a sentence, and sets the
// defaults.
func (s *Service) checkFillInput(ctx context.Context, actor *domain.User, in *Input) error {
	if err := permission.RequireManager(actor); err != nil {
		return err
	}
	switch in.Mode {
	case domain.FillModeFill, domain.FillModeRebuild, domain.FillModeRepair:
	default:
		return domain.Errorf(domain.Invalid, "The mode must be fill, rebuild or repair, not %q.", in.Mode)
	}
	if in.RangeStart.IsZero() {
		return domain.Errorf(domain.Invalid, "Say which day the fill starts on.")
	}
	if in.Weeks < 1 || in.Weeks > MaxWeeks {
		return domain.Errorf(domain.Invalid, "A fill plans 1 to %d weeks at a time, not %d.", MaxWeeks, in.Weeks)
	}
	if in.TimeLimit == 0 {
		in.TimeLimit = time.Minute
	}
	if in.TimeLimit < time.Second || in.TimeLimit > time.Hour {
		return domain.Errorf(domain.Invalid, "A fill's time limit is between 1 second and 1 hour.")
	}
	slices.Sort(in.PositionIDs)
	in.PositionIDs = slices.Compact(in.PositionIDs)
	return s.mayFillLocation(ctx, actor, in.LocationID)
}

// mayFillLocation refuses an unknown location, and a manager of some locations asking
// for another one or for all of them.
func (s *Service) mayFillLocation(ctx context.Context, actor *domain.User, loc *int64) error {
	q := s.store.Q()
	if loc != nil {
		ok, err := q.FillLocationExists(ctx, *loc)
		if err != nil {
			return err
		}
		if !ok {
			return domain.Errorf(domain.Invalid, "There is no location with id %d (or it is archived).", *loc)
		}
	}
	m, err := permission.ManagerScope(ctx, q, actor)
	if err != nil {
		return err
	}
	if m.Limited() && (loc == nil || !m.Locations[*loc]) {
		return domain.Errorf(domain.Forbidden, "You manage only some locations: fill one of them at a time.")
	}
	return nil
}

// StopFill asks a fill to stop; the instance running it stops within a second and keeps
// the best roster found so far as its proposal. Managers only. Errors: Forbidden;
// NotFound.
func (s *Service) StopFill(ctx context.Context, actor *domain.User, id int64) (*domain.FillJob, error) {
	if err := actor.Allow(domain.ScopeScheduleWrite); err != nil {
		return nil, err
	}
	if err := s.mayReadFill(ctx, actor, id); err != nil {
		return nil, err
	}
	err := s.change(ctx, actor, func(q *change.Tx) error {
		st, err := q.StopFillJob(ctx, id)
		if err != nil {
			return err
		}
		q.Audit(change.Audit{Action: "fill.stop", Object: "fill_job", ID: id, Say: change.Say("AuditAskedFillToStop", nil),
			After: map[string]any{"status": st}})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return s.store.Q().FillJobByID(ctx, id)
}

// FillJob returns a fill with its progress and proposal. Managers only (limited ones
// for their locations' fills). Errors: Forbidden; NotFound.
func (s *Service) FillJob(ctx context.Context, actor *domain.User, id int64) (*domain.FillJob, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	j, err := s.store.Q().FillJobByID(ctx, id)
	if err != nil {
		return nil, err
	}
	return j, s.mayFillLocation(ctx, actor, j.LocationID)
}

// LatestFillJob returns the newest fill, or nil when there was none. Managers only.
// Errors: Forbidden.
func (s *Service) LatestFillJob(ctx context.Context, actor *domain.User) (*domain.FillJob, error) {
	if err := actor.Allow(domain.ScopeScheduleRead); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	j, err := s.store.Q().LatestFillJob(ctx)
	if domain.KindOf(err) == domain.NotFound {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	if s.mayFillLocation(ctx, actor, j.LocationID) != nil {
		return nil, nil
	}
	return j, nil
}

func (s *Service) mayReadFill(ctx context.Context, actor *domain.User, id int64) error {
	_, err := s.FillJob(ctx, actor, id)
	return err
}
