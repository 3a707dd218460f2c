package apitests_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/service"
	"github.com/shiftsched/shiftsched/internal/store"
)

// The test clock starts on Sunday 2026-11-22, in the week starting Friday 2026-11-20.
const (
	weekNov20 = "2026-11-20"
	weekNov27 = "2026-11-27"
	weekNov13 = "2026-11-13"
)

// shift is one REST shift of a publish body.
func shiftIn(user apptest.User, start, end string) map[string]any {
	return map[string]any{"user": user.ID, "userName": "ignored " + user.Name, "startTime": start, "endTime": end}
}

// withID is a REST shift that keeps the id it already has.
func shiftKept(id string, user apptest.User, start, end string) map[string]any {
	s := shiftIn(user, start, end)
	s["_id"] = id
	return s
}

type weekDays map[string][]map[string]any

func publishWeek(app *apptest.App, token, week string, d weekDays) apptest.Response {
	app.T.Helper()
	return app.Do("POST", "/api/schedules", token, map[string]any{"weekStarting": week, "days": d})
}

func mustPublishWeek(app *apptest.App, token, week string, d weekDays) map[string]any {
	app.T.Helper()
	res := publishWeek(app, token, week, d)
	if res.Status != 200 {
		app.T.Fatalf("publish %s = %d %s", week, res.Status, res.Raw)
	}
	return res.Obj()
}

// dayShifts returns the REST shifts of one day of a REST schedule.
func dayShifts(sched map[string]any, day string) []map[string]any {
	var out []map[string]any
	list, _ := sched["days"].(map[string]any)[day].([]any)
	for _, s := range list {
		out = append(out, s.(map[string]any))
	}
	return out
}

// exec runs SQL against the app's database.
func sqlExec(app *apptest.App, query string, args ...any) {
	app.T.Helper()
	if _, err := app.Store.DB.Exec(query, args...); err != nil {
		app.T.Fatalf("%s: %v", query, err)
	}
}

// messages returns a user's notifications, oldest first, as "message -> link".
func notes(app *apptest.App, userID string) []string {
	app.T.Helper()
	var out []string
	if err := app.Store.DB.Select(&out,
		`SELECT message || ' -> ' || link FROM notifications WHERE user_id = $1 ORDER BY id`, userID); err != nil {
		app.T.Fatal(err)
	}
	return out
}

const publishMutation = `mutation($in: PublishScheduleInput!) {
	publishSchedule(input: $in) {
		id weekStarting
		days { key date shifts { id scheduleId dayKey date startTime endTime userName userId user { id name } } }
	}
}`

func shiftInput(dayKey string, user apptest.User, start, end string) map[string]any {
	return map[string]any{"dayKey": dayKey, "userId": user.ID, "startTime": start, "endTime": end}
}

