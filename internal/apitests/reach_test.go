package apitests_test

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
)

// The tests of issue 41's findings 1, 2 and 5: a manager limited to some locations
// reaches nobody and nothing beyond them (reach.go). TestWalk walks every field.

const (
	outsidePerson = "You manage only some locations, and this person does not work at any of them."
	moreReach     = "You manage only some locations, and this person is a manager of locations beyond yours."
	notYours      = "You manage only some locations, and this is not one of them."
)

// approvedTimeOff returns the id of u's approved time off on date.
func (w *twoSites) approvedTimeOff(t *testing.T, u apptest.User, date string) string {
	t.Helper()
	res := w.app.Do("POST", "/api/pto", u.Token, map[string]any{"date": date})
	if res.Status != 201 {
		t.Fatalf("pto = %d %s", res.Status, res.Raw)
	}
	id := res.Obj()["_id"].(string)
	apptest.Want(t, w.app.Do("PUT", "/api/pto/respond/"+id, w.mia.Token, map[string]any{"status": "approved"}), 200, "")
	return id
}

func TestLocationManagersCreateNobodyWithMoreReach(t *testing.T) {
	t.Parallel()
	w := newTwoSites(t)
	app := w.app
	t.Run("InviteManager", func(t *testing.T) {
		apptest.Want(t, app.GQL(w.lou.Token, inviteMutation, map[string]any{"e": "boss@example.com", "r": "MANAGER"}),
			"FORBIDDEN", "Only a manager of every location may invite managers.")
		if r := app.GQL(w.lou.Token, inviteMutation, map[string]any{"e": "cook@example.com", "r": "EMPLOYEE"}); r.Code() != "" {
			t.Fatalf("Lou inviting a cook: %s", r.Raw)
		}
		if r := app.GQL(w.mia.Token, inviteMutation, map[string]any{"e": "boss2@example.com", "r": "MANAGER"}); r.Code() != "" {
			t.Fatalf("Mia inviting a manager: %s", r.Raw)
		}
	})
	t.Run("ImportManagerOrElsewhere", func(t *testing.T) {
		manager := "name,email,role,locations\nBig Boss,boss@example.com,manager,Kitchen\n"
		apptest.Want(t, app.GQL(w.lou.Token, importStaffM, map[string]any{"c": manager}), "FORBIDDEN",
			"Only a manager of every location may invite managers (line 2).")
		apptest.Want(t, app.GQL(w.lou.Token, previewImportQ, map[string]any{"c": manager}), "FORBIDDEN",
			"Only a manager of every location may invite managers (line 2).")
		bar := "name,email,role,locations\nBart Bar,bart@example.com,employee,Kitchen;Bar\n"
		apptest.Want(t, app.GQL(w.lou.Token, importStaffM, map[string]any{"c": bar}), "FORBIDDEN",
			"You manage only some locations, and may invite people only to those (line 2: Bar).")
		ok := "name,email,role,locations\nCora Cook,cora@example.com,employee,Kitchen\nNew Nia,nia@example.com,employee,\n"
		if r := app.GQL(w.lou.Token, importStaffM, map[string]any{"c": ok}); r.Code() != "" {
			t.Fatalf("Lou importing Kitchen staff: %s", r.Raw)
		}
	})
	t.Run("PendingManagerInvitationOfALimitedManager", func(t *testing.T) {
		// Sent before the rule: accepting it gives the inviter's limit, not every location.
		token := "pending-from-lou"
		sum := sha256.Sum256([]byte(token))
		// As migration 0044 left it: the invited person is a row that has not signed up.
		mustExec(t, app, `WITH p AS (INSERT INTO users (name, email, role, works_shifts, joined_at)
			    VALUES ('old@example.com', 'old@example.com', 'manager', false, NULL) RETURNING id)
			INSERT INTO invitations (email, role, token_hash, invited_by, created_at, expires_at, user_id)
			SELECT 'old@example.com', 'manager', $1, $2, now(), now() + interval '7 days', p.id FROM p`, hex.EncodeToString(sum[:]), w.lou.ID)
		acc := app.MustGQL("", acceptMutation, map[string]any{"t": token, "n": "Old Invite", "p": "secret123"})["acceptInvitation"].(map[string]any)
		id := acc["user"].(map[string]any)["id"].(string)
		d := app.MustGQL(w.mia.Token, `query($u: [ID!]) { managerLocations(userIds: $u) { userId locationIds } }`, map[string]any{"u": []any{id}})
		got := d["managerLocations"].([]any)
		if len(got) != 1 || len(got[0].(map[string]any)["locationIds"].([]any)) != 1 || got[0].(map[string]any)["locationIds"].([]any)[0] != w.kitchen {
			t.Fatalf("the manager Lou invited manages %v, want the Kitchen only", got)
		}
	})
}

