package apitests_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/service"
	"github.com/shiftsched/shiftsched/internal/store"
)

// The apps' clock stands on Sunday 2026-11-22: the week of Friday 2026-11-27 is inside a
// 14 days' notice, and so is Saturday 2026-12-05; Sunday 2026-12-06 is 14 days ahead.

const (
	consentPublishM = `mutation($w: Date!, $s: [ShiftInput!]!) { publishSchedule(input: {weekStarting: $w, shifts: $s}) { days { shifts { id userId } } } }`
	consentListQ    = `query($s: LabourConsentStatus) { labourConsents(status: $s) { id userId userName kind status lostMinutes premiumName premiumCents owed
		before { date startTime endTime } after { date startTime endTime } } }`
	consentPayQ    = `query { predictabilityPay(from: "2026-11-01", to: "2026-12-31") { userId kind status premiumCents } }`
	consentAnswerM = `mutation($id: ID!, $a: Boolean!) { answerLabourConsent(id: $id, accept: $a) { status owed premiumCents } }`
	chicagos       = `{"predictability": {"severity": "WARN", "noticeDays": 14, "changePayMinutes": 60, "cutPercent": 50, "source": "Chicago Municipal Code § 6-110-050"}}`
)

type consentWorld struct {
	app           *apptest.App
	mia, eve, bob apptest.User
}

func newConsentWorld(t *testing.T) *consentWorld {
	t.Helper()
	app := apptest.New(t)
	w := &consentWorld{app: app, mia: app.Manager("Mia Manager"), eve: app.Employee("Eve Early"), bob: app.Employee("Bob Busy")}
	var in map[string]any
	if err := json.Unmarshal([]byte(chicagos), &in); err != nil {
		t.Fatal(err)
	}
	app.MustGQL(w.mia.Token, setLabourM, map[string]any{"r": defaultRuleSet(t, app), "in": in})
	mustExec(t, app, `UPDATE users SET hourly_rate_cents = 2000 WHERE id = $1`, w.eve.ID)
	return w
}

// publish publishes the week with the shifts ({id?, day, user, from, to}) and returns
// the shifts' ids by user and day.
func (w *consentWorld) publish(t *testing.T, week string, shifts ...map[string]any) map[string]string {
	t.Helper()
	d := w.app.MustGQL(w.mia.Token, consentPublishM, map[string]any{"w": week, "s": shifts})
	out := map[string]string{}
	for _, day := range d["publishSchedule"].(map[string]any)["days"].([]any) {
		for _, s := range day.(map[string]any)["shifts"].([]any) {
			s := s.(map[string]any)
			out[s["userId"].(string)] = s["id"].(string)
		}
	}
	return out
}

func (w *consentWorld) consents(t *testing.T, token string) []map[string]any {
	t.Helper()
	var out []map[string]any
	for _, c := range w.app.MustGQL(token, consentListQ, nil)["labourConsents"].([]any) {
		out = append(out, c.(map[string]any))
	}
	return out
}

func lateShift(id, day, user, from, to string) map[string]any {
	m := map[string]any{"dayKey": day, "userId": user, "startTime": from, "endTime": to}
	if id != "" {
		m["id"] = id
	}
	return m
}

