package autofill

import (
	"context"
	"fmt"
	"strings"

	"github.com/shiftsched/shiftsched/internal/autoschedule"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/leave"
	"github.com/shiftsched/shiftsched/internal/service"
	"github.com/shiftsched/shiftsched/internal/store"
)

// The scheduler's problem built from the workplace. Decisions
// (docs/auto-scheduler.md#what-the-scheduler-reads):
//   - work rules set to block are hard limits, those set to warn cost fillWarnWeight per
//     unit (a day, a shift, a weekend, a started hour); rules count over the whole range,
//     their period's value scaled by the range's length (exact when the range is one
//     period); least rest and daily hours are left to the conflict engine;
//   - preferences weigh their strength (1, 2, 3); requirements their missing and extra
//     weights;
//   - a requirement by position over a time range is counted on the position's planned
//     shift type that overlaps the range most (a note says so);
//   - people without a position are left out, with a note; the others work only shift
//     types of their positions at their locations (or of none);
//   - shifts of other shift types (or none) keep their person busy that day.

// fillWarnWeight is what one unit over a rule set to warn costs, against a preference's
// 1 to 3 and a missing person's default 100. fillChangeWeight is what repair pays per
// person-day changed from the drafts: more than a warning, less than a missing person,
// so it fills what is short but otherwise changes little. fillFairnessWeight weighs the
// fairness term (autoschedule's fairness.go): one shift's hours or one weekend day more
// for one of two comparable people costs about what a weak preference does.
const (
	fillWarnWeight     = 20
	fillChangeWeight   = 30
	fillFairnessWeight = 1
)

// fillPlan is what a job solves, stored with it: the problem and what its indexes are.
type fillPlan struct {
	Problem     autoschedule.Problem `json:"problem"`
	Start       domain.Date          `json:"-"`
	StartText   string               `json:"start"`
	People      []fillRef            `json:"people"`
	ShiftTypes  []fillTypeRef        `json:"shiftTypes"`
	Existing    []fillExisting       `json:"existing"`
	DaysOff     []fillDayOff         `json:"daysOff"`
	Notes       []string             `json:"notes,omitempty"`
	Fingerprint string               `json:"fingerprint"`
	// Labour is what the people's labour rules need, when someone has them (labour.go).
	Labour *labourPlan `json:"labour,omitempty"`

	index map[int64]int   // person index by user id
	slots map[slotKey]int // slot index by key (slots.go)
	rest  []int           // each person's least rest, minutes
	// planned are the shifts already there that the planner plans (in a slot), kept
	// those of them it keeps as they are (fill mode, pins).
	planned, kept map[int64]bool
	// taken are the planned shifts the last proposal took out for a labour rule.
	taken []labourKept
	// why indexes the rules that kept people from slots (labourReason).
	why map[[3]int]string
}

type fillRef struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

// fillTypeRef is a slot (slots.go): a shift type (ID 0: none) at the location its
// shifts are at, with its times in minutes.
type fillTypeRef struct {
	ID         int64  `json:"id"`
	Name       string `json:"name"`
	Position   string `json:"position,omitempty"`
	PositionID *int64 `json:"positionId,omitempty"`
	LocationID *int64 `json:"locationId,omitempty"`
	Location   string `json:"location,omitempty"`
	Start      int    `json:"start"`
	End        int    `json:"end"`
}

// fillExisting is a shift already in the range's drafts; Shift is -1 for one of a type
// not planned (its person is busy that day).
type fillExisting struct {
	ShiftID int64 `json:"shiftId"`
	Person  int   `json:"person"`
	Day     int   `json:"day"`
	Shift   int   `json:"shift"`
}

type fillDayOff struct {
	Person int    `json:"person"`
	Day    int    `json:"day"`
	Why    string `json:"why"`
}

// buildFillPlan reads the range's workplace into a problem (a statement per kind of
// input and two per week for the drafts).
func (s *Service) buildFillPlan(ctx context.Context, q store.Q, in Input) (*fillPlan, error) {
	from := in.RangeStart
	to := from.AddDays(7*in.Weeks - 1)
	fp, err := q.DraftFingerprint(ctx, from, to)
	if err != nil {
		return nil, err
	}
	plan := &fillPlan{Start: from, StartText: from.String(), Fingerprint: fp,
		Problem: autoschedule.Problem{Days: 7 * in.Weeks, FirstWeekday: from.Weekday()}}
	if !in.NoFairness {
		plan.Problem.FairnessWeight = fillFairnessWeight
	}
	ix, err := readNames(ctx, q)
	if err != nil {
		return nil, err
	}
	types, err := q.FillShiftTypes(ctx, in.LocationID, in.PositionIDs)
	if err != nil {
		return nil, err
	}
	reqs, err := fillRequirements(ctx, q, from, to, in.LocationID)
	if err != nil {
		return nil, err
	}
	plan.addCover(reqs, types, ix)
	shifts, err := s.fillDraftShifts(ctx, q, from, to)
	if err != nil {
		return nil, err
	}
	if in.Mode == domain.FillModeRepair {
		plan.addRepairSlots(shifts, in, ix)
	}
	if err := plan.plannable(in.Mode, len(types)); err != nil {
		return nil, err
	}
	if err := s.addFillPeople(ctx, q, plan, in, types); err != nil {
		return nil, err
	}
	if err := plan.addFillDays(ctx, q, in, shifts, types); err != nil {
		return nil, err
	}
	return plan, s.addLabour(ctx, q, plan)
}

