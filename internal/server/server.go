// Package server assembles the HTTP handler: /graphql, /api/*, /healthz, /readyz and the
// embedded web client, behind request ids, logging, panic recovery, CORS, a body limit
// and authentication.
package server

import (
	"cmp"
	"context"
	"encoding/json"
	"github.com/shiftsched/shiftsched/internal/accounts"
	"io/fs"
	"log/slog"
	"mime"
	"net/http"
	"net/netip"
	"strings"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler"
	"github.com/99designs/gqlgen/graphql/handler/extension"
	"github.com/99designs/gqlgen/graphql/handler/lru"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/vektah/gqlparser/v2/ast"

	"github.com/shiftsched/shiftsched/graph"
	"github.com/shiftsched/shiftsched/graph/loaders"
	"github.com/shiftsched/shiftsched/internal/audittrail"
	"github.com/shiftsched/shiftsched/internal/auth"
	"github.com/shiftsched/shiftsched/internal/autofill"
	"github.com/shiftsched/shiftsched/internal/availability"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/i18n"
	"github.com/shiftsched/shiftsched/internal/integrations"
	"github.com/shiftsched/shiftsched/internal/labour"
	"github.com/shiftsched/shiftsched/internal/leave"
	"github.com/shiftsched/shiftsched/internal/live"
	"github.com/shiftsched/shiftsched/internal/market"
	"github.com/shiftsched/shiftsched/internal/metrics"
	"github.com/shiftsched/shiftsched/internal/personaldata"
	"github.com/shiftsched/shiftsched/internal/pollcache"
	"github.com/shiftsched/shiftsched/internal/readcache"
	"github.com/shiftsched/shiftsched/internal/reports"
	"github.com/shiftsched/shiftsched/internal/rest"
	"github.com/shiftsched/shiftsched/internal/service"
	"github.com/shiftsched/shiftsched/internal/session"
	"github.com/shiftsched/shiftsched/internal/timeclock"
)

// MaxBodyBytes is the largest request body accepted.
const MaxBodyBytes = 1 << 20

// MaxGraphQLBodyBytes is the largest /graphql body: a query is at most MaxQueryBytes,
// and the largest variables, a whole week published for 500 people, about 250 KiB.
const MaxGraphQLBodyBytes = 512 << 10

// Options configures the handler.
type Options struct {
	Service *service.Service
	// Accounts holds accounts, sign-in, set-up and invitations (GraphQL and REST).
	Accounts *accounts.Service
	// Integrations serves the calendar feeds and the shared persisted queries, and the
	// GraphQL fields of API tokens and webhooks.
	Integrations *integrations.Service
	// TimeClock holds the time clock and timesheets (GraphQL; REST has no clock routes).
	TimeClock *timeclock.Service
	// Audit serves the GraphQL audit trail.
	Audit *audittrail.Service
	// Reports answers the hours report, in GraphQL and as REST's CSV.
	Reports *reports.Service
	// Fill serves the GraphQL fields of auto-fill jobs.
	Fill *autofill.Service
	// Availability holds time off, availability and preferences: their GraphQL fields
	// and the REST shim's PTO routes.
	Availability *availability.Service
	// Leave holds leave types, policies, balances and public holidays: their GraphQL
	// fields need it.
	Leave *leave.Service
	// Labour holds the labour rules of rule sets, their presets and birth dates.
	Labour *labour.Service
	// Market holds swaps, open shifts and claims: their GraphQL fields and the REST
	// shim's swap routes.
	Market *market.Service
	// PersonalData serves each person's export (GraphQL and GET /exports/personal-data/{id})
	// and erasure.
	PersonalData *personaldata.Service
	Sessions     *session.Checker // checks every request's token
	// ReadCache keeps week and month answers; nil: they are not cached.
	ReadCache *readcache.Cache
	// PollCache keeps each person's notifications poll; nil: every poll reads the database.
	PollCache   *pollcache.Cache
	Log         *slog.Logger
	CORSOrigins []string  // empty: any origin
	Client      fs.FS     // the built web client; nil serves none
	Live        *live.Hub // feeds GraphQL subscriptions; nil serves none
	// TrustedProxies are the peers whose X-Forwarded-For names the client (rate limits).
	TrustedProxies []netip.Prefix
	// HSTS sends Strict-Transport-Security (APP_URL is https).
	HSTS bool
	// NoIntrospection and NoIDE turn off GraphQL introspection and the IDE page.
	NoIntrospection, NoIDE bool
	// PseudoLocale answers a caller asking first for en-XA in the pseudo-locale
	// (development only: it finds server texts left out of the catalogues).
	PseudoLocale bool
	// BodyReadTimeout is how long a request body may take to arrive; 0 means
	// DefaultBodyReadTimeout.
	BodyReadTimeout time.Duration
	// Sockets, when set, keeps the open live-update sockets (see Sockets.CloseAll).
	Sockets *Sockets
	// SocketRecheck is how often an open live-update socket's token is checked again
	// (logout, password or role change, deletion); 0 means DefaultSocketRecheck.
	SocketRecheck time.Duration
	// QueryTimeout is the wall time a GraphQL query may run, its wait for a slot
	// included; 0 means DefaultQueryTimeout.
	QueryTimeout time.Duration
	// MaxAnswerBytes is the largest GraphQL answer a query may give; 0 means
	// DefaultMaxAnswerBytes.
	MaxAnswerBytes int
	// TokenBudget is the query cost each API token may spend per hour; nil: unlimited.
	TokenBudget *session.Budget
	// Metrics counts requests by route, GraphQL operation and cost; nil counts nothing.
	Metrics *metrics.Metrics
}