func TestLateChangeConsent(t *testing.T) {
	t.Parallel()
	w := newConsentWorld(t)
	app, mia, eve, bob := w.app, w.mia, w.eve, w.bob
	ids := w.publish(t, "2026-11-27", lateShift("", "SATURDAY", eve.ID, "09:00", "17:00"), lateShift("", "SUNDAY", bob.ID, "09:00", "17:00"))
	if got := w.consents(t, mia.Token); len(got) != 0 {
		t.Fatalf("a first publish asks no consent (it is a late posting), got %v", got)
	}
	// Two days ahead of Eve's Saturday, Mia moves it an hour later and cuts Bob's Sunday to four hours.
	w.publish(t, "2026-11-27", lateShift(ids[eve.ID], "SATURDAY", eve.ID, "10:00", "18:00"), lateShift(ids[bob.ID], "SUNDAY", bob.ID, "09:00", "13:00"))

	t.Run("OK/TheEmployeeIsAskedAndAcceptsAndThePremiumIsOwed", func(t *testing.T) {
		mine := w.consents(t, eve.Token)
		got, _ := json.Marshal(mine)
		if len(mine) != 1 || mine[0]["kind"] != "MOVED" || mine[0]["status"] != "PENDING" || mine[0]["owed"] != false ||
			mine[0]["premiumCents"] != float64(2000) || !strings.Contains(string(got), `"before":{"date":"2026-11-28","endTime":"17:00","startTime":"09:00"}`) ||
			!strings.Contains(string(got), `"after":{"date":"2026-11-28","endTime":"18:00","startTime":"10:00"}`) {
			t.Fatalf("Eve's consents = %s, want one pending MOVED of one hour's pay (20.00)", got)
		}
		notes, _ := json.Marshal(app.MustGQL(eve.Token, `{ notifications { message link } }`, nil))
		if !strings.Contains(string(notes), `needs your consent`) || !strings.Contains(string(notes), `"link":"/consents"`) {
			t.Errorf("Eve was not asked: %s", notes)
		}
		if pay := app.MustGQL(eve.Token, consentPayQ, nil)["predictabilityPay"].([]any); len(pay) != 0 {
			t.Errorf("a pending move is not owed yet: %v", pay)
		}
		apptest.Want(t, app.GQL(bob.Token, consentAnswerM, map[string]any{"id": mine[0]["id"], "a": true}), "FORBIDDEN",
			"Only the person whose shift changed can answer this request.")
		apptest.Want(t, app.GQL(mia.Token, consentAnswerM, map[string]any{"id": mine[0]["id"], "a": true}), "FORBIDDEN", "")
		d := app.MustGQL(eve.Token, consentAnswerM, map[string]any{"id": mine[0]["id"], "a": true})["answerLabourConsent"].(map[string]any)
		if d["status"] != "ACCEPTED" || d["owed"] != true {
			t.Errorf("accepted = %v", d)
		}
		apptest.Want(t, app.GQL(eve.Token, consentAnswerM, map[string]any{"id": mine[0]["id"], "a": false}), "CONFLICT", "This change was already answered.")
		pay, _ := json.Marshal(app.MustGQL(mia.Token, consentPayQ, nil)["predictabilityPay"])
		if !strings.Contains(string(pay), `{"kind":"MOVED","premiumCents":2000,"status":"ACCEPTED","userId":"`+eve.ID+`"}`) {
			t.Errorf("the manager's predictability pay lacks Eve's accepted change: %s", pay)
		}
		notes, _ = json.Marshal(app.MustGQL(mia.Token, `{ notifications { message } }`, nil))
		if !strings.Contains(string(notes), "Eve Early accepted the change to their shift") {
			t.Errorf("Mia was not told: %s", notes)
		}
	})

	t.Run("OK/ADeclinedCutKeepsTheChangeAndIsStillOwed", func(t *testing.T) {
		mine := w.consents(t, bob.Token)
		if len(mine) != 1 || mine[0]["kind"] != "SHORTENED" || mine[0]["lostMinutes"] != float64(240) || mine[0]["premiumCents"] != nil || mine[0]["owed"] != true {
			t.Fatalf("Bob's consents = %v, want one SHORTENED of 240 minutes, owed, unpriced (Bob has no rate)", mine)
		}
		d := app.MustGQL(bob.Token, consentAnswerM, map[string]any{"id": mine[0]["id"], "a": false})["answerLabourConsent"].(map[string]any)
		if d["status"] != "DECLINED" || d["owed"] != true {
			t.Errorf("declined = %v", d)
		}
		var end int
		if err := app.Store.DB.Get(&end, `SELECT end_minute FROM shifts WHERE id = $1`, ids[bob.ID]); err != nil || end != 13*60 {
			t.Errorf("a decline keeps the change on the schedule: end %d, %v", end, err)
		}
		notes, _ := json.Marshal(app.MustGQL(mia.Token, `{ notifications { message } }`, nil))
		if !strings.Contains(string(notes), "Bob Busy declined the change to their shift") {
			t.Errorf("Mia was not told of the decline: %s", notes)
		}
		if others := app.GQL(eve.Token, `query($u: ID!) { labourConsents(userId: $u) { id } }`, map[string]any{"u": bob.ID}); others.Code() != "FORBIDDEN" {
			t.Errorf("Eve read Bob's consents: %s", others.Raw)
		}
	})

	t.Run("OK/TheWindowEndsNoticeDaysAhead", func(t *testing.T) {
		ids := w.publish(t, "2026-12-04", lateShift("", "SATURDAY", eve.ID, "09:00", "17:00"), lateShift("", "SUNDAY", bob.ID, "09:00", "17:00"))
		before := len(w.consents(t, mia.Token))
		w.publish(t, "2026-12-04", lateShift(ids[eve.ID], "SATURDAY", eve.ID, "09:00", "18:00"), lateShift(ids[bob.ID], "SUNDAY", bob.ID, "09:00", "18:00"))
		got := w.consents(t, mia.Token)
		if len(got) != before+1 || got[0]["userId"] != eve.ID {
			t.Errorf("Saturday 5 December (13 days ahead) asks, Sunday 6 December (14 days ahead) does not: %v", got[:len(got)-before])
		}
	})

	t.Run("OK/ASwapThePeopleAskedForNeedsNoConsent", func(t *testing.T) {
		before := len(w.consents(t, mia.Token))
		a := shiftRef{ID: ids[eve.ID], Date: "2026-11-28", DayKey: "saturday", Start: "10:00", End: "18:00"}
		b := shiftRef{ID: ids[bob.ID], Date: "2026-11-29", DayKey: "sunday", Start: "09:00", End: "13:00"}
		var sched string
		if err := app.Store.DB.Get(&sched, `SELECT schedule_id::text FROM shifts WHERE id = $1`, ids[eve.ID]); err != nil {
			t.Fatal(err)
		}
		a.ScheduleID, b.ScheduleID = sched, sched
		swap := mustSwap(t, app, eve, a, b, bob)
		mustAccept(t, app, bob, swap)
		app.MustGQL(mia.Token, `mutation($id: ID!) { decideSwap(id: $id, decision: APPROVE) { id } }`, map[string]any{"id": swap})
		if got := w.consents(t, mia.Token); len(got) != before {
			t.Errorf("a swap its people asked for asked consent: %v", got[:len(got)-before])
		}
	})

	t.Run("ErrBadRule", func(t *testing.T) {
		apptest.Want(t, app.GQL(mia.Token, setLabourM, map[string]any{"r": defaultRuleSet(t, app), "in": map[string]any{
			"predictability": map[string]any{"severity": "BLOCK", "noticeDays": 14}}}),
			"BAD_USER_INPUT", "A late change asks the person's consent: the predictability rule is WARN or OFF.")
		apptest.Want(t, app.GQL(mia.Token, setLabourM, map[string]any{"r": defaultRuleSet(t, app), "in": map[string]any{
			"predictability": map[string]any{"severity": "WARN", "noticeDays": 0}}}),
			"BAD_USER_INPUT", "The notice window of late changes is 1 to 60 days.")
		apptest.Want(t, app.GQL(eve.Token, `query { predictabilityPay(from: "2026-12-31", to: "2026-01-01") { id } }`, nil),
			"BAD_USER_INPUT", "A pay period runs from a day to a later day, at most a year.")
	})
}

