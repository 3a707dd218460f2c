package apitests_test

import (
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/service"
)

const (
	openShiftFields = `id status weekStarting dayKey date startTime endTime published shiftId
		offeredBy { id name } eligible { id name } filledBy { id name } cancelReason
		claims { id status claimant { id name } }`
	claimFields = `id status reason claimant { id name } openShift { id status shiftId }
		conflicts { code severity message }`

	postOpenGQL = `mutation($in: OpenShiftInput!) { postOpenShift(input: $in) { ` + openShiftFields + ` } }`
	offerGQL    = `mutation($id: ID!) { offerShift(shiftId: $id) { ` + openShiftFields + ` } }`
	withdrawGQL = `mutation($id: ID!) { withdrawOpenShift(id: $id) { ` + openShiftFields + ` } }`
	claimGQL    = `mutation($id: ID!) { claimOpenShift(id: $id) { ` + claimFields + ` } }`
	unclaimGQL  = `mutation($id: ID!) { withdrawShiftClaim(id: $id) { ` + claimFields + ` } }`
	decideCGQL  = `mutation($id: ID!, $d: ClaimDecision!) { decideShiftClaim(id: $id, decision: $d) { ` + claimFields + ` } }`
	openListGQL = `{ openShifts { ` + openShiftFields + ` } }`
	queueGQL    = `{ claimsAwaitingApproval { ` + claimFields + ` } }`
	myClaimsGQL = `{ myShiftClaims { ` + claimFields + ` } }`
	settingsGQL = `mutation($in: WorkplaceSettingsInput!) { updateWorkplaceSettings(input: $in) { minRestMinutes weeklyLimitMinutes openShiftsFirstClaim } }`
)

// mustPost has the manager post an open shift and returns its id.
func mustPost(t *testing.T, app *apptest.App, m apptest.User, date, start, end string, eligible ...apptest.User) string {
	t.Helper()
	ids := []string{}
	for _, u := range eligible {
		ids = append(ids, u.ID)
	}
	d := app.MustGQL(m.Token, postOpenGQL, map[string]any{"in": map[string]any{
		"date": date, "startTime": start, "endTime": end, "eligibleUserIds": ids}})
	return d["postOpenShift"].(map[string]any)["id"].(string)
}

// mustClaim has the user claim an open shift and returns the claim.
func mustClaim(t *testing.T, app *apptest.App, u apptest.User, id string) map[string]any {
	t.Helper()
	return app.MustGQL(u.Token, claimGQL, map[string]any{"id": id})["claimOpenShift"].(map[string]any)
}

func field(m map[string]any, path ...string) any {
	var v any = m
	for _, p := range path {
		v = v.(map[string]any)[p]
	}
	return v
}

// shiftsOf returns "date start-end" of the user's shifts, in date order.
func shiftsOf(t *testing.T, app *apptest.App, u apptest.User) []string {
	t.Helper()
	var out []string
	if err := app.Store.DB.Select(&out, `
		SELECT shift_date::text || ' ' || start_minute || '-' || end_minute FROM shifts
		WHERE user_id = $1 ORDER BY shift_date, start_minute`, u.ID); err != nil {
		t.Fatal(err)
	}
	return out
}

