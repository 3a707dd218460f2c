package service

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/shiftsched/shiftsched/internal/autoschedule"
	"github.com/shiftsched/shiftsched/internal/domain"
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

	index map[int64]int // person index by user id
}

type fillRef struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

type fillTypeRef struct {
	ID         int64  `json:"id"`
	Name       string `json:"name"`
	Position   string `json:"position,omitempty"`
	PositionID *int64 `json:"positionId,omitempty"`
	LocationID *int64 `json:"locationId,omitempty"`
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
func (s *Service) buildFillPlan(ctx context.Context, q store.Q, in FillInput) (*fillPlan, error) {
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
	types, err := q.FillShiftTypes(ctx, in.LocationID, in.PositionIDs)
	if err != nil {
		return nil, err
	}
	if len(types) == 0 {
		return nil, domain.Errorf(domain.Invalid, "There are no shift types to plan here: add shift types (of these positions, at this location) first.")
	}
	plan.addShiftTypes(types)
	reqs, err := q.FillRequirements(ctx, from, to, in.LocationID)
	if err != nil {
		return nil, err
	}
	if err := plan.addCover(reqs, types); err != nil {
		return nil, err
	}
	people, err := q.FillPeople(ctx, in.LocationID)
	if err != nil {
		return nil, err
	}
	plan.addPeople(people, types)
	if len(plan.People) == 0 {
		return nil, domain.Errorf(domain.Invalid,
			"Nobody can work these shift types: give people their positions and locations first.")
	}
	if err := s.addFillDays(ctx, q, plan, in, from, to); err != nil {
		return nil, err
	}
	return plan, nil
}

// addFillDays adds days off, preferences and the shifts already there.
func (s *Service) addFillDays(ctx context.Context, q store.Q, plan *fillPlan, in FillInput, from, to domain.Date) error {
	off, err := q.FillDaysOff(ctx, from, to)
	if err != nil {
		return err
	}
	for _, o := range off {
		if i := plan.person(o.UserID); i >= 0 {
			plan.dayOff(i, from.DaysUntil(o.Date), o.Why)
		}
	}
	prefs, err := q.FillPreferences(ctx, from, to)
	if err != nil {
		return err
	}
	plan.addRequests(prefs)
	for _, week := range draftWeeks(from, to) {
		d, err := s.loadDraft(ctx, q, week, uncheckedDraft)
		if err != nil {
			return err
		}
		plan.addExisting(d, in.Mode)
	}
	return nil
}

// draftWeeks are the Fridays of the draft weeks touching from..to.
func draftWeeks(from, to domain.Date) []domain.Date {
	var out []domain.Date
	for w := domain.WeekStart(from); !w.After(to); w = w.AddDays(7) {
		out = append(out, w)
	}
	return out
}

func (p *fillPlan) addShiftTypes(types []store.FillShiftType) {
	index := map[int64]int{}
	for i, t := range types {
		index[t.ID] = i
	}
	for _, t := range types {
		st := autoschedule.ShiftType{ID: strconv.FormatInt(t.ID, 10), Minutes: shiftMinutes(t.StartMinute, t.EndMinute),
			Night: isNight(t.StartMinute, t.EndMinute)}
		ref := fillTypeRef{ID: t.ID, Name: t.Name, PositionID: t.PositionID, LocationID: t.LocationID}
		st.Position = qualification(t.PositionID, t.LocationID)
		ref.Position = deref2(t.PositionName)
		for _, n := range t.NotFollowedBy {
			if k, ok := index[n]; ok {
				st.CannotFollow = append(st.CannotFollow, k)
			}
		}
		p.Problem.ShiftTypes = append(p.Problem.ShiftTypes, st)
		p.ShiftTypes = append(p.ShiftTypes, ref)
	}
}

// qualification is what a shift type asks of its person, as the core matches it: the
// position at the location ("3@2"), either alone ("3@", "@2"), or nothing.
func qualification(position, location *int64) string {
	if position == nil && location == nil {
		return ""
	}
	q := "@"
	if position != nil {
		q = strconv.FormatInt(*position, 10) + q
	}
	if location != nil {
		q += strconv.FormatInt(*location, 10)
	}
	return q
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

// addCover turns requirements into cover per day and shift type, adding those that meet
// on one; none at all is refused.
func (p *fillPlan) addCover(reqs []store.FillRequirement, types []store.FillShiftType) error {
	at := map[[2]int]int{}
	mapped := map[int64]bool{}
	for _, r := range reqs {
		k := p.coverType(r, types)
		if k < 0 {
			continue
		}
		if r.ShiftTypeID == nil && !mapped[r.ID] {
			mapped[r.ID] = true
			p.Notes = append(p.Notes, fmt.Sprintf("A requirement for %s from %s to %s is counted on the shift type %s.",
				p.ShiftTypes[k].Position, domain.TimeOfDay(*r.StartMinute), domain.TimeOfDay(*r.EndMinute), p.ShiftTypes[k].Name))
		}
		day := p.Start.DaysUntil(r.Date)
		if c, ok := at[[2]int{day, k}]; ok {
			cv := &p.Problem.Cover[c]
			cv.Required += r.Needed
			cv.UnderWeight, cv.OverWeight = max(cv.UnderWeight, r.MissingWeight), max(cv.OverWeight, r.ExtraWeight)
			continue
		}
		at[[2]int{day, k}] = len(p.Problem.Cover)
		p.Problem.Cover = append(p.Problem.Cover, autoschedule.Cover{Day: day, Shift: k, Required: r.Needed,
			UnderWeight: r.MissingWeight, OverWeight: r.ExtraWeight})
	}
	if len(p.Problem.Cover) == 0 {
		return domain.Errorf(domain.Invalid,
			"No staffing requirements are defined for these shift types: say how many people each needs (Coverage) before filling.")
	}
	return nil
}

// coverType is the planned shift type a requirement counts on, -1 for none: its own, or
// for a position over a time range the position's type overlapping it most.
func (p *fillPlan) coverType(r store.FillRequirement, types []store.FillShiftType) int {
	best, most := -1, 0
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
		if o := overlap(t.StartMinute, t.EndMinute, *r.StartMinute, *r.EndMinute); o > most {
			best, most = k, o
		}
	}
	return best
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

func (p *fillPlan) shiftIndex(typeID *int64) int {
	if typeID == nil {
		return -1
	}
	for k, t := range p.ShiftTypes {
		if t.ID == *typeID {
			return k
		}
	}
	return -1
}

func joinNames(names []string) string {
	if len(names) > 5 {
		return strings.Join(names[:5], ", ") + fmt.Sprintf(" and %d more", len(names)-5)
	}
	return strings.Join(names, ", ")
}