// Asking consent for late changes adds a fixed number of statements to a republish,
// however many people it changes: rates, one insert, one batch of notifications.
func TestLateChangeStatementsDoNotGrow(t *testing.T) {
	t.Parallel()
	small, big := lateChangeStatements(t, 10), lateChangeStatements(t, 40)
	t.Logf("statements of a republish asking consent: 10 people %d, 40 people %d", small, big)
	if small != big {
		t.Fatalf("statements grow with the people: %d for 10, %d for 40", small, big)
	}
}

func lateChangeStatements(t *testing.T, people int) int64 {
	t.Helper()
	w := newConsentWorld(t)
	seedWorkplace(t, w.app, w.mia, people, 0, 0)
	mustExec(t, w.app, `UPDATE users SET hourly_rate_cents = 1500 WHERE role = 'employee'`)
	ctx := context.Background()
	actor, err := w.app.Sessions.Authenticate(ctx, w.mia.Token)
	if err != nil {
		t.Fatal(err)
	}
	var ids []int64
	if err := w.app.Store.DB.Select(&ids, `SELECT id FROM users WHERE role = 'employee' ORDER BY id`); err != nil {
		t.Fatal(err)
	}
	week := domain.Date{Year: 2026, Month: 11, Day: 27}
	drafts := make([]service.ShiftDraft, len(ids))
	for i, id := range ids {
		drafts[i] = service.ShiftDraft{Day: "saturday", UserID: id, StartTime: "09:00", EndTime: "17:00"}
	}
	sched, err := w.app.Svc.PublishSchedule(ctx, actor, week, drafts)
	if err != nil {
		t.Fatal(err)
	}
	for i, sh := range sched.Shifts {
		drafts[i] = service.ShiftDraft{ID: sh.ID, Day: "saturday", UserID: sh.UserID, StartTime: "10:00", EndTime: "18:00"}
	}
	cctx, counter := store.WithCounter(ctx)
	if _, err := w.app.Svc.PublishSchedule(cctx, actor, week, drafts); err != nil {
		t.Fatal(err)
	}
	var asked int
	if err := w.app.Store.DB.Get(&asked, `SELECT count(*) FROM labour_consents`); err != nil || asked != len(ids) {
		t.Fatalf("%d people asked, want %d (%v)", asked, len(ids), err)
	}
	return counter.Statements()
}

