package apitests_test

import (
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
)

const (
	rangeFields  = `id date endDate startTime endTime days reason status decisionNote userName`
	requestRange = `mutation($in: TimeOffInput!) { requestTimeOffRange(input: $in) { ` + rangeFields + ` } }`
	decideM      = `mutation($id: ID!, $d: TimeOffDecision!, $n: String, $s: [ShiftChoice!]) { decideTimeOff(id: $id, decision: $d, note: $n, shifts: $s) {
		request { ` + rangeFields + ` } shiftsInside { id date startTime endTime } } }`
	withdrawM  = `mutation($id: ID!) { withdrawTimeOff(id: $id) { ` + rangeFields + ` } }`
	cancelM    = `mutation($id: ID!, $n: String) { cancelTimeOff(id: $id, note: $n) { ` + rangeFields + ` } }`
	whoIsOffQ  = `query($f: Date!, $t: Date!) { whoIsOff(from: $f, to: $t) { date othersOff requests { userName date endDate } } }`
	myRequests = `{ myTimeOffRequests { ` + rangeFields + ` } }`
)

func rangeIn(from, to string, extra ...string) map[string]any {
	in := map[string]any{"date": from, "endDate": to}
	for i := 0; i+1 < len(extra); i += 2 {
		in[extra[i]] = extra[i+1]
	}
	return map[string]any{"in": in}
}

// mustRange requests time off and returns the request.
func mustRange(t *testing.T, app *apptest.App, u apptest.User, from, to string, extra ...string) map[string]any {
	t.Helper()
	return app.MustGQL(u.Token, requestRange, rangeIn(from, to, extra...))["requestTimeOffRange"].(map[string]any)
}

func TestTimeOffRanges(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	bob := app.Employee("Bob Late")
	app.MustGQL(mia.Token, `mutation { createEvent(input: {date: "2027-01-06", title: "Stocktake", type: PTO_RESTRICTED}) { id } }`, nil)

	t.Run("OK_AcrossTheYearEnd", func(t *testing.T) {
		sqlExec(app, `DELETE FROM notifications`)
		r := mustRange(t, app, eve, "2026-12-30", "2027-01-02", "reason", "New year")
		if r["date"] != "2026-12-30" || r["endDate"] != "2027-01-02" || r["days"] != float64(4) || r["status"] != "PENDING" || r["startTime"] != nil {
			t.Fatalf("request = %v", r)
		}
		if got := notes(app, mia.ID); fmt.Sprint(got) != "[Eve Early submitted a PTO request for Dec 30 to Jan 2. -> /pto]" {
			t.Errorf("manager told %v", got)
		}
	})
	t.Run("OK_AcrossTheMonthEnd", func(t *testing.T) {
		if r := mustRange(t, app, bob, "2026-11-29", "2026-12-02"); r["days"] != float64(4) {
			t.Fatalf("request = %v", r)
		}
	})
	t.Run("OK_PartDaysThatDoNotOverlap", func(t *testing.T) {
		mustRange(t, app, eve, "2026-12-10", "2026-12-10", "startTime", "09:00", "endTime", "12:00")
		r := mustRange(t, app, eve, "2026-12-10", "2026-12-10", "startTime", "13:00", "endTime", "17:00")
		if r["startTime"] != "13:00" || r["endTime"] != "17:00" || r["days"] != float64(1) {
			t.Fatalf("request = %v", r)
		}
	})
	t.Run("OK_RESTShowsARangeByItsFirstDay", func(t *testing.T) {
		res := app.Do("GET", "/api/pto/my-requests", bob.Token, nil)
		if l := res.List(); res.Status != 200 || len(l) != 1 || l[0].(map[string]any)["date"] != "2026-11-29T00:00:00.000Z" {
			t.Fatalf("my requests = %d %s", res.Status, res.Raw)
		}
	})

	refusals := []struct {
		name, msg string
		in        map[string]any
	}{
		{"ErrRestrictedDayInside", "Wednesday Jan 6 (Stocktake) is restricted from PTO requests.", rangeIn("2027-01-04", "2027-01-08")},
		{"ErrRestrictedOneDayKeepsTheContractMessage", "This date (Stocktake) is restricted from PTO requests.", rangeIn("2027-01-06", "2027-01-06")},
		{"ErrOverlapsAPendingRange", "This request overlaps your pending time off on Dec 30 to Jan 2.", rangeIn("2027-01-02", "2027-01-03")},
		{"ErrOneDayInsideARange", "You have already submitted a request for this date.", rangeIn("2026-12-31", "2026-12-31")},
		{"ErrPartDayOverlapsPartDay", "This request overlaps your pending time off on Dec 10 09:00-12:00.",
			rangeIn("2026-12-10", "2026-12-10", "startTime", "11:00", "endTime", "14:00")},
		{"ErrPartDayInsideARange", "This request overlaps your pending time off on Dec 30 to Jan 2.",
			rangeIn("2027-01-01", "2027-01-01", "startTime", "11:00", "endTime", "14:00")},
		{"ErrStartsInThePast", "Time off cannot be requested for a past date.", rangeIn("2026-11-21", "2026-11-24")},
		{"ErrBackwards", "The last day cannot be before the first day.", rangeIn("2026-12-05", "2026-12-04")},
		{"ErrOver60Days", "A time-off request may cover at most 60 days.", rangeIn("2026-12-01", "2027-01-30")},
		{"ErrPartDayOverSeveralDays", "Part of a day can only be requested for a single day.",
			rangeIn("2026-12-05", "2026-12-06", "startTime", "09:00", "endTime", "12:00")},
		{"ErrPartDayBackwards", "The start time must be before the end time.",
			rangeIn("2026-12-05", "2026-12-05", "startTime", "12:00", "endTime", "09:00")},
		{"ErrPartDayHalfGiven", "Part of a day needs both a start and an end time.",
			rangeIn("2026-12-05", "2026-12-05", "startTime", "12:00")},
		{"ErrReasonTooLong", "The reason must be at most 500 characters long.",
			rangeIn("2026-12-05", "2026-12-05", "reason", string(make([]byte, 0))+fmt.Sprintf("%0501d", 0))},
	}
	for _, tc := range refusals {
		t.Run(tc.name, func(t *testing.T) {
			apptest.Want(t, app.GQL(eve.Token, requestRange, tc.in), "BAD_USER_INPUT", tc.msg)
		})
	}
	t.Run("OK_60Days", func(t *testing.T) {
		if r := mustRange(t, app, bob, "2027-02-01", "2027-04-01"); r["days"] != float64(60) {
			t.Fatalf("request = %v", r)
		}
	})
}