// DefaultQueryTimeout bounds how long one GraphQL query holds a query slot: the month
// of a 500-person workplace takes well under a second.
const DefaultQueryTimeout = 15 * time.Second

// DefaultMaxAnswerBytes bounds one GraphQL answer: the month of a 500-person workplace
// is about 1.7 MB.
const DefaultMaxAnswerBytes = 16 << 20

// DefaultBodyReadTimeout is how long a request body may take to arrive: a 1 MiB body
// at a slow phone connection's 64 KiB/s, with room to spare.
const DefaultBodyReadTimeout = 30 * time.Second

// DefaultSocketRecheck is how long at most a live-update socket outlives the end of its
// token's validity: one primary-key query per socket this often.
const DefaultSocketRecheck = 15 * time.Second

// New returns the application's HTTP handler.
func New(o Options) http.Handler {
	mux := http.NewServeMux()
	var patterns []string // the route labels of the metrics
	handle := func(pattern string, h http.Handler) {
		mux.Handle(pattern, h)
		patterns = append(patterns, pattern)
	}
	reads := readcache.NewReads(o.ReadCache, o.Sessions, o.Service)
	polls := pollcache.NewPolls(o.PollCache, o.Sessions)
	handle("/graphql", callerLanguage(graphQL(o, reads, polls), o.PseudoLocale))
	var restAPI http.Handler = rest.New(rest.Deps{Service: o.Service, Accounts: o.Accounts, Availability: o.Availability, Market: o.Market, Reports: o.Reports, Reads: reads, Polls: polls, Log: o.Log})
	if o.TokenBudget != nil {
		restAPI = restBudget(o.TokenBudget, restAPI)
	}
	handle("/api/", noStore(restAPI))
	handle("GET /unsubscribe/{token}", unsubscribe(o.Service, o.Log))
	handle("POST /unsubscribe/{token}", unsubscribe(o.Service, o.Log))
	handle("GET /calendar/{token}", calendarFeed(o.Integrations, o.Log))
	handle("GET /exports/personal-data/{id}", noStore(personalDataExport(o.PersonalData, o.Log)))
	handle("GET /healthz", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
	}))
	handle("GET /readyz", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
		defer cancel()
		if err := o.Service.Ping(ctx); err != nil {
			o.Log.WarnContext(r.Context(), "not ready", "err", err)
			setRetryAfter(w.Header())
			writeJSON(w, http.StatusServiceUnavailable, map[string]string{"status": "database unreachable"})
			return
		}
		writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
	}))
	if o.Client != nil {
		handle("/", spa(o.Client))
	}
	readTimeout := o.BodyReadTimeout
	if readTimeout <= 0 {
		readTimeout = DefaultBodyReadTimeout
	}
	var h http.Handler = notePattern(mux)
	h = authenticate(o.Sessions, o.TrustedProxies, h)
	h = limitBody(h)
	h = limitBodyReadTime(readTimeout, h)
	h = cors(o.CORSOrigins, h)
	h = securityHeaders(o.HSTS, h)
	h = recoverPanics(o.Log, h)
	h = compressAnswers(h) // inside the log, which counts the bytes sent
	h = logRequests(o.Log, newRequestMetrics(o.Metrics, append(patterns, rest.Patterns()...)), h)
	return h
}