// A late change that makes a close then an open asks consent for the clopening as well
// as for the move, and the clopening pays its fixed sum once accepted.
func TestALateClopeningAsksConsent(t *testing.T) {
	t.Parallel()
	w := newConsentWorld(t)
	app, mia, eve := w.app, w.mia, w.eve
	app.MustGQL(mia.Token, setLabourM, map[string]any{"r": defaultRuleSet(t, app), "in": map[string]any{
		"clopening": map[string]any{"severity": "WARN", "minRestMinutes": 600},
		"predictability": map[string]any{"severity": "WARN", "noticeDays": 14, "changeCents": 1500,
			"clopeningConsent": true, "clopeningCents": 10000}}})
	ids := w.publish(t, "2026-11-27", lateShift("", "FRIDAY", eve.ID, "14:00", "23:00"))
	d := app.MustGQL(mia.Token, `mutation($w: Date!, $s: [ShiftInput!]!) { publishSchedule(input: {weekStarting: $w, shifts: $s,
		acceptWarningKinds: [LABOUR_CLOPENING, SHORT_REST]}) { id } }`, map[string]any{"w": "2026-11-27", "s": []any{
		lateShift(ids[eve.ID], "FRIDAY", eve.ID, "14:00", "23:00"), lateShift("", "SATURDAY", eve.ID, "06:00", "14:00")}})
	if d["publishSchedule"] == nil {
		t.Fatal("no publish")
	}
	kinds := map[string]float64{}
	for _, c := range w.consents(t, eve.Token) {
		kinds[c["kind"].(string)] = c["premiumCents"].(float64)
	}
	if len(kinds) != 2 || kinds["ADDED"] != 1500 || kinds["CLOPENING"] != 10000 {
		t.Fatalf("Eve's consents by kind and premium = %v, want an ADDED shift (15.00) and a CLOPENING (100.00)", kinds)
	}
}
