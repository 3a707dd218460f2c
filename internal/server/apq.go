package server

import (
	"context"
	"log/slog"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler/lru"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"github.com/shiftsched/shiftsched/internal/auth"
	"github.com/shiftsched/shiftsched/internal/domain"
)

// persistedStore keeps persisted queries for every instance (the service, in PostgreSQL).
type persistedStore interface {
	PersistedQuery(ctx context.Context, hash string) (string, bool, error)
	PersistQuery(ctx context.Context, hash, document string, signedIn bool) (bool, error)
}

// persistedQueries is the cache of gqlgen's automatic persisted queries, shared by every
// instance through the store, with the documents this instance used lately in memory in
// front. gqlgen adds a document before parsing it; this stores it only once the operation
// has parsed, passed the query limits and validated (MutateOperationContext runs then),
// so the table holds nothing a request could not have run.
type persistedQueries struct {
	store persistedStore
	local *lru.LRU[string]
	log   *slog.Logger
}

// maxLocalPersisted bounds the documents kept in memory: at most 16 KiB each.
const maxLocalPersisted = 1000

// pendingPersisted names, in an operation's stats, the document waiting to be stored.
const pendingPersisted = "shiftsched.pendingPersistedQuery"

type persistedQuery struct{ hash, document string }

func newPersistedQueries(store persistedStore, log *slog.Logger) *persistedQueries {
	return &persistedQueries{store: store, local: lru.New[string](maxLocalPersisted), log: log}
}

// Get returns the document of hash. A database error answers as not found: the client
// sends the document again, and that request meets the database's error itself.
func (p *persistedQueries) Get(ctx context.Context, hash string) (string, bool) {
	if doc, ok := p.local.Get(ctx, hash); ok {
		return doc, true
	}
	doc, ok, err := p.store.PersistedQuery(ctx, hash)
	if err != nil {
		p.log.WarnContext(ctx, "persisted query lookup failed", "err", err)
		return "", false
	}
	if ok {
		p.local.Add(ctx, hash, doc)
	}
	return doc, ok
}

// Add is called by gqlgen with a hash it checked against the document, before parsing:
// the document waits in the operation's stats for MutateOperationContext.
func (p *persistedQueries) Add(ctx context.Context, hash, document string) {
	if _, known := p.local.Get(ctx, hash); known || !graphql.HasOperationContext(ctx) {
		return
	}
	graphql.GetOperationContext(ctx).Stats.SetExtension(pendingPersisted, persistedQuery{hash, document})
}

func (*persistedQueries) ExtensionName() string                   { return "SharedPersistedQueries" }
func (*persistedQueries) Validate(graphql.ExecutableSchema) error { return nil }

// MutateOperationContext stores the document gqlgen added, now that it is valid.
func (p *persistedQueries) MutateOperationContext(ctx context.Context, oc *graphql.OperationContext) *gqlerror.Error {
	if q, ok := oc.Stats.GetExtension(pendingPersisted).(persistedQuery); ok {
		p.register(ctx, q.hash, q.document)
	}
	return nil
}

// register stores a valid document under its hash, for this instance and the others, as
// registered by the request's person (or by nobody, without a valid session). A failure
// to store costs only a round trip later, so the request goes on; a registration over
// the address's limit is not kept in memory either, so that a flood of them does not
// push the documents in use out of it.
func (p *persistedQueries) register(ctx context.Context, hash, document string) {
	if _, known := p.local.Get(ctx, hash); known {
		return
	}
	_, err := auth.Actor(ctx)
	stored, err := p.store.PersistQuery(ctx, hash, document, err == nil)
	switch {
	case domain.KindOf(err) == domain.TooMany:
		p.log.DebugContext(ctx, "persisted query not stored: too many registrations from the address")
	case err != nil:
		p.log.WarnContext(ctx, "persisted query not stored", "err", err)
	}
	if stored {
		p.local.Add(ctx, hash, document)
	}
}
