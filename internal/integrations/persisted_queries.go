package integrations

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"regexp"
	"time"

	"github.com/shiftsched/shiftsched/internal/session"
)

// MaxPersistedQueries caps the persisted queries registered by signed-in people: the web
// client has a few dozen documents and an integrator a few more, so ten thousand leaves
// room for many versions of both while bounding what anyone can make the table hold (at
// most 16 KiB each, the GraphQL door's limit). Past it the least recently used go first;
// a client whose document was dropped sends it again on PersistedQueryNotFound.
const MaxPersistedQueries = 10000

// MaxAnonymousPersistedQueries caps, apart, those registered without a session (the
// sign-in pages' few documents, and anyone's): anonymous registrations evict only each
// other, never a signed-in person's.
const MaxAnonymousPersistedQueries = 1000

// ActionPersistQuery counts new persisted queries registered with a session, and
// ActionPersistQueryAnonymous those registered without one, per client address.
const (
	ActionPersistQuery          = "persist-query"
	ActionPersistQueryAnonymous = "persist-query-anonymous"
)

// DefaultLimits are the limits of new persisted queries: the sign-in pages send a
// handful of documents; the whole client, new after a release, has about 165. Past the
// limit a document is only not stored: the request runs, and the client sends the
// document again next time.
var DefaultLimits = map[string]session.Limit{
	ActionPersistQueryAnonymous: {Every: 30 * time.Second, Burst: 20}, // 20 at once, then 2 a minute
	ActionPersistQuery:          {Every: 6 * time.Second, Burst: 200}, // 200 at once, then 10 a minute
}

// maxPersistedQueryBytes is the GraphQL door's limit on a document's text.
const maxPersistedQueryBytes = 16 << 10

var sha256Hex = regexp.MustCompile(`^[0-9a-f]{64}$`)

// PersistedQuery returns the GraphQL document whose SHA-256 (lowercase hex) is hash;
// false when none is stored. No actor: a document is no secret (anyone holding its hash
// could have sent it), and running it checks who asks. Errors: only the database's.
func (s *Service) PersistedQuery(ctx context.Context, hash string) (string, bool, error) {
	if !sha256Hex.MatchString(hash) {
		return "", false, nil
	}
	return s.store.Q().PersistedQuery(ctx, hash)
}

// PersistQuery stores a GraphQL document under its SHA-256 for every instance, as
// registered with a session (signedIn) or without one. Who registers decides only which
// group the document joins: a document is no secret, and running it checks who asks. The door calls it only for a document
// that parsed, passed its limits and validated; the hash must be the document's, and the
// document within the door's size limit, or nothing is stored. A new document counts
// against the registrations of the client's address (ActionPersistQuery, or
// ActionPersistQueryAnonymous without a session); over the limit it is not stored, and
// the client sends it again next time. It reports whether the document is stored now.
// Errors: TooMany; the database's.
func (s *Service) PersistQuery(ctx context.Context, hash, document string, signedIn bool) (bool, error) {
	sum := sha256.Sum256([]byte(document))
	if hash != hex.EncodeToString(sum[:]) || len(document) > maxPersistedQueryBytes {
		return false, nil
	}
	q := s.store.Q()
	kept, err := q.PersistedQueryKept(ctx, hash, signedIn)
	if err != nil || kept {
		return kept, err
	}
	action, most := ActionPersistQueryAnonymous, MaxAnonymousPersistedQueries
	if signedIn {
		action, most = ActionPersistQuery, MaxPersistedQueries
	}
	if err := s.limits.Allow(ctx, action); err != nil {
		return false, err
	}
	return true, q.SavePersistedQuery(ctx, hash, document, signedIn, most)
}
