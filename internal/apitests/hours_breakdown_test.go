package apitests_test

import (
	"bytes"
	"encoding/csv"
	"strings"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
)

const hoursBreakdownQ = `query { hoursReport(from: "2026-11-20", to: "2026-11-26") {
	positions { id name } locations { id name }
	people { name hours { minutes positionMinutes locationMinutes labourCost } }
	totals { positionMinutes locationMinutes labourCost } } }`

func TestTheHoursReportBreaksHoursDownByPositionAndLocationWithLabourCostForManagers(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	cook := mustPosition(app, mia.Token, "Cook")
	waiter := mustPosition(app, mia.Token, "Waiter")
	// Eve earns 20.00 an hour, 25.00 as a cook.
	mustExec(t, app, `UPDATE users SET hourly_rate_cents = 2000 WHERE id = $1`, eve.ID)
	mustExec(t, app, `INSERT INTO user_positions (user_id, position_id, is_primary, rate_cents) VALUES ($1, $2, true, 2500), ($1, $3, false, NULL)`, eve.ID, cook, waiter)
	asCook := mustShift(t, app, eve, "2026-11-20", "22:00", "06:30") // overnight, 8.5 hours
	asWaiter := mustShift(t, app, eve, "2026-11-21", "09:00", "13:00")
	mustShift(t, app, eve, "2026-11-22", "09:00", "10:00") // no position, no location
	mustExec(t, app, `UPDATE shifts SET position_id = $2, location_id = (SELECT id FROM locations LIMIT 1) WHERE id = $1`, asCook.ID, cook)
	mustExec(t, app, `UPDATE shifts SET position_id = $2, location_id = (SELECT id FROM locations LIMIT 1) WHERE id = $1`, asWaiter.ID, waiter)

	rep := app.MustGQL(mia.Token, hoursBreakdownQ, nil)["hoursReport"].(map[string]any)
	if got := join(rep["positions"]); got != "map[id:"+cook+" name:Cook],map[id:"+waiter+" name:Waiter]" {
		t.Errorf("positions: %s", got)
	}
	var eveLine map[string]any
	for _, p := range rep["people"].([]any) {
		if p.(map[string]any)["name"] == "Eve Early" {
			eveLine = p.(map[string]any)["hours"].(map[string]any)
		}
	}
	// 8.5 h at 25.00 and 4 h and 1 h at 20.00.
	if join(eveLine["positionMinutes"]) != "510,240" || join(eveLine["locationMinutes"]) != "750" || eveLine["labourCost"] != "312.50" || eveLine["minutes"] != 810.0 {
		t.Errorf("Eve's line: %v", eveLine)
	}
	if tot := rep["totals"].(map[string]any); tot["labourCost"] != "312.50" || join(tot["positionMinutes"]) != "510,240" {
		t.Errorf("totals: %v", tot)
	}

	t.Run("StaffSeeTheirBreakdownWithoutCost", func(t *testing.T) {
		own := app.MustGQL(eve.Token, hoursBreakdownQ, nil)["hoursReport"].(map[string]any)
		line := own["people"].([]any)[0].(map[string]any)["hours"].(map[string]any)
		if line["labourCost"] != nil || join(line["positionMinutes"]) != "510,240" {
			t.Errorf("Eve's own line: %v", line)
		}
	})
	t.Run("TheCSVAppendsTheColumnsAfterTimeOff", func(t *testing.T) {
		r := app.Do("GET", "/api/reports/hours.csv?from=2026-11-20&to=2026-11-26", mia.Token, nil)
		recs, err := csv.NewReader(bytes.NewReader(r.Raw)).ReadAll()
		if err != nil || r.Status != 200 {
			t.Fatalf("%d %v %q", r.Status, err, r.Raw)
		}
		if got := strings.Join(recs[0], "|"); got != "Name|Email|Total hours|Week of 2026-11-20|Month 2026-11|Time off|Hours as Cook|Hours as Waiter|Hours at Main location|Labour cost" {
			t.Errorf("header: %s", got)
		}
		if got := strings.Join(recs[1], "|"); got != "Eve Early|"+eve.Email+"|13.50|13.50|13.50||8.50|4.00|12.50|312.50" {
			t.Errorf("Eve's record: %s", got)
		}
		if got := strings.Join(recs[2], "|"); got != "Mia Manager|"+mia.Email+"|0.00|0.00|0.00||0.00|0.00|0.00|" {
			t.Errorf("Mia's record: %s", got)
		}
	})
}

// Position 1 and location 1 were both "HoursColumn" with id 1, so a client cache that
// identifies objects by type and id (Apollo's, the app's) read Barista's column as
// Downtown's: positionColumns and locationColumns are of types of their own.
func TestTheHoursReportsPositionAndLocationColumnsNeverShareATypeAndID(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	barista := mustPosition(app, mia.Token, "Barista")
	sh := mustShift(t, app, eve, "2026-11-20", "09:00", "17:00")
	mustExec(t, app, `UPDATE locations SET name = 'Downtown' WHERE id = (SELECT min(id) FROM locations)`)
	mustExec(t, app, `UPDATE shifts SET position_id = $2, location_id = (SELECT min(id) FROM locations) WHERE id = $1`, sh.ID, barista)

	rep := app.MustGQL(mia.Token, `query { hoursReport(from: "2026-11-20", to: "2026-11-26") {
		positionColumns { __typename id name } locationColumns { __typename id name } } }`, nil)["hoursReport"].(map[string]any)
	col := func(list string) map[string]any { return rep[list].([]any)[0].(map[string]any) }
	pos, loc := col("positionColumns"), col("locationColumns")
	if pos["id"] != loc["id"] {
		t.Logf("position %v and location %v do not share an id here; the types must differ all the same", pos["id"], loc["id"])
	}
	if pos["id"] != barista || pos["name"] != "Barista" || loc["name"] != "Downtown" {
		t.Errorf("columns: %v, %v", pos, loc)
	}
	if pos["__typename"] == loc["__typename"] {
		t.Errorf("a position's and a location's column are both %v: a cache keyed by type and id merges them", pos["__typename"])
	}
}
