package server

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"sync"
	"sync/atomic"

	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/validator"

	"github.com/shiftsched/shiftsched/graph"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/pollcache"
	"github.com/shiftsched/shiftsched/internal/readcache"
)

// sharedFields are the fields a cached GraphQL answer may select: those of the
// published week and month whose value is the same for every signed-in user who sees the
// same locations (which shifts are listed depends on those; readcache keys answers by
// them, see domain.View). A query
// selecting anything else (User.email, drafts, acknowledgements) is never cached.
// TestSharedFieldsAreReviewed fails when one of these types gains a field, so that
// whoever adds it decides whether it is the same for everyone.
var sharedFields = map[string][]string{
	"Query":         {"week", "month"},
	"Week":          {"weekStarting", "weekEnding", "schedule", "events"},
	"Month":         {"year", "month", "schedules", "events", "days"},
	"MonthDay":      {"date", "shiftCount", "events"},
	"Schedule":      {"id", "weekStarting", "days", "createdAt", "updatedAt"},
	"ScheduleDay":   {"key", "date", "shifts"},
	"Shift":         {"id", "scheduleId", "dayKey", "date", "startTime", "endTime", "user", "userId", "userName", "positionId", "locationId", "shiftTypeId"},
	"CalendarEvent": {"id", "date", "title", "type"},
	"User":          {"id", "name", "role", "worksShifts", "signedUp"},
}

// perViewerFields are the fields of the types above that are deliberately left out of
// sharedFields, because their value depends on who reads.
var perViewerFields = map[string][]string{
	"User": {"email", "language", "clock"}, // language and clock: personal choices, never in a shared answer
}

// pollFields are the fields a notifications poll document may select to have its
// answer kept with the user's cached poll (pollcache): the user's own unread
// notifications and nothing else. A field added to Notification is not among them, so
// documents selecting it are answered by gqlgen until it is added here.
var pollFields = map[string][]string{
	"Query":        {"notifications", "unreadNotificationCount"},
	"Notification": {"id", "message", "link", "read", "createdAt"},
}

var sharedField, pollField = fieldSet(sharedFields), fieldSet(pollFields)

func fieldSet(fields map[string][]string) map[string]bool {
	m := map[string]bool{}
	for typ, names := range fields {
		for _, f := range names {
			m[typ+"."+f] = true
		}
	}
	return m
}

// gqlCache answers the GraphQL week and month queries (the web client's documents, and
// any other that selects only sharedFields) from the read cache, and the notifications
// poll (any document that selects only pollFields) from the person's cached poll. On a
// miss, gqlgen answers: the resolvers ask the service.
type gqlCache struct {
	reads     *readcache.Reads
	polls     *pollcache.Polls
	schema    *ast.Schema
	persisted *persistedQueries   // documents of hashed requests; nil: none are cached
	weeks     func() domain.Weeks // the workplace's weeks now, which a week's key starts by

	mu          sync.RWMutex
	cacheable   map[[32]byte]cacheability // by the query text's hash: parsed once
	requests    map[string]cachedRequest  // by the request body's bytes (requestOf)
	validations atomic.Int64
}

// cacheability is what parsing a query text found.
type cacheability struct {
	ok bool
	// poll: a notifications poll, whose answer is the user's own (ok is false).
	poll bool
	// weekVar names the variable that is the only argument of the document, week's
	// date: every day of a week has the same answer, so the key holds the week's first day.
	weekVar string
	// key identifies the answer of the operation (a hash of canonicalOperation), shared
	// by every text that differs only in what cannot change the answer.
	key string
	// name is the operation's: a request naming another gets gqlgen's error.
	name string
}

// maxCacheableMemo bounds the memo of which query texts are cacheable; when full it
// starts over (clients send a handful of distinct documents).
const maxCacheableMemo = 1000

func newGQLCache(reads *readcache.Reads, polls *pollcache.Polls, schema *ast.Schema, persisted *persistedQueries, weeks func() domain.Weeks) *gqlCache {
	if weeks == nil {
		weeks = func() domain.Weeks { return domain.FridayWeeks }
	}
	return &gqlCache{reads: reads, polls: polls, schema: schema, persisted: persisted, weeks: weeks,
		cacheable: map[[32]byte]cacheability{}, requests: map[string]cachedRequest{}}
}