func TestPostOpenShift(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	mustShift(t, w.app, w.carol, today, "09:00", "10:00") // publishes the week of Nov 20

	t.Run("ErrEmployee", func(t *testing.T) {
		r := w.app.GQL(w.alice.Token, postOpenGQL, map[string]any{"in": map[string]any{
			"date": monday, "startTime": "09:00", "endTime": "17:00"}})
		apptest.Want(t, r, "FORBIDDEN", "")
	})
	t.Run("ErrPast", func(t *testing.T) {
		r := w.app.GQL(w.mia.Token, postOpenGQL, map[string]any{"in": map[string]any{
			"date": yesterday, "startTime": "09:00", "endTime": "17:00"}})
		apptest.Want(t, r, "BAD_USER_INPUT", "You cannot post or offer a shift that is in the past.")
	})
	t.Run("ErrSameTimes", func(t *testing.T) {
		r := w.app.GQL(w.mia.Token, postOpenGQL, map[string]any{"in": map[string]any{
			"date": monday, "startTime": "09:00", "endTime": "09:00"}})
		apptest.Want(t, r, "BAD_USER_INPUT", "")
	})
	t.Run("ErrUnknownPerson", func(t *testing.T) {
		r := w.app.GQL(w.mia.Token, postOpenGQL, map[string]any{"in": map[string]any{
			"date": monday, "startTime": "09:00", "endTime": "17:00", "eligibleUserIds": []string{"999999"}}})
		apptest.Want(t, r, "BAD_USER_INPUT", "There is no current user with id 999999 to open the shift to.")
	})
	t.Run("OKPublishedWeekTellsTheEligible", func(t *testing.T) {
		mustPost(t, w.app, w.mia, monday, "09:00", "17:00", w.alice, w.bob)
		note := "A shift is open on Nov 23 09:00-17:00; claim it on the open shifts page. -> /open-shifts"
		wantMessages(t, w.app, w.alice, note)
		wantMessages(t, w.app, w.bob, note)
		wantMessages(t, w.app, w.carol)
		if l := w.app.MustGQL(w.carol.Token, openListGQL, nil)["openShifts"].([]any); len(l) != 0 {
			t.Errorf("Carol, not named, sees %v", l)
		}
		l := w.app.MustGQL(w.alice.Token, openListGQL, nil)["openShifts"].([]any)
		if len(l) != 1 || field(l[0].(map[string]any), "dayKey") != "MONDAY" || len(l[0].(map[string]any)["eligible"].([]any)) != 2 {
			t.Errorf("Alice sees %v", l)
		}
	})
	t.Run("OKDraftWeekShowsOnceFirstPublished", func(t *testing.T) {
		mustExec(t, w.app, `DELETE FROM notifications`)
		mustPost(t, w.app, w.mia, nextWeek, "10:00", "14:00")
		for _, u := range []apptest.User{w.alice, w.bob, w.carol} {
			l := w.app.MustGQL(u.Token, openListGQL, nil)["openShifts"].([]any)
			for _, o := range l {
				if o.(map[string]any)["date"] == nextWeek {
					t.Errorf("%s sees an open shift of an unpublished week", u.Name)
				}
			}
			wantMessages(t, w.app, u)
		}
		if l := w.app.MustGQL(w.mia.Token, openListGQL, nil)["openShifts"].([]any); len(l) != 2 ||
			l[1].(map[string]any)["published"] != false {
			t.Errorf("managers see %v", l)
		}
		mustPublishWeek(w.app, w.mia.Token, weekNov27, weekDays{"friday": {shiftIn(w.carol, "09:00", "17:00")}})
		note := "A shift is open on Dec 1 10:00-14:00; claim it on the open shifts page. -> /open-shifts"
		wantMessages(t, w.app, w.alice, note)
		wantMessages(t, w.app, w.max) // a manager off the rota is not offered shifts
		if l := w.app.MustGQL(w.alice.Token, openListGQL, nil)["openShifts"].([]any); len(l) != 2 {
			t.Errorf("Alice sees %v after publishing", l)
		}
	})
}

