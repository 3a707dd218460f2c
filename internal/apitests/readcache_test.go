package apitests_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/auth"
	"github.com/shiftsched/shiftsched/internal/readcache"
)

// The web client's week and month documents (client/src/features/schedule/api).
const (
	clientShiftFragment = `fragment ScheduleShift on Shift { id scheduleId dayKey date startTime endTime userName userId }
fragment ScheduleEvent on CalendarEvent { id date title type }`
	clientWeekDoc = `query Week($date: Date!) { week(date: $date) { weekStarting weekEnding
  schedule { id weekStarting updatedAt days { key date shifts { ...ScheduleShift } } }
  events { ...ScheduleEvent } } }
` + clientShiftFragment
	clientMonthDoc = `query Month($year: Int!, $month: Int!) { month(year: $year, month: $month) { year month
  schedules { id days { key date shifts { ...ScheduleShift } } }
  events { ...ScheduleEvent } } }
` + clientShiftFragment
)

// doorReads returns what each cached door answers the user for the week of
// 2026-11-27 (which holds nextWeek) and for December 2026. REST week answers 404
// while the week has no schedule, which is kept as its body too.
func doorReads(t *testing.T, app *apptest.App, u apptest.User) map[string]string {
	t.Helper()
	return map[string]string{
		"REST week":     string(app.Do("GET", "/api/schedules/week?date="+nextWeek, u.Token, nil).Raw),
		"REST month":    string(app.Do("GET", "/api/schedules/month?year=2026&month=12", u.Token, nil).Raw),
		"GraphQL week":  string(app.GQL(u.Token, clientWeekDoc, map[string]any{"date": nextWeek}).Raw),
		"GraphQL month": string(app.GQL(u.Token, clientMonthDoc, map[string]any{"year": 2026, "month": 12}).Raw),
	}
}

// wantInReads fails unless every door's answer holds (or, with present false, lacks)
// text.
func wantInReads(t *testing.T, reads map[string]string, text string, present bool) {
	t.Helper()
	for door, body := range reads {
		if strings.Contains(body, text) != present {
			t.Errorf("%s: contains %q = %v, want %v: %s", door, text, !present, present, body)
		}
	}
}

// warm reads through every door twice, so the second read comes from the cache, and
// checks that it did.
func warm(t *testing.T, app *apptest.App, u apptest.User) map[string]string {
	t.Helper()
	first := doorReads(t, app, u)
	hits := app.Reads.Stats().Hits
	again := doorReads(t, app, u)
	for door := range first {
		if first[door] != again[door] {
			t.Fatalf("%s changed between two reads with nothing written:\n%s\n%s", door, first[door], again[door])
		}
	}
	// The REST week of a week with no schedule is a 404, which is never cached.
	if got := app.Reads.Stats().Hits - hits; got < 3 {
		t.Fatalf("the second round of reads hit the cache %d times, want at least 3", got)
	}
	return again
}

const publishWeekGQL = `mutation($in: PublishScheduleInput!) { publishSchedule(input: $in) { id } }`

func publishInput(week string, shifts ...map[string]any) map[string]any {
	return map[string]any{"in": map[string]any{"weekStarting": week, "shifts": shifts, "acceptAllWarnings": true}}
}

