package main

import (
	"context"
	"fmt"
	"math/rand/v2"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// A generated workplace at real-world scale, entered through the API like the instances:
// five locations, eight positions with a day and an evening shift type each, people on
// full- and part-time contracts, weekly availability, unavailable dates, approved time
// off, preferences, and four weeks of requirements. The same seed gives the same workplace.

var (
	genLocations = []string{"Harbour", "Market", "Station", "Airport", "Riverside"}
	// genPositions and how many each shift of a location needs on a weekday.
	genPositions = []struct {
		name   string
		needed int
	}{{"Cashier", 4}, {"Barista", 2}, {"Cook", 3}, {"Server", 4}, {"Host", 1}, {"Cleaner", 1}, {"Stocker", 2}, {"Supervisor", 1}}
	genShifts = []struct{ name, start, end string }{{"Day", "07:00", "15:00"}, {"Evening", "15:00", "23:00"}}
	genDays   = []string{"MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"}
)

const genWeeks = 4

// generated is the workplace's ids: shift types by location, position and shift.
type generated struct {
	*workplace
	rng       *rand.Rand
	locations []string
	positions []string
	types     [][][]string
	contracts []string // rule sets: full time, part time
	url       string
}

// enterGenerated creates the workplace with people people.
func enterGenerated(ctx context.Context, url string, people int, start domain.Date) (*generated, error) {
	mgr, _, err := signUp(ctx, url, "Gene Rated", "manager@generated.test", "MANAGER")
	if err != nil {
		return nil, err
	}
	g := &generated{workplace: &workplace{mgr: mgr, start: start}, rng: rand.New(rand.NewPCG(500, 28)), url: url}
	steps := []func(context.Context) error{g.addSites, g.addTypes, g.addContracts, g.addRequirements}
	for _, step := range steps {
		if err := step(ctx); err != nil {
			return nil, err
		}
	}
	return g, g.addStaff(ctx, people)
}

func (g *generated) save(ctx context.Context, q, field string, in map[string]any) (string, error) {
	var out map[string]struct{ ID string }
	if err := g.mgr.do(ctx, q, map[string]any{"in": in}, &out); err != nil {
		return "", err
	}
	return out[field].ID, nil
}

func (g *generated) addSites(ctx context.Context) error {
	for _, name := range genLocations {
		id, err := g.save(ctx, `mutation($in: LocationInput!) { saveLocation(input: $in) { id } }`, "saveLocation", map[string]any{"name": name})
		if err != nil {
			return err
		}
		g.locations = append(g.locations, id)
	}
	for k, pos := range genPositions {
		id, err := g.save(ctx, `mutation($in: PositionInput!) { savePosition(input: $in) { id } }`, "savePosition",
			map[string]any{"name": pos.name, "colour": fmt.Sprintf("#%02x77b4", 30*k)})
		if err != nil {
			return err
		}
		g.positions = append(g.positions, id)
	}
	return nil
}

// addTypes adds a day and an evening shift type per location and position; a day shift
// may not follow an evening one (eight hours' rest).
func (g *generated) addTypes(ctx context.Context) error {
	const q = `mutation($in: ShiftTypeInput!) { saveShiftType(input: $in) { id } }`
	g.types = make([][][]string, len(g.locations))
	for l, loc := range g.locations {
		g.types[l] = make([][]string, len(g.positions))
		for p, pos := range g.positions {
			for _, sh := range genShifts {
				in := map[string]any{"name": genLocations[l] + " " + genPositions[p].name + " " + sh.name, "positionId": pos,
					"locationId": loc, "startTime": sh.start, "endTime": sh.end}
				if sh.name == "Evening" {
					in["notFollowedByIds"] = []string{g.types[l][p][0]}
				}
				id, err := g.save(ctx, q, "saveShiftType", in)
				if err != nil {
					return err
				}
				g.types[l][p] = append(g.types[l][p], id)
				g.shiftTypes = append(g.shiftTypes, id)
			}
		}
	}
	return nil
}

// addContracts adds the two rule sets, over the four weeks: full time (up to 160 hours,
// 5 days in a row) and part time (up to 96 hours, 4 days in a row); the API counts
// hours in minutes.
func (g *generated) addContracts(ctx context.Context) error {
	rule := func(v int, sev string) map[string]any { return map[string]any{"value": v, "severity": sev} }
	for _, c := range []struct {
		name                   string
		maxH, minH, run, wknds int
	}{{"Full time", 160, 120, 5, 3}, {"Part time", 96, 48, 4, 2}} {
		in := map[string]any{"name": c.name, "periodKind": "WEEKS", "periodWeeks": genWeeks, "periodStart": g.start.String(),
			"maxHours": rule(60*c.maxH, "BLOCK"), "minHours": rule(60*c.minH, "WARN"), "maxConsecutiveDays": rule(c.run, "BLOCK"),
			"minDaysOff": rule(2, "WARN"), "maxWeekends": rule(c.wknds, "WARN")}
		id, err := g.save(ctx, `mutation($in: RuleSetInput!) { saveRuleSet(input: $in) { id } }`, "saveRuleSet", in)
		if err != nil {
			return err
		}
		g.contracts = append(g.contracts, id)
	}
	return nil
}

// addRequirements needs each position's number on weekdays and one more on Fridays and
// weekends, evenings as days; a missing person weighs 10, an extra one 1.
func (g *generated) addRequirements(ctx context.Context) error {
	const q = `mutation($in: StaffingRequirementInput!) { saveStaffingRequirement(input: $in) { id } }`
	for l, loc := range g.locations {
		for p := range g.positions {
			for s := range genShifts {
				n := genPositions[p].needed
				needed := map[string]any{}
				for _, d := range genDays {
					needed[lower(d)] = n
				}
				needed["friday"], needed["saturday"], needed["sunday"] = n+1, n+1, n+1
				in := map[string]any{"locationId": loc, "shiftTypeId": g.types[l][p][s], "needed": needed,
					"missingWeight": 10, "extraWeight": 1}
				if _, err := g.save(ctx, q, "saveStaffingRequirement", in); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

func lower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}