// isCacheable reports whether query is one query operation that selects only
// sharedFields, with no directives (whose effect could depend on more than the key).
func (c *gqlCache) isCacheable(query string, sum [32]byte) bool { return c.check(query, sum).ok }

func (c *gqlCache) check(query string, sum [32]byte) cacheability {
	c.mu.RLock()
	found, known := c.cacheable[sum]
	c.mu.RUnlock()
	if known {
		return found
	}
	found = cacheability{}
	// The limits hold before validation, whose cost grows with the square of the fields:
	// a document over them is left to gqlgen, which refuses it. Without variables a
	// ranged list counts its longest range; the cacheable documents have none.
	doc, err := parseWithinLimits(query)
	if err == nil && doc != nil {
		if _, over := checkLimits(c.schema, doc, querySizes{}); over != nil {
			doc = nil
		}
	}
	if doc != nil && len(doc.Operations) == 1 && c.valid(doc) {
		op := doc.Operations[0]
		query := op.Operation == ast.Query && len(op.Directives) == 0
		found.ok = query && onlyFields(op.SelectionSet, sharedField, 0)
		found.poll = !found.ok && query && len(op.VariableDefinitions) == 0 && onlyFields(op.SelectionSet, pollField, 0)
		found.key, found.name = keyOf(op), op.Name
		if found.key == "" {
			found.ok, found.poll = false, false
		}
		if found.ok && len(op.VariableDefinitions) == 1 && len(op.SelectionSet) == 1 {
			// Only week(date: $v) uses the one variable: validation refuses unused
			// variables and the shared fields below week take no arguments.
			if f, ok := op.SelectionSet[0].(*ast.Field); ok && f.Name == "week" && len(f.Arguments) == 1 &&
				f.Arguments[0].Value.Kind == ast.Variable && f.Arguments[0].Value.Raw == op.VariableDefinitions[0].Variable {
				found.weekVar = op.VariableDefinitions[0].Variable
			}
		}
	}
	c.mu.Lock()
	if len(c.cacheable) >= maxCacheableMemo {
		clear(c.cacheable)
	}
	c.cacheable[sum] = found
	c.mu.Unlock()
	return found
}

// keyOf returns the hash of op's canonical form, or "" when it has none.
func keyOf(op *ast.OperationDefinition) string {
	canonical, ok := canonicalOperation(op)
	if !ok {
		return ""
	}
	sum := sha256.Sum256([]byte(canonical))
	return hex.EncodeToString(sum[:])
}

// valid validates a document within the limits; validations counts them, for tests.
func (c *gqlCache) valid(doc *ast.QueryDocument) bool {
	c.validations.Add(1)
	return len(validator.ValidateWithRules(c.schema, doc, nil)) == 0
}

