package graph_test

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strconv"
	"testing"

	"github.com/99designs/gqlgen/graphql/handler"
	"github.com/99designs/gqlgen/graphql/handler/transport"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/graph"
	"github.com/shiftsched/shiftsched/internal/auth"
)

// TestFastReadsMatchGQLGen sends the same week and month queries to gqlgen with and
// without FastReads, as the same viewer, and wants the same bytes back.
func TestFastReadsMatchGQLGen(t *testing.T) {
	app := apptest.New(t)
	mia, eve := app.Manager("Mia"), app.Employee("Eve")
	pos := app.MustGQL(mia.Token, `mutation { savePosition(input: {name: "Cook", colour: "#d62728"}) { id } }`, nil)
	loc := app.MustGQL(mia.Token, `mutation { saveLocation(input: {name: "Kitchen"}) { id } }`, nil)
	posID, locID := field(t, pos, "savePosition", "id"), field(t, loc, "saveLocation", "id")
	app.MustGQL(mia.Token, `mutation($u: ID!, $p: ID!, $l: ID!) { setPersonWorkplace(input: {userId: $u, positions: [{positionId: $p}], locationIds: [$l]}) { userId } }`,
		map[string]any{"u": eve.ID, "p": posID, "l": locID})
	app.MustGQL(mia.Token, `mutation($e: ID!, $m: ID!, $p: ID!, $l: ID!) { publishSchedule(input: {weekStarting: "2026-11-27", shifts: [
		{dayKey: SATURDAY, userId: $e, startTime: "09:00", endTime: "17:00", positionId: $p, locationId: $l},
		{dayKey: SATURDAY, userId: $m, startTime: "22:00", endTime: "06:00", locationId: $l},
		{dayKey: THURSDAY, userId: $m, startTime: "08:30", endTime: "12:00", locationId: $l}]}) { id } }`,
		map[string]any{"e": eve.ID, "m": mia.ID, "p": posID, "l": locID})
	app.MustGQL(mia.Token, `mutation { createEvent(input: {date: "2026-11-28", title: "Stock \"take\" <b>", type: MEETING}) { id } }`, nil)

	id, _ := strconv.ParseInt(eve.ID, 10, 64)
	users, err := app.Svc.UsersByIDs(context.Background(), []int64{id})
	if err != nil || len(users) != 1 {
		t.Fatalf("UsersByIDs = %v, %v", users, err)
	}
	ctx := auth.WithSession(context.Background(), auth.Session{User: &users[0], Token: eve.Token})
	plain, fast := gqlServer(app, false), gqlServer(app, true)

	const shift = `fragment S on Shift { id scheduleId dayKey date startTime endTime userName userId positionId locationId shiftTypeId __typename }`
	for name, c := range map[string]struct {
		query string
		vars  map[string]any
	}{
		"OKWeekOfTheClient":           {`query Week($date: Date!) { week(date: $date) { weekStarting weekEnding schedule { id weekStarting updatedAt days { key date shifts { ...S __typename } __typename } __typename } events { id date title type __typename } __typename } } ` + shift, map[string]any{"date": "2026-11-29"}},
		"OKWeekWithoutSchedule":       {`query($d: Date!) { week(date: $d) { weekStarting schedule { id } events { id } } }`, map[string]any{"d": "2025-01-01"}},
		"OKMonthAliasesAndDirectives": {`query($y: Int!, $m: Int!, $no: Boolean!) { a: month(year: $y, month: $m) { year month schedules { createdAt when: weekStarting days { key d: date shifts { ... on Shift { userName id @skip(if: $no) } ...S startTime @include(if: $no) } } } events { ... on CalendarEvent { title } type } } b: month(year: 2026, month: 12) { month } }  ` + shift, map[string]any{"y": 2026, "m": 11, "no": true}},
		"OKShiftUserGoesToGQLGen":     {`{ week(date: "2026-11-27") { schedule { days { shifts { user { id name email } } } } } }`, nil},
		"ErrMonthOutOfRange":          {`{ month(year: 2026, month: 13) { year } }`, nil},
		"ErrDateInvalid":              {`query($d: Date!) { week(date: $d) { weekStarting } }`, map[string]any{"d": "2026-02-30"}},
	} {
		t.Run(name, func(t *testing.T) {
			want, got := gqlBytes(t, ctx, plain, c.query, c.vars), gqlBytes(t, ctx, fast, c.query, c.vars)
			if name[:2] == "OK" && (bytes.Contains(want, []byte(`"errors"`)) || !bytes.Contains(want, []byte(`"data":{`))) {
				t.Fatalf("want an answer, got %s", want)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("with FastReads:\n%s\nwithout:\n%s", got, want)
			}
		})
	}
}

func gqlServer(app *apptest.App, fast bool) *handler.Server {
	r := &graph.Resolver{Svc: app.Svc, TimeClock: app.TimeClock, Live: app.Live}
	srv := handler.New(graph.NewExecutableSchema(graph.Config{Resolvers: r}))
	srv.AddTransport(transport.POST{})
	if fast {
		srv.Use(graph.FastReads{R: r})
	}
	return srv
}

func gqlBytes(t *testing.T, ctx context.Context, srv http.Handler, query string, vars map[string]any) []byte {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	req := httptest.NewRequest(http.MethodPost, "/graphql", bytes.NewReader(body)).WithContext(ctx)
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	srv.ServeHTTP(rec, req)
	return rec.Body.Bytes()
}

// field reads data[a][b] of a GraphQL answer as a string.
func field(t *testing.T, data map[string]any, a, b string) string {
	t.Helper()
	obj, _ := data[a].(map[string]any)
	s, ok := obj[b].(string)
	if !ok {
		t.Fatalf("no %s.%s in %v", a, b, data)
	}
	return s
}
