package server_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/devtools/bench"
	"github.com/shiftsched/shiftsched/internal/integrations"
	"github.com/shiftsched/shiftsched/internal/service"
)

func sha256Hex(doc string) string {
	sum := sha256.Sum256([]byte(doc))
	return hex.EncodeToString(sum[:])
}

// Anonymous callers filled the persisted-query store (12,000 documents in 53 s) and
// evicted the web client's own documents. Registrations are now limited per address,
// and documents registered by signed-in people are kept apart: anonymous registrations
// only ever evict other anonymous ones. Issue 41, finding 12.
func TestAnonymousRegistrationsNeitherFloodNorEvictTheClientsDocuments(t *testing.T) {
	t.Parallel()
	const burst = 20
	app := apptest.New(t, apptest.Options{Limits: map[string]service.Limit{
		integrations.ActionPersistQueryAnonymous: {Every: 1 << 40, Burst: burst}, // no refill during the test
	}})
	ann := app.Employee("Ann")
	ctx := context.Background()
	register := func(t *testing.T, token, doc string) apptest.Response {
		t.Helper()
		ext := json.RawMessage(persistedExt(doc))
		return app.Do("POST", "/graphql", token, map[string]any{"query": doc, "extensions": ext, "variables": map[string]any{"date": "2026-11-20"}})
	}
	stored := func(t *testing.T, hash string) bool {
		t.Helper()
		var n int
		if err := app.Store.DB.GetContext(ctx, &n, `SELECT count(*) FROM persisted_queries WHERE hash = $1`, hash); err != nil {
			t.Fatal(err)
		}
		return n == 1
	}

	// The client's Week document, registered by a signed-in person.
	_, week, err := bench.ClientRequest("Week")
	if err != nil {
		t.Fatal(err)
	}
	if res := register(t, ann.Token, week); res.Status != 200 || strings.Contains(string(res.Raw), `"errors"`) {
		t.Fatalf("the client's document: %d %s", res.Status, res.Raw)
	}
	// A flood already in the table, every document used more lately than the client's.
	if _, err := app.Store.DB.ExecContext(ctx, `
		INSERT INTO persisted_queries (hash, document)
		SELECT encode(sha256(('flood ' || g)::bytea), 'hex'), 'query { __typename }' FROM generate_series(1, $1) g`,
		integrations.MaxPersistedQueries); err != nil {
		t.Fatal(err)
	}

	var hashes []string
	for i := range burst + 10 {
		doc := fmt.Sprintf("query Anonymous%d { a%d: __typename }", i, i)
		hashes = append(hashes, sha256Hex(doc))
		if res := register(t, "", doc); res.Status != 200 || !strings.Contains(string(res.Raw), `"Query"`) {
			t.Fatalf("registration %d is answered all the same: %d %s", i, res.Status, res.Raw)
		}
	}
	t.Run("ErrMoreThanTheBurstFromOneAddress", func(t *testing.T) {
		n := 0
		for _, h := range hashes {
			if stored(t, h) {
				n++
			}
		}
		if n != burst {
			t.Errorf("%d of %d anonymous registrations stored, want %d", n, len(hashes), burst)
		}
		// Not stored is not known: the hash alone asks for the document again.
		last := hashes[len(hashes)-1]
		res := app.Do("POST", "/graphql", "", map[string]any{"extensions": json.RawMessage(fmt.Sprintf(`{"persistedQuery":{"version":1,"sha256Hash":%q}}`, last))})
		if !strings.Contains(string(res.Raw), "PERSISTED_QUERY_NOT_FOUND") {
			t.Errorf("a refused registration's hash: %s", res.Raw)
		}
	})
	t.Run("OKTheClientsDocumentIsKept", func(t *testing.T) {
		if !stored(t, sha256Hex(week)) {
			t.Error("the anonymous flood evicted the client's document")
		}
		var n int
		if err := app.Store.DB.GetContext(ctx, &n, `SELECT count(*) FROM persisted_queries`); err != nil {
			t.Fatal(err)
		}
		if n > integrations.MaxPersistedQueries+1 {
			t.Errorf("%d documents stored", n)
		}
	})
	t.Run("OKSignedInRegistrationsAreNotAnonymousOnes", func(t *testing.T) {
		doc := "query SignedIn { me { id } }"
		register(t, ann.Token, doc)
		if !stored(t, sha256Hex(doc)) {
			t.Error("a signed-in person's document was refused by the anonymous limit")
		}
	})
}
