package server_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/devtools/bench"
	"github.com/shiftsched/shiftsched/internal/domain"
)

func persistedExt(doc string) string {
	sum := sha256.Sum256([]byte(doc))
	return fmt.Sprintf(`{"persistedQuery":{"version":1,"sha256Hash":%q}}`, hex.EncodeToString(sum[:]))
}

// The browser's Week document sent by its hash finds the same read-cache entry as the
// full text; a document whose answer depends on the viewer stays out of the cache
// however it is sent.
func TestHashedAndFullTextRequestsShareOneCacheEntry(t *testing.T) {
	t.Parallel()
	app := newApp(t, nil)
	manager, employee := tokenFor(t, app, domain.RoleManager), tokenFor(t, app, domain.RoleEmployee)
	_, query, err := bench.ClientRequest("Week")
	if err != nil {
		t.Fatal(err)
	}
	week := domain.FridayWeeks.Start(domain.DateOf(time.Now().UTC())).AddDays(35).String()
	me := app.do(t, "GET", "/api/auth", map[string]string{"x-auth-token": employee}, nil)
	publish := fmt.Sprintf(`{"weekStarting":%q,"days":{"monday":[{"user":%q,"startTime":"08:00","endTime":"12:00"}]}}`, week, me.body["_id"])
	apptest.Want(t, app.do(t, "POST", "/api/schedules", map[string]string{"x-auth-token": manager, "Content-Type": "application/json"}, strings.NewReader(publish)).api(), 200, "")
	send := func(t *testing.T, token, ext, q string) (string, int64, int64) {
		t.Helper()
		before := app.reads.Stats()
		body := fmt.Sprintf(`{"operationName":"Week","variables":{"date":%q},"extensions":%s,"query":%q}`, week, ext, q)
		res := app.do(t, "POST", "/graphql", map[string]string{"Authorization": "Bearer " + token, "Content-Type": "application/json"}, strings.NewReader(body))
		after := app.reads.Stats()
		return res.raw, after.Hits - before.Hits, after.Misses - before.Misses
	}
	ext := persistedExt(query)
	if got, _, _ := send(t, employee, ext, ""); !strings.Contains(got, `"PERSISTED_QUERY_NOT_FOUND"`) {
		t.Fatalf("the hash before its document: %s", got)
	}
	first, hits, misses := send(t, employee, ext, query)
	if hits != 0 || misses != 1 || !strings.Contains(first, `"08:00"`) {
		t.Fatalf("hash and document: %d hits, %d misses, %s", hits, misses, first)
	}
	for _, token := range []string{employee, manager} {
		for _, v := range [][2]string{{ext, ""}, {`{}`, query}, {ext, query}} {
			if got, hits, misses := send(t, token, v[0], v[1]); got != first || hits != 1 || misses != 0 {
				t.Errorf("%s with %d bytes of query: %d hits, %d misses, same answer %v", v[0], len(v[1]), hits, misses, got == first)
			}
		}
	}

	t.Run("ErrViewersApart", func(t *testing.T) {
		email := `query Week($date: Date!) { week(date: $date) { schedule { days { shifts { user { email } } } } } }`
		colleague := tokenFor(t, app, domain.RoleEmployee)
		mgr, h1, m1 := send(t, manager, persistedExt(email), email)
		emp, h2, m2 := send(t, colleague, persistedExt(email), "")
		if h1+m1+h2+m2 != 0 || !strings.Contains(mgr, "@example.com") || strings.Contains(emp, "@example.com") || !strings.Contains(emp, `"shifts"`) {
			t.Errorf("e-mail addresses: cache used %d times; manager %s; colleague by hash %s", h1+m1+h2+m2, mgr, emp)
		}
	})
}

// Only a document that parses, passes the query limits and validates is stored: a
// request carrying anything else gets its error, and its hash stays unknown.
func TestOnlyValidDocumentsArePersisted(t *testing.T) {
	t.Parallel()
	app := newApp(t, nil)
	token := tokenFor(t, app, domain.RoleEmployee)
	for name, doc := range map[string]string{
		"unparsable":     `query { week(`,
		"invalid":        `query { noSuchField }`,
		"over the limit": `query { ` + strings.Repeat(`__typename `, 400) + `}`,
	} {
		body := fmt.Sprintf(`{"extensions":%s,"query":%q}`, persistedExt(doc), doc)
		res := app.do(t, "POST", "/graphql", map[string]string{"Authorization": "Bearer " + token, "Content-Type": "application/json"}, strings.NewReader(body))
		if !strings.Contains(res.raw, `"errors"`) {
			t.Errorf("%s: no error: %s", name, res.raw)
		}
		sum := sha256.Sum256([]byte(doc))
		if _, stored, err := app.integ.PersistedQuery(context.Background(), hex.EncodeToString(sum[:])); stored || err != nil {
			t.Errorf("%s: stored %v, %v", name, stored, err)
		}
	}
	wrong := `{"extensions":{"persistedQuery":{"version":1,"sha256Hash":"` + strings.Repeat("0", 64) + `"}},"query":"{ __typename }"}`
	res := app.do(t, "POST", "/graphql", map[string]string{"Content-Type": "application/json"}, strings.NewReader(wrong))
	if !strings.Contains(res.raw, "provided APQ hash does not match query") {
		t.Errorf("a hash that is not the document's: %s", res.raw)
	}
}

// Over GET, the way Apollo's link can send hashed queries, a hash answers once its
// document is known, and mutations stay refused.
func TestPersistedQueriesAnswerOverGET(t *testing.T) {
	t.Parallel()
	app := newApp(t, nil)
	token := tokenFor(t, app, domain.RoleEmployee)
	doc := `query Week($date: Date!) { week(date: $date) { weekStarting } }`
	get := func(doc, ext string) response {
		q := url.Values{"operationName": {"Week"}, "variables": {`{"date":"2026-01-07"}`}, "extensions": {ext}}
		if doc != "" {
			q.Set("query", doc)
		}
		return app.do(t, "GET", "/graphql?"+q.Encode(), map[string]string{"Authorization": "Bearer " + token}, nil)
	}
	if res := get("", persistedExt(doc)); !strings.Contains(res.raw, `"PERSISTED_QUERY_NOT_FOUND"`) {
		t.Fatalf("an unknown hash: %d %s", res.status, res.raw)
	}
	if res := get(doc, persistedExt(doc)); res.status != 200 || !strings.Contains(res.raw, `"weekStarting":"2026-01-02"`) {
		t.Fatalf("hash and document: %d %s", res.status, res.raw)
	}
	if res := get("", persistedExt(doc)); res.status != 200 || !strings.Contains(res.raw, `"weekStarting":"2026-01-02"`) {
		t.Errorf("the hash alone: %d %s", res.status, res.raw)
	}
	mutation := `mutation { markAllNotificationsRead }`
	q := url.Values{"query": {mutation}, "extensions": {persistedExt(mutation)}}
	if res := app.do(t, "GET", "/graphql?"+q.Encode(), map[string]string{"Authorization": "Bearer " + token}, nil); res.status == 200 && !strings.Contains(res.raw, `"errors"`) {
		t.Errorf("a mutation over GET: %d %s", res.status, res.raw)
	}
}