func TestPublishSchedule(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	bob := app.Employee("Bob Late")
	max := app.Manager("Max Other")

	t.Run("OK_REST", func(t *testing.T) {
		res := publishWeek(app, mia.Token, weekNov20, weekDays{
			"friday":  {shiftIn(eve, "09:00", "17:00"), shiftIn(bob, "17:00", "23:00")},
			"SUNDAY":  {shiftIn(bob, "22:00", "06:00")},
			"tuesday": {},
		})
		if res.Status != 200 {
			t.Fatalf("publish = %d %s", res.Status, res.Raw)
		}
		s := res.Obj()
		if s["_id"] == "" || s["weekStarting"] != "2026-11-20T00:00:00.000Z" || s["createdAt"] == nil || s["updatedAt"] == nil {
			t.Fatalf("schedule = %s", res.Raw)
		}
		d := s["days"].(map[string]any)
		for _, k := range domain.DayKeys {
			if _, ok := d[string(k)].([]any); !ok {
				t.Fatalf("day %s missing or not a list: %s", k, res.Raw)
			}
		}
		fri := dayShifts(s, "friday")
		if len(fri) != 2 || fri[0]["user"] != eve.ID || fri[0]["userName"] != "Eve Early" ||
			fri[0]["startTime"] != "09:00" || fri[0]["endTime"] != "17:00" || fri[1]["user"] != bob.ID {
			t.Fatalf("friday = %v", fri)
		}
		if id, _ := fri[0]["_id"].(string); id == "" {
			t.Fatalf("shift without _id: %v", fri[0])
		}
		if sun := dayShifts(s, "sunday"); len(sun) != 1 || sun[0]["endTime"] != "06:00" {
			t.Fatalf("sunday = %v", sun)
		}
		// A first publish tells everyone on the week; nobody else, not the publisher.
		want := []string{"A new schedule has been posted for the week of Nov 20. -> /schedule"}
		for _, u := range []apptest.User{eve, bob} {
			if got := notes(app, u.ID); fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("%s notifications = %v", u.Name, got)
			}
		}
		if got := notes(app, max.ID); len(got) != 0 {
			t.Errorf("%s is not on the week but was notified: %v", max.Name, got)
		}
		if got := notes(app, mia.ID); len(got) != 0 {
			t.Errorf("publisher notified: %v", got)
		}
		// It reads back the same.
		week := app.Do("GET", "/api/schedules/week?date=2026-11-24", eve.Token, nil)
		if week.Status != 200 || fmt.Sprint(week.Obj()["days"]) != fmt.Sprint(s["days"]) || week.Obj()["_id"] != s["_id"] {
			t.Fatalf("week = %d %s\nwant %s", week.Status, week.Raw, res.Raw)
		}
	})

	t.Run("OK_GraphQL", func(t *testing.T) {
		data := app.MustGQL(mia.Token, publishMutation, map[string]any{"in": map[string]any{
			"weekStarting": weekNov27,
			"shifts": []any{
				shiftInput("MONDAY", eve, "08:00", "12:00"),
				shiftInput("FRIDAY", bob, "10:00", "18:00"),
				shiftInput("MONDAY", bob, "12:00", "16:00"),
			},
		}})
		s := data["publishSchedule"].(map[string]any)
		if s["weekStarting"] != weekNov27 {
			t.Fatalf("schedule = %v", s)
		}
		ds := s["days"].([]any)
		if len(ds) != 7 || ds[0].(map[string]any)["key"] != "FRIDAY" || ds[3].(map[string]any)["date"] != "2026-11-30" {
			t.Fatalf("days = %v", ds)
		}
		mon := ds[3].(map[string]any)["shifts"].([]any)
		if len(mon) != 2 {
			t.Fatalf("monday = %v", mon)
		}
		first := mon[0].(map[string]any)
		if first["userName"] != "Eve Early" || first["user"].(map[string]any)["id"] != eve.ID || first["userId"] != eve.ID ||
			first["date"] != "2026-11-30" || first["dayKey"] != "MONDAY" || first["scheduleId"] != s["id"] {
			t.Fatalf("monday shift = %v", first)
		}
	})

	t.Run("ErrNotManager", func(t *testing.T) {
		apptest.Want(t, publishWeek(app, eve.Token, weekNov20, weekDays{}), 403, "Access denied: Managers only")
		r := app.GQL(eve.Token, publishMutation, map[string]any{"in": map[string]any{"weekStarting": weekNov20, "shifts": []any{}}})
		apptest.Want(t, r, "FORBIDDEN", "Access denied: Managers only")
		// An employee sending nonsense still learns only that the route is not theirs.
		apptest.Want(t, publishWeek(app, eve.Token, "2026-11-23", weekDays{"funday": {}}), 403, "Access denied: Managers only")
	})

	t.Run("ErrUnauthenticated", func(t *testing.T) {
		apptest.Want(t, publishWeek(app, "", weekNov20, weekDays{}), 401, "No token, authorization denied")
		apptest.Want(t, publishWeek(app, "garbage", weekNov20, weekDays{}), 401, "Token is not valid")
		r := app.GQL("", publishMutation, map[string]any{"in": map[string]any{"weekStarting": weekNov20, "shifts": []any{}}})
		apptest.Want(t, r, "UNAUTHENTICATED", "")
	})

	refusals := []struct {
		name string
		week string
		days weekDays
		msg  string
	}{
		{"ErrNotFriday", "2026-11-23", weekDays{}, "A week must start on a Friday; 2026-11-23 is a Monday."},
		{"ErrNoWeek", "", weekDays{}, "A valid weekStarting date (YYYY-MM-DD) is required."},
		{"ErrBadWeek", "2026-13-01", weekDays{}, "A valid weekStarting date (YYYY-MM-DD) is required."},
		{"ErrUnknownDay", weekNov20, weekDays{"friday": {shiftIn(eve, "09:00", "17:00")}, "funday": {shiftIn(eve, "09:00", "17:00")}},
			"Unknown day 'funday'. Days are friday, saturday, sunday, monday, tuesday, wednesday and thursday."},
		{"ErrUnknownDayEmpty", weekNov20, weekDays{"caturday": {}},
			"Unknown day 'caturday'. Days are friday, saturday, sunday, monday, tuesday, wednesday and thursday."},
		{"ErrUnknownUser", weekNov20, weekDays{"saturday": {shiftIn(eve, "09:00", "12:00"), {"user": "999999", "startTime": "09:00", "endTime": "17:00"}}},
			"Saturday, shift 2: there is no user with id 999999."},
		{"ErrBadUserID", weekNov20, weekDays{"saturday": {{"user": "abc", "startTime": "09:00", "endTime": "17:00"}}},
			"Saturday, shift 1: the person is not a valid user id."},
		{"ErrNoUser", weekNov20, weekDays{"saturday": {{"startTime": "09:00", "endTime": "17:00"}}},
			"Saturday, shift 1: choose the person who works it."},
		{"ErrBadStart", weekNov20, weekDays{"monday": {shiftIn(eve, "9:00", "17:00")}},
			"Monday, shift 1 (Eve Early): the start time '9:00' is not a time (use HH:MM, 00:00 to 23:59)."},
		{"ErrBadEnd", weekNov20, weekDays{"monday": {shiftIn(eve, "09:00", "24:00")}},
			"Monday, shift 1 (Eve Early): the end time '24:00' is not a time (use HH:MM, 00:00 to 23:59)."},
		{"ErrMissingTime", weekNov20, weekDays{"monday": {{"user": eve.ID, "startTime": "09:00"}}},
			"Monday, shift 1 (Eve Early): both a start time and an end time (HH:MM) are required."},
		{"ErrEmptyShift", weekNov20, weekDays{"monday": {shiftIn(eve, "09:00", "09:00")}},
			"Monday, shift 1 (Eve Early): a shift cannot start and end at the same time (09:00)."},
		{"ErrOverlapSameDay", weekNov20, weekDays{"friday": {shiftIn(eve, "09:00", "17:00"), shiftIn(bob, "09:00", "17:00"), shiftIn(eve, "16:00", "20:00")}},
			"Eve Early cannot work two overlapping shifts: Friday Nov 20 09:00-17:00 and Friday Nov 20 16:00-20:00."},
		{"ErrOverlapOvernight", weekNov20, weekDays{"friday": {shiftIn(bob, "22:00", "06:00")}, "saturday": {shiftIn(bob, "05:00", "09:00")}},
			"Bob Late cannot work two overlapping shifts: Friday Nov 20 22:00-06:00 and Saturday Nov 21 05:00-09:00."},
		{"ErrOverlapContained", weekNov20, weekDays{"friday": {shiftIn(bob, "08:00", "20:00"), shiftIn(bob, "09:00", "10:00"), shiftIn(bob, "18:00", "19:00")}},
			"Bob Late cannot work two overlapping shifts: Friday Nov 20 08:00-20:00 and Friday Nov 20 09:00-10:00."},
		{"ErrOverlapNextWeek", weekNov20, weekDays{"thursday": {shiftIn(bob, "20:00", "11:00")}}, // next week: Friday 10:00-18:00
			"Bob Late cannot work two overlapping shifts: Thursday Nov 26 20:00-11:00 and Friday Nov 27 10:00-18:00 (one of them is in the published week of Nov 27)."},
	}
	for _, tc := range refusals {
		t.Run(tc.name, func(t *testing.T) {
			before := app.Do("GET", "/api/schedules/week?date="+weekNov20, mia.Token, nil)
			apptest.Want(t, publishWeek(app, mia.Token, tc.week, tc.days), 400, tc.msg)
			after := app.Do("GET", "/api/schedules/week?date="+weekNov20, mia.Token, nil)
			if string(before.Raw) != string(after.Raw) {
				t.Fatalf("a refused publish changed the week:\n%s\n%s", before.Raw, after.Raw)
			}
		})
	}

	t.Run("ErrOverlapPreviousWeek", func(t *testing.T) {
		mustPublishWeek(app, mia.Token, weekNov13, weekDays{"thursday": {shiftIn(eve, "22:00", "06:00")}})
		apptest.Want(t, publishWeek(app, mia.Token, weekNov20, weekDays{"friday": {shiftIn(eve, "05:30", "13:00")}}), 400,
			"Eve Early cannot work two overlapping shifts: Thursday Nov 19 22:00-06:00 and Friday Nov 20 05:30-13:00 (one of them is in the published week of Nov 13).")
		// Back to back with the night shift is fine.
		mustPublishWeek(app, mia.Token, weekNov20, weekDays{"friday": {shiftIn(eve, "06:00", "13:00")}})
	})

	t.Run("ErrGraphQLInput", func(t *testing.T) {
		r := app.GQL(mia.Token, publishMutation, map[string]any{"in": map[string]any{
			"weekStarting": "2026-11-21", "shifts": []any{}}})
		apptest.Want(t, r, "BAD_USER_INPUT", "A week must start on a Friday; 2026-11-21 is a Saturday.")
		r = app.GQL(mia.Token, publishMutation, map[string]any{"in": map[string]any{
			"weekStarting": weekNov20, "shifts": []any{shiftInput("FRIDAY", eve, "09:00", "25:00")}}})
		apptest.Want(t, r, "BAD_USER_INPUT", "")
		r = app.GQL(mia.Token, publishMutation, map[string]any{"in": map[string]any{
			"weekStarting": weekNov20, "shifts": []any{shiftInput("FUNDAY", eve, "09:00", "17:00")}}})
		// gqlgen refuses an unknown enum value itself, during validation.
		if c := r.Code(); c != "BAD_USER_INPUT" && c != "GRAPHQL_VALIDATION_FAILED" {
			t.Fatalf("unknown day: %s", r.Raw)
		}
		r = app.GQL(mia.Token, publishMutation, map[string]any{"in": map[string]any{
			"weekStarting": weekNov20, "shifts": []any{shiftInput("FRIDAY", eve, "09:00", "17:00"), shiftInput("FRIDAY", eve, "12:00", "13:00")}}})
		apptest.Want(t, r, "BAD_USER_INPUT", "Eve Early cannot work two overlapping shifts: Friday Nov 20 09:00-17:00 and Friday Nov 20 12:00-13:00.")
	})

	t.Run("ErrMalformed", func(t *testing.T) {
		for _, body := range []string{
			`{"weekStarting": "2026-11-20", "days": `,
			`[]`,
			`{"weekStarting": 20261120, "days": {}}`,
			`{"weekStarting": "2026-11-20", "days": []}`,
			`{"weekStarting": "2026-11-20", "days": {"friday": {}}}`,
			`{"weekStarting": "2026-11-20", "days": {"friday": [{"user": "` + eve.ID + `", "startTime": 9, "endTime": "17:00"}]}}`,
			`{"weekStarting": "2026-11-20"}`,
			``,
		} {
			res := app.Do("POST", "/api/schedules", mia.Token, body)
			if res.Status != 400 || res.Msg() == "" {
				t.Errorf("%s: got %d %s, want 400 with a msg", body, res.Status, res.Raw)
			}
		}
	})

	t.Run("OK_DeletedPersonRefusedButHistoryKept", func(t *testing.T) {
		gone := app.Employee("Gus Gone")
		s := mustPublishWeek(app, mia.Token, weekNov13, weekDays{
			"thursday": {shiftIn(eve, "22:00", "06:00")}, "monday": {shiftIn(gone, "09:00", "17:00")}})
		sqlExec(app, `UPDATE users SET deleted_at = now() WHERE id = $1`, gone.ID)
		apptest.Want(t, publishWeek(app, mia.Token, weekNov13, weekDays{"tuesday": {shiftIn(gone, "09:00", "17:00")}}), 400,
			"Tuesday, shift 1: Gus Gone no longer works here and cannot be scheduled.")
		// Sending the week back as it is keeps the deleted person's past shift.
		mon := dayShifts(s, "monday")[0]
		thu := dayShifts(s, "thursday")[0]
		again := mustPublishWeek(app, mia.Token, weekNov13, weekDays{
			"monday":   {shiftKept(mon["_id"].(string), gone, "09:00", "17:00")},
			"thursday": {shiftKept(thu["_id"].(string), eve, "22:00", "06:00")},
		})
		if got := dayShifts(again, "monday"); len(got) != 1 || got[0]["_id"] != mon["_id"] || got[0]["userName"] != "Gus Gone" {
			t.Fatalf("monday = %v", got)
		}
		// ... but cannot move it to another day.
		apptest.Want(t, publishWeek(app, mia.Token, weekNov13, weekDays{"tuesday": {shiftKept(mon["_id"].(string), gone, "09:00", "17:00")}}), 400,
			"Tuesday, shift 1: Gus Gone no longer works here and cannot be scheduled.")
	})
}

