package apitests_test

import (
	"strings"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
)

const postPlacedGQL = `mutation($in: OpenShiftInput!) { postOpenShift(input: $in) { id positionId locationId shiftTypeId } }`

// TestOpenShiftFollowsTheLocationRule: in a workplace with several locations in use an
// open shift must have a location, the rule of every shift (issue 42: 7); a shift type
// gives it the type's position, location (and the client its times).
func TestOpenShiftFollowsTheLocationRule(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	harbour, _, barista := structure(t, w)
	mustShift(t, w.app, w.carol, today, "09:00", "10:00") // publishes the week
	post := func(in map[string]any) apptest.GQLResult {
		in["date"], in["startTime"], in["endTime"] = monday, "06:00", "14:00"
		return w.app.GQL(w.mia.Token, postPlacedGQL, map[string]any{"in": in})
	}
	t.Run("ErrNoLocation", func(t *testing.T) {
		r := post(map[string]any{"positionId": barista})
		apptest.Want(t, r, "BAD_USER_INPUT",
			"The open shift: choose the shift's location; in a workplace with several locations every shift has one.")
		if got := r.Errors[0].Extensions["reason"]; got != "LOCATION_REQUIRED" {
			t.Errorf("extensions.reason = %v, want LOCATION_REQUIRED", got)
		}
	})
	t.Run("OKFromShiftType", func(t *testing.T) {
		st := w.app.MustGQL(w.mia.Token, `mutation($in: ShiftTypeInput!) { saveShiftType(input: $in) { id } }`,
			map[string]any{"in": map[string]any{"name": "Harbour early", "positionId": barista, "locationId": harbour,
				"startTime": "06:00", "endTime": "14:00"}})["saveShiftType"].(map[string]any)["id"]
		o := post(map[string]any{"shiftTypeId": st})
		if o.Code() != "" {
			t.Fatalf("posting from a shift type: %s", o.Raw)
		}
		got := o.Data["postOpenShift"].(map[string]any)
		if got["positionId"] != barista || got["locationId"] != harbour || got["shiftTypeId"] != st {
			t.Errorf("an open shift of the type Harbour early is %v", got)
		}
	})
}

// TestOpenShiftOpenOnlyToQualifiedPeople: naming, as the people an open shift is open
// to, someone not qualified for its position or not working at its location is refused
// with a sentence that says who and why; claims and their notices name the place.
func TestOpenShiftOpenOnlyToQualifiedPeople(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	harbour, downtown, barista := structure(t, w)
	place(w, w.alice, harbour, barista)
	place(w, w.bob, harbour)
	place(w, w.carol, downtown, barista)
	mustShift(t, w.app, w.carol, today, "09:00", "10:00")
	post := func(who ...apptest.User) apptest.GQLResult {
		ids := []string{}
		for _, u := range who {
			ids = append(ids, u.ID)
		}
		return w.app.GQL(w.mia.Token, postPlacedGQL, map[string]any{"in": map[string]any{"date": monday, "startTime": "06:00",
			"endTime": "14:00", "positionId": barista, "locationId": harbour, "eligibleUserIds": ids}})
	}
	apptest.Want(t, post(w.alice, w.bob), "BAD_USER_INPUT", "Bob is not qualified as Barista, so the open shift cannot be open to them.")
	apptest.Want(t, post(w.carol), "BAD_USER_INPUT", "Carol does not work at Harbour, so the open shift cannot be open to them.")
	r := post(w.alice)
	if r.Code() != "" {
		t.Fatalf("opening it to Alice: %s", r.Raw)
	}
	mustExec(t, w.app, `DELETE FROM notifications`)
	id := r.Data["postOpenShift"].(map[string]any)["id"].(string)
	mustClaim(t, w.app, w.alice, id)
	wantMessages(t, w.app, w.mia, "Alice claimed the shift on Nov 23 06:00-14:00 (Barista, Harbour); it is ready for approval. -> /swaps")
	w.app.MustGQL(w.mia.Token, `mutation($id: ID!) { withdrawOpenShift(id: $id) { id } }`, map[string]any{"id": id})
	wantMessages(t, w.app, w.alice,
		"Your claim of the shift on Nov 23 06:00-14:00 (Barista, Harbour) was cancelled: the shift was taken back. -> /open-shifts")
}

// TestOpenShiftNotSentToPeopleNotYetJoined: someone qualified who has not signed up yet
// may claim once they join, and reads the note in the app then; no e-mail is sent to an
// address that has no account.
func TestOpenShiftNotSentToPeopleNotYetJoined(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	harbour, _, barista := structure(t, w)
	place(w, w.alice, harbour, barista)
	var nia string
	if err := w.app.Store.DB.Get(&nia, `INSERT INTO users (name, email, role, works_shifts, joined_at)
		VALUES ('Nia New', 'nia.new@example.com', 'employee', true, NULL) RETURNING id::text`); err != nil {
		t.Fatal(err)
	}
	w.app.MustGQL(w.mia.Token, `mutation($in: PersonWorkplaceInput!) { setPersonWorkplace(input: $in) { userId } }`,
		map[string]any{"in": map[string]any{"userId": nia, "positions": []any{map[string]any{"positionId": barista}}, "locationIds": []string{harbour}}})
	mustShift(t, w.app, w.carol, today, "09:00", "10:00")
	mustExec(t, w.app, `DELETE FROM notifications`)
	mustExec(t, w.app, `DELETE FROM outbox`)
	w.app.MustGQL(w.mia.Token, postPlacedGQL, map[string]any{"in": map[string]any{"date": monday, "startTime": "06:00",
		"endTime": "14:00", "positionId": barista, "locationId": harbour, "eligibleUserIds": []string{w.alice.ID, nia}}})
	var notes int
	if err := w.app.Store.DB.Get(&notes, `SELECT count(*) FROM notifications WHERE user_id = $1`, nia); err != nil || notes != 1 {
		t.Errorf("Nia has %d notes in the app (%v), want 1", notes, err)
	}
	var mails []string
	if err := w.app.Store.DB.Select(&mails, `SELECT payload::text FROM outbox`); err != nil {
		t.Fatal(err)
	}
	for _, m := range mails {
		if strings.Contains(m, "nia.new@example.com") {
			t.Errorf("an e-mail to Nia, who has not joined: %s", m)
		}
	}
}