// TestReadCacheInvalidation checks that a read right after each kind of change shows
// it, through both doors, although the same reads were cached just before.
func TestReadCacheInvalidation(t *testing.T) {
	t.Parallel()
	const week = "2026-11-27"

	t.Run("OKPublishGraphQL", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		mustShift(t, w.app, w.alice, nextWeek, "09:00", "17:00")
		wantInReads(t, warm(t, w.app, w.bob), "09:00", true)
		w.app.MustGQL(w.mia.Token, publishWeekGQL, publishInput(week,
			map[string]any{"dayKey": "TUESDAY", "userId": w.bob.ID, "startTime": "11:15", "endTime": "19:45"}))
		reads := doorReads(t, w.app, w.bob)
		wantInReads(t, reads, "11:15", true)
		wantInReads(t, reads, "09:00", false)
	})

	t.Run("OKPublishREST", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		wantInReads(t, warm(t, w.app, w.alice), "11:15", false)
		res := w.app.Do("POST", "/api/schedules", w.mia.Token, map[string]any{"weekStarting": week,
			"days": map[string]any{"tuesday": []any{map[string]any{"user": w.alice.ID, "startTime": "11:15", "endTime": "19:45"}}}})
		apptest.Want(t, res, 200, "")
		wantInReads(t, doorReads(t, w.app, w.alice), "11:15", true)
	})

	t.Run("OKDraftsStayHiddenUntilPublished", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		mustShift(t, w.app, w.alice, nextWeek, "09:00", "17:00")
		warm(t, w.app, w.bob)
		w.app.MustGQL(w.mia.Token, `mutation($in: DraftShiftInput!) { addDraftShift(input: $in) { hasChanges } }`,
			map[string]any{"in": map[string]any{"weekStarting": week, "dayKey": "WEDNESDAY", "userId": w.bob.ID, "startTime": "12:34", "endTime": "20:00"}})
		// Neither staff nor the manager sees a draft on the published week.
		wantInReads(t, doorReads(t, w.app, w.bob), "12:34", false)
		wantInReads(t, doorReads(t, w.app, w.mia), "12:34", false)
		w.app.MustGQL(w.mia.Token, `mutation($w: Date!) { publishDraft(weekStarting: $w, acceptWarnings: []) { schedule { id } } }`,
			map[string]any{"w": week})
		wantInReads(t, doorReads(t, w.app, w.bob), "12:34", true)
	})

	t.Run("OKSwapApproval", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		a := mustShift(t, w.app, w.alice, nextWeek, "09:00", "17:00")
		b := mustShift(t, w.app, w.bob, "2026-12-02", "10:00", "18:00")
		before := warm(t, w.app, w.carol)
		id := mustSwap(t, w.app, w.alice, a, b, w.bob)
		mustAccept(t, w.app, w.bob, id)
		// A swap waiting for approval changes no schedule.
		if after := doorReads(t, w.app, w.carol); after["GraphQL week"] != before["GraphQL week"] {
			t.Errorf("a pending swap changed the week:\n%s\n%s", before["GraphQL week"], after["GraphQL week"])
		}
		w.app.MustGQL(w.mia.Token, decideGQL, map[string]any{"id": id, "d": "APPROVE"})
		after := doorReads(t, w.app, w.carol)
		for door := range after {
			if after[door] == before[door] {
				t.Errorf("%s unchanged after the swap was approved: %s", door, after[door])
			}
		}
		if shiftOwner(t, w.app, a) != w.bob.ID {
			t.Fatalf("the swap did not move the shift")
		}
	})

	t.Run("OKRenamePerson", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		mustShift(t, w.app, w.alice, nextWeek, "09:00", "17:00")
		wantInReads(t, warm(t, w.app, w.bob), "Alice", true)
		w.app.MustGQL(w.alice.Token, `mutation { updateMyName(name: "Alicia Renamed") { id } }`, nil)
		reads := doorReads(t, w.app, w.bob)
		wantInReads(t, reads, "Alicia Renamed", true)
	})

	t.Run("OKDeletePerson", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		mustShift(t, w.app, w.alice, nextWeek, "09:00", "17:00")
		mustShift(t, w.app, w.bob, nextWeek, "10:00", "18:00")
		wantInReads(t, warm(t, w.app, w.bob), "Alice", true)
		w.app.MustGQL(w.mia.Token, `mutation($id: ID!) { deleteUser(id: $id) { removedShifts } }`, map[string]any{"id": w.alice.ID})
		wantInReads(t, doorReads(t, w.app, w.bob), "Alice", false)
	})

	t.Run("OKEvents", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		mustShift(t, w.app, w.alice, nextWeek, "09:00", "17:00")
		warm(t, w.app, w.bob)
		data := w.app.MustGQL(w.mia.Token, `mutation($in: CreateEventInput!) { createEvent(input: $in) { id } }`,
			map[string]any{"in": map[string]any{"date": "2026-12-01", "title": "Stocktake", "type": "MEETING"}})
		// The REST week carries no events (REST-CONTRACT.md); the three others do.
		reads := doorReads(t, w.app, w.bob)
		delete(reads, "REST week")
		wantInReads(t, reads, "Stocktake", true)
		warm(t, w.app, w.bob)
		w.app.MustGQL(w.mia.Token, `mutation($id: ID!) { deleteEvent(id: $id) }`, map[string]any{"id": data["createEvent"].(map[string]any)["id"]})
		wantInReads(t, doorReads(t, w.app, w.bob), "Stocktake", false)
	})

	t.Run("OKTimeOffBumpsTheVersion", func(t *testing.T) {
		// Time off is not on the week yet; its triggers are in place for when it is.
		t.Parallel()
		w := newWorld(t)
		before, err := w.app.Store.Q().ReadVersion(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		w.app.MustGQL(w.bob.Token, requestTimeOffMutation, map[string]any{"d": "2026-12-01", "r": "dentist"})
		after, err := w.app.Store.Q().ReadVersion(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if after <= before {
			t.Errorf("read version %d -> %d after a time-off request", before, after)
		}
	})

	t.Run("OKSignInLeavesTheCache", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		mustShift(t, w.app, w.alice, nextWeek, "09:00", "17:00")
		warm(t, w.app, w.bob)
		before, _ := w.app.Store.Q().ReadVersion(context.Background())
		w.app.Employee("Dora") // registers (a new person is not on any week) and signs in
		w.app.MustGQL(w.bob.Token, `mutation($c: String!, $n: String!) { changeMyPassword(currentPassword: $c, newPassword: $n) { token } }`,
			map[string]any{"c": w.bob.Password, "n": "another-secret"})
		after, _ := w.app.Store.Q().ReadVersion(context.Background())
		if after != before+1 { // the registration's INSERT only
			t.Errorf("read version %d -> %d after a registration and a password change, want one bump", before, after)
		}
	})
}