func TestRepublish(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	bob := app.Employee("Bob Late")
	cat := app.Employee("Cat Cover")

	first := mustPublishWeek(app, mia.Token, weekNov20, weekDays{
		"friday":   {shiftIn(eve, "09:00", "17:00"), shiftIn(bob, "09:00", "17:00")},
		"saturday": {shiftIn(cat, "10:00", "14:00")},
		"monday":   {shiftIn(eve, "08:00", "12:00")},
	})
	eveFri := dayShifts(first, "friday")[0]["_id"].(string)
	bobFri := dayShifts(first, "friday")[1]["_id"].(string)
	catSat := dayShifts(first, "saturday")[0]["_id"].(string)
	eveMon := dayShifts(first, "monday")[0]["_id"].(string)
	other := mustPublishWeek(app, mia.Token, weekNov27, weekDays{"friday": {shiftIn(cat, "09:00", "17:00")}})
	otherID := dayShifts(other, "friday")[0]["_id"].(string)

	t.Run("ErrSameIDTwice", func(t *testing.T) {
		apptest.Want(t, publishWeek(app, mia.Token, weekNov20, weekDays{"friday": {shiftKept(eveFri, eve, "09:00", "12:00"), shiftKept(eveFri, eve, "13:00", "17:00")}}), 400,
			"Friday, shift 2: shift "+eveFri+" is sent twice; each shift may appear only once.")
	})

	t.Run("OK_KeepsIDs", func(t *testing.T) {
		res := mustPublishWeek(app, mia.Token, weekNov20, weekDays{
			// Bob's Friday shift now comes first; Eve's keeps its id; Cat's Saturday is dropped;
			// a shift with another week's id is a new shift; Eve's Monday moves to Tuesday.
			"friday":   {shiftKept(bobFri, bob, "09:00", "17:00"), shiftKept(eveFri, eve, "09:00", "17:00"), shiftKept("not-an-id", cat, "18:00", "22:00")},
			"saturday": {shiftKept(otherID, cat, "10:00", "14:00")},
			"tuesday":  {shiftKept(eveMon, eve, "08:00", "12:00")},
		})
		if res["_id"] != first["_id"] || res["createdAt"] != first["createdAt"] {
			t.Fatalf("the schedule changed identity: %v vs %v", res["_id"], first["_id"])
		}
		fri := dayShifts(res, "friday")
		if len(fri) != 3 || fri[0]["_id"] != bobFri || fri[1]["_id"] != eveFri || fri[2]["_id"] == "not-an-id" {
			t.Fatalf("friday = %v", fri)
		}
		sat := dayShifts(res, "saturday")
		if len(sat) != 1 || sat[0]["_id"] == otherID || sat[0]["_id"] == catSat {
			t.Fatalf("saturday = %v (other week's id %s, removed id %s)", sat, otherID, catSat)
		}
		if tue := dayShifts(res, "tuesday"); len(tue) != 1 || tue[0]["_id"] != eveMon {
			t.Fatalf("tuesday = %v", tue)
		}
		if len(dayShifts(res, "monday")) != 0 {
			t.Fatalf("monday = %v", dayShifts(res, "monday"))
		}
		// The other week is untouched.
		nw := app.Do("GET", "/api/schedules/week?date="+weekNov27, mia.Token, nil)
		if got := dayShifts(nw.Obj(), "friday"); len(got) != 1 || got[0]["_id"] != otherID {
			t.Fatalf("next week = %s", nw.Raw)
		}
	})

	t.Run("OK_GraphQLKeepsIDs", func(t *testing.T) {
		data := app.MustGQL(mia.Token, publishMutation, map[string]any{"in": map[string]any{
			"weekStarting": weekNov20,
			"shifts": []any{
				map[string]any{"id": eveFri, "dayKey": "FRIDAY", "userId": eve.ID, "startTime": "09:00", "endTime": "15:00"},
				shiftInput("SATURDAY", bob, "09:00", "15:00"),
			},
		}})
		fri := data["publishSchedule"].(map[string]any)["days"].([]any)[0].(map[string]any)["shifts"].([]any)
		if len(fri) != 1 || fri[0].(map[string]any)["id"] != eveFri || fri[0].(map[string]any)["endTime"] != "15:00" {
			t.Fatalf("friday = %v", fri)
		}
	})
}

