package graph_test

import (
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
)

const (
	postOpenOp   = `mutation($in: OpenShiftInput!) { postOpenShift(input: $in) { id status } }`
	offerOp      = `mutation($id: ID!) { offerShift(shiftId: $id) { id status offeredBy { id } } }`
	withdrawOp   = `mutation($id: ID!) { withdrawOpenShift(id: $id) { id status } }`
	claimOp      = `mutation($id: ID!) { claimOpenShift(id: $id) { id status } }`
	unclaimOp    = `mutation($id: ID!) { withdrawShiftClaim(id: $id) { id status } }`
	decideOp     = `mutation($id: ID!, $d: ClaimDecision!) { decideShiftClaim(id: $id, decision: $d) { id status } }`
	openShiftsOp = `{ openShifts { id claims { id } } }`
	myClaimsOp   = `{ myShiftClaims { id } }`
	claimQueueOp = `{ claimsAwaitingApproval { id conflicts { code } } }`
)

// TestOpenShiftPermissionsGraphQL runs every open-shift operation without a token, as
// someone it does not allow, and as someone it does.
func TestOpenShiftPermissionsGraphQL(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia, max := app.Manager("Mia"), app.Manager("Max")
	ann, bob, cat := app.Employee("Ann"), app.Employee("Bob"), app.Employee("Cat")

	// The test clock stands on Sunday 2026-11-22: Ann works Monday of a published week.
	var shiftID string
	if err := app.Store.DB.Get(&shiftID, `
		WITH s AS (INSERT INTO schedules (week_starting) VALUES ('2026-11-20') RETURNING id)
		INSERT INTO shifts (schedule_id, day_key, shift_date, user_id, start_minute, end_minute)
		SELECT id, 'monday', '2026-11-23', $1, 540, 1020 FROM s RETURNING id::text`, ann.ID); err != nil {
		t.Fatal(err)
	}
	post := vars("in", map[string]any{"date": "2026-11-24", "startTime": "09:00", "endTime": "17:00",
		"eligibleUserIds": []string{bob.ID}})
	id := func(data map[string]any, field string) string { return data[field].(map[string]any)["id"].(string) }

	type step struct {
		name    string
		query   string
		vars    func() map[string]any
		refused apptest.User // someone the operation does not allow
		code    string       // what they get
		allowed apptest.User
		keep    func(map[string]any) // reads what later steps need
	}
	var openID, offerID, claimID, otherClaim string
	steps := []step{
		{"postOpenShift", postOpenOp, func() map[string]any { return post }, ann, "FORBIDDEN", mia,
			func(d map[string]any) { openID = id(d, "postOpenShift") }},
		{name: "offerShift", query: offerOp, vars: func() map[string]any { return vars("id", shiftID) }, refused: bob,
			code: "BAD_USER_INPUT", allowed: ann, keep: func(d map[string]any) { offerID = id(d, "offerShift") }},
		{name: "claimOpenShift", query: claimOp, vars: func() map[string]any { return vars("id", openID) }, refused: cat,
			code: "FORBIDDEN", allowed: bob, keep: func(d map[string]any) { claimID = id(d, "claimOpenShift") }},
		{name: "claimOpenShift(offer)", query: claimOp, vars: func() map[string]any { return vars("id", offerID) }, refused: ann,
			code: "BAD_USER_INPUT", allowed: cat, keep: func(d map[string]any) { otherClaim = id(d, "claimOpenShift") }},
		{name: "openShifts", query: openShiftsOp, vars: func() map[string]any { return nil }, allowed: cat},
		{name: "myShiftClaims", query: myClaimsOp, vars: func() map[string]any { return nil }, allowed: cat},
		{name: "claimsAwaitingApproval", query: claimQueueOp, vars: func() map[string]any { return nil }, refused: bob,
			code: "FORBIDDEN", allowed: max},
		{name: "withdrawShiftClaim", query: unclaimOp, vars: func() map[string]any { return vars("id", otherClaim) }, refused: bob,
			code: "FORBIDDEN", allowed: cat},
		{name: "decideShiftClaim", query: decideOp, vars: func() map[string]any { return vars("id", claimID, "d", "APPROVE") },
			refused: bob, code: "FORBIDDEN", allowed: max},
		{name: "withdrawOpenShift", query: withdrawOp, vars: func() map[string]any { return vars("id", offerID) }, refused: bob,
			code: "FORBIDDEN", allowed: ann},
	}
	for _, s := range steps {
		t.Run("OK_"+s.name, func(t *testing.T) {
			apptest.Want(t, app.GQL("", s.query, s.vars()), "UNAUTHENTICATED", "No token, authorization denied")
			if s.code != "" {
				apptest.Want(t, app.GQL(s.refused.Token, s.query, s.vars()), s.code, "")
			}
			d := app.MustGQL(s.allowed.Token, s.query, s.vars())
			if s.keep != nil {
				s.keep(d)
			}
		})
	}
}
