package apitests_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
)

func eventBody(date, title, typ string) map[string]any {
	return map[string]any{"date": date, "title": title, "type": typ}
}

const createEventMutation = `mutation($in: CreateEventInput!) { createEvent(input: $in) { id date title type } }`

func TestCreateEvent(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")

	t.Run("OK_REST", func(t *testing.T) {
		res := app.Do("POST", "/api/calendar-events", mia.Token, eventBody("2026-11-24", "  Team meeting  ", "MEETING"))
		e := res.Obj()
		if res.Status != 201 || e["_id"] == "" || e["date"] != "2026-11-24T00:00:00.000Z" || e["title"] != "Team meeting" ||
			e["type"] != "MEETING" || e["createdAt"] == nil || e["updatedAt"] == nil {
			t.Fatalf("create = %d %s", res.Status, res.Raw)
		}
		// Another type on the same date is fine; so is a date in the past.
		if res := app.Do("POST", "/api/calendar-events", mia.Token, eventBody("2026-11-24", "Fire drill", "MANDATORY")); res.Status != 201 {
			t.Fatalf("second type = %d %s", res.Status, res.Raw)
		}
		if res := app.Do("POST", "/api/calendar-events", mia.Token, eventBody("2025-01-01T12:00:00.000Z", "Old", "PTO_RESTRICTED")); res.Status != 201 || res.Obj()["date"] != "2025-01-01T00:00:00.000Z" {
			t.Fatalf("past = %d %s", res.Status, res.Raw)
		}
	})

	t.Run("OK_GraphQL", func(t *testing.T) {
		e := app.MustGQL(mia.Token, createEventMutation, map[string]any{"in": eventBody("2026-11-25", strings.Repeat("é", 200), "PTO_RESTRICTED")})["createEvent"].(map[string]any)
		if e["id"] == "" || e["date"] != "2026-11-25" || e["type"] != "PTO_RESTRICTED" {
			t.Fatalf("event = %v", e)
		}
	})

	refusals := []struct {
		name string
		body any
		msg  string
	}{
		{"ErrBlankTitle", eventBody("2026-11-26", "   ", "MEETING"), "Please enter a title for the event."},
		{"ErrNoTitle", map[string]any{"date": "2026-11-26", "type": "MEETING"}, "Please enter a title for the event."},
		{"ErrLongTitle", eventBody("2026-11-26", strings.Repeat("x", 201), "MEETING"), "The event title must be at most 200 characters long."},
		{"ErrBadType", eventBody("2026-11-26", "Party", "PARTY"), "Event type must be MEETING, MANDATORY or PTO_RESTRICTED."},
		{"ErrNoType", map[string]any{"date": "2026-11-26", "title": "Party"}, "Event type must be MEETING, MANDATORY or PTO_RESTRICTED."},
		{"ErrBadDate", eventBody("2026-11-31", "Party", "MEETING"), "A valid date (YYYY-MM-DD) is required."},
		{"ErrNoDate", map[string]any{"title": "Party", "type": "MEETING"}, "A valid date (YYYY-MM-DD) is required."},
		{"ErrDuplicate", eventBody("2026-11-24", "Another meeting", "MEETING"), "An event of type 'MEETING' already exists on this date."},
		{"ErrWrongJSONType", map[string]any{"date": "2026-11-26", "title": 5, "type": "MEETING"}, "Field 'title' must be a string."},
		{"ErrMalformed", `{"date": "2026-11-26",`, "Malformed JSON in request body."},
	}
	for _, tc := range refusals {
		t.Run(tc.name, func(t *testing.T) {
			apptest.Want(t, app.Do("POST", "/api/calendar-events", mia.Token, tc.body), 400, tc.msg)
		})
	}

	t.Run("ErrGraphQL", func(t *testing.T) {
		apptest.Want(t, app.GQL(mia.Token, createEventMutation, map[string]any{"in": eventBody("2026-11-24", "Again", "MEETING")}),
			"BAD_USER_INPUT", "An event of type 'MEETING' already exists on this date.")
		apptest.Want(t, app.GQL(mia.Token, createEventMutation, map[string]any{"in": eventBody("2026-11-24", " ", "MEETING")}),
			"BAD_USER_INPUT", "Please enter a title for the event.")
		apptest.Want(t, app.GQL(eve.Token, createEventMutation, map[string]any{"in": eventBody("2026-11-27", "Mine", "MEETING")}),
			"FORBIDDEN", "Access denied: Managers only")
	})

	t.Run("ErrNotManager", func(t *testing.T) {
		apptest.Want(t, app.Do("POST", "/api/calendar-events", eve.Token, eventBody("2026-11-27", "Mine", "MEETING")), 403, "Access denied: Managers only")
		apptest.Want(t, app.Do("POST", "/api/calendar-events", "", eventBody("2026-11-27", "Mine", "MEETING")), 401, "No token, authorization denied")
	})
}