func TestClaimOpenShift(t *testing.T) {
	t.Parallel()

	t.Run("OKTwoClaimManagerPicksOne", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		mustShift(t, w.app, w.carol, today, "09:00", "10:00")
		id := mustPost(t, w.app, w.mia, monday, "09:00", "17:00", w.alice, w.bob)
		mustExec(t, w.app, `DELETE FROM notifications`)

		apptest.Want(t, w.app.GQL(w.carol.Token, claimGQL, map[string]any{"id": id}), "FORBIDDEN",
			"You are not one of the people this shift is open to.")
		a := mustClaim(t, w.app, w.alice, id)
		b := mustClaim(t, w.app, w.bob, id)
		if a["status"] != "PENDING" || b["status"] != "PENDING" {
			t.Fatalf("claims %v %v", a, b)
		}
		apptest.Want(t, w.app.GQL(w.alice.Token, claimGQL, map[string]any{"id": id}), "BAD_USER_INPUT", "You have already claimed this shift.")
		wantMessages(t, w.app, w.mia,
			"Alice claimed the shift on Nov 23 09:00-17:00; it is ready for approval. -> /swaps",
			"Bob claimed the shift on Nov 23 09:00-17:00; it is ready for approval. -> /swaps")

		apptest.Want(t, w.app.GQL(w.alice.Token, queueGQL, nil), "FORBIDDEN", "")
		q := w.app.MustGQL(w.mia.Token, queueGQL, nil)["claimsAwaitingApproval"].([]any)
		if len(q) != 2 || field(q[0].(map[string]any), "claimant", "name") != "Alice" {
			t.Errorf("queue %v", q)
		}
		// Alice sees her own claim only; managers see both.
		l := w.app.MustGQL(w.alice.Token, openListGQL, nil)["openShifts"].([]any)
		if c := l[0].(map[string]any)["claims"].([]any); len(c) != 1 {
			t.Errorf("Alice sees claims %v", c)
		}
		apptest.Want(t, w.app.GQL(w.alice.Token, decideCGQL, map[string]any{"id": a["id"], "d": "APPROVE"}), "FORBIDDEN", "")
		apptest.Want(t, w.app.GQL(w.bob.Token, unclaimGQL, map[string]any{"id": a["id"]}), "FORBIDDEN", "")

		got := w.app.MustGQL(w.mia.Token, decideCGQL, map[string]any{"id": a["id"], "d": "APPROVE"})["decideShiftClaim"].(map[string]any)
		if got["status"] != "APPROVED" || field(got, "openShift", "status") != "FILLED" {
			t.Errorf("approved claim %v", got)
		}
		if s := shiftsOf(t, w.app, w.alice); !slices.Equal(s, []string{monday + " 540-1020"}) {
			t.Errorf("Alice's shifts %v", s)
		}
		wantMessages(t, w.app, w.alice, "Your claim of the shift on Nov 23 09:00-17:00 was approved; it is yours. -> /schedule")
		wantMessages(t, w.app, w.bob, "The shift on Nov 23 09:00-17:00 you claimed was given to someone else. -> /open-shifts")
		// Both claims are decided (Bob's with the shift given away): neither asks Mia any more.
		if unread := unreadMessages(t, w.app, w.mia); len(unread) != 0 {
			t.Errorf("Mia's unread notices after the decision: %q", unread)
		}
		mine := w.app.MustGQL(w.bob.Token, myClaimsGQL, nil)["myShiftClaims"].([]any)
		if len(mine) != 1 || mine[0].(map[string]any)["status"] != "DECLINED" {
			t.Errorf("Bob's claims %v", mine)
		}
		apptest.Want(t, w.app.GQL(w.max.Token, decideCGQL, map[string]any{"id": b["id"], "d": "APPROVE"}), "CONFLICT", "This claim is no longer pending.")
		if l := w.app.MustGQL(w.bob.Token, openListGQL, nil)["openShifts"].([]any); len(l) != 0 {
			t.Errorf("a filled shift is still listed: %v", l)
		}
	})

	t.Run("OKDenyAndWithdraw", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		mustShift(t, w.app, w.carol, today, "09:00", "10:00")
		id := mustPost(t, w.app, w.mia, monday, "09:00", "17:00")
		a := mustClaim(t, w.app, w.alice, id)
		b := mustClaim(t, w.app, w.bob, id)
		mustExec(t, w.app, `DELETE FROM notifications`)
		got := w.app.MustGQL(w.mia.Token, decideCGQL, map[string]any{"id": a["id"], "d": "DENY"})["decideShiftClaim"].(map[string]any)
		if got["status"] != "DECLINED" || field(got, "openShift", "status") != "OPEN" {
			t.Errorf("denied claim %v", got)
		}
		wantMessages(t, w.app, w.alice, "Your claim of the shift on Nov 23 09:00-17:00 was denied. -> /open-shifts")
		got = w.app.MustGQL(w.bob.Token, unclaimGQL, map[string]any{"id": b["id"]})["withdrawShiftClaim"].(map[string]any)
		if got["status"] != "WITHDRAWN" {
			t.Errorf("withdrawn claim %v", got)
		}
		apptest.Want(t, w.app.GQL(w.bob.Token, unclaimGQL, map[string]any{"id": b["id"]}), "CONFLICT", "This claim is no longer pending.")
		// A manager takes the shift back: a new claim's person is told.
		c := mustClaim(t, w.app, w.carol, id)
		apptest.Want(t, w.app.GQL(w.alice.Token, withdrawGQL, map[string]any{"id": id}), "FORBIDDEN", "")
		o := w.app.MustGQL(w.max.Token, withdrawGQL, map[string]any{"id": id})["withdrawOpenShift"].(map[string]any)
		if o["status"] != "WITHDRAWN" {
			t.Errorf("withdrawn shift %v", o)
		}
		wantMessages(t, w.app, w.carol, "Your claim of the shift on Nov 23 09:00-17:00 was cancelled: the shift was taken back. -> /open-shifts")
		if st := w.app.MustGQL(w.carol.Token, myClaimsGQL, nil)["myShiftClaims"].([]any)[0].(map[string]any)["status"]; st != "CANCELLED" {
			t.Errorf("Carol's claim %v (%v)", st, c)
		}
		apptest.Want(t, w.app.GQL(w.carol.Token, claimGQL, map[string]any{"id": id}), "CONFLICT", "This shift is no longer open.")
	})

	t.Run("ErrHardConflictRefusedWarningShown", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		mustShift(t, w.app, w.alice, monday, "12:00", "14:00")
		mustShift(t, w.app, w.bob, monday, "00:00", "02:00") // 7 hours' rest before 09:00
		mustShift(t, w.app, w.carol, tuesday, "09:00", "17:00")
		mustExec(t, w.app, `INSERT INTO pto_requests (user_id, request_date, status) VALUES ($1, $2, 'approved')`, w.carol.ID, monday)
		id := mustPost(t, w.app, w.mia, monday, "09:00", "17:00")
		r := w.app.GQL(w.alice.Token, claimGQL, map[string]any{"id": id})
		apptest.Want(t, r, "CONFLICT", "")
		if len(r.Errors) == 0 || !strings.HasPrefix(r.Errors[0].Message, "You cannot take this shift: Alice") {
			t.Errorf("double booking: %s", r.Raw)
		}
		r = w.app.GQL(w.carol.Token, claimGQL, map[string]any{"id": id})
		apptest.Want(t, r, "CONFLICT", "")
		b := mustClaim(t, w.app, w.bob, id)
		if c := b["conflicts"].([]any); len(c) != 0 {
			t.Errorf("the claimant sees conflicts %v", c)
		}
		q := w.app.MustGQL(w.mia.Token, queueGQL, nil)["claimsAwaitingApproval"].([]any)
		c := q[0].(map[string]any)["conflicts"].([]any)
		if len(c) != 1 || c[0].(map[string]any)["code"] != "SHORT_REST" || c[0].(map[string]any)["severity"] != "WARNING" {
			t.Errorf("manager sees conflicts %v", c)
		}
		// A double booking that arose since is refused at approval.
		mustShift(t, w.app, w.bob, monday, "16:00", "18:00")
		r = w.app.GQL(w.mia.Token, decideCGQL, map[string]any{"id": b["id"], "d": "APPROVE"})
		apptest.Want(t, r, "CONFLICT", "")
		if len(r.Errors) == 0 || !strings.HasPrefix(r.Errors[0].Message, "This claim cannot be approved: Bob") {
			t.Errorf("approval: %s", r.Raw)
		}
	})

	t.Run("OKFirstClaimAssigns", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		mustShift(t, w.app, w.carol, today, "09:00", "10:00")
		apptest.Want(t, w.app.GQL(w.alice.Token, settingsGQL, map[string]any{"in": map[string]any{
			"minRestMinutes": 600, "weeklyLimitMinutes": 2400, "openShiftsFirstClaim": true}}), "FORBIDDEN", "")
		s := w.app.MustGQL(w.mia.Token, settingsGQL, map[string]any{"in": map[string]any{
			"minRestMinutes": 600, "weeklyLimitMinutes": 2400, "openShiftsFirstClaim": true}})["updateWorkplaceSettings"].(map[string]any)
		if s["openShiftsFirstClaim"] != true {
			t.Fatalf("settings %v", s)
		}
		// A client that does not know the setting leaves it as it is.
		s = w.app.MustGQL(w.mia.Token, settingsGQL, map[string]any{"in": map[string]any{
			"minRestMinutes": 600, "weeklyLimitMinutes": 2400}})["updateWorkplaceSettings"].(map[string]any)
		if s["openShiftsFirstClaim"] != true {
			t.Fatalf("settings after an older client %v", s)
		}
		id := mustPost(t, w.app, w.mia, monday, "09:00", "17:00")
		mustExec(t, w.app, `DELETE FROM notifications`)
		a := mustClaim(t, w.app, w.alice, id)
		if a["status"] != "APPROVED" || field(a, "openShift", "status") != "FILLED" {
			t.Errorf("first claim %v", a)
		}
		if s := shiftsOf(t, w.app, w.alice); len(s) != 1 {
			t.Errorf("Alice's shifts %v", s)
		}
		wantMessages(t, w.app, w.mia, "Alice took the open shift on Nov 23 09:00-17:00. -> /open-shifts")
		apptest.Want(t, w.app.GQL(w.bob.Token, claimGQL, map[string]any{"id": id}), "CONFLICT", "This shift is no longer open.")
	})
}

