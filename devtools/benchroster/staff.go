package main

import (
	"context"
	"fmt"
	"sync"
)

// staffPlan is one generated person, drawn before anything is entered so that entering
// them in parallel keeps the workplace the same for a seed.
type staffPlan struct {
	name, email string
	positions   []int // the first is primary
	locations   []int
	partTime    bool
	weeklyOff   string // a weekday they never work, or ""
	unavailable int    // a day of the horizon they cannot work, or -1
	timeOff     [2]int // approved time off, days from..to of the horizon, or {-1}
	prefs       []genPref
}

type genPref struct {
	day, loc, pos, shift, strength int
	wants                          bool
}

// plan draws a person: positions by how many each needs, one location (one in ten works
// at two), and some of: a weekday off, an unavailable date, time off, preferences.
func (g *generated) plan(i int) staffPlan {
	r := g.rng
	horizon := 7 * genWeeks
	sp := staffPlan{name: fmt.Sprintf("Staff %03d", i), email: fmt.Sprintf("staff%03d@generated.test", i),
		partTime: r.IntN(5) < 2, unavailable: -1, timeOff: [2]int{-1, -1}}
	sp.positions = []int{g.weightedPosition()}
	if p := g.weightedPosition(); r.IntN(5) < 2 && p != sp.positions[0] {
		sp.positions = append(sp.positions, p)
	}
	sp.locations = []int{i % len(genLocations)}
	if r.IntN(10) == 0 {
		sp.locations = append(sp.locations, (i+1)%len(genLocations))
	}
	if r.IntN(5) == 0 {
		sp.weeklyOff = genDays[r.IntN(len(genDays))]
	}
	if r.IntN(10) == 0 {
		sp.unavailable = r.IntN(horizon)
	}
	if r.IntN(12) == 0 {
		from := 1 + r.IntN(horizon-6)
		sp.timeOff = [2]int{from, from + 2 + r.IntN(4)}
	}
	for range r.IntN(4) * r.IntN(2) {
		sp.prefs = append(sp.prefs, genPref{day: r.IntN(horizon), loc: sp.locations[0], pos: sp.positions[0],
			shift: r.IntN(len(genShifts)), strength: 1 + r.IntN(3), wants: r.IntN(2) == 0})
	}
	return sp
}

func (g *generated) weightedPosition() int {
	total := 0
	for _, p := range genPositions {
		total += p.needed
	}
	k := g.rng.IntN(total)
	for p, pos := range genPositions {
		if k -= pos.needed; k < 0 {
			return p
		}
	}
	return 0
}

// addStaff draws people people, then enters them four at a time.
func (g *generated) addStaff(ctx context.Context, people int) error {
	plans := make([]staffPlan, people)
	for i := range plans {
		plans[i] = g.plan(i)
	}
	g.people = make([]string, people)
	work, errs := make(chan int), make(chan error, people)
	var wg sync.WaitGroup
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range work {
				if err := g.addPerson(ctx, i, &plans[i]); err != nil {
					errs <- fmt.Errorf("%s: %w", plans[i].name, err)
				}
			}
		}()
	}
	for i := range plans {
		work <- i
	}
	close(work)
	wg.Wait()
	close(errs)
	return <-errs
}

func (g *generated) addPerson(ctx context.Context, i int, sp *staffPlan) error {
	c, id, err := signUp(ctx, g.url, sp.name, sp.email, "EMPLOYEE")
	if err != nil {
		return err
	}
	g.people[i] = id
	var positions []map[string]any
	for k, p := range sp.positions {
		positions = append(positions, map[string]any{"positionId": g.positions[p], "primary": k == 0})
	}
	var locations []string
	for _, l := range sp.locations {
		locations = append(locations, g.locations[l])
	}
	contract := g.contracts[0]
	if sp.partTime {
		contract = g.contracts[1]
	}
	m := g.mgr
	steps := []func() error{
		func() error {
			return m.do(ctx, `mutation($u: ID!, $p: [QualificationInput!]!, $l: [ID!]!) { setPersonWorkplace(input: {userId: $u, positions: $p, locationIds: $l}) { userId } }`,
				map[string]any{"u": id, "p": positions, "l": locations}, nil)
		},
		func() error {
			return m.do(ctx, `mutation($u: ID!, $r: ID) { setPersonRuleSet(userId: $u, ruleSetId: $r) { id } }`, map[string]any{"u": id, "r": contract}, nil)
		},
		func() error { return g.addAbsences(ctx, c, id, sp) },
		func() error { return g.addPrefs(ctx, id, sp) },
	}
	for _, step := range steps {
		if err := step(); err != nil {
			return err
		}
	}
	return nil
}

// addAbsences enters a weekly day off, an unavailable date, and time off the person asks
// for and a manager approves.
func (g *generated) addAbsences(ctx context.Context, c *client, id string, sp *staffPlan) error {
	m := g.mgr
	if sp.weeklyOff != "" {
		days := []map[string]any{{"day": sp.weeklyOff, "mode": "UNAVAILABLE"}}
		if err := m.do(ctx, `mutation($d: [AvailabilityDayInput!]!, $u: ID) { setWeeklyAvailability(days: $d, userId: $u) { userId } }`,
			map[string]any{"d": days, "u": id}, nil); err != nil {
			return err
		}
	}
	if sp.unavailable >= 0 {
		if err := m.do(ctx, `mutation($d: Date!, $u: ID) { addUnavailableDate(date: $d, userId: $u) { id } }`,
			map[string]any{"d": g.start.AddDays(sp.unavailable).String(), "u": id}, nil); err != nil {
			return err
		}
	}
	if sp.timeOff[0] < 0 {
		return nil
	}
	var asked struct {
		R struct{ ID string } `json:"requestTimeOffRange"`
	}
	in := map[string]any{"date": g.start.AddDays(sp.timeOff[0]).String(), "endDate": g.start.AddDays(sp.timeOff[1]).String(), "reason": "Holiday"}
	if err := c.do(ctx, `mutation($in: TimeOffInput!) { requestTimeOffRange(input: $in) { id } }`, map[string]any{"in": in}, &asked); err != nil {
		return err
	}
	return m.do(ctx, `mutation($id: ID!) { respondToTimeOff(id: $id, decision: APPROVE) { id } }`, map[string]any{"id": asked.R.ID}, nil)
}

func (g *generated) addPrefs(ctx context.Context, id string, sp *staffPlan) error {
	for _, p := range sp.prefs {
		in := map[string]any{"userId": id, "wants": p.wants, "date": g.start.AddDays(p.day).String(),
			"shiftTypeId": g.types[p.loc][p.pos][p.shift], "strength": strengths[p.strength]}
		if err := g.mgr.do(ctx, `mutation($in: PreferenceInput!) { addPreference(input: $in) { id } }`, map[string]any{"in": in}, nil); err != nil {
			return err
		}
	}
	return nil
}