// A week sent again as it stands, without ids (as REST clients send it), is the same
// week: its shifts keep their ids and versions, their swaps stay open and nobody is told.
func TestRepublishWithoutIDsKeepsUnchangedShifts(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	bob := app.Employee("Bob Late")
	week := weekDays{
		"friday":   {shiftIn(eve, "09:00", "17:00"), shiftIn(bob, "09:00", "17:00")},
		"saturday": {shiftIn(eve, "10:00", "14:00")},
	}
	first := mustPublishWeek(app, mia.Token, weekNov20, week)
	eveFri, bobFri := dayShifts(first, "friday")[0]["_id"].(string), dayShifts(first, "friday")[1]["_id"].(string)
	eveSat := dayShifts(first, "saturday")[0]["_id"].(string)
	swap := insertOpenSwap(app, "pending_target", eve, eveFri, bob, bobFri)
	sqlExec(app, `DELETE FROM notifications`)

	again := mustPublishWeek(app, mia.Token, weekNov20, week)
	if got := fmt.Sprint(dayShifts(again, "friday")[0]["_id"], dayShifts(again, "friday")[1]["_id"], dayShifts(again, "saturday")[0]["_id"]); got != fmt.Sprint(eveFri, bobFri, eveSat) {
		t.Fatalf("ids after sending the week again: %s, want %s %s %s", got, eveFri, bobFri, eveSat)
	}
	var versions int
	if err := app.Store.DB.Get(&versions, `SELECT sum(version) FROM shifts WHERE id = ANY($1::bigint[])`, pq.Array([]string{eveFri, bobFri, eveSat})); err != nil || versions != 0 {
		t.Fatalf("versions after sending the week again: %d (%v), want 0", versions, err)
	}
	if st, _ := swapState(app, swap); st != "pending_target" {
		t.Fatalf("sending the week again changed the swap to %s", st)
	}
	for _, u := range []apptest.User{eve, bob} {
		if got := notes(app, u.ID); len(got) != 0 {
			t.Errorf("%s was told %q", u.Name, got)
		}
	}

	t.Run("OK_AChangedShiftIsNewAndTheRestKept", func(t *testing.T) {
		res := mustPublishWeek(app, mia.Token, weekNov20, weekDays{
			"friday":   {shiftIn(eve, "09:00", "17:00"), shiftIn(bob, "12:00", "20:00")},
			"saturday": {shiftIn(eve, "10:00", "14:00")},
		})
		fri := dayShifts(res, "friday")
		if fri[0]["_id"] != eveFri || fri[1]["_id"] == bobFri || dayShifts(res, "saturday")[0]["_id"] != eveSat {
			t.Fatalf("friday = %v, saturday = %v", fri, dayShifts(res, "saturday"))
		}
		for _, n := range notes(app, eve.ID) {
			if strings.Contains(n, "Your schedule") {
				t.Errorf("Eve, whose shifts stayed, was told %q", n)
			}
		}
	})
}

// insertSwap records an open swap directly (swaps are another area's API).
func insertOpenSwap(app *apptest.App, status string, requester apptest.User, shiftA string, target apptest.User, shiftB string) string {
	app.T.Helper()
	var id string
	err := app.Store.DB.Get(&id, `
		INSERT INTO swap_requests (status, requester_id, target_id,
			a_shift_id, a_schedule_id, a_day_key, a_date, a_start_minute, a_end_minute,
			b_shift_id, b_schedule_id, b_day_key, b_date, b_start_minute, b_end_minute)
		SELECT $1, $2, $3, a.id, a.schedule_id, a.day_key, a.shift_date, a.start_minute, a.end_minute,
		       b.id, b.schedule_id, b.day_key, b.shift_date, b.start_minute, b.end_minute
		FROM shifts a, shifts b WHERE a.id = $4 AND b.id = $5
		RETURNING id::text`, status, requester.ID, target.ID, shiftA, shiftB)
	if err != nil {
		app.T.Fatal(err)
	}
	return id
}

func swapState(app *apptest.App, id string) (status, reason string) {
	app.T.Helper()
	var row struct {
		Status string  `db:"status"`
		Reason *string `db:"cancel_reason"`
	}
	if err := app.Store.DB.Get(&row, `SELECT status, cancel_reason FROM swap_requests WHERE id = $1`, id); err != nil {
		app.T.Fatal(err)
	}
	if row.Reason != nil {
		reason = *row.Reason
	}
	return row.Status, reason
}

func TestRepublishCancelsOpenSwaps(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	bob := app.Employee("Bob Late")
	cat := app.Employee("Cat Cover")
	dan := app.Employee("Dan Day")

	s := mustPublishWeek(app, mia.Token, weekNov20, weekDays{
		"friday":   {shiftIn(eve, "09:00", "17:00"), shiftIn(bob, "09:00", "17:00")},
		"saturday": {shiftIn(cat, "09:00", "17:00"), shiftIn(dan, "09:00", "17:00")},
		"sunday":   {shiftIn(eve, "09:00", "17:00"), shiftIn(cat, "12:00", "20:00")},
	})
	eveFri, bobFri := dayShifts(s, "friday")[0]["_id"].(string), dayShifts(s, "friday")[1]["_id"].(string)
	catSat, danSat := dayShifts(s, "saturday")[0]["_id"].(string), dayShifts(s, "saturday")[1]["_id"].(string)
	eveSun, catSun := dayShifts(s, "sunday")[0]["_id"].(string), dayShifts(s, "sunday")[1]["_id"].(string)

	changed := insertOpenSwap(app, "pending_target", eve, eveFri, bob, bobFri)   // Eve's Friday changes times
	removed := insertOpenSwap(app, "pending_manager", cat, catSat, dan, danSat)  // Dan's Saturday is removed
	untouched := insertOpenSwap(app, "pending_target", eve, eveSun, cat, catSun) // Sunday stays as it is
	closed := insertOpenSwap(app, "denied_by_target", bob, bobFri, eve, eveFri)  // not open: stays
	sqlExec(app, `DELETE FROM notifications`)

	mustPublishWeek(app, mia.Token, weekNov20, weekDays{
		"friday":   {shiftKept(eveFri, eve, "10:00", "17:00"), shiftKept(bobFri, bob, "09:00", "17:00")},
		"saturday": {shiftKept(catSat, cat, "09:00", "17:00")},
		"sunday":   {shiftKept(catSun, cat, "12:00", "20:00"), shiftKept(eveSun, eve, "09:00", "17:00")}, // order only
	})

	reason := service.ReasonShiftChanged
	for _, tc := range []struct {
		id, status string
	}{{changed, "cancelled"}, {removed, "cancelled"}, {untouched, "pending_target"}, {closed, "denied_by_target"}} {
		st, why := swapState(app, tc.id)
		if st != tc.status || (st == "cancelled" && why != reason) {
			t.Errorf("swap %s: status %s (%q), want %s", tc.id, st, why, tc.status)
		}
	}
	// Only the people whose shifts changed hear about the republish, each about their own.
	want := map[apptest.User][]string{
		eve: {"Your shift swap with Bob Late was cancelled: " + reason + ". -> /swaps",
			"Your schedule for the week of Nov 20 changed: now Fri 10:00 AM–5:00 PM. -> /schedule"},
		bob: {"Your shift swap with Eve Early was cancelled: " + reason + ". -> /swaps"},
		cat: {"Your shift swap with Dan Day was cancelled: " + reason + ". -> /swaps"},
		dan: {"Your shift swap with Cat Cover was cancelled: " + reason + ". -> /swaps",
			"Your schedule for the week of Nov 20 changed: Sat 9:00 AM–5:00 PM removed. -> /schedule"},
		mia: nil,
	}
	for u, w := range want {
		got := notes(app, u.ID)
		sort.Strings(got)
		sort.Strings(w)
		if fmt.Sprint(got) != fmt.Sprint(w) {
			t.Errorf("%s notifications:\n got %q\nwant %q", u.Name, got, w)
		}
	}

	t.Run("ErrRefusedPublishKeepsSwaps", func(t *testing.T) {
		apptest.Want(t, publishWeek(app, mia.Token, weekNov20, weekDays{"sunday": {shiftIn(cat, "09:00", "17:00"), shiftIn(cat, "10:00", "11:00")}}), 400,
			"Cat Cover cannot work two overlapping shifts: Sunday Nov 22 09:00-17:00 and Sunday Nov 22 10:00-11:00.")
		if st, _ := swapState(app, untouched); st != "pending_target" {
			t.Fatalf("a refused publish cancelled a swap: %s", st)
		}
	})
}