func graphQL(o Options, reads *readcache.Reads, polls *pollcache.Polls) http.Handler {
	resolver := &graph.Resolver{Svc: o.Service, Accounts: o.Accounts, Integrations: o.Integrations, TimeClock: o.TimeClock, Audit: o.Audit, Reports: o.Reports, Fill: o.Fill, Availability: o.Availability, Leave: o.Leave, Labour: o.Labour, Market: o.Market, PersonalData: o.PersonalData, Live: o.Live}
	schema := graph.NewExecutableSchema(graph.Config{Resolvers: resolver})
	srv, persisted, now := executor(o, schema, resolver)
	var ide http.Handler
	if !o.NoIDE {
		ide = ideHandler(o.Client)
	}
	api := withUnavailableStatus(now, loaders.Middleware(o.Service, srv))
	cache := newGQLCache(reads, polls, schema.Schema(), persisted, o.Service.Weeks)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if ide != nil && r.Method == http.MethodGet && r.Header.Get("Upgrade") == "" && strings.Contains(r.Header.Get("Accept"), "text/html") {
			ide.ServeHTTP(w, r)
			return
		}
		w.Header().Set("Cache-Control", "no-store") // see noStore
		if r.Header.Get("Upgrade") != "" {
			if !originAllowed(o.CORSOrigins, r.Header.Get("Origin")) {
				writeGraphQLError(w, http.StatusForbidden, "This origin may not open live updates.")
				return
			}
			s := &socket{}
			if o.Sockets != nil {
				o.Sockets.add(s)
				defer o.Sockets.remove(s)
			}
			r = r.WithContext(context.WithValue(r.Context(), socketKey{}, s))
		}
		switch r.Method {
		case http.MethodGet, http.MethodPost, http.MethodOptions:
		default:
			if r.Header.Get("Upgrade") == "" {
				w.Header().Set("Allow", "GET, POST, OPTIONS")
				writeGraphQLError(w, http.StatusMethodNotAllowed, "/graphql answers GET (queries) and POST.")
				return
			}
		}
		if r.Method == http.MethodPost {
			if !readGraphQLBody(w, r) {
				return
			}
			// With the cache off, GraphQL runs exactly as it would without one. API
			// tokens' requests skip it too, so that gqlgen charges their cost.
			if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt == "application/json" && reads.On() &&
				!(o.TokenBudget != nil && domain.IsAPIToken(auth.Token(r.Context()))) {
				cache.serve(w, r, api)
				return
			}
		}
		api.ServeHTTP(w, r)
	})
}

// executor is gqlgen's server with our transports and extensions, in the order they
// must run; it also returns the persisted-query store the read cache shares and the
// clock of the token budgets.
func executor(o Options, schema graphql.ExecutableSchema, resolver *graph.Resolver) (*handler.Server, *persistedQueries, func() time.Time) {
	srv := handler.New(schema)
	recheck := o.SocketRecheck
	if recheck <= 0 {
		recheck = DefaultSocketRecheck
	}
	srv.AddTransport(websocketTransport(o.Sessions, recheck))
	srv.AddTransport(transport.Options{})
	srv.AddTransport(directPOST{overHTTP{}}) // GET and POST; plain answers written without a re-marshal
	srv.SetQueryCache(lru.New[*ast.QueryDocument](1000))
	if !o.NoIntrospection {
		srv.Use(extension.Introspection{})
	} else {
		srv.Use(refuseIntrospection{})
	}
	cost := newQueryCost(newShiftLoadGauge(o.Service.ShiftLoad, time.Minute).get)
	now := time.Now
	if o.TokenBudget != nil {
		srv.Use(tokenBudget{budget: o.TokenBudget, cost: cost}) // before the query slots: a refusal waits for none
		now = o.TokenBudget.Now
	}
	srv.Use(newQueryLimit(cmp.Or(o.QueryTimeout, DefaultQueryTimeout), cmp.Or(o.MaxAnswerBytes, DefaultMaxAnswerBytes)))
	persisted := newPersistedQueries(o.Integrations, o.Log)
	srv.Use(extension.AutomaticPersistedQuery{Cache: persisted})
	srv.Use(persisted)                    // stores what APQ added once it validated
	srv.Use(cost)                         // after APQ, which fills in the query text
	srv.Use(graph.FastReads{R: resolver}) // week and month written without gqlgen's per-field work
	srv.SetParserTokenLimit(MaxQueryTokens)
	srv.AroundOperations(limitSocketOperations) // first: a refused operation costs nothing more
	srv.AroundOperations(noteOperation)
	srv.AroundOperations(recheckSocketOperations(o.Sessions))
	srv.AroundResponses(flagUnavailable)
	srv.SetErrorPresenter(graph.ErrorPresenter(o.Log))
	srv.SetRecoverFunc(graph.Recover(o.Log))
	return srv, persisted, now
}

