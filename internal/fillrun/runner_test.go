package fillrun_test

import (
	"context"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/fillrun"
)

func TestAStopAskedThroughTheAPIReachesARunningFillWithinASecond(t *testing.T) {
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	gql := func(q string, vars map[string]any) map[string]any { return app.MustGQL(mia.Token, q, vars) }
	st := gql(`mutation { saveShiftType(input: {name: "Day", startTime: "09:00", endTime: "17:00"}) { id } }`, nil)["saveShiftType"].(map[string]any)["id"]
	loc := gql(`mutation { saveLocation(input: {name: "Shop"}) { id } }`, nil)["saveLocation"].(map[string]any)["id"]
	pos := gql(`mutation { savePosition(input: {name: "Clerk", colour: "#1f77b4"}) { id } }`, nil)["savePosition"].(map[string]any)["id"]
	for _, name := range []string{"Ada", "Ben", "Cy", "Di", "Eve", "Flo", "Gus", "Hal", "Ivy", "Jo", "Kit", "Lu"} {
		u := app.Employee(name)
		gql(`mutation($u: ID!, $p: ID!, $l: ID!) { setPersonWorkplace(input: {userId: $u, positions: [{positionId: $p}], locationIds: [$l]}) { userId } }`,
			map[string]any{"u": u.ID, "p": pos, "l": loc})
	}
	gql(`mutation($l: ID!, $s: ID!) { saveStaffingRequirement(input: {locationId: $l, shiftTypeId: $s,
		needed: {friday: 2, saturday: 3, sunday: 1, monday: 2, tuesday: 2, wednesday: 2, thursday: 2}}) { id } }`,
		map[string]any{"l": loc, "s": st})

	// Twelve people: a fill that still improves when the stop comes (a small one ends by
	// itself once it cannot improve).
	r := fillrun.New(app.Store, app.Fill, app.DSN, nil)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { defer close(done); r.Run(ctx) }()
	t.Cleanup(func() { cancel(); <-done })

	id := gql(`mutation { startFill(input: {mode: REBUILD, rangeStart: "2026-12-04", weeks: 4, timeLimitSeconds: 120}) { id } }`,
		nil)["startFill"].(map[string]any)["id"]
	status := func() any {
		return gql(`query($id: ID!) { fillJob(id: $id) { status } }`, map[string]any{"id": id})["fillJob"].(map[string]any)["status"]
	}
	apptest.WaitFor(t, 10*time.Second, "the fill to run", func() bool { return status() == "RUNNING" })
	asked := time.Now()
	gql(`mutation($id: ID!) { stopFill(id: $id) { status } }`, map[string]any{"id": id})
	apptest.WaitFor(t, 5*time.Second, "the fill to stop", func() bool { return status() == "STOPPED" })
	if took := time.Since(asked); took > time.Second {
		t.Errorf("the fill stopped %v after it was asked, over a second", took)
	}
	p := gql(`query($id: ID!) { fillJob(id: $id) { proposal { feasible assignments { userId } } } }`, map[string]any{"id": id})
	if p["fillJob"].(map[string]any)["proposal"] == nil {
		t.Error("a stopped fill keeps no proposal")
	}
}