func TestLocationManagersDeleteOnlyPeopleTheyManage(t *testing.T) {
	t.Parallel()
	w := newTwoSites(t)
	app := w.app
	// Mia, a manager of every location, also works in the Kitchen.
	app.MustGQL(w.mia.Token, setWorkplaceM, map[string]any{"in": map[string]any{"userId": w.mia.ID, "positions": []any{}, "locationIds": []any{w.kitchen}}})
	apptest.Want(t, app.GQL(w.lou.Token, deleteOp, map[string]any{"id": w.bob.ID}), "FORBIDDEN", outsidePerson)
	apptest.Want(t, app.Do("DELETE", "/api/users/"+w.bea.ID, w.lou.Token, nil), 403, "")
	apptest.Want(t, app.GQL(w.lou.Token, deleteOp, map[string]any{"id": w.mia.ID}), "FORBIDDEN", moreReach)
	for _, u := range []apptest.User{w.bob, w.bea, w.mia} {
		var gone bool
		if err := app.Store.DB.Get(&gone, `SELECT deleted_at IS NOT NULL FROM users WHERE id = $1`, u.ID); err != nil || gone {
			t.Fatalf("%s deleted by Lou (%v)", u.Name, err)
		}
	}
	if r := app.GQL(w.lou.Token, deleteOp, map[string]any{"id": w.kim.ID}); r.Code() != "" {
		t.Fatalf("Lou deleting Kim of the Kitchen: %s", r.Raw)
	}
	t.Run("OtherActionsOnPeople", func(t *testing.T) {
		apptest.Want(t, app.GQL(w.lou.Token, `mutation($u: ID!) { revokeCalendarFeedsOf(userId: $u) }`, map[string]any{"u": w.bob.ID}), "FORBIDDEN", outsidePerson)
		apptest.Want(t, app.GQL(w.lou.Token, `mutation($u: ID!) { setWorksShifts(id: $u, worksShifts: false) { id } }`, map[string]any{"u": w.mia.ID}), "FORBIDDEN", moreReach)
		d := app.MustGQL(w.mia.Token, inviteMutation, map[string]any{"e": "someone@example.com", "r": "EMPLOYEE"})
		inv := d["inviteStaff"].([]any)[0].(map[string]any)["id"]
		apptest.Want(t, app.GQL(w.lou.Token, `mutation($i: ID!) { revokeInvitation(id: $i) }`, map[string]any{"i": inv}), "FORBIDDEN",
			"You manage only some locations, and may resend or withdraw only the invitations you sent.")
		apptest.Want(t, app.GQL(w.lou.Token, `mutation($i: ID!) { resendInvitation(id: $i) { id } }`, map[string]any{"i": inv}), "FORBIDDEN",
			"You manage only some locations, and may resend or withdraw only the invitations you sent.")
		if list := string(app.GQL(w.lou.Token, `{ invitations { email } }`, nil).Raw); strings.Contains(list, "someone@example.com") {
			t.Fatalf("Lou sees Mia's invitations: %s", list)
		}
	})
}