func TestOfferShift(t *testing.T) {
	t.Parallel()

	t.Run("OKColleaguePicksUp", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		sh := mustShift(t, w.app, w.alice, monday, "09:00", "17:00")
		past := mustShift(t, w.app, w.alice, yesterday, "09:00", "17:00")
		apptest.Want(t, w.app.GQL(w.bob.Token, offerGQL, map[string]any{"id": sh.ID}), "BAD_USER_INPUT", "You can only offer one of your own shifts.")
		apptest.Want(t, w.app.GQL(w.alice.Token, offerGQL, map[string]any{"id": past.ID}), "BAD_USER_INPUT", "You cannot post or offer a shift that is in the past.")
		o := w.app.MustGQL(w.alice.Token, offerGQL, map[string]any{"id": sh.ID})["offerShift"].(map[string]any)
		if o["status"] != "OPEN" || field(o, "offeredBy", "name") != "Alice" || o["shiftId"] != sh.ID {
			t.Errorf("offer %v", o)
		}
		apptest.Want(t, w.app.GQL(w.alice.Token, offerGQL, map[string]any{"id": sh.ID}), "BAD_USER_INPUT", "This shift is already offered.")
		wantMessages(t, w.app, w.bob, "Alice offers their shift on Nov 23 09:00-17:00; claim it on the open shifts page. -> /open-shifts")
		id := o["id"].(string)
		apptest.Want(t, w.app.GQL(w.alice.Token, claimGQL, map[string]any{"id": id}), "BAD_USER_INPUT", "")

		// Even on first claim, an offer waits for a manager; Alice keeps the shift until then.
		mustExec(t, w.app, `UPDATE workplace_settings SET open_shifts_first_claim = true`)
		mustExec(t, w.app, `DELETE FROM notifications`)
		c := mustClaim(t, w.app, w.bob, id)
		if c["status"] != "PENDING" || shiftOwner(t, w.app, sh) != w.alice.ID {
			t.Errorf("claim %v", c)
		}
		wantMessages(t, w.app, w.alice, "Bob wants to take your shift on Nov 23 09:00-17:00; a manager will decide. -> /open-shifts")
		// Alice sees who claimed her offer.
		l := w.app.MustGQL(w.alice.Token, openListGQL, nil)["openShifts"].([]any)
		if len(l) != 1 || len(l[0].(map[string]any)["claims"].([]any)) != 1 {
			t.Errorf("Alice sees %v", l)
		}
		got := w.app.MustGQL(w.mia.Token, decideCGQL, map[string]any{"id": c["id"], "d": "APPROVE"})["decideShiftClaim"].(map[string]any)
		if got["status"] != "APPROVED" || shiftOwner(t, w.app, sh) != w.bob.ID {
			t.Errorf("approval %v", got)
		}
		wantMessages(t, w.app, w.alice, "Bob wants to take your shift on Nov 23 09:00-17:00; a manager will decide. -> /open-shifts",
			"Your shift on Nov 23 09:00-17:00 was given to Bob. -> /schedule")
	})

	t.Run("OKOfferTakenBack", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		sh := mustShift(t, w.app, w.alice, monday, "09:00", "17:00")
		id := w.app.MustGQL(w.alice.Token, offerGQL, map[string]any{"id": sh.ID})["offerShift"].(map[string]any)["id"]
		mustClaim(t, w.app, w.carol, id.(string))
		apptest.Want(t, w.app.GQL(w.bob.Token, withdrawGQL, map[string]any{"id": id}), "FORBIDDEN", "")
		mustExec(t, w.app, `DELETE FROM notifications`)
		o := w.app.MustGQL(w.alice.Token, withdrawGQL, map[string]any{"id": id})["withdrawOpenShift"].(map[string]any)
		if o["status"] != "WITHDRAWN" || shiftOwner(t, w.app, sh) != w.alice.ID {
			t.Errorf("withdrawn %v", o)
		}
		wantMessages(t, w.app, w.carol, "Your claim of the shift on Nov 23 09:00-17:00 was cancelled: the shift was taken back. -> /open-shifts")
	})

	t.Run("OKRepublishCancels", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		s := mustPublishWeek(w.app, w.mia.Token, weekNov20, weekDays{"monday": {shiftIn(w.alice, "09:00", "17:00")}})
		shID := dayShifts(s, "monday")[0]["_id"].(string)
		id := w.app.MustGQL(w.alice.Token, offerGQL, map[string]any{"id": shID})["offerShift"].(map[string]any)["id"].(string)
		mustClaim(t, w.app, w.bob, id)
		mustExec(t, w.app, `DELETE FROM notifications`)
		mustPublishWeek(w.app, w.mia.Token, weekNov20, weekDays{"monday": {shiftKept(shID, w.alice, "10:00", "17:00")}})
		reason := service.ReasonOfferShiftChanged
		wantMessages(t, w.app, w.bob, "Your claim of the shift on Nov 23 09:00-17:00 was cancelled: "+reason+". -> /open-shifts")
		msgs := messages(t, w.app, w.alice)
		if !slices.Contains(msgs, "Your offer of your shift on Nov 23 09:00-17:00 was cancelled: "+reason+". -> /open-shifts") {
			t.Errorf("Alice heard %v", msgs)
		}
		if l := w.app.MustGQL(w.bob.Token, openListGQL, nil)["openShifts"].([]any); len(l) != 0 {
			t.Errorf("cancelled offer still listed %v", l)
		}
	})

	t.Run("OKApprovedSwapCancels", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		a := mustShift(t, w.app, w.alice, monday, "09:00", "17:00")
		b := mustShift(t, w.app, w.bob, tuesday, "09:00", "17:00")
		id := w.app.MustGQL(w.alice.Token, offerGQL, map[string]any{"id": a.ID})["offerShift"].(map[string]any)["id"].(string)
		c := mustClaim(t, w.app, w.carol, id)
		sw := mustSwap(t, w.app, w.alice, a, b, w.bob)
		mustAccept(t, w.app, w.bob, sw)
		apptest.Want(t, w.app.Do("PUT", "/api/swaps/respond/manager/"+sw, w.mia.Token, map[string]any{"response": "approve"}), 200, "")
		apptest.Want(t, w.app.GQL(w.mia.Token, decideCGQL, map[string]any{"id": c["id"], "d": "APPROVE"}), "CONFLICT", "This claim is no longer pending.")
		if shiftOwner(t, w.app, a) != w.bob.ID {
			t.Error("the swap did not stand")
		}
	})
}

