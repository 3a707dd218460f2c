package main

import (
	"context"
	"fmt"
	"time"

	"github.com/shiftsched/shiftsched/internal/autoschedule"
	"github.com/shiftsched/shiftsched/internal/domain"
)

// workplace is an instance entered through the API: the ids its indexes became.
type workplace struct {
	mgr        *client
	loc, pos   string
	shiftTypes []string
	people     []string
	start      domain.Date
	// measure, when set, is how long to measure the API's p99 idle and while filling.
	measure          time.Duration
	idleP99, busyP99 time.Duration
}

// enter creates the instance's workplace as a manager would: a ward, one position,
// the shift types, each person with a rule set of their own, their days off as
// unavailable dates, their requests as preferences (entered by themselves), and the
// cover as staffing requirements with per-date overrides.
func enter(ctx context.Context, url string, p *autoschedule.Problem, start domain.Date) (*workplace, error) {
	if p.Days%7 != 0 {
		return nil, fmt.Errorf("the horizon is %d days; a fill plans whole weeks", p.Days)
	}
	mgr, _, err := signUp(ctx, url, "Rita Roster", "manager@roster.test", "MANAGER")
	if err != nil {
		return nil, err
	}
	w := &workplace{mgr: mgr, start: start}
	var out struct {
		L struct{ ID string } `json:"saveLocation"`
		P struct{ ID string } `json:"savePosition"`
	}
	if err := mgr.do(ctx, `mutation { saveLocation(input: {name: "Ward"}) { id } savePosition(input: {name: "Nurse", colour: "#1f77b4"}) { id } }`, nil, &out); err != nil {
		return nil, err
	}
	w.loc, w.pos = out.L.ID, out.P.ID
	if err := w.addShiftTypes(ctx, p); err != nil {
		return nil, err
	}
	staff, err := w.addPeople(ctx, url, p)
	if err != nil {
		return nil, err
	}
	if err := w.addRequests(ctx, p, staff); err != nil {
		return nil, err
	}
	return w, w.addCover(ctx, p)
}

func (w *workplace) addShiftTypes(ctx context.Context, p *autoschedule.Problem) error {
	const q = `mutation($in: ShiftTypeInput!) { saveShiftType(input: $in) { id } }`
	for k, st := range p.ShiftTypes {
		startMin := (6*60 + 4*60*k) % 1440
		in := map[string]any{"name": st.ID, "positionId": w.pos, "locationId": w.loc,
			"startTime": hhmm(startMin), "endTime": hhmm((startMin + st.Minutes) % 1440)}
		var out struct {
			S struct{ ID string } `json:"saveShiftType"`
		}
		if err := w.mgr.do(ctx, q, map[string]any{"in": in}, &out); err != nil {
			return fmt.Errorf("shift type %s: %w", st.ID, err)
		}
		w.shiftTypes = append(w.shiftTypes, out.S.ID)
	}
	for k, st := range p.ShiftTypes {
		if len(st.CannotFollow) == 0 {
			continue
		}
		var ids []string
		for _, f := range st.CannotFollow {
			ids = append(ids, w.shiftTypes[f])
		}
		startMin := (6*60 + 4*60*k) % 1440
		in := map[string]any{"id": w.shiftTypes[k], "name": st.ID, "positionId": w.pos, "locationId": w.loc,
			"startTime": hhmm(startMin), "endTime": hhmm((startMin + st.Minutes) % 1440), "notFollowedByIds": ids}
		if err := w.mgr.do(ctx, q, map[string]any{"in": in}, nil); err != nil {
			return fmt.Errorf("shift type %s: %w", st.ID, err)
		}
	}
	return nil
}

func hhmm(m int) string { return fmt.Sprintf("%02d:%02d", m/60, m%60) }

// addPeople signs each person up and gives them their position, the ward, a rule set of
// their own (its period the instance's horizon) and their days off.
func (w *workplace) addPeople(ctx context.Context, url string, p *autoschedule.Problem) ([]*client, error) {
	var staff []*client
	for i, pe := range p.People {
		c, id, err := signUp(ctx, url, "Nurse "+pe.ID, fmt.Sprintf("nurse%d@roster.test", i), "EMPLOYEE")
		if err != nil {
			return nil, err
		}
		staff, w.people = append(staff, c), append(w.people, id)
		if err := w.mgr.do(ctx, `mutation($u: ID!, $p: ID!, $l: ID!) { setPersonWorkplace(input: {userId: $u, positions: [{positionId: $p}], locationIds: [$l]}) { userId } }`,
			map[string]any{"u": id, "p": w.pos, "l": w.loc}, nil); err != nil {
			return nil, err
		}
		if err := w.addRules(ctx, p, i, id); err != nil {
			return nil, fmt.Errorf("person %s: %w", pe.ID, err)
		}
		for _, d := range pe.Unavailable {
			if err := w.mgr.do(ctx, `mutation($d: Date!, $u: ID) { addUnavailableDate(date: $d, userId: $u) { id } }`,
				map[string]any{"d": w.start.AddDays(d).String(), "u": id}, nil); err != nil {
				return nil, err
			}
		}
	}
	return staff, nil
}