func TestTimeOffTransitions(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	bob := app.Employee("Bob Late")
	decide := func(u apptest.User, id any, d, note string) apptest.GQLResult {
		return app.GQL(u.Token, decideM, map[string]any{"id": gqlID(id), "d": d, "n": note})
	}

	t.Run("OK_WithdrawPending", func(t *testing.T) {
		r := mustRange(t, app, eve, "2026-12-01", "2026-12-03")
		sqlExec(app, `DELETE FROM notifications`)
		w := app.MustGQL(eve.Token, withdrawM, map[string]any{"id": r["id"]})["withdrawTimeOff"].(map[string]any)
		if w["status"] != "WITHDRAWN" {
			t.Fatalf("withdrawn = %v", w)
		}
		if got := notes(app, mia.ID); fmt.Sprint(got) != "[Eve Early withdrew their pending PTO request for Dec 1 to Dec 3. -> /pto]" {
			t.Errorf("manager told %v", got)
		}
		// The days are free again, and the withdrawn request is no longer answerable.
		mustRange(t, app, eve, "2026-12-02", "2026-12-02")
		apptest.Want(t, decide(mia, r["id"], "APPROVE", ""), "BAD_USER_INPUT", "This request has already been actioned.")
		apptest.Want(t, app.GQL(eve.Token, withdrawM, map[string]any{"id": r["id"]}), "BAD_USER_INPUT", "This request can no longer be withdrawn.")
		// The REST shim, whose statuses have no word for it, leaves it out.
		for _, p := range app.Do("GET", "/api/pto/my-requests", eve.Token, nil).List() {
			if p.(map[string]any)["_id"] == r["id"] {
				t.Errorf("REST lists a withdrawn request: %v", p)
			}
		}
	})
	t.Run("ErrSomeoneElsesRequest", func(t *testing.T) {
		r := mustRange(t, app, bob, "2026-12-05", "2026-12-05")
		apptest.Want(t, app.GQL(eve.Token, withdrawM, map[string]any{"id": r["id"]}), "NOT_FOUND", "Request not found")
	})
	t.Run("OK_ApproveWithNoteListsShiftsInside", func(t *testing.T) {
		inside := mustShift(t, app, bob, "2026-12-11", "09:00", "17:00")
		overnight := mustShift(t, app, bob, "2026-12-10", "22:00", "06:00") // runs into the first day
		mustShift(t, app, bob, "2026-12-14", "09:00", "17:00")              // after the range
		r := mustRange(t, app, bob, "2026-12-11", "2026-12-13")
		sqlExec(app, `DELETE FROM notifications`)
		apptest.Want(t, decide(mia, r["id"], "APPROVE", " Enjoy "), "CONFLICT",
			"This time off clashes with Thu Dec 10 10:00 PM–6:00 AM, Fri Dec 11 9:00 AM–5:00 PM. "+
				"Choose for each whether to unassign it, post it as an open shift or keep it.")
		d := app.GQL(mia.Token, decideM, map[string]any{"id": gqlID(r["id"]), "d": "APPROVE", "n": " Enjoy ", "s": []map[string]any{
			{"shiftId": overnight.ID, "action": "KEEP"}, {"shiftId": inside.ID, "action": "KEEP"}}})
		if len(d.Errors) > 0 {
			t.Fatal(d.Raw)
		}
		res := d.Data["decideTimeOff"].(map[string]any)
		req := res["request"].(map[string]any)
		if req["status"] != "APPROVED" || req["decisionNote"] != "Enjoy" {
			t.Fatalf("decision = %v", req)
		}
		var ids []string
		for _, s := range res["shiftsInside"].([]any) {
			ids = append(ids, s.(map[string]any)["id"].(string))
		}
		if fmt.Sprint(ids) != fmt.Sprint([]string{overnight.ID, inside.ID}) {
			t.Errorf("shifts inside = %v; want %s, %s", ids, overnight.ID, inside.ID)
		}
		if shiftOwner(t, app, inside) != bob.ID {
			t.Error("a shift inside was changed")
		}
		if got := notes(app, bob.ID); fmt.Sprint(got) != "[Your PTO request for Dec 11 to Dec 13 was approved by a manager. Note: Enjoy -> /pto]" {
			t.Errorf("employee told %v", got)
		}
		apptest.Want(t, decide(mia, r["id"], "DENY", ""), "BAD_USER_INPUT", "This request has already been actioned.")
		t.Run("OKThenCancelWithNote", func(t *testing.T) {
			sqlExec(app, `DELETE FROM notifications`)
			apptest.Want(t, app.GQL(bob.Token, cancelM, map[string]any{"id": r["id"]}), "FORBIDDEN", "")
			c := app.MustGQL(mia.Token, cancelM, map[string]any{"id": r["id"], "n": "Stocktake moved"})["cancelTimeOff"].(map[string]any)
			if c["status"] != "CANCELLED" || c["decisionNote"] != "Stocktake moved" {
				t.Fatalf("cancelled = %v", c)
			}
			if got := notes(app, bob.ID); fmt.Sprint(got) != "[Your approved PTO request for Dec 11 to Dec 13 was cancelled by a manager. Note: Stocktake moved -> /pto]" {
				t.Errorf("employee told %v", got)
			}
			apptest.Want(t, app.GQL(mia.Token, cancelM, map[string]any{"id": r["id"]}), "BAD_USER_INPUT",
				"Only approved time off that has not ended can be cancelled.")
			apptest.Want(t, app.GQL(bob.Token, withdrawM, map[string]any{"id": r["id"]}), "BAD_USER_INPUT", "This request can no longer be withdrawn.")
		})
	})
	t.Run("OK_WithdrawApprovedBeforeItStarts", func(t *testing.T) {
		r := mustRange(t, app, eve, "2026-11-23", "2026-11-24")
		if d := decide(mia, r["id"], "APPROVE", ""); len(d.Errors) > 0 {
			t.Fatal(d.Raw)
		}
		started := mustRange(t, app, eve, "2026-11-22", "2026-11-22", "startTime", "15:00", "endTime", "16:00")
		if d := decide(mia, started["id"], "APPROVE", ""); len(d.Errors) > 0 {
			t.Fatal(d.Raw)
		}
		apptest.Want(t, app.GQL(eve.Token, withdrawM, map[string]any{"id": started["id"]}), "BAD_USER_INPUT", "This request can no longer be withdrawn.")
		if w := app.MustGQL(eve.Token, withdrawM, map[string]any{"id": r["id"]})["withdrawTimeOff"].(map[string]any); w["status"] != "WITHDRAWN" {
			t.Fatalf("withdrawn = %v", w)
		}
	})
	t.Run("OK_DenyWithNote", func(t *testing.T) {
		r := mustRange(t, app, eve, "2026-12-20", "2026-12-21")
		d := decide(mia, r["id"], "DENY", "Too busy")
		if req := d.Data["decideTimeOff"].(map[string]any)["request"].(map[string]any); req["status"] != "DENIED" || req["decisionNote"] != "Too busy" {
			t.Fatalf("denied = %v", d.Raw)
		}
		apptest.Want(t, app.GQL(mia.Token, cancelM, map[string]any{"id": r["id"]}), "BAD_USER_INPUT",
			"Only approved time off that has not ended can be cancelled.")
		// The notice that asked Mia to decide is read once she has.
		for _, m := range unreadMessages(t, app, mia) {
			if strings.Contains(m, "Dec 20") {
				t.Errorf("decided, and still unread: %q", m)
			}
		}
	})
	t.Run("OK_ConcurrentDecisions", func(t *testing.T) {
		max := app.Manager("Max Manager")
		r := mustRange(t, app, eve, "2027-01-11", "2027-01-15")
		var wg sync.WaitGroup
		results := make([]apptest.GQLResult, 6)
		for i := range results {
			wg.Add(1)
			go func(i int) {
				defer wg.Done()
				who, d := mia, "APPROVE"
				if i%2 == 1 {
					who, d = max, "DENY"
				}
				results[i] = decide(who, r["id"], d, "")
			}(i)
		}
		wg.Wait()
		ok := 0
		for _, res := range results {
			if len(res.Errors) == 0 {
				ok++
			} else if res.Errors[0].Message != "This request has already been actioned." {
				t.Errorf("loser got %s", res.Raw)
			}
		}
		if ok != 1 {
			t.Fatalf("%d decisions won; want 1", ok)
		}
	})
	t.Run("OK_ConcurrentOverlappingRequests", func(t *testing.T) {
		var wg sync.WaitGroup
		results := make([]apptest.GQLResult, 6)
		for i := range results {
			wg.Add(1)
			go func(i int) {
				defer wg.Done()
				results[i] = app.GQL(bob.Token, requestRange, rangeIn(fmt.Sprintf("2027-03-%02d", 1+i), fmt.Sprintf("2027-03-%02d", 10+i)))
			}(i)
		}
		wg.Wait()
		ok := 0
		for _, res := range results {
			if len(res.Errors) == 0 {
				ok++
			}
		}
		if ok != 1 {
			t.Fatalf("%d overlapping requests were accepted; want 1", ok)
		}
	})
}