func TestDeleteEvent(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	id := app.Do("POST", "/api/calendar-events", mia.Token, eventBody("2026-11-24", "Meeting", "MEETING")).Obj()["_id"].(string)
	gid := app.Do("POST", "/api/calendar-events", mia.Token, eventBody("2026-11-25", "Meeting", "MEETING")).Obj()["_id"].(string)

	t.Run("ErrNotManager", func(t *testing.T) {
		apptest.Want(t, app.Do("DELETE", "/api/calendar-events/"+id, eve.Token, nil), 403, "Access denied: Managers only")
		apptest.Want(t, app.Do("DELETE", "/api/calendar-events/nonsense", eve.Token, nil), 403, "Access denied: Managers only")
		apptest.Want(t, app.GQL(eve.Token, `mutation($id: ID!) { deleteEvent(id: $id) }`, map[string]any{"id": id}), "FORBIDDEN", "Access denied: Managers only")
	})
	t.Run("OK", func(t *testing.T) {
		res := app.Do("DELETE", "/api/calendar-events/"+id, mia.Token, nil)
		if res.Status != 200 || res.Msg() != "Event removed" {
			t.Fatalf("delete = %d %s", res.Status, res.Raw)
		}
		d := app.MustGQL(mia.Token, `mutation($id: ID!) { deleteEvent(id: $id) }`, map[string]any{"id": gid})
		if d["deleteEvent"] != gid {
			t.Fatalf("deleteEvent = %v", d)
		}
		// The type is free again on that date.
		if res := app.Do("POST", "/api/calendar-events", mia.Token, eventBody("2026-11-24", "Meeting", "MEETING")); res.Status != 201 {
			t.Fatalf("recreate = %d %s", res.Status, res.Raw)
		}
	})
	t.Run("ErrNotFound", func(t *testing.T) {
		apptest.Want(t, app.Do("DELETE", "/api/calendar-events/"+id, mia.Token, nil), 404, "Event not found")
		apptest.Want(t, app.Do("DELETE", "/api/calendar-events/nonsense", mia.Token, nil), 404, "Event not found")
		apptest.Want(t, app.Do("DELETE", "/api/calendar-events/99999999999999999999", mia.Token, nil), 404, "Event not found")
		apptest.Want(t, app.GQL(mia.Token, `mutation($id: ID!) { deleteEvent(id: $id) }`, map[string]any{"id": id}), "NOT_FOUND", "Event not found")
		apptest.Want(t, app.GQL(mia.Token, `mutation($id: ID!) { deleteEvent(id: $id) }`, map[string]any{"id": "x"}), "BAD_USER_INPUT", "")
	})
}

func TestReadEvents(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	for _, e := range []map[string]any{
		eventBody("2026-11-26", "Thursday", "MEETING"),
		eventBody("2026-11-20", "Friday", "MANDATORY"),
		eventBody("2026-11-19", "Before", "MEETING"),
		eventBody("2026-11-27", "After", "MEETING"),
		eventBody("2026-11-22", "Sunday", "PTO_RESTRICTED"),
	} {
		if res := app.Do("POST", "/api/calendar-events", mia.Token, e); res.Status != 201 {
			t.Fatalf("create = %d %s", res.Status, res.Raw)
		}
	}
	titles := func(list []any) string {
		var out []string
		for _, e := range list {
			out = append(out, e.(map[string]any)["title"].(string))
		}
		return fmt.Sprint(out)
	}

	t.Run("OK_WeekREST", func(t *testing.T) {
		res := app.Do("GET", "/api/calendar-events/week?weekStart=2026-11-20", eve.Token, nil)
		if res.Status != 200 || titles(res.List()) != "[Friday Sunday Thursday]" {
			t.Fatalf("week = %d %s", res.Status, res.Raw)
		}
		// Any day starts a seven-day window.
		res = app.Do("GET", "/api/calendar-events/week?weekStart=2026-11-21", eve.Token, nil)
		if res.Status != 200 || titles(res.List()) != "[Sunday Thursday After]" {
			t.Fatalf("week = %d %s", res.Status, res.Raw)
		}
		res = app.Do("GET", "/api/calendar-events/week?weekStart=2030-01-04", eve.Token, nil)
		if res.Status != 200 || string(res.Raw) != "[]\n" {
			t.Fatalf("empty week = %d %s", res.Status, res.Raw)
		}
	})
	t.Run("ErrWeekREST", func(t *testing.T) {
		apptest.Want(t, app.Do("GET", "/api/calendar-events/week", eve.Token, nil), 400, "Week start date is required.")
		apptest.Want(t, app.Do("GET", "/api/calendar-events/week?weekStart=", eve.Token, nil), 400, "Week start date is required.")
		apptest.Want(t, app.Do("GET", "/api/calendar-events/week?weekStart=soon", eve.Token, nil), 400, "Invalid date format provided.")
		apptest.Want(t, app.Do("GET", "/api/calendar-events/week?weekStart=2026-11-20", "", nil), 401, "No token, authorization denied")
	})
	t.Run("OK_GraphQL", func(t *testing.T) {
		q := `query($f: Date!, $t: Date!) { events(from: $f, to: $t) { title date type } }`
		got := app.MustGQL(eve.Token, q, map[string]any{"f": "2026-11-19", "t": "2026-11-22"})["events"].([]any)
		if titles(got) != "[Before Friday Sunday]" || got[2].(map[string]any)["type"] != "PTO_RESTRICTED" {
			t.Fatalf("events = %v", got)
		}
		apptest.Want(t, app.GQL(eve.Token, q, map[string]any{"f": "2026-11-22", "t": "2026-11-19"}), "BAD_USER_INPUT",
			"The range must not end (2026-11-19) before it starts (2026-11-22).")
		apptest.Want(t, app.GQL(eve.Token, q, map[string]any{"f": "2020-01-01", "t": "2026-11-19"}), "BAD_USER_INPUT",
			"A date range may span at most 366 days.")
	})
}