func TestConcurrentPublishOfOneWeek(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	const n = 8
	var wg sync.WaitGroup
	statuses := make([]int, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			start := fmt.Sprintf("%02d:00", 8+i)
			statuses[i] = publishWeek(app, mia.Token, weekNov20, weekDays{"friday": {shiftIn(eve, start, "20:00")}}).Status
		}()
	}
	wg.Wait()
	for i, st := range statuses {
		if st != 200 {
			t.Errorf("publish %d = %d", i, st)
		}
	}
	var schedules, shifts int
	app.Store.DB.Get(&schedules, `SELECT count(*) FROM schedules`)
	app.Store.DB.Get(&shifts, `SELECT count(*) FROM shifts`)
	if schedules != 1 || shifts != 1 {
		t.Fatalf("%d schedules and %d shifts after %d concurrent publishes of one week, want 1 and 1", schedules, shifts, n)
	}
}

func TestReadSchedules(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	bob := app.Employee("Bob Late")

	// Oct 30 (overlaps November), Nov 20, Nov 27 (runs into December), Dec 4 (December only).
	mustPublishWeek(app, mia.Token, "2026-10-30", weekDays{"friday": {shiftIn(eve, "09:00", "17:00")}, "thursday": {shiftIn(bob, "09:00", "17:00")}})
	mustPublishWeek(app, mia.Token, weekNov20, weekDays{"saturday": {shiftIn(bob, "22:00", "06:00")}, "friday": {shiftIn(eve, "12:00", "20:00"), shiftIn(bob, "08:00", "12:00")}})
	mustPublishWeek(app, mia.Token, weekNov27, weekDays{"wednesday": {shiftIn(eve, "09:00", "17:00")}})
	mustPublishWeek(app, mia.Token, "2026-12-04", weekDays{"friday": {shiftIn(eve, "09:00", "17:00")}})
	for _, e := range []map[string]any{
		{"date": "2026-11-01", "title": "Stocktake", "type": "MANDATORY"},
		{"date": "2026-11-30", "title": "Budget", "type": "MEETING"},
		{"date": "2026-11-21", "title": "Sale", "type": "PTO_RESTRICTED"},
		{"date": "2026-10-31", "title": "Before", "type": "MEETING"},
		{"date": "2026-12-01", "title": "After", "type": "MEETING"},
		{"date": "2026-11-16", "title": "Training", "type": "MEETING"},
	} {
		if res := app.Do("POST", "/api/calendar-events", mia.Token, e); res.Status != 201 {
			t.Fatalf("create event = %d %s", res.Status, res.Raw)
		}
	}

	t.Run("OK_WeekREST", func(t *testing.T) {
		for _, date := range []string{"2026-11-20", "2026-11-26", "2026-11-22T23:59:00.000Z"} {
			res := app.Do("GET", "/api/schedules/week?date="+date, eve.Token, nil)
			if res.Status != 200 || res.Obj()["weekStarting"] != "2026-11-20T00:00:00.000Z" {
				t.Fatalf("%s: %d %s", date, res.Status, res.Raw)
			}
		}
	})
	t.Run("ErrNoScheduleREST", func(t *testing.T) {
		apptest.Want(t, app.Do("GET", "/api/schedules/week?date=2026-11-12", eve.Token, nil), 404, "No schedule found for this week")
	})
	t.Run("ErrBadDateREST", func(t *testing.T) {
		for _, q := range []string{"", "?date=", "?date=yesterday", "?date=2026-02-30"} {
			apptest.Want(t, app.Do("GET", "/api/schedules/week"+q, eve.Token, nil), 400, "Invalid date format provided.")
		}
		apptest.Want(t, app.Do("GET", "/api/schedules/week?date=2026-11-20", "", nil), 401, "No token, authorization denied")
	})

	t.Run("OK_MonthREST", func(t *testing.T) {
		res := app.Do("GET", "/api/schedules/month?year=2026&month=11", eve.Token, nil)
		if res.Status != 200 {
			t.Fatalf("month = %d %s", res.Status, res.Raw)
		}
		var weeks, titles []string
		for _, s := range res.Obj()["schedules"].([]any) {
			weeks = append(weeks, s.(map[string]any)["weekStarting"].(string)[:10])
		}
		for _, e := range res.Obj()["events"].([]any) {
			ev := e.(map[string]any)
			titles = append(titles, ev["title"].(string))
			if ev["_id"] == "" || ev["createdAt"] == nil || len(ev["date"].(string)) != 24 {
				t.Errorf("event shape: %v", ev)
			}
		}
		if fmt.Sprint(weeks) != "[2026-10-30 2026-11-20 2026-11-27]" || fmt.Sprint(titles) != "[Stocktake Training Sale Budget]" {
			t.Fatalf("weeks %v, events %v", weeks, titles)
		}
		oct := res.Obj()["schedules"].([]any)[0].(map[string]any)
		if got := dayShifts(oct, "thursday"); len(got) != 1 || got[0]["userName"] != "Bob Late" {
			t.Fatalf("Oct 30 week thursday = %v", got)
		}
		empty := app.Do("GET", "/api/schedules/month?year=2027&month=2", eve.Token, nil)
		if empty.Status != 200 || string(empty.Raw) != "{\"schedules\":[],\"events\":[]}\n" {
			t.Fatalf("empty month = %d %q", empty.Status, empty.Raw)
		}
	})
	t.Run("ErrBadMonthREST", func(t *testing.T) {
		for _, q := range []string{"", "?year=2026", "?year=2026&month=13", "?year=2026&month=0", "?year=abc&month=1", "?year=2026&month=1.5", "?year=0&month=1", "?year=1&month=1", "?year=9999&month=12"} {
			apptest.Want(t, app.Do("GET", "/api/schedules/month"+q, eve.Token, nil), 400, "Valid year and month (1-12) are required.")
		}
	})

	t.Run("ErrDatesOutsideTheCalendar", func(t *testing.T) {
		// The week of 0001-01-01 would start in year 0, which PostgreSQL has not got.
		for _, d := range []string{"0001-01-01", "1899-12-31", "9999-12-31"} {
			apptest.Want(t, app.Do("GET", "/api/schedules/week?date="+d, eve.Token, nil), 400, "Invalid date format provided.")
			if r := app.GQL(eve.Token, `query($d: Date!) { week(date: $d) { weekStarting } }`, map[string]any{"d": d}); r.Code() != "BAD_USER_INPUT" {
				t.Errorf("GraphQL week(%s): %s", d, r.Raw)
			}
		}
		if res := publishWeek(app, mia.Token, "9999-12-31", weekDays{}); res.Status != 400 {
			t.Errorf("publishing the week of 9999-12-31: %d %s", res.Status, res.Raw)
		}
		if r := app.GQL(eve.Token, `{ month(year: 1, month: 1) { year } }`, nil); r.Code() != "BAD_USER_INPUT" {
			t.Errorf("GraphQL month(1, 1): %s", r.Raw)
		}
	})

	t.Run("OK_WeekGraphQL", func(t *testing.T) {
		q := `query($d: Date!) { week(date: $d) { weekStarting weekEnding
			schedule { id weekStarting days { key shifts { startTime endTime userName user { name } } } }
			events { date title type } } }`
		w := app.MustGQL(eve.Token, q, map[string]any{"d": "2026-11-25"})["week"].(map[string]any)
		if w["weekStarting"] != weekNov20 || w["weekEnding"] != "2026-11-26" || w["schedule"] == nil {
			t.Fatalf("week = %v", w)
		}
		fri := w["schedule"].(map[string]any)["days"].([]any)[0].(map[string]any)["shifts"].([]any)
		if len(fri) != 2 || fri[0].(map[string]any)["user"].(map[string]any)["name"] != "Eve Early" {
			t.Fatalf("friday = %v", fri)
		}
		if ev := w["events"].([]any); len(ev) != 1 || ev[0].(map[string]any)["title"] != "Sale" {
			t.Fatalf("events = %v", ev)
		}
		// No schedule: null, and the events are still there.
		w = app.MustGQL(eve.Token, q, map[string]any{"d": "2026-11-19"})["week"].(map[string]any)
		if w["schedule"] != nil || w["weekStarting"] != "2026-11-13" || len(w["events"].([]any)) != 1 {
			t.Fatalf("week of Nov 13 = %v", w)
		}
		w = app.MustGQL(eve.Token, q, map[string]any{"d": "2026-10-29"})["week"].(map[string]any)
		if w["schedule"] != nil || len(w["events"].([]any)) != 0 {
			t.Fatalf("week of Oct 23 = %v", w)
		}
		apptest.Want(t, app.GQL(eve.Token, q, map[string]any{"d": "2026-11-31"}), "BAD_USER_INPUT", "")
		apptest.Want(t, app.GQL("", q, map[string]any{"d": "2026-11-20"}), "UNAUTHENTICATED", "")
	})

	t.Run("OK_MonthGraphQL", func(t *testing.T) {
		m := app.MustGQL(eve.Token, `{ month(year: 2026, month: 12) { year month schedules { weekStarting } events { title } } }`, nil)["month"].(map[string]any)
		if fmt.Sprint(m["schedules"]) != "[map[weekStarting:2026-11-27] map[weekStarting:2026-12-04]]" || fmt.Sprint(m["events"]) != "[map[title:After]]" {
			t.Fatalf("month = %v", m)
		}
		apptest.Want(t, app.GQL(eve.Token, `{ month(year: 2026, month: 13) { year } }`, nil), "BAD_USER_INPUT", "Valid year and month (1-12) are required.")
	})

	t.Run("OK_ShiftsGraphQL", func(t *testing.T) {
		q := `query($f: Date!, $t: Date!, $u: ID) { shifts(from: $f, to: $t, userId: $u) { date startTime userName dayKey } }`
		all := app.MustGQL(eve.Token, q, map[string]any{"f": "2026-11-20", "t": "2026-11-21"})["shifts"].([]any)
		if fmt.Sprint(all) != "[map[date:2026-11-20 dayKey:FRIDAY startTime:08:00 userName:Bob Late] map[date:2026-11-20 dayKey:FRIDAY startTime:12:00 userName:Eve Early] map[date:2026-11-21 dayKey:SATURDAY startTime:22:00 userName:Bob Late]]" {
			t.Fatalf("shifts = %v", all)
		}
		mine := app.MustGQL(eve.Token, q, map[string]any{"f": "2026-10-01", "t": "2026-12-31", "u": eve.ID})["shifts"].([]any)
		if len(mine) != 4 {
			t.Fatalf("Eve's shifts = %v", mine)
		}
		apptest.Want(t, app.GQL(eve.Token, q, map[string]any{"f": "2026-01-01", "t": "2027-01-02"}), "BAD_USER_INPUT", "A date range may span at most 366 days.")
		app.MustGQL(eve.Token, q, map[string]any{"f": "2026-01-01", "t": "2027-01-01"})
		apptest.Want(t, app.GQL(eve.Token, q, map[string]any{"f": "2026-01-02", "t": "2026-01-01"}), "BAD_USER_INPUT",
			"The range must not end (2026-01-01) before it starts (2026-01-02).")
	})
}

