package apitests_test

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/domain"
)

// shiftRef is a shift inserted by mustShift, as a REST client would describe it.
type shiftRef struct {
	ID, ScheduleID, Date, DayKey, Start, End string
}

// body is the shift as POST /api/swaps sends it.
func (s shiftRef) body() map[string]any {
	return map[string]any{"id": s.ID, "scheduleId": s.ScheduleID, "dayKey": s.DayKey,
		"date": s.Date, "startTime": s.Start, "endTime": s.End}
}

// mustShift gives the user a shift on date from start to end, creating the week's
// schedule row when needed (publishing belongs to another area; the rows are the same).
func mustShift(t testing.TB, app *apptest.App, user apptest.User, date, start, end string) shiftRef {
	t.Helper()
	d, err := domain.ParseDate(date)
	if err != nil {
		t.Fatal(err)
	}
	st, err1 := domain.ParseTimeOfDay(start)
	en, err2 := domain.ParseTimeOfDay(end)
	if err1 != nil || err2 != nil {
		t.Fatalf("bad times %s-%s", start, end)
	}
	ctx := context.Background()
	var scheduleID, shiftID int64
	if err := app.Store.DB.GetContext(ctx, &scheduleID, `
		INSERT INTO schedules (week_starting) VALUES ($1)
		ON CONFLICT (week_starting) DO UPDATE SET updated_at = now()
		RETURNING id`, domain.FridayWeeks.Start(d)); err != nil {
		t.Fatal(err)
	}
	if err := app.Store.DB.GetContext(ctx, &shiftID, `
		INSERT INTO shifts (schedule_id, day_key, shift_date, user_id, start_minute, end_minute)
		VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
		scheduleID, domain.DayKeyOf(d), d, user.ID, int(st), int(en)); err != nil {
		t.Fatal(err)
	}
	return shiftRef{ID: strconv.FormatInt(shiftID, 10), ScheduleID: strconv.FormatInt(scheduleID, 10),
		Date: date, DayKey: string(domain.DayKeyOf(d)), Start: start, End: end}
}

// mustExec runs SQL on the app's database.
func mustExec(t testing.TB, app *apptest.App, query string, args ...any) {
	t.Helper()
	if _, err := app.Store.DB.Exec(query, args...); err != nil {
		t.Fatal(err)
	}
}

// shiftOwner returns the id of the user a shift belongs to now.
func shiftOwner(t testing.TB, app *apptest.App, s shiftRef) string {
	t.Helper()
	var id int64
	if err := app.Store.DB.Get(&id, `SELECT user_id FROM shifts WHERE id = $1`, s.ID); err != nil {
		t.Fatal(err)
	}
	return strconv.FormatInt(id, 10)
}

// swapStatus returns a swap's stored status.
func swapStatus(t testing.TB, app *apptest.App, id string) string {
	t.Helper()
	var st string
	if err := app.Store.DB.Get(&st, `SELECT status FROM swap_requests WHERE id = $1`, id); err != nil {
		t.Fatal(err)
	}
	return st
}

// messages returns every notification of the user (read or not), oldest first, as
// "message -> link".
func messages(t testing.TB, app *apptest.App, u apptest.User) []string {
	t.Helper()
	var rows []struct {
		Message string `db:"message"`
		Link    string `db:"link"`
	}
	if err := app.Store.DB.Select(&rows, `SELECT message, link FROM notifications WHERE user_id = $1 ORDER BY id`, u.ID); err != nil {
		t.Fatal(err)
	}
	out := []string{}
	for _, r := range rows {
		out = append(out, r.Message+" -> "+r.Link)
	}
	return out
}

// wantMessages fails unless the user's notifications are exactly want, in any order.
func wantMessages(t testing.TB, app *apptest.App, u apptest.User, want ...string) {
	t.Helper()
	got := messages(t, app, u)
	if want == nil {
		want = []string{}
	}
	slices.Sort(got)
	want = slices.Sorted(slices.Values(want))
	if !slices.Equal(got, want) {
		t.Errorf("notifications of %s:\n got %q\nwant %q", u.Name, got, want)
	}
}

// swapBody is a POST /api/swaps body.
func swapBody(a, b shiftRef, target apptest.User) map[string]any {
	return map[string]any{"shiftA": a.body(), "shiftB": b.body(),
		"targetUser": map[string]any{"_id": target.ID, "name": target.Name}}
}

// mustSwap requests a swap through REST and returns its id.
func mustSwap(t testing.TB, app *apptest.App, requester apptest.User, a, b shiftRef, target apptest.User) string {
	t.Helper()
	res := app.Do("POST", "/api/swaps", requester.Token, swapBody(a, b, target))
	if res.Status != 201 {
		t.Fatalf("POST /api/swaps = %d %s", res.Status, res.Raw)
	}
	return res.Obj()["_id"].(string)
}

// mustAccept has the target accept a swap through REST.
func mustAccept(t testing.TB, app *apptest.App, target apptest.User, id string) {
	t.Helper()
	res := app.Do("PUT", "/api/swaps/respond/target/"+id, target.Token, map[string]any{"response": "accept"})
	if res.Status != 200 {
		t.Fatalf("accept = %d %s", res.Status, res.Raw)
	}
}

// gqlID renders an id for a GraphQL variable.
func gqlID(id any) string { return fmt.Sprint(id) }