func (w *workplace) addRules(ctx context.Context, p *autoschedule.Problem, i int, userID string) error {
	pe := p.People[i]
	in := map[string]any{"name": "Contract " + pe.ID, "periodKind": "WEEKS", "periodWeeks": p.Days / 7,
		"periodStart": w.start.String()}
	rule := func(name string, l *autoschedule.Limit, min int) {
		if l != nil && l.Value >= min {
			sev := "WARN"
			if l.Hard {
				sev = "BLOCK"
			}
			in[name] = map[string]any{"value": l.Value, "severity": sev}
		}
	}
	rule("maxHours", pe.MaxMinutes, 0)
	rule("minHours", pe.MinMinutes, 1)
	rule("minConsecutiveDays", pe.MinConsecutive, 2)
	rule("minDaysOff", pe.MinDaysOff, 2)
	// Limits the horizon cannot reach are left out (the app's ranges stop at 31 days in a
	// row and 6 weekends).
	if pe.MaxConsecutive != nil && pe.MaxConsecutive.Value < p.Days {
		rule("maxConsecutiveDays", pe.MaxConsecutive, 1)
	}
	if pe.MaxWeekends != nil && pe.MaxWeekends.Value < p.Days/7 {
		rule("maxWeekends", pe.MaxWeekends, 0)
	}
	var limits []map[string]any
	for k, l := range pe.MaxShifts {
		if l != nil && l.Value < p.Days {
			limits = append(limits, map[string]any{"shiftTypeId": w.shiftTypes[k], "max": l.Value, "severity": "BLOCK"})
		}
	}
	in["shiftTypeLimits"] = limits
	var out struct {
		R struct{ ID string } `json:"saveRuleSet"`
	}
	if err := w.mgr.do(ctx, `mutation($in: RuleSetInput!) { saveRuleSet(input: $in) { id } }`, map[string]any{"in": in}, &out); err != nil {
		return err
	}
	return w.mgr.do(ctx, `mutation($u: ID!, $r: ID) { setPersonRuleSet(userId: $u, ruleSetId: $r) { id } }`,
		map[string]any{"u": userID, "r": out.R.ID}, nil)
}

var strengths = map[int]string{1: "LOW", 2: "MEDIUM", 3: "HIGH"}

// addRequests enters each request as its person's preference; the app weighs
// preferences 1 to 3, as every instance here does.
func (w *workplace) addRequests(ctx context.Context, p *autoschedule.Problem, staff []*client) error {
	for _, r := range p.Requests {
		s, ok := strengths[r.Weight]
		if !ok || r.Shift < 0 {
			return fmt.Errorf("a request weighs %d (shift %d); the app's preferences weigh 1, 2 or 3 and name a shift type", r.Weight, r.Shift)
		}
		in := map[string]any{"wants": r.On, "date": w.start.AddDays(r.Day).String(), "shiftTypeId": w.shiftTypes[r.Shift], "strength": s}
		if err := staff[r.Person].do(ctx, `mutation($in: PreferenceInput!) { addPreference(input: $in) { id } }`,
			map[string]any{"in": in}, nil); err != nil {
			return err
		}
	}
	return nil
}

// addCover enters one requirement per shift type, nobody needed by weekday and each
// date's number as an override; its weights must be the same on every date.
func (w *workplace) addCover(ctx context.Context, p *autoschedule.Problem) error {
	for k := range p.ShiftTypes {
		var overrides []map[string]any
		under, over := -1, -1
		for _, cv := range p.Cover {
			if cv.Shift != k {
				continue
			}
			if (under >= 0 && under != cv.UnderWeight) || (over >= 0 && over != cv.OverWeight) {
				return fmt.Errorf("shift %s: cover weights differ between days; a requirement has one pair", p.ShiftTypes[k].ID)
			}
			under, over = cv.UnderWeight, cv.OverWeight
			if cv.Required > 0 {
				overrides = append(overrides, map[string]any{"date": w.start.AddDays(cv.Day).String(), "needed": cv.Required})
			}
		}
		if under < 0 {
			continue
		}
		in := map[string]any{"locationId": w.loc, "shiftTypeId": w.shiftTypes[k], "needed": map[string]any{},
			"overrides": overrides, "missingWeight": under, "extraWeight": over}
		if err := w.mgr.do(ctx, `mutation($in: StaffingRequirementInput!) { saveStaffingRequirement(input: $in) { id } }`,
			map[string]any{"in": in}, nil); err != nil {
			return fmt.Errorf("cover of %s: %w", p.ShiftTypes[k].ID, err)
		}
	}
	return nil
}