// TestClaimRaces: two approvals of two claims on one shift at once give it once; a claim
// racing a republish that changes the offered shift never survives it.
func TestClaimRaces(t *testing.T) {
	t.Parallel()

	t.Run("OKTwoApprovalsOneWins", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		mustShift(t, w.app, w.carol, today, "09:00", "10:00")
		for round := 0; round < 5; round++ {
			id := mustPost(t, w.app, w.mia, monday, "09:00", "17:00")
			if round%2 == 1 { // odd rounds: an offered shift
				sh := mustShift(t, w.app, w.carol, tuesday, "09:00", "10:00")
				id = w.app.MustGQL(w.carol.Token, offerGQL, map[string]any{"id": sh.ID})["offerShift"].(map[string]any)["id"].(string)
			}
			a := mustClaim(t, w.app, w.alice, id)
			b := mustClaim(t, w.app, w.bob, id)
			var wg sync.WaitGroup
			results := make([]apptest.GQLResult, 2)
			for i, pair := range []struct {
				m     apptest.User
				claim any
			}{{w.mia, a["id"]}, {w.max, b["id"]}} {
				wg.Add(1)
				go func() {
					defer wg.Done()
					results[i] = w.app.GQL(pair.m.Token, decideCGQL, map[string]any{"id": pair.claim, "d": "APPROVE"})
				}()
			}
			wg.Wait()
			ok := 0
			for _, r := range results {
				switch r.Code() {
				case "":
					ok++
				case "CONFLICT":
				default:
					t.Errorf("round %d: %s", round, r.Raw)
				}
			}
			var filled int
			w.app.Store.DB.Get(&filled, `SELECT count(*) FROM shift_claims WHERE open_shift_id = $1 AND status = 'approved'`, id)
			if ok != 1 || filled != 1 {
				t.Errorf("round %d: %d approvals succeeded, %d approved claims; want 1", round, ok, filled)
			}
			mustExec(t, w.app, `DELETE FROM shifts WHERE user_id IN ($1, $2)`, w.alice.ID, w.bob.ID)
		}
	})

	t.Run("OKClaimAgainstRepublish", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		for round := 0; round < 5; round++ {
			s := mustPublishWeek(w.app, w.mia.Token, weekNov20, weekDays{"monday": {shiftIn(w.alice, "09:00", "17:00")}})
			shID := dayShifts(s, "monday")[0]["_id"].(string)
			id := w.app.MustGQL(w.alice.Token, offerGQL, map[string]any{"id": shID})["offerShift"].(map[string]any)["id"].(string)
			var wg sync.WaitGroup
			var claim apptest.GQLResult
			var pub apptest.Response
			wg.Add(2)
			go func() {
				defer wg.Done()
				claim = w.app.GQL(w.bob.Token, claimGQL, map[string]any{"id": id})
			}()
			go func() {
				defer wg.Done()
				pub = publishWeek(w.app, w.mia.Token, weekNov20, weekDays{"monday": {shiftKept(shID, w.alice, "10:00", "17:00")}})
			}()
			wg.Wait()
			if pub.Status != 200 {
				t.Fatalf("round %d: publish %d %s", round, pub.Status, pub.Raw)
			}
			if c := claim.Code(); c != "" && c != "CONFLICT" {
				t.Errorf("round %d: claim %s", round, claim.Raw)
			}
			var pending int
			w.app.Store.DB.Get(&pending, `SELECT count(*) FROM shift_claims WHERE open_shift_id = $1 AND status = 'pending'`, id)
			var status string
			w.app.Store.DB.Get(&status, `SELECT status FROM open_shifts WHERE id = $1`, id)
			if pending != 0 || status != "cancelled" {
				t.Errorf("round %d: offer %s with %d pending claims after the republish", round, status, pending)
			}
			mustExec(t, w.app, `DELETE FROM shifts`)
		}
	})
}