func TestEmployees(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	zed := app.Employee("Zed Last")
	amy := app.Employee("Amy First")
	gone := app.Employee("Gus Gone")
	sqlExec(app, `UPDATE users SET deleted_at = now() WHERE id = $1`, gone.ID)

	t.Run("OK", func(t *testing.T) {
		res := app.Do("GET", "/api/schedules/employees", mia.Token, nil)
		want := fmt.Sprintf("[{\"_id\":%q,\"name\":\"Amy First\"},{\"_id\":%q,\"name\":\"Zed Last\"}]\n", amy.ID, zed.ID)
		if res.Status != 200 || string(res.Raw) != want {
			t.Fatalf("employees = %d %s, want %s", res.Status, res.Raw, want)
		}
	})
	t.Run("ErrNotManager", func(t *testing.T) {
		apptest.Want(t, app.Do("GET", "/api/schedules/employees", amy.Token, nil), 403, "Access denied: Managers only")
		apptest.Want(t, app.Do("GET", "/api/schedules/employees", "", nil), 401, "No token, authorization denied")
	})
}

// TestNameChangeShowsEverywhere renames people after they were scheduled and asked for
// time off: every read shows the new name at once.
func TestNameChangeShowsEverywhere(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	mustPublishWeek(app, mia.Token, weekNov20, weekDays{"friday": {shiftIn(eve, "09:00", "17:00")}})
	if res := app.Do("POST", "/api/pto", eve.Token, map[string]any{"date": "2026-11-30"}); res.Status != 201 {
		t.Fatalf("pto = %d %s", res.Status, res.Raw)
	}
	sqlExec(app, `UPDATE users SET name = 'Eve Renamed' WHERE id = $1`, eve.ID)

	week := app.Do("GET", "/api/schedules/week?date="+weekNov20, eve.Token, nil)
	if got := dayShifts(week.Obj(), "friday")[0]["userName"]; got != "Eve Renamed" {
		t.Errorf("week shows %v", got)
	}
	month := app.Do("GET", "/api/schedules/month?year=2026&month=11", eve.Token, nil)
	if got := dayShifts(month.Obj()["schedules"].([]any)[0].(map[string]any), "friday")[0]["userName"]; got != "Eve Renamed" {
		t.Errorf("month shows %v", got)
	}
	for _, path := range []string{"/api/pto/my-requests", "/api/pto/pending"} {
		tok := eve.Token
		if path == "/api/pto/pending" {
			tok = mia.Token
		}
		res := app.Do("GET", path, tok, nil)
		if l := res.List(); len(l) != 1 || l[0].(map[string]any)["userName"] != "Eve Renamed" {
			t.Errorf("%s = %s", path, res.Raw)
		}
	}
	g := app.MustGQL(mia.Token, `query { week(date: "2026-11-20") { schedule { days { shifts { userName user { name } } } } }
		pendingTimeOffRequests { userName user { name } } }`, nil)
	s := g["week"].(map[string]any)["schedule"].(map[string]any)["days"].([]any)[0].(map[string]any)["shifts"].([]any)[0].(map[string]any)
	p := g["pendingTimeOffRequests"].([]any)[0].(map[string]any)
	if s["userName"] != "Eve Renamed" || s["user"].(map[string]any)["name"] != "Eve Renamed" ||
		p["userName"] != "Eve Renamed" || p["user"].(map[string]any)["name"] != "Eve Renamed" {
		t.Errorf("GraphQL shows %v and %v", s, p)
	}
}