func TestWhoIsOff(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	bob := app.Employee("Bob Late")
	cat := app.Employee("Cat Cover")
	approve := func(r map[string]any) {
		app.MustGQL(mia.Token, decideM, map[string]any{"id": r["id"], "d": "APPROVE"})
	}
	approve(mustRange(t, app, eve, "2026-11-30", "2026-12-02"))
	approve(mustRange(t, app, bob, "2026-12-01", "2026-12-01", "startTime", "09:00", "endTime", "12:00"))
	mustRange(t, app, cat, "2026-12-01", "2026-12-01") // pending: not off

	days := func(u apptest.User) []any {
		return app.MustGQL(u.Token, whoIsOffQ, map[string]any{"f": "2026-11-30", "t": "2026-12-01"})["whoIsOff"].([]any)
	}
	t.Run("OK_ManagerSeesEveryone", func(t *testing.T) {
		got := fmt.Sprint(days(mia))
		want := "[map[date:2026-11-30 othersOff:1 requests:[map[date:2026-11-30 endDate:2026-12-02 userName:Eve Early]]] " +
			"map[date:2026-12-01 othersOff:2 requests:[map[date:2026-11-30 endDate:2026-12-02 userName:Eve Early] map[date:2026-12-01 endDate:2026-12-01 userName:Bob Late]]]]"
		if got != want {
			t.Errorf("who is off =\n %s\nwant\n %s", got, want)
		}
	})
	t.Run("OK_StaffSeeTheirOwnAndACount", func(t *testing.T) {
		got := fmt.Sprint(days(bob))
		want := "[map[date:2026-11-30 othersOff:1 requests:[]] map[date:2026-12-01 othersOff:1 requests:[map[date:2026-12-01 endDate:2026-12-01 userName:Bob Late]]]]"
		if got != want {
			t.Errorf("who is off =\n %s\nwant\n %s", got, want)
		}
	})
	t.Run("ErrRangeTooLong", func(t *testing.T) {
		apptest.Want(t, app.GQL(eve.Token, whoIsOffQ, map[string]any{"f": "2026-11-01", "t": "2027-01-10"}), "BAD_USER_INPUT", "A date range may span at most 62 days.")
	})
}

func TestCalendarFeedTimeOffRanges(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	for _, r := range []map[string]any{
		mustRange(t, app, eve, "2026-12-30", "2027-01-02"),
		mustRange(t, app, eve, "2026-12-18", "2026-12-18", "startTime", "09:00", "endTime", "12:00"),
	} {
		app.MustGQL(mia.Token, decideM, map[string]any{"id": r["id"], "d": "APPROVE"})
	}
	url := app.MustGQL(eve.Token, enableFeed, map[string]any{"s": "OWN"})["enableCalendarFeed"].(string)
	_, body := getFeed(t, app, url)
	for _, want := range []string{
		// A range is one all-day event ending the day after its last day.
		"DTSTART;VALUE=DATE:20261230", "DTEND;VALUE=DATE:20270103",
		// A part day has its hours.
		"DTSTART;TZID=UTC:20261218T090000", "DTEND;TZID=UTC:20261218T120000",
	} {
		if !strings.Contains(body, want) {
			t.Errorf("feed lacks %q:\n%s", want, body)
		}
	}
}