const updateEventMutation = `mutation($id: ID!, $in: UpdateEventInput!) { updateEvent(id: $id, input: $in) { id date title type } }`

func TestUpdateEvent(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	id := app.Do("POST", "/api/calendar-events", mia.Token, eventBody("2026-12-24", "Party", "MEETING")).Obj()["_id"].(string)
	app.Do("POST", "/api/calendar-events", mia.Token, eventBody("2026-12-25", "Drill", "MANDATORY"))
	update := func(u apptest.User, date, title, typ string) apptest.GQLResult {
		return app.GQL(u.Token, updateEventMutation, map[string]any{"id": id, "in": eventBody(date, title, typ)})
	}

	t.Run("OK", func(t *testing.T) {
		e := app.MustGQL(mia.Token, updateEventMutation, map[string]any{"id": id, "in": eventBody("2026-12-24", "  Winter party ", "MEETING")})["updateEvent"].(map[string]any)
		if e["id"] != id || e["title"] != "Winter party" || e["date"] != "2026-12-24" || e["type"] != "MEETING" {
			t.Fatalf("updated = %v", e)
		}
		// The week shows the new title; moving it to a date with an event of another type is fine.
		res := app.Do("GET", "/api/calendar-events/week?weekStart=2026-12-18", eve.Token, nil)
		if res.Status != 200 || !strings.Contains(string(res.Raw), `"title":"Winter party"`) {
			t.Fatalf("week = %d %s", res.Status, res.Raw)
		}
		app.MustGQL(mia.Token, updateEventMutation, map[string]any{"id": id, "in": eventBody("2026-12-25", "Winter party", "MEETING")})
	})

	t.Run("ErrRules", func(t *testing.T) {
		apptest.Want(t, update(mia, "2026-12-25", "   ", "MEETING"), "BAD_USER_INPUT", "Please enter a title for the event.")
		apptest.Want(t, update(mia, "2026-12-25", strings.Repeat("x", 201), "MEETING"), "BAD_USER_INPUT", "The event title must be at most 200 characters long.")
		apptest.Want(t, update(mia, "2026-12-25", "Winter party", "MANDATORY"), "BAD_USER_INPUT", "An event of type 'MANDATORY' already exists on this date.")
		apptest.Want(t, update(eve, "2026-12-26", "Mine", "MEETING"), "FORBIDDEN", "Access denied: Managers only")
		apptest.Want(t, app.GQL(mia.Token, updateEventMutation, map[string]any{"id": "99999", "in": eventBody("2026-12-26", "Gone", "MEETING")}),
			"NOT_FOUND", "Event not found")
	})

	t.Run("OK_Audited", func(t *testing.T) {
		var got []string
		if err := app.Store.DB.Select(&got, `SELECT summary FROM audit_log WHERE action = 'event.update' ORDER BY id`); err != nil {
			t.Fatal(err)
		}
		want := []string{
			"Changed the event Party on Thursday 24 December: renamed it Winter party",
			"Changed the event Winter party on Thursday 24 December: moved it to Friday 25 December",
		}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Fatalf("audited %q, want %q", got, want)
		}
	})
}
