package service

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"regexp"
)

// MaxPersistedQueries caps the stored persisted queries: the web client has a few dozen
// documents and an integrator a few more, so ten thousand leaves room for many versions
// of both while bounding what anyone can make the table hold (at most 16 KiB each, the
// GraphQL door's limit). Past it the least recently used go first; a client whose
// document was dropped sends it again on PersistedQueryNotFound.
const MaxPersistedQueries = 10000

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

// PersistQuery stores a GraphQL document under its SHA-256 for every instance. The door
// calls it only for a document that parsed, passed its limits and validated; the hash
// must be the document's, and the document within the door's size limit, or nothing is
// stored. Errors: only the database's.
func (s *Service) PersistQuery(ctx context.Context, hash, document string) error {
	sum := sha256.Sum256([]byte(document))
	if hash != hex.EncodeToString(sum[:]) || len(document) > maxPersistedQueryBytes {
		return nil
	}
	return s.store.Q().SavePersistedQuery(ctx, hash, document, MaxPersistedQueries)
}
