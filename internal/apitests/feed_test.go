package apitests_test

import (
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	ics "github.com/arran4/golang-ical"

	"github.com/shiftsched/shiftsched/devtools/apptest"
)

const enableFeed = `mutation($s: CalendarFeedScope!) { enableCalendarFeed(scope: $s) }`

// getFeed fetches a feed URL (made with APP_URL http://shiftsched.test) from the app.
func getFeed(t *testing.T, app *apptest.App, feedURL string, header ...string) (*http.Response, string) {
	t.Helper()
	req, _ := http.NewRequest("GET", app.URL+strings.TrimPrefix(feedURL, "http://shiftsched.test"), nil)
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res, string(b)
}

// eventsByUID parses a feed back with the iCalendar library.
func eventsByUID(t *testing.T, body string) (*ics.Calendar, map[string]*ics.VEvent) {
	t.Helper()
	cal, err := ics.ParseCalendar(strings.NewReader(body))
	if err != nil {
		t.Fatalf("parse: %v\n%s", err, body)
	}
	out := map[string]*ics.VEvent{}
	for _, e := range cal.Events() {
		out[e.Id()] = e
	}
	return cal, out
}

func TestCalendarFeed(t *testing.T) {
	t.Parallel()
	berlin, err := time.LoadLocation("Europe/Berlin")
	if err != nil {
		t.Skip("no time zone data:", err)
	}
	app := apptest.New(t, apptest.Options{Workplace: berlin}) // today: 2026-11-22
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	bob := app.Employee("Bob Late")
	// Overnight across the end of summer time (25 Oct 2026, 03:00 CEST -> 02:00 CET)
	// and across its start (28 Mar 2027, 02:00 CET -> 03:00 CEST).
	october := mustShift(t, app, eve, "2026-10-24", "22:00", "06:00")
	march := mustShift(t, app, eve, "2027-03-27", "22:00", "06:00")
	december := mustShift(t, app, eve, "2026-12-01", "09:00", "17:00")
	mustShift(t, app, bob, "2026-12-01", "10:00", "18:00")
	tooOld := mustShift(t, app, eve, "2026-09-01", "09:00", "17:00")
	req := app.MustGQL(eve.Token, requestTimeOffMutation, map[string]any{"d": "2026-12-10"})
	app.MustGQL(mia.Token, respondMutation, map[string]any{"id": req["requestTimeOff"].(map[string]any)["id"], "d": "APPROVE"})
	if res := app.Do("POST", "/api/calendar-events", mia.Token, eventBody("2026-12-24", "Holiday rush", "MEETING")); res.Status != 201 {
		t.Fatal(res.Status, string(res.Raw))
	}

	url := app.MustGQL(eve.Token, enableFeed, map[string]any{"s": "OWN"})["enableCalendarFeed"].(string)
	if !strings.HasPrefix(url, "http://shiftsched.test/calendar/") || !strings.HasSuffix(url, ".ics") {
		t.Fatalf("url = %s", url)
	}
	res, body := getFeed(t, app, url)
	if res.StatusCode != 200 || res.Header.Get("Content-Type") != "text/calendar; charset=utf-8" {
		t.Fatalf("GET = %d %v", res.StatusCode, res.Header)
	}
	cal, events := eventsByUID(t, body)

	t.Run("OKShiftsInTheWorkplaceZoneAcrossDST", func(t *testing.T) {
		for _, c := range []struct {
			shift      shiftRef
			start, end string // UTC
		}{
			{october, "2026-10-24T20:00:00Z", "2026-10-25T05:00:00Z"}, // 9 h
			{march, "2027-03-27T21:00:00Z", "2027-03-28T04:00:00Z"},   // 7 h
			{december, "2026-12-01T08:00:00Z", "2026-12-01T16:00:00Z"},
		} {
			e := events["shift-"+c.shift.ID+"@shiftsched.test"]
			if e == nil {
				t.Fatalf("shift %s missing:\n%s", c.shift.ID, body)
			}
			s, err1 := e.GetStartAt()
			en, err2 := e.GetEndAt()
			if err1 != nil || err2 != nil || s.UTC().Format(time.RFC3339) != c.start || en.UTC().Format(time.RFC3339) != c.end {
				t.Errorf("shift %s: %v..%v (%v %v), want %s..%s", c.shift.Date, s.UTC(), en.UTC(), err1, err2, c.start, c.end)
			}
			if tzid := e.GetProperty(ics.ComponentPropertyDtStart).ICalParameters["TZID"]; len(tzid) != 1 || tzid[0] != "Europe/Berlin" {
				t.Errorf("TZID = %v", tzid)
			}
		}
		if events["shift-"+tooOld.ID+"@shiftsched.test"] != nil {
			t.Error("a shift more than 8 weeks back is in the feed")
		}
		if len(events) != 5 { // 3 shifts of Eve's, her day off, the meeting
			t.Errorf("%d events:\n%s", len(events), body)
		}
	})

	t.Run("OKVTimezoneHasBothChanges", func(t *testing.T) {
		tzs := cal.Timezones()
		if len(tzs) != 1 || !strings.Contains(body, "TZID:Europe/Berlin") {
			t.Fatalf("timezones: %d", len(tzs))
		}
		for _, want := range []string{
			"BEGIN:STANDARD\r\nDTSTART:20261025T030000\r\nTZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100\r\nTZNAME:CET",
			"BEGIN:DAYLIGHT\r\nDTSTART:20270328T020000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200\r\nTZNAME:CEST",
		} {
			if !strings.Contains(body, want) {
				t.Errorf("VTIMEZONE lacks %q:\n%s", want, body)
			}
		}
	})

	t.Run("OKTimeOffAndEventsAreAllDay", func(t *testing.T) {
		var off, meeting *ics.VEvent
		for uid, e := range events {
			if strings.HasPrefix(uid, "timeoff-") {
				off = e
			}
			if strings.HasPrefix(uid, "event-") {
				meeting = e
			}
		}
		if off == nil || meeting == nil {
			t.Fatalf("missing all-day events:\n%s", body)
		}
		d, err := off.GetAllDayStartAt()
		if err != nil || d.Format("2006-01-02") != "2026-12-10" || !strings.Contains(body, "DTSTART;VALUE=DATE:20261210") {
			t.Errorf("time off on %v (%v)", d, err)
		}
		if meeting.GetProperty(ics.ComponentPropertySummary).Value != "Holiday rush" {
			t.Errorf("event summary %v", meeting.GetProperty(ics.ComponentPropertySummary))
		}
	})

	t.Run("OKConditionalGETsAnswer304", func(t *testing.T) {
		etag, lastMod := res.Header.Get("ETag"), res.Header.Get("Last-Modified")
		if etag == "" || lastMod == "" {
			t.Fatalf("headers %v", res.Header)
		}
		if r, _ := getFeed(t, app, url, "If-None-Match", etag); r.StatusCode != 304 {
			t.Errorf("If-None-Match = %d", r.StatusCode)
		}
		if r, _ := getFeed(t, app, url, "If-Modified-Since", lastMod); r.StatusCode != 304 {
			t.Errorf("If-Modified-Since = %d", r.StatusCode)
		}
		app.Clock.Advance(time.Hour)
		if res := app.Do("POST", "/api/calendar-events", mia.Token, eventBody("2026-12-23", "Party", "MEETING")); res.Status != 201 {
			t.Fatal(res.Status)
		}
		r, again := getFeed(t, app, url, "If-None-Match", etag)
		if r.StatusCode != 200 || r.Header.Get("ETag") == etag || !strings.Contains(again, "Party") {
			t.Fatalf("after a change: %d %v", r.StatusCode, r.Header)
		}
		// UIDs stay, so calendar apps update rather than duplicate.
		_, later := eventsByUID(t, again)
		if later["shift-"+october.ID+"@shiftsched.test"] == nil {
			t.Error("a shift's UID changed")
		}
		if r, _ := getFeed(t, app, url, "If-Modified-Since", lastMod); r.StatusCode != 200 {
			t.Errorf("If-Modified-Since after a change = %d", r.StatusCode)
		}
	})

	t.Run("ErrWorkplaceFeedIsForManagers", func(t *testing.T) {
		apptest.Want(t, app.GQL(eve.Token, enableFeed, map[string]any{"s": "WORKPLACE"}), "FORBIDDEN", "Access denied: Managers only")
		wurl := app.MustGQL(mia.Token, enableFeed, map[string]any{"s": "WORKPLACE"})["enableCalendarFeed"].(string)
		_, wbody := getFeed(t, app, wurl)
		if !strings.Contains(wbody, "Shift: Bob Late") || !strings.Contains(wbody, "Shift: Eve Early") || !strings.Contains(wbody, "Time off: Eve Early") {
			t.Errorf("workplace feed:\n%s", wbody)
		}
	})

	t.Run("ErrRotateRevokeAndBadTokensAre404", func(t *testing.T) {
		fresh := app.MustGQL(eve.Token, enableFeed, map[string]any{"s": "OWN"})["enableCalendarFeed"].(string)
		if r, _ := getFeed(t, app, url); r.StatusCode != 404 {
			t.Errorf("the rotated-out URL = %d", r.StatusCode)
		}
		if r, _ := getFeed(t, app, fresh); r.StatusCode != 200 {
			t.Errorf("the new URL = %d", r.StatusCode)
		}
		app.MustGQL(mia.Token, `mutation($u: ID!) { revokeCalendarFeedsOf(userId: $u) }`, map[string]any{"u": eve.ID})
		if r, _ := getFeed(t, app, fresh); r.StatusCode != 404 {
			t.Errorf("after a manager revoked it = %d", r.StatusCode)
		}
		again := app.MustGQL(eve.Token, enableFeed, map[string]any{"s": "OWN"})["enableCalendarFeed"].(string)
		app.MustGQL(eve.Token, `mutation { revokeCalendarFeed(scope: OWN) }`, nil)
		if r, _ := getFeed(t, app, again); r.StatusCode != 404 {
			t.Errorf("after revoking = %d", r.StatusCode)
		}
		apptest.Want(t, app.GQL(bob.Token, `mutation($u: ID!) { revokeCalendarFeedsOf(userId: $u) }`, map[string]any{"u": eve.ID}), "FORBIDDEN", "Access denied: Managers only")
		for _, bad := range []string{"/calendar/x", "/calendar/%25%25", "/calendar/" + strings.Repeat("A", 43) + ".ics"} {
			if r, _ := getFeed(t, app, "http://shiftsched.test"+bad); r.StatusCode != 404 {
				t.Errorf("GET %s = %d", bad, r.StatusCode)
			}
		}
	})
}