// plannable refuses a range with nothing to plan: no slot, or (but for repair, which
// restores the rules of the shifts there) no requirement.
func (p *fillPlan) plannable(mode domain.FillMode, types int) error {
	if types == 0 && len(p.ShiftTypes) == 0 || len(p.ShiftTypes) == 0 && mode == domain.FillModeRepair {
		return domain.Errorf(domain.Invalid, "There are no shift types to plan here: add shift types (of these positions, at this location) first.")
	}
	if len(p.Problem.Cover) == 0 && mode != domain.FillModeRepair {
		return domain.Errorf(domain.Invalid,
			"No staffing requirements are defined for these shift types: say how many people each needs (Coverage) before filling.")
	}
	return nil
}

// addFillPeople adds the people who work shifts and may work a slot.
func (s *Service) addFillPeople(ctx context.Context, q store.Q, plan *fillPlan, in Input, types []store.FillShiftType) error {
	people, err := q.FillPeople(ctx, in.LocationID)
	if err != nil {
		return err
	}
	plan.addPeople(people, types)
	if len(plan.People) == 0 {
		return domain.Errorf(domain.Invalid,
			"Nobody can work these shift types: give people their positions and locations first.")
	}
	plan.addFollows(types)
	return nil
}

// fillDraftShifts are the shifts of the draft weeks around from..to, two days either
// side included (for the rest next to the range).
func (s *Service) fillDraftShifts(ctx context.Context, q store.Q, from, to domain.Date) ([]domain.DraftShift, error) {
	var out []domain.DraftShift
	for _, week := range s.draftWeeks(from.AddDays(-2), to.AddDays(2)) {
		d, err := s.drafts.ReadDraft(ctx, q, week, service.DraftView{Unchecked: true})
		if err != nil {
			return nil, err
		}
		out = append(out, d.Shifts...)
	}
	return out, nil
}

// addFillDays adds days off, preferences, the shifts already there and the rest around
// the shifts the planner does not move.
func (p *fillPlan) addFillDays(ctx context.Context, q store.Q, in Input, shifts []domain.DraftShift, types []store.FillShiftType) error {
	from, to := p.Start, p.Start.AddDays(p.Problem.Days-1)
	off, err := q.FillDaysOff(ctx, from, to)
	if err != nil {
		return err
	}
	for _, o := range off {
		if i := p.person(o.UserID); i >= 0 {
			p.dayOff(i, from.DaysUntil(o.Date), o.Why)
		}
	}
	prefs, err := q.FillPreferences(ctx, from, to)
	if err != nil {
		return err
	}
	p.addRequests(prefs)
	p.planned = p.addExisting(shifts, in.Mode)
	p.addRestBlocks(shifts, p.planned)
	if in.Mode == domain.FillModeRepair {
		p.keepStaffing()
	}
	return nil
}

// keepStaffing gives repair a cover where no requirement says how many people a slot
// needs on a day: as many as the drafts have there, so that a shift someone may not
// work goes to someone else rather than away (a workplace without requirements).
func (p *fillPlan) keepStaffing() {
	covered := map[int]bool{}
	for _, cv := range p.Problem.Cover {
		covered[cv.Shift] = true
	}
	at := map[[2]int]int{}
	for _, e := range p.Existing {
		if e.Shift >= 0 && !covered[e.Shift] {
			at[[2]int{e.Day, e.Shift}]++
		}
	}
	for d := range p.Problem.Days {
		for k := range p.ShiftTypes {
			if n, ok := at[[2]int{d, k}]; ok {
				p.Problem.Cover = append(p.Problem.Cover, autoschedule.Cover{Day: d, Shift: k, Required: n,
					UnderWeight: domain.DefaultMissingWeight, OverWeight: domain.DefaultExtraWeight})
			}
		}
	}
}

// draftWeeks are the first days of the draft weeks touching from..to.
func (s *Service) draftWeeks(from, to domain.Date) []domain.Date {
	var out []domain.Date
	for w := s.drafts.Weeks().Start(from); !w.After(to); w = w.AddDays(7) {
		out = append(out, w)
	}
	return out
}

// isNight reports whether at least half of a shift falls between 22:00 and 06:00.
func isNight(start, end int) bool {
	return 2*overlap(start, end, 22*60, 6*60) >= shiftMinutes(start, end)
}

func shiftMinutes(start, end int) int {
	if end > start {
		return end - start
	}
	return end + 1440 - start
}