// onlyFields reports whether a validated selection set, fragments included, selects
// only allowed fields (and __typename).
func onlyFields(set ast.SelectionSet, allowed map[string]bool, depth int) bool {
	if depth > 20 { // deeper than any shared type nests: refuse rather than recurse far
		return false
	}
	for _, sel := range set {
		switch s := sel.(type) {
		case *ast.Field:
			if len(s.Directives) > 0 {
				return false
			}
			if s.Name == "__typename" {
				continue
			}
			if s.ObjectDefinition == nil || !allowed[s.ObjectDefinition.Name+"."+s.Name] {
				return false
			}
			if !onlyFields(s.SelectionSet, allowed, depth+1) {
				return false
			}
		case *ast.FragmentSpread:
			if len(s.Directives) > 0 || s.Definition == nil || !onlyFields(s.Definition.SelectionSet, allowed, depth+1) {
				return false
			}
		case *ast.InlineFragment:
			if len(s.Directives) > 0 || !onlyFields(s.SelectionSet, allowed, depth+1) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// errNotCacheable carries an answer that must reach the client but not the cache.
var errNotCacheable = errors.New("answer not cacheable")

// serve answers a POST from the cache when it can, and through next otherwise. The
// request body has been read into memory already (readGraphQLBody).
func (c *gqlCache) serve(w http.ResponseWriter, r *http.Request, next http.Handler) {
	body, rerr := readAll(r)
	if rerr != nil {
		next.ServeHTTP(w, r) // gqlgen gives its own answer
		return
	}
	req, ok := c.requestOf(r.Context(), body)
	// The answer's Content-Type follows Accept, so Accept is part of the key.
	accept := r.Header.Get("Accept")
	if !ok || len(accept) > 200 {
		next.ServeHTTP(w, r)
		return
	}
	noteCachedOperation(r.Context(), req.name)
	key := "gql " + req.key + " " + accept
	if req.poll {
		c.servePoll(w, r, next, body, key)
		return
	}
	// The token is checked by the cache, with the data version, unless something checked it.
	answerCached(w, r, next, body, func(fill fillAnswer) ([]byte, string, error) {
		e, err := c.reads.Answer(r.Context(), key, fill)
		if err != nil {
			return nil, "", err
		}
		return e.BodyFor(r.Context(), w.Header()), e.ContentType, nil
	})
}

// cachedRequest is what a request body asks of the cache: the key of its answer (its
// operation's and its variables') and whether it is a poll.
type cachedRequest struct {
	key  string
	poll bool
	// first is the first day of the week the key was made with: a memo made before a
	// manager chose another is not used.
	first domain.DayKey
	// name is the operation's, for the metrics.
	name string
}

// maxRequestMemo bounds the memo of request bodies; maxMemoBody keeps large bodies out.
const (
	maxRequestMemo = 1000
	maxMemoBody    = 8 << 10
)

// requestOf returns what body asks of the cache, false when gqlgen must answer it. The
// same bytes always ask the same (a persisted hash always names the same text), so a
// client's repeated request (the poll, the week it reopens) is looked up by its bytes and
// skips decoding, hashing and checking.
func (c *gqlCache) requestOf(ctx context.Context, body []byte) (cachedRequest, bool) {
	c.mu.RLock()
	req, known := c.requests[string(body)]
	c.mu.RUnlock()
	if known && req.first == c.weeks().FirstDay() {
		return req, true
	}
	req, registered, ok := c.parseRequest(ctx, body)
	if !ok {
		return req, false
	}
	// A body that registered a persisted query is not memoised, so that a store that
	// failed is tried again.
	if !registered && len(body) <= maxMemoBody {
		c.mu.Lock()
		if len(c.requests) >= maxRequestMemo {
			clear(c.requests)
		}
		c.requests[string(body)] = req
		c.mu.Unlock()
	}
	return req, true
}

// parseRequest decodes body and decides whether its answer can come from the cache;
// registered tells that it carried a document and its hash, which it stored.
func (c *gqlCache) parseRequest(ctx context.Context, body []byte) (req cachedRequest, registered bool, ok bool) {
	var params struct {
		Query         string          `json:"query"`
		OperationName string          `json:"operationName"`
		Variables     json.RawMessage `json:"variables"`
		Extensions    json.RawMessage `json:"extensions"`
	}
	if json.Unmarshal(body, &params) != nil {
		return req, false, false
	}
	query, sum, register, ok := c.document(ctx, params.Query, params.Extensions)
	if !ok {
		return req, false, false
	}
	how := c.check(query, sum)
	if register != "" && (how.ok || how.poll) {
		// A hit is answered without gqlgen, which would have stored it: the next
		// request may carry the hash alone.
		c.persisted.register(ctx, register, query)
	}
	// With one operation in the document, operationName either names it (the same
	// answer as without) or is gqlgen's error to give.
	if !how.ok && !how.poll || params.OperationName != "" && params.OperationName != how.name {
		return req, register != "", false
	}
	weeks := c.weeks()
	vars, ok := canonicalVariables(params.Variables, how.weekVar, weeks)
	if !ok {
		return req, register != "", false
	}
	return cachedRequest{key: how.key + " " + vars, poll: how.poll, first: weeks.FirstDay(), name: how.name}, register != "", true
}

// document returns the request's document: its text, or the persisted query its hash
// names, so that both share cache entries, and the text's SHA-256 (a stored hash is the
// stored text's: a hit computes none); register is the hash to store the text under when
// it is a valid one. False leaves the request to gqlgen: extensions that could change the
// answer, a hash nothing is stored under, or one that is not the text's.
func (c *gqlCache) document(ctx context.Context, query string, extensions json.RawMessage) (doc string, sum [32]byte, register string, ok bool) {
	hash, ok := persistedQueryHash(extensions)
	switch {
	case !ok:
		return "", sum, "", false
	case hash == "":
		return query, sha256.Sum256([]byte(query)), "", query != ""
	case c.persisted == nil:
		return "", sum, "", false
	case query == "":
		if n, err := hex.Decode(sum[:], []byte(hash)); err != nil || n != len(sum) {
			return "", sum, "", false
		}
		doc, ok = c.persisted.Get(ctx, hash)
		return doc, sum, "", ok
	}
	sum = sha256.Sum256([]byte(query))
	if hex.EncodeToString(sum[:]) != hash {
		return "", sum, "", false
	}
	return query, sum, hash, true
}

func (c *gqlCache) servePoll(w http.ResponseWriter, r *http.Request, next http.Handler, body []byte, key string) {
	answerCached(w, r, next, body, func(fill fillAnswer) ([]byte, string, error) {
		a, err := c.polls.Answer(r.Context(), key, func(ctx context.Context) (pollcache.Answer, error) {
			body, ctype, err := fill(ctx)
			return pollcache.Answer{Body: body, ContentType: ctype}, err
		})
		return a.Body, a.ContentType, err
	})
}

// fillAnswer builds a cacheable answer with gqlgen.
type fillAnswer func(ctx context.Context) (body []byte, contentType string, err error)

// answerCached answers with what lookup finds cached, or builds with fill. When lookup
// fails, gqlgen's own answer is given: the one fill recorded (errors and all), or a
// fresh one, which carries the session's or the database's error.
func answerCached(w http.ResponseWriter, r *http.Request, next http.Handler, body []byte, lookup func(fill fillAnswer) ([]byte, string, error)) {
	var rec *recorder
	cached, ctype, err := lookup(func(ctx context.Context) ([]byte, string, error) {
		rec = gqlgenAnswer(next, r.WithContext(ctx), body)
		// gqlgen writes "errors" first: an answer starting with data has none.
		if rec.status != http.StatusOK || !bytes.HasPrefix(rec.body.Bytes(), []byte(`{"data":`)) {
			return nil, "", errNotCacheable
		}
		return rec.body.Bytes(), rec.header.Get("Content-Type"), nil
	})
	switch {
	case err == nil:
		w.Header().Set("Content-Type", ctype)
		w.WriteHeader(http.StatusOK)
		w.Write(cached)
	case rec != nil:
		rec.writeTo(w)
	default:
		r.Body = io.NopCloser(bytes.NewReader(body))
		next.ServeHTTP(w, r)
	}
}

// gqlgenAnswer records next's answer to r with body as its body.
func gqlgenAnswer(next http.Handler, r *http.Request, body []byte) *recorder {
	rec := &recorder{header: http.Header{}, status: http.StatusOK}
	r.Body = io.NopCloser(bytes.NewReader(body))
	next.ServeHTTP(rec, r)
	return rec
}

// readAll returns the (in-memory) request body and puts it back for the next reader.
func readAll(r *http.Request) ([]byte, error) {
	if r.Body == nil {
		return nil, errors.New("no body")
	}
	body, err := io.ReadAll(r.Body)
	r.Body = io.NopCloser(bytes.NewReader(body))
	return body, err
}

// canonicalVariables returns the variables as JSON with sorted keys and no spacing,
// so that equal variables make equal keys, and weekVar, when set, turned into the first
// day of its week; false when they are not a JSON object.
func canonicalVariables(raw json.RawMessage, weekVar string, weeks domain.Weeks) (string, bool) {
	switch string(bytes.TrimSpace(raw)) {
	case "", "null", "{}":
		return "{}", true
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v map[string]any
	if dec.Decode(&v) != nil {
		return "", false
	}
	if weekVar != "" && len(v) == 1 {
		// A date gqlgen would refuse keeps its own key, and its error is never cached.
		if s, ok := v[weekVar].(string); ok {
			if d, err := graph.UnmarshalDate(s); err == nil {
				v[weekVar] = weeks.Start(d).String()
			}
		}
	}
	b, err := json.Marshal(v)
	return string(b), err == nil
}

// recorder keeps gqlgen's answer to a query that may be cached.
type recorder struct {
	header http.Header
	status int
	body   bytes.Buffer
}

func (r *recorder) Header() http.Header         { return r.header }
func (r *recorder) Write(b []byte) (int, error) { return r.body.Write(b) }
func (r *recorder) WriteHeader(status int)      { r.status = status }

func (r *recorder) writeTo(w http.ResponseWriter) {
	for k, v := range r.header {
		w.Header()[k] = v
	}
	w.WriteHeader(r.status)
	w.Write(r.body.Bytes())
}