func TestOpenShiftsAndPeople(t *testing.T) {
	t.Parallel()

	t.Run("ErrManagerApprovesOwnClaim", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		mustShift(t, w.app, w.carol, today, "09:00", "10:00")
		id := mustPost(t, w.app, w.max, monday, "09:00", "17:00")
		mustExec(t, w.app, `UPDATE users SET works_shifts = true WHERE id = $1`, w.mia.ID)
		c := mustClaim(t, w.app, w.mia, id)
		apptest.Want(t, w.app.GQL(w.mia.Token, decideCGQL, map[string]any{"id": c["id"], "d": "APPROVE"}), "FORBIDDEN",
			"You cannot approve your own claim; another manager must approve it.")
		got := w.app.MustGQL(w.max.Token, decideCGQL, map[string]any{"id": c["id"], "d": "APPROVE"})["decideShiftClaim"].(map[string]any)
		if got["status"] != "APPROVED" {
			t.Errorf("another manager's approval %v", got)
		}
	})

	t.Run("OKDeletionCancelsOffersAndClaims", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		sh := mustShift(t, w.app, w.alice, monday, "09:00", "17:00")
		offer := w.app.MustGQL(w.alice.Token, offerGQL, map[string]any{"id": sh.ID})["offerShift"].(map[string]any)["id"].(string)
		mustClaim(t, w.app, w.bob, offer)
		open := mustPost(t, w.app, w.mia, tuesday, "09:00", "17:00")
		mustClaim(t, w.app, w.carol, open)
		mustExec(t, w.app, `DELETE FROM notifications`)
		for _, id := range []string{w.alice.ID, w.carol.ID} {
			r := w.app.GQL(w.mia.Token, `mutation($id: ID!) { deleteUser(id: $id) { message } }`, map[string]any{"id": id})
			apptest.Want(t, r, "", "")
		}
		wantMessages(t, w.app, w.bob, "Your claim of the shift on Nov 23 09:00-17:00 was cancelled: "+service.ReasonPersonDeleted+". -> /open-shifts")
		if q := w.app.MustGQL(w.mia.Token, queueGQL, nil)["claimsAwaitingApproval"].([]any); len(q) != 0 {
			t.Errorf("queue still holds %v", q)
		}
		l := w.app.MustGQL(w.bob.Token, openListGQL, nil)["openShifts"].([]any)
		if len(l) != 1 || l[0].(map[string]any)["offeredBy"] != nil {
			t.Errorf("Bob sees %v; want only the posted shift", l)
		}
	})
}