// TestReadCacheIsolation tries to read, from the cache, what another viewer may see and
// the caller may not.
func TestReadCacheIsolation(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	mustShift(t, w.app, w.alice, nextWeek, "09:00", "17:00")
	vars := map[string]any{"date": nextWeek}

	t.Run("OKEmailsAreNotShared", func(t *testing.T) {
		// User.email is per viewer: a manager's answer must never reach an employee.
		doc := `query($date: Date!) { week(date: $date) { schedule { days { shifts { user { id name email } } } } } }`
		for range 2 {
			if got := string(w.app.GQL(w.mia.Token, doc, vars).Raw); !strings.Contains(got, w.alice.Email) {
				t.Fatalf("the manager does not see Alice's e-mail: %s", got)
			}
		}
		if got := string(w.app.GQL(w.bob.Token, doc, vars).Raw); strings.Contains(got, w.alice.Email) || !strings.Contains(got, `"email":null`) {
			t.Errorf("an employee read another person's e-mail after a manager's read: %s", got)
		}
		if got := string(w.app.GQL(w.alice.Token, doc, vars).Raw); !strings.Contains(got, w.alice.Email) {
			t.Errorf("Alice does not see her own e-mail: %s", got)
		}
	})

	t.Run("OKManagerOnlyFieldsBesideTheWeek", func(t *testing.T) {
		doc := `query($date: Date!) { week(date: $date) { weekStarting } weekDraft(weekStarting: "2026-11-27") { shifts { userName } } }`
		w.app.MustGQL(w.mia.Token, doc, vars)
		w.app.MustGQL(w.mia.Token, doc, vars)
		apptest.Want(t, w.app.GQL(w.bob.Token, doc, vars), "FORBIDDEN", "")
	})

	t.Run("ErrSignedOutGetsNothing", func(t *testing.T) {
		w.app.MustGQL(w.bob.Token, clientWeekDoc, vars) // cached now
		apptest.Want(t, w.app.GQL("", clientWeekDoc, vars), "UNAUTHENTICATED", "")
		apptest.Want(t, w.app.GQL("not-a-token", clientWeekDoc, vars), "UNAUTHENTICATED", "")
		w.app.Do("GET", "/api/schedules/week?date="+nextWeek, w.bob.Token, nil)
		apptest.Want(t, w.app.Do("GET", "/api/schedules/week?date="+nextWeek, "", nil), 401, "No token, authorization denied")
		apptest.Want(t, w.app.Do("GET", "/api/schedules/week?date="+nextWeek, "not-a-token", nil), 401, "Token is not valid")
	})

	t.Run("ErrorsAreNotCached", func(t *testing.T) {
		for range 2 {
			apptest.Want(t, w.app.GQL(w.bob.Token, clientMonthDoc, map[string]any{"year": 2026, "month": 13}), "BAD_USER_INPUT", "")
		}
		apptest.Want(t, w.app.Do("GET", "/api/schedules/week?date=2030-01-01", w.bob.Token, nil), 404, "No schedule found for this week")
	})
}