// countStatements runs one request through the app's handler with a statement counter
// in its context and returns the response and the number of SQL statements it ran.
func countStatements(app *apptest.App, req *http.Request) (*httptest.ResponseRecorder, int64) {
	app.T.Helper()
	ctx, counter := store.WithCounter(req.Context())
	rec := httptest.NewRecorder()
	app.Server.Config.Handler.ServeHTTP(rec, req.WithContext(ctx))
	return rec, counter.Statements()
}

// seedWorkplace registers employees and publishes weeks full of shifts with the store's
// own statements (fast), plus events on many days.
func seedWorkplace(t testing.TB, app *apptest.App, manager apptest.User, employees, weeks, eventsPerWeek int) {
	t.Helper()
	ctx := context.Background()
	actor, err := app.Sessions.Authenticate(ctx, manager.Token)
	if err != nil {
		t.Fatal(err)
	}
	ids := make([]int64, employees)
	for i := range ids {
		if err := app.Store.DB.Get(&ids[i], `INSERT INTO users (name, email, role, password_hash)
			VALUES ($1, $2, 'employee', 'x') RETURNING id`, fmt.Sprintf("Worker %03d", i), fmt.Sprintf("w%d@example.com", i)); err != nil {
			t.Fatal(err)
		}
	}
	week, _ := domain.ParseDate("2026-10-30")
	for w := range weeks {
		var drafts []service.ShiftDraft
		for _, id := range ids {
			for _, day := range domain.DayKeys {
				drafts = append(drafts, service.ShiftDraft{Day: string(day), UserID: id, StartTime: "09:00", EndTime: "17:00"})
			}
		}
		ws := week.AddDays(7 * w)
		if _, err := app.Svc.PublishSchedule(ctx, actor, ws, drafts); err != nil {
			t.Fatal(err)
		}
		for e := range eventsPerWeek {
			if _, err := app.Svc.CreateEvent(ctx, actor, ws.AddDays(e%7), fmt.Sprintf("Event %d", e), []domain.EventType{domain.EventMeeting, domain.EventMandatory, domain.EventPTORestricted}[e/7%3]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestMonthStatementsDoNotGrow checks that the month query, shifts' users included,
// runs as many SQL statements for a large workplace as for a small one.
func TestMonthStatementsDoNotGrow(t *testing.T) {
	t.Parallel()
	const query = `{ month(year: 2026, month: 11) { schedules { id weekStarting
		days { key date shifts { id startTime endTime userName user { id name role } } } }
		events { id date title type } } }`
	measure := func(employees, weeks, events int) (graphQL, rest int64, shifts int) {
		t.Helper()
		app := apptest.New(t)
		mia := app.Manager("Mia Manager")
		seedWorkplace(t, app, mia, employees, weeks, events)

		req := httptest.NewRequest("POST", "/graphql", strings.NewReader(`{"query": `+fmt.Sprintf("%q", query)+`}`))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+mia.Token)
		rec, n := countStatements(app, req)
		if rec.Code != 200 || strings.Contains(rec.Body.String(), `"errors"`) {
			t.Fatalf("month = %d %s", rec.Code, rec.Body)
		}
		shifts = strings.Count(rec.Body.String(), `"startTime"`)

		req = httptest.NewRequest("GET", "/api/schedules/month?year=2026&month=11", nil)
		req.Header.Set("x-auth-token", mia.Token)
		rec, m := countStatements(app, req)
		if rec.Code != 200 {
			t.Fatalf("REST month = %d %s", rec.Code, rec.Body)
		}
		// Read again: from the read cache, for the token check and the version check,
		// which are one statement.
		for _, again := range []*http.Request{req.Clone(req.Context()), httptest.NewRequest("POST", "/graphql", strings.NewReader(`{"query": `+fmt.Sprintf("%q", query)+`}`))} {
			again.Header = req.Header.Clone()
			if again.Method == "POST" {
				again.Header.Set("Content-Type", "application/json")
			}
			if rec, k := countStatements(app, again); rec.Code != 200 || k != 1 {
				t.Errorf("cached %s %s = %d, %d statements; want 200 and 1", again.Method, again.URL, rec.Code, k)
			}
		}
		return n, m, shifts
	}
	smallGQL, smallREST, smallShifts := measure(2, 1, 1)
	largeGQL, largeREST, largeShifts := measure(60, 5, 10)
	t.Logf("month query: %d shifts -> %d statements (GraphQL), %d (REST); %d shifts -> %d (GraphQL), %d (REST)",
		smallShifts, smallGQL, smallREST, largeShifts, largeGQL, largeREST)
	if largeShifts < 100*smallShifts {
		t.Fatalf("the large workplace is not large: %d vs %d shifts", largeShifts, smallShifts)
	}
	if smallGQL != largeGQL || smallREST != largeREST {
		t.Fatalf("statements grew with the workplace: GraphQL %d -> %d, REST %d -> %d", smallGQL, largeGQL, smallREST, largeREST)
	}
	// authenticate with the read version, schedules, shifts (names joined), events, users
	// of Shift.user
	if smallGQL != 5 || smallREST != 4 {
		t.Fatalf("GraphQL month ran %d statements, REST %d; want 5 and 4", smallGQL, smallREST)
	}
}

// TestPublish280Shifts logs how long publishing a busy week (40 people x 7 weekDays) takes,
// first and as a republish keeping every id. It asserts correctness, not speed.
func TestPublish280Shifts(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	seedWorkplace(t, app, mia, 40, 0, 0)
	var people []string
	app.Store.DB.Select(&people, `SELECT id::text FROM users WHERE role = 'employee' ORDER BY id`)
	body := weekDays{}
	for _, day := range domain.DayKeys {
		for _, id := range people {
			body[string(day)] = append(body[string(day)], map[string]any{"user": id, "startTime": "22:00", "endTime": "06:00"})
		}
	}
	var first, again []time.Duration
	for i := range 9 {
		week := domain.Date{Year: 2027, Month: 1, Day: 1}.AddDays(7 * i).String()
		start := time.Now()
		s := mustPublishWeek(app, mia.Token, week, body)
		first = append(first, time.Since(start))
		// Republish the same week, every shift keeping its id.
		keep := weekDays{}
		for _, day := range domain.DayKeys {
			for _, sh := range dayShifts(s, string(day)) {
				keep[string(day)] = append(keep[string(day)], shiftKept(sh["_id"].(string), apptest.User{ID: sh["user"].(string)}, "21:00", "05:00"))
			}
		}
		start = time.Now()
		r := mustPublishWeek(app, mia.Token, week, keep)
		again = append(again, time.Since(start))
		if n := len(dayShifts(r, "friday")); n != 40 {
			t.Fatalf("friday has %d shifts", n)
		}
	}
	median := func(d []time.Duration) time.Duration {
		sort.Slice(d, func(i, j int) bool { return d[i] < d[j] })
		return d[len(d)/2]
	}
	t.Logf("publish of 280 shifts over HTTP: p50 %v new week, p50 %v republish keeping ids (9 runs each)", median(first), median(again))
}

// BenchmarkPublishSchedule280 publishes a week of 280 shifts (40 people x 7 weekDays) through
// the service, alternating between a new week and a republish that keeps every id.
func BenchmarkPublishSchedule280(b *testing.B) {
	app := apptest.New(b)
	mia := app.Manager("Mia Manager")
	seedWorkplace(b, app, mia, 40, 0, 0)
	ctx := context.Background()
	actor, err := app.Sessions.Authenticate(ctx, mia.Token)
	if err != nil {
		b.Fatal(err)
	}
	var people []int64
	app.Store.DB.Select(&people, `SELECT id FROM users WHERE role = 'employee' ORDER BY id`)
	drafts := make([]service.ShiftDraft, 0, 280)
	for _, day := range domain.DayKeys {
		for _, id := range people {
			drafts = append(drafts, service.ShiftDraft{Day: string(day), UserID: id, StartTime: "09:00", EndTime: "17:00"})
		}
	}
	week := domain.Date{Year: 2027, Month: 1, Day: 1}
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		s, err := app.Svc.PublishSchedule(ctx, actor, week.AddDays(7*(i%50)), drafts)
		if err != nil {
			b.Fatal(err)
		}
		if len(s.Shifts) != 280 {
			b.Fatalf("%d shifts", len(s.Shifts))
		}
	}
}

func TestPublishRespectsApprovedTimeOff(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	bob := app.Employee("Bob Late")
	first := mustPublishWeek(app, mia.Token, weekNov27, weekDays{"friday": {shiftIn(eve, "09:00", "17:00")}})
	eveFri := dayShifts(first, "friday")[0]["_id"].(string)
	// Eve asks for Friday and Saturday off after the week was published; both are approved.
	for _, date := range []string{"2026-11-27", "2026-11-28"} {
		res := app.Do("POST", "/api/pto", eve.Token, map[string]any{"date": date})
		if res.Status != 201 {
			t.Fatal(res.Status, string(res.Raw))
		}
		if r := app.Do("PUT", "/api/pto/respond/"+res.Obj()["_id"].(string), mia.Token, map[string]any{"status": "approved"}); r.Status != 200 {
			t.Fatal(r.Status, string(r.Raw))
		}
	}

	t.Run("ErrNewShiftOnTimeOff", func(t *testing.T) {
		apptest.Want(t, publishWeek(app, mia.Token, weekNov27, weekDays{
			"friday":   {shiftKept(eveFri, eve, "09:00", "17:00")},
			"saturday": {shiftIn(eve, "09:00", "17:00")},
		}), 400, "Eve Early has approved time off on Saturday Nov 28 and cannot be scheduled that day.")
		r := app.GQL(mia.Token, publishMutation, map[string]any{"in": map[string]any{
			"weekStarting": weekNov27, "shifts": []any{shiftInput("SATURDAY", eve, "09:00", "17:00")}}})
		apptest.Want(t, r, "BAD_USER_INPUT", "Eve Early has approved time off on Saturday Nov 28 and cannot be scheduled that day.")
	})
	t.Run("ErrShiftMovedOntoTimeOff", func(t *testing.T) {
		apptest.Want(t, publishWeek(app, mia.Token, weekNov27, weekDays{"saturday": {shiftKept(eveFri, eve, "09:00", "17:00")}}), 400,
			"Eve Early has approved time off on Saturday Nov 28 and cannot be scheduled that day.")
	})
	t.Run("OK_ExistingShiftMayStayAndOthersWork", func(t *testing.T) {
		res := mustPublishWeek(app, mia.Token, weekNov27, weekDays{
			"friday":   {shiftKept(eveFri, eve, "09:00", "13:00"), shiftIn(bob, "13:00", "17:00")},
			"saturday": {shiftIn(bob, "09:00", "17:00")},
		})
		if fri := dayShifts(res, "friday"); len(fri) != 2 || fri[0]["_id"] != eveFri {
			t.Fatalf("friday = %v", fri)
		}
	})
}

// The month calendar's summary counts everyone's shifts per date in one aggregate
// statement, lists every date of the month with its events, and loads no shift.
func TestMonthDays(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	mustShift(t, w.app, w.alice, nextWeek, "09:00", "17:00")
	mustShift(t, w.app, w.bob, nextWeek, "22:00", "06:00")
	mustShift(t, w.app, w.carol, "2026-12-31", "09:00", "12:00")
	mustShift(t, w.app, w.carol, "2026-11-30", "09:00", "12:00") // the month before
	w.app.MustGQL(w.mia.Token, `mutation { createEvent(input: {date: "2026-12-24", title: "Party", type: MEETING}) { id } }`, nil)
	const doc = `query Month($year: Int!, $month: Int!) { month(year: $year, month: $month) { year month
		days { date shiftCount events { id date title type } } } }`

	t.Run("OK_CountsAndEventsByDate", func(t *testing.T) {
		d := w.app.MustGQL(w.bob.Token, doc, map[string]any{"year": 2026, "month": 12})
		days := d["month"].(map[string]any)["days"].([]any)
		if len(days) != 31 {
			t.Fatalf("%d days, want 31", len(days))
		}
		want := map[string]float64{"2026-12-01": 2, "2026-12-31": 1}
		for _, x := range days {
			day := x.(map[string]any)
			date, events := day["date"].(string), day["events"].([]any)
			if day["shiftCount"] != want[date] {
				t.Errorf("%s: shiftCount %v, want %v", date, day["shiftCount"], want[date])
			}
			if (date == "2026-12-24") != (len(events) == 1) {
				t.Errorf("%s: events %v", date, events)
			}
		}
		if first, last := days[0].(map[string]any)["date"], days[30].(map[string]any)["date"]; first != "2026-12-01" || last != "2026-12-31" {
			t.Errorf("days run %v to %v", first, last)
		}
	})

	t.Run("OK_NoShiftIsLoaded", func(t *testing.T) {
		body, _ := json.Marshal(map[string]any{"query": doc, "variables": map[string]any{"year": 2026, "month": 11}})
		req := httptest.NewRequest("POST", "/graphql", bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+w.bob.Token)
		rec, n := countStatements(w.app, req)
		// authenticate with the read version, events, the counts
		if rec.Code != 200 || strings.Contains(rec.Body.String(), `"errors"`) || n != 3 {
			t.Errorf("month days = %d, %d statements, want 200 and 3: %s", rec.Code, n, rec.Body)
		}
	})

	t.Run("ErrMonthOutOfRange", func(t *testing.T) {
		r := w.app.GQL(w.bob.Token, doc, map[string]any{"year": 2026, "month": 13})
		if len(r.Errors) == 0 {
			t.Errorf("month 13 answered %s", r.Raw)
		}
	})
}

// The home screen's "Also working": for each date the viewer works, the others of that
// day, each once and by name; dates the viewer does not work are left out.
func TestCoworkersAreTheOthersOfTheViewersWorkingDays(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	ann, bo, al, cy := app.Employee("Ann"), app.Employee("Bo"), app.Employee("Al"), app.Employee("Cy")
	mustPublishWeek(app, mia.Token, weekNov27, weekDays{
		"friday":   {shiftIn(ann, "09:00", "13:00"), shiftIn(bo, "09:00", "13:00"), shiftIn(bo, "17:00", "21:00"), shiftIn(al, "12:00", "16:00")},
		"saturday": {shiftIn(ann, "09:00", "17:00")},
		"sunday":   {shiftIn(cy, "09:00", "17:00")},
	})
	got := app.MustGQL(ann.Token, `query($from: Date!, $to: Date!) { coworkers(from: $from, to: $to) { date names } }`,
		map[string]any{"from": weekNov27, "to": "2026-12-03"})
	want := `[{"date":"2026-11-27","names":["Al","Bo"]},{"date":"2026-11-28","names":[]}]`
	if b, _ := json.Marshal(got["coworkers"]); string(b) != want {
		t.Errorf("coworkers = %s, want %s", b, want)
	}
	res := app.GQL(ann.Token, `{ coworkers(from: "2026-12-03", to: "2026-11-27") { date } }`, nil)
	if res.Code() != "BAD_USER_INPUT" || !strings.Contains(string(res.Raw), "must not end") {
		t.Errorf("a backwards range: %s", res.Raw)
	}
}