// structure adds the locations Harbour and Downtown and the position Barista, and returns
// their ids.
func structure(t *testing.T, w world) (harbour, downtown, barista string) {
	t.Helper()
	id := func(d map[string]any, k string) string { return d[k].(map[string]any)["id"].(string) }
	harbour = id(w.app.MustGQL(w.mia.Token, `mutation { saveLocation(input: {name: "Harbour"}) { id } }`, nil), "saveLocation")
	downtown = id(w.app.MustGQL(w.mia.Token, `mutation { saveLocation(input: {name: "Downtown"}) { id } }`, nil), "saveLocation")
	barista = id(w.app.MustGQL(w.mia.Token, `mutation { savePosition(input: {name: "Barista", colour: "#1f77b4"}) { id } }`, nil), "savePosition")
	return harbour, downtown, barista
}

// place has Mia set where and as what the person works.
func place(w world, u apptest.User, loc string, positions ...string) {
	qs := []map[string]any{}
	for _, p := range positions {
		qs = append(qs, map[string]any{"positionId": p})
	}
	w.app.MustGQL(w.mia.Token, `mutation($in: PersonWorkplaceInput!) { setPersonWorkplace(input: $in) { userId } }`,
		map[string]any{"in": map[string]any{"userId": u.ID, "positions": qs, "locationIds": []string{loc}}})
}