// noStore marks every answer of the API as not to be kept by any cache, the browser's
// own included: they are made for the credential of the request (a person's data, their
// pay, a new token), and a shared computer or a proxy must not keep them once the person
// has gone. Handlers that set Cache-Control themselves say no-store as well.
func noStore(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		next.ServeHTTP(w, r)
	})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

func isAPI(path string) bool {
	return path == "/graphql" || strings.HasPrefix(path, "/api/") || strings.HasPrefix(path, "/exports/")
}

// authenticate puts the client's address and, when a token is sent, the session it
// opens into the request's context. A refused token is not an error yet: public
// operations still work, protected ones answer 401 / UNAUTHENTICATED.
func authenticate(sessions *session.Checker, trusted []netip.Prefix, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !isAPI(r.URL.Path) {
			next.ServeHTTP(w, r)
			return
		}
		ctx := auth.WithClient(r.Context(), clientAddr(r, trusted))
		token := r.Header.Get("x-auth-token")
		if token == "" {
			token = bearer(r.Header.Get("Authorization"))
		}
		if token != "" {
			// Checked when first needed, or together with a hot read's own query.
			ctx = auth.WithPendingSession(ctx, token, sessions.Authenticate)
		}
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

func bearer(h string) string {
	if len(h) > 7 && strings.EqualFold(h[:7], "Bearer ") {
		return strings.TrimSpace(h[7:])
	}
	return ""
}

// spa serves the built client; paths that are not files get index.html so that client
// routes deep-link.
func spa(files fs.FS) http.Handler {
	static := staticFiles(files)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "Method not allowed", http.StatusMethodNotAllowed)
			return
		}
		p := strings.TrimPrefix(r.URL.Path, "/")
		if p != "" && p != "index.html" && p != ideFile { // the IDE is at /graphql, and only when on
			if st, err := fs.Stat(files, p); err == nil && !st.IsDir() {
				switch {
				case strings.HasPrefix(p, "assets/"):
					w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
				default:
					// Unhashed names (the service worker, the manifest, icons) must be
					// checked again, or a phone would keep an old service worker.
					w.Header().Set("Cache-Control", "no-cache")
				}
				if strings.HasSuffix(p, ".webmanifest") {
					w.Header().Set("Content-Type", "application/manifest+json")
				}
				static.ServeHTTP(w, r)
				return
			}
		}
		w.Header().Set("Cache-Control", "no-cache")
		http.ServeFileFS(w, r, files, "index.html")
	})
}

// callerLanguage puts the language the caller's Accept-Language asks for into the
// request's context: GraphQL error messages, audit sentences and scope descriptions are
// written in it (error codes never change). With pseudo, a caller asking first for the
// pseudo-locale gets it.
func callerLanguage(next http.Handler, pseudo bool) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if h := r.Header.Get("Accept-Language"); h != "" {
			lang := i18n.Match(h)
			if pseudo && strings.HasPrefix(h, i18n.Pseudo) {
				lang = i18n.Pseudo
			}
			if lang != i18n.English { // English is what a context without one reads
				r = r.WithContext(i18n.WithLanguage(r.Context(), lang))
			}
		}
		next.ServeHTTP(w, r)
	})
}
