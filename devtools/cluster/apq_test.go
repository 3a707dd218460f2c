package cluster

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"testing"
	"time"
)

// A document registered through one instance answers by its hash alone through another,
// because the persisted queries are kept in PostgreSQL rather than in one process; a
// hash nothing was registered under answers the protocol's PersistedQueryNotFound.
func TestPersistedQueriesAreSharedByEveryInstance(t *testing.T) {
	t.Parallel()
	c := startCluster(t, 2, "")
	p := register(t, c.URL, "Pat Persisted", "employee")
	doc := `query Week($date: Date!) { week(date: $date) { weekStarting weekEnding } }`
	sum := sha256.Sum256([]byte(doc))
	ext := map[string]any{"persistedQuery": map[string]any{"version": 1, "sha256Hash": hex.EncodeToString(sum[:])}}
	vars := map[string]any{"date": "2026-01-07"}
	hashOnly := map[string]any{"operationName": "Week", "variables": vars, "extensions": ext}

	unknown := call("POST", c.URL+"/graphql", p.Token, hashOnly)
	if !strings.Contains(string(unknown.body), `"PersistedQueryNotFound"`) || !strings.Contains(string(unknown.body), `"PERSISTED_QUERY_NOT_FOUND"`) {
		t.Fatalf("an unknown hash: %d %s", unknown.status, unknown.body)
	}
	withDoc := call("POST", c.URL+"/graphql", p.Token, map[string]any{"operationName": "Week", "query": doc, "variables": vars, "extensions": ext})
	registeredBy := withDoc.header.Get("X-Served-By")
	if withDoc.status != 200 || !strings.Contains(string(withDoc.body), `"weekStarting":"2026-01-02"`) {
		t.Fatalf("registering through %s: %d %s", registeredBy, withDoc.status, withDoc.body)
	}
	// Round robin: the next request goes to the other instance, unless the balancer
	// counts it down for a moment (a slow health check on a busy machine).
	for deadline := time.Now().Add(15 * time.Second); time.Now().Before(deadline); {
		a := call("POST", c.URL+"/graphql", p.Token, hashOnly)
		if a.header.Get("X-Served-By") == registeredBy {
			// No condition to wait on: the balancer says nothing of when it counts the
			// other instance up again, so the next request is the check.
			time.Sleep(100 * time.Millisecond)
			continue
		}
		if a.status != 200 || string(a.body) != string(withDoc.body) {
			t.Fatalf("the hash alone through %s: %d %s, want %s", a.header.Get("X-Served-By"), a.status, a.body, withDoc.body)
		}
		return
	}
	t.Fatalf("the balancer sent every request to %s", registeredBy)
}