// TestReadCacheRevalidation checks ETag and If-None-Match on the REST week and month.
func TestReadCacheRevalidation(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	mustShift(t, w.app, w.alice, nextWeek, "09:00", "17:00")
	get := func(path, etag string) (*http.Response, string) {
		t.Helper()
		req, _ := http.NewRequest("GET", w.app.URL+path, nil)
		req.Header.Set("x-auth-token", w.bob.Token)
		if etag != "" {
			req.Header.Set("If-None-Match", etag)
		}
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		body, _ := io.ReadAll(res.Body)
		return res, string(body)
	}
	for _, path := range []string{"/api/schedules/week?date=" + nextWeek, "/api/schedules/month?year=2026&month=12"} {
		res, body := get(path, "")
		etag := res.Header.Get("ETag")
		if res.StatusCode != 200 || !strings.HasPrefix(etag, `"`) || body == "" {
			t.Fatalf("%s: %d ETag %q", path, res.StatusCode, etag)
		}
		res, body = get(path, etag)
		if res.StatusCode != 304 || body != "" || res.Header.Get("ETag") != etag {
			t.Errorf("%s with If-None-Match: %d %q ETag %q", path, res.StatusCode, body, res.Header.Get("ETag"))
		}
		if res, _ = get(path, `"other", W/`+etag); res.StatusCode != 304 {
			t.Errorf("%s with a list holding the weak tag: %d, want 304", path, res.StatusCode)
		}
		if res, _ = get(path, `"other"`); res.StatusCode != 200 {
			t.Errorf("%s with another tag: %d, want 200", path, res.StatusCode)
		}
	}
	path := "/api/schedules/week?date=" + nextWeek
	res, _ := get(path, "")
	old := res.Header.Get("ETag")
	mustShift(t, w.app, w.bob, nextWeek, "10:00", "18:00")
	res, body := get(path, old)
	if res.StatusCode != 200 || res.Header.Get("ETag") == old || !strings.Contains(body, "Bob") {
		t.Errorf("after a change, If-None-Match with the old tag: %d ETag %q %s", res.StatusCode, res.Header.Get("ETag"), body)
	}
}

// The client's month document selects no Shift.user, so a miss does not load users:
// token with version, schedules, shifts, events.
func TestClientMonthMissStatements(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	mustShift(t, w.app, w.alice, nextWeek, "09:00", "17:00")
	body, _ := json.Marshal(map[string]any{"query": clientMonthDoc, "variables": map[string]any{"year": 2026, "month": 12}})
	req := httptest.NewRequest("POST", "/graphql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+w.bob.Token)
	rec, n := countStatements(w.app, req)
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), `"userName":"Alice"`) || n != 4 {
		t.Errorf("month = %d, %d statements, want 200 and 4: %s", rec.Code, n, rec.Body)
	}
}

// Concurrent misses of one answer build it once; errors are never shared.
func TestReadCacheFillsOnce(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	actor, err := w.app.Sessions.Authenticate(context.Background(), w.bob.Token)
	if err != nil {
		t.Fatal(err)
	}
	reads := readcache.NewReads(w.app.Reads, w.app.Sessions, w.app.Svc)
	ctx := auth.WithSession(context.Background(), auth.Session{User: actor})
	run := func(key string, fail bool) (fills int64, errs int) {
		var n atomic.Int64
		release := make(chan struct{})
		fill := func(context.Context) ([]byte, string, error) {
			n.Add(1)
			<-release
			if fail {
				return nil, "", errors.New("no")
			}
			return []byte("answer"), "text/plain", nil
		}
		var wg sync.WaitGroup
		var mu sync.Mutex
		for range 10 {
			wg.Go(func() {
				e, err := reads.Answer(ctx, key, fill)
				mu.Lock()
				defer mu.Unlock()
				if err != nil {
					errs++
				} else if string(e.Body) != "answer" {
					t.Errorf("body %q", e.Body)
				}
			})
		}
		apptest.WaitFor(t, 5*time.Second, "every caller waiting for the first fill", func() bool { return reads.Waiting() == 10 })
		close(release)
		wg.Wait()
		return n.Load(), errs
	}
	if fills, errs := run("fills once", false); fills != 1 || errs != 0 {
		t.Errorf("10 concurrent misses: %d fills, %d errors; want 1 and 0", fills, errs)
	}
	if fills, errs := run("fails", true); fills != 10 || errs != 10 {
		t.Errorf("10 concurrent failing misses: %d fills, %d errors; want 10 and 10", fills, errs)
	}
}