func deref2(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// addCover turns requirements into cover per day and slot. Requirements that meet on
// one slot (a shift type's and a position's at one location) take the larger number, as
// the editor counts the same shift towards each.
func (p *fillPlan) addCover(reqs []store.FillRequirement, types []store.FillShiftType, ix *names) {
	at := map[[2]int]int{}
	noted := map[int64]bool{}
	for _, r := range reqs {
		t := coverType(r, types)
		if t < 0 {
			if r.ShiftTypeID == nil && !noted[r.ID] {
				noted[r.ID] = true
				p.Notes = append(p.Notes, fmt.Sprintf("No shift type of %s at %s covers %s to %s, so that requirement is not planned.",
					ix.positions[*r.PositionID], ix.locations[r.LocationID], domain.TimeOfDay(*r.StartMinute), domain.TimeOfDay(*r.EndMinute)))
			}
			continue
		}
		k := p.slot(typeRef(types[t], r.LocationID, ix))
		if r.ShiftTypeID == nil && !noted[r.ID] {
			noted[r.ID] = true
			p.Notes = append(p.Notes, fmt.Sprintf("A requirement for %s from %s to %s at %s is counted on the shift type %s.",
				p.ShiftTypes[k].Position, domain.TimeOfDay(*r.StartMinute), domain.TimeOfDay(*r.EndMinute), p.ShiftTypes[k].Location, p.ShiftTypes[k].Name))
		}
		day := p.Start.DaysUntil(r.Date)
		if c, ok := at[[2]int{day, k}]; ok {
			cv := &p.Problem.Cover[c]
			cv.Required = max(cv.Required, r.Needed)
			cv.UnderWeight, cv.OverWeight = max(cv.UnderWeight, r.MissingWeight), max(cv.OverWeight, r.ExtraWeight)
			continue
		}
		at[[2]int{day, k}] = len(p.Problem.Cover)
		p.Problem.Cover = append(p.Problem.Cover, autoschedule.Cover{Day: day, Shift: k, Required: r.Needed,
			UnderWeight: r.MissingWeight, OverWeight: r.ExtraWeight})
	}
}

// coverType is the shift type a requirement counts on, -1 for none: its own at its
// location (or of none), or for a position over a time range the shortest of the
// position's types there that covers the whole range (the editor counts only those).
func coverType(r store.FillRequirement, types []store.FillShiftType) int {
	best, shortest := -1, 0
	for k, t := range types {
		if t.LocationID != nil && *t.LocationID != r.LocationID {
			continue
		}
		if r.ShiftTypeID != nil {
			if *r.ShiftTypeID == t.ID {
				return k
			}
			continue
		}
		if t.PositionID == nil || *t.PositionID != *r.PositionID {
			continue
		}
		ts, te := span(t.StartMinute, t.EndMinute)
		rs, re := span(*r.StartMinute, *r.EndMinute)
		if ts <= rs && te >= re && (best < 0 || te-ts < shortest) {
			best, shortest = k, te-ts
		}
	}
	return best
}

// span is a daily range as minutes from its day's midnight, its end after its start.
func span(start, end int) (int, int) {
	if end <= start {
		end += 1440
	}
	return start, end
}

// overlap is the minutes two daily ranges share (either may run past midnight).
func overlap(s1, e1, s2, e2 int) int {
	if e1 <= s1 {
		e1 += 1440
	}
	if e2 <= s2 {
		e2 += 1440
	}
	n := 0
	for _, shift := range []int{-1440, 0, 1440} {
		n += max(0, min(e1, e2+shift)-max(s1, s2+shift))
	}
	return n
}

func (p *fillPlan) person(userID int64) int {
	if p.index == nil {
		p.index = map[int64]int{}
		for i, r := range p.People {
			p.index[r.ID] = i
		}
	}
	if i, ok := p.index[userID]; ok {
		return i
	}
	return -1
}

func (p *fillPlan) dayOff(i, day int, why string) {
	if day < 0 || day >= p.Problem.Days {
		return
	}
	pe := &p.Problem.People[i]
	for _, d := range pe.Unavailable {
		if d == day {
			return
		}
	}
	pe.Unavailable = append(pe.Unavailable, day)
	p.DaysOff = append(p.DaysOff, fillDayOff{Person: i, Day: day, Why: why})
}

func joinNames(names []string) string {
	if len(names) > 5 {
		return strings.Join(names[:5], ", ") + fmt.Sprintf(" and %d more", len(names)-5)
	}
	return strings.Join(names, ", ")
}

// fillRequirements reads the staffing requirements per date from..to, each public holiday
// staffed by its location's rule (closed, or like another day) unless a manager set the
// date's number: the week editor's coverage counts them the same way.
func fillRequirements(ctx context.Context, q store.Q, from, to domain.Date, loc *int64) ([]store.FillRequirement, error) {
	reqs, err := q.FillRequirements(ctx, from, to, loc)
	if err != nil || len(reqs) == 0 {
		return reqs, err
	}
	holidays, err := leave.HolidayDays(ctx, q, from, to)
	if err != nil {
		return nil, err
	}
	for i := range reqs {
		if r := &reqs[i]; !r.Overridden {
			r.Needed = holidays.Needed(r.LocationID, r.Date, r.WeekNeeds(), r.Needed)
		}
	}
	return reqs, nil
}