// TestOpenShiftPositionAndLocation: an open shift with a position and a location is
// offered (told, listed, claimable) only to people qualified for the position who work at
// the location, and its notice names both.
func TestOpenShiftPositionAndLocation(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	harbour, downtown, barista := structure(t, w)
	place(w, w.alice, harbour, barista) // qualified, works there
	place(w, w.bob, harbour)            // works there, not a barista
	place(w, w.carol, downtown, barista)
	mustShift(t, w.app, w.carol, today, "09:00", "10:00") // publishes the week
	mustExec(t, w.app, `DELETE FROM notifications`)

	d := w.app.MustGQL(w.mia.Token, `mutation($in: OpenShiftInput!) { postOpenShift(input: $in) { id positionId locationId } }`,
		map[string]any{"in": map[string]any{"date": monday, "startTime": "09:00", "endTime": "17:00", "positionId": barista, "locationId": harbour}})
	o := d["postOpenShift"].(map[string]any)
	if o["positionId"] != barista || o["locationId"] != harbour {
		t.Fatalf("posted %v", o)
	}
	wantMessages(t, w.app, w.alice, "A shift is open on Nov 23 09:00-17:00 (Barista, Harbour); claim it on the open shifts page. -> /open-shifts")
	wantMessages(t, w.app, w.bob)
	wantMessages(t, w.app, w.carol)
	for _, u := range []apptest.User{w.bob, w.carol} {
		if l := w.app.MustGQL(u.Token, openListGQL, nil)["openShifts"].([]any); len(l) != 0 {
			t.Errorf("%s is offered %v", u.Name, l)
		}
	}
	// A claim by someone not qualified stays the hard conflict it is on every path
	// (TestNotQualifiedIsAHardConflictOnEveryPath), which says why.
	notQualified(t, w, w.bob, o["id"])
	if c := mustClaim(t, w.app, w.alice, o["id"].(string)); c["status"] != "PENDING" {
		t.Errorf("Alice's claim %v", c)
	}
}

// TestOfferedShiftKeepsPositionAndLocation: a shift offered up keeps its position and
// location, and only colleagues qualified there are told and may claim it.
func TestOfferedShiftKeepsPositionAndLocation(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	harbour, _, barista := structure(t, w)
	place(w, w.alice, harbour, barista)
	place(w, w.bob, harbour, barista)
	place(w, w.carol, harbour) // not a barista
	sh := mustShift(t, w.app, w.alice, monday, "09:00", "17:00")
	mustExec(t, w.app, `UPDATE shifts SET position_id = $1, location_id = $2 WHERE id = $3`, barista, harbour, sh.ID)
	mustExec(t, w.app, `DELETE FROM notifications`)

	o := w.app.MustGQL(w.alice.Token, `mutation($id: ID!) { offerShift(shiftId: $id) { id positionId locationId } }`,
		map[string]any{"id": sh.ID})["offerShift"].(map[string]any)
	if o["positionId"] != barista || o["locationId"] != harbour {
		t.Fatalf("offer %v", o)
	}
	wantMessages(t, w.app, w.bob, "Alice offers their shift on Nov 23 09:00-17:00 (Barista, Harbour); claim it on the open shifts page. -> /open-shifts")
	wantMessages(t, w.app, w.carol)
	notQualified(t, w, w.carol, o["id"])
}

// notQualified checks that u's claim of the open shift id is refused as a conflict
// naming the position u is not qualified for.
func notQualified(t *testing.T, w world, u apptest.User, id any) {
	t.Helper()
	r := w.app.GQL(u.Token, claimGQL, map[string]any{"id": id})
	apptest.Want(t, r, "CONFLICT", "")
	if !strings.Contains(string(r.Raw), u.Name+" is not qualified as Barista") {
		t.Errorf("%s's claim: %s", u.Name, r.Raw)
	}
}