func TestLocationManagersChangeNothingOutsideTheirLocations(t *testing.T) {
	t.Parallel()
	w := newTwoSites(t)
	app := w.app
	lou := func(doc string, vars map[string]any) apptest.GQLResult { return app.GQL(w.lou.Token, doc, vars) }
	bobsLeave := w.approvedTimeOff(t, w.bob, "2026-12-20")
	apptest.Want(t, lou(`mutation($i: ID!) { cancelTimeOff(id: $i) { id } }`, map[string]any{"i": bobsLeave}), "FORBIDDEN", outsidePerson)
	apptest.Want(t, lou(`mutation($u: ID!) { setPersonRuleSet(userId: $u) { id } }`, map[string]any{"u": w.bob.ID}), "FORBIDDEN", outsidePerson)
	apptest.Want(t, lou(`mutation($u: ID!) { setWeeklyAvailability(userId: $u, days: []) { userId } }`, map[string]any{"u": w.bob.ID}), "FORBIDDEN", outsidePerson)
	apptest.Want(t, lou(`mutation($u: ID!) { addUnavailableDate(userId: $u, date: "2026-12-21") { id } }`, map[string]any{"u": w.bob.ID}), "FORBIDDEN", outsidePerson)
	d := app.MustGQL(w.mia.Token, `mutation($u: ID!) { addUnavailableDate(userId: $u, date: "2026-11-28", note: "Bobs secret clinic") { id } }`, map[string]any{"u": w.bob.ID})
	bobsDate := d["addUnavailableDate"].(map[string]any)["id"]
	apptest.Want(t, lou(`mutation($i: ID!) { removeUnavailableDate(id: $i) }`, map[string]any{"i": bobsDate}), "FORBIDDEN", outsidePerson)
	apptest.Want(t, lou(`query($u: ID!) { unavailableDates(userId: $u, from: "2026-11-22", to: "2026-12-31") { note } }`, map[string]any{"u": w.bob.ID}), "FORBIDDEN", outsidePerson)
	apptest.Want(t, lou(`query($u: ID!) { weeklyAvailability(userId: $u) { userId } }`, map[string]any{"u": w.bob.ID}), "FORBIDDEN", outsidePerson)
	if week := string(lou(`{ weekAvailability(weekStarting: "2026-11-27") { userName unavailableDates { note } } }`, nil).Raw); strings.Contains(week, "secret clinic") {
		t.Fatalf("Lou reads Bob's private note: %s", week)
	}
	if week := string(app.GQL(w.mia.Token, `{ weekAvailability(weekStarting: "2026-11-27") { unavailableDates { note } } }`, nil).Raw); !strings.Contains(week, "secret clinic") {
		t.Fatalf("Mia does not read Bob's note: %s", week)
	}

	t.Run("ManagerOfEveryLocation", func(t *testing.T) {
		// Mia works nowhere yet: she is not "new staff" Lou may place or pay.
		apptest.Want(t, lou(setWorkplaceM, map[string]any{"in": map[string]any{"userId": w.mia.ID, "hourlyRateCents": 1, "positions": []any{}, "locationIds": []any{w.kitchen}}}),
			"FORBIDDEN", moreReach)
		d := app.MustGQL(w.mia.Token, `query($u: [ID!]) { personWorkplaces(userIds: $u) { locationIds hourlyRateCents } }`, map[string]any{"u": []any{w.mia.ID}})
		if got := d["personWorkplaces"].([]any)[0].(map[string]any); len(got["locationIds"].([]any)) != 0 || got["hourlyRateCents"] != nil {
			t.Fatalf("Mia's workplace after Lou's attempt: %v", got)
		}
		newbie := app.Employee("Nora New")
		if r := lou(setWorkplaceM, map[string]any{"in": map[string]any{"userId": newbie.ID, "positions": []any{}, "locationIds": []any{w.kitchen}}}); r.Code() != "" {
			t.Fatalf("Lou placing new staff in the Kitchen: %s", r.Raw)
		}
	})

	t.Run("Templates", func(t *testing.T) {
		w.at(t, mustShift(t, app, w.bob, "2026-12-01", "09:00", "17:00"), w.bar)
		w.at(t, mustShift(t, app, w.eve, "2026-12-01", "09:00", "17:00"), w.kitchen)
		const save = `mutation($n: String!) { saveTemplate(name: $n, weekStarting: "2026-11-27") { id shiftCount } }`
		lous := lou(save, map[string]any{"n": "Lou's week"})
		if lous.Code() != "" || lous.Data["saveTemplate"].(map[string]any)["shiftCount"] != float64(1) {
			t.Fatalf("Lou's template of a week with a Kitchen and a Bar shift: %s, want the Kitchen's only", lous.Raw)
		}
		mias := app.MustGQL(w.mia.Token, save, map[string]any{"n": "Whole week"})["saveTemplate"].(map[string]any)
		apptest.Want(t, lou(`mutation($i: ID!) { deleteTemplate(id: $i) }`, map[string]any{"i": mias["id"]}), "FORBIDDEN",
			"You manage only some locations, and this template holds shifts at another location or of people who do not work at yours; ask a manager of every location to change it.")
	})

	t.Run("Settings", func(t *testing.T) {
		apptest.Want(t, lou(saveLocationM, map[string]any{"in": map[string]any{"id": w.bar, "name": "Lou's Bar"}}), "FORBIDDEN", notYours)
		apptest.Want(t, lou(saveLocationM, map[string]any{"in": map[string]any{"name": "Lou's Annex"}}), "FORBIDDEN",
			"Only a manager of every location may add locations.")
		if r := lou(saveLocationM, map[string]any{"in": map[string]any{"id": w.kitchen, "name": "Kitchen", "address": "Back door"}}); r.Code() != "" {
			t.Fatalf("Lou saving his Kitchen: %s", r.Raw)
		}
		pos := app.MustGQL(w.mia.Token, `mutation { savePosition(input: {name: "Cook", colour: "#aa3300"}) { id } }`, nil)["savePosition"].(map[string]any)["id"]
		req := func(loc string) map[string]any {
			return map[string]any{"in": map[string]any{"locationId": loc, "positionId": pos, "startTime": "09:00", "endTime": "17:00",
				"needed": map[string]any{"friday": 1}}}
		}
		const saveReq = `mutation($in: StaffingRequirementInput!) { saveStaffingRequirement(input: $in) { id } }`
		apptest.Want(t, lou(saveReq, req(w.bar)), "FORBIDDEN", notYours)
		if r := lou(saveReq, req(w.kitchen)); r.Code() != "" {
			t.Fatalf("Lou's Kitchen requirement: %s", r.Raw)
		}
		d := app.MustGQL(w.mia.Token, `{ ruleSets { id } }`, nil)
		def := d["ruleSets"].([]any)[0].(map[string]any)["id"]
		apptest.Want(t, lou(`mutation($in: RuleSetInput!) { saveRuleSet(input: $in) { id } }`,
			map[string]any{"in": map[string]any{"id": def, "name": "Lou's rules", "periodKind": "MONTH"}}), "FORBIDDEN",
			"Only a manager of every location may change rule sets.")
		apptest.Want(t, lou(`mutation { createEvent(input: {date: "2026-12-24", title: "Closed", type: MANDATORY}) { id } }`, nil), "FORBIDDEN",
			"Only a manager of every location may change calendar events.")
		apptest.Want(t, app.Do("POST", "/api/calendar-events", w.lou.Token, map[string]any{"date": "2026-12-24", "title": "Closed", "type": "mandatory"}), 403, "")
		apptest.Want(t, lou(`mutation { setTimeClockSettings(input: {clockInEarlyMinutes: 240, forgottenClockOutHours: 48}) { clockInEarlyMinutes } }`, nil), "FORBIDDEN",
			"Only a manager of every location may change the time clock's settings.")
		app.MustGQL(w.mia.Token, `mutation($l: ID!) { createKiosk(locationId: $l, name: "Bar tablet") { kiosk { id } } }`, map[string]any{"l": w.bar})
		if ks := string(lou(`{ kiosks { name } }`, nil).Raw); strings.Contains(ks, "Bar tablet") {
			t.Fatalf("Lou lists the Bar's kiosk: %s", ks)
		}
	})
}
