package bench

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	_ "github.com/lib/pq" // the floor's driver

	"github.com/shiftsched/shiftsched/internal/auth"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/seed"
)

// scenario is one kind of traffic.
type scenario struct {
	Name  string
	Title string
	Read  bool     // reads only: SQL statements per request must not grow with the workplace
	Flat  bool     // a write whose SQL statements per request must not grow either
	Sizes []string // where it runs (nil: every size)
	Conns int      // 0: the configured connections
	// NoCache runs it against a second server started with the read cache off, so that
	// the uncached path keeps being measured (and its SQL statements counted).
	NoCache bool
	// prepare readies the scenario (data, request bodies) and returns one operation.
	prepare    func(ctx context.Context, e *env) (op, error)
	Background *scenario // load running at the same time (the login storm)
}

func (s *scenario) runsAt(size string) bool { return s.Sizes == nil || slices.Contains(s.Sizes, size) }

var smallOnly = []string{"small"}

// Scenario names, as used by -only and in the JSON.
const (
	ScFloor          = "floor"
	ScRESTWeek       = "rest_week"
	ScRESTMonth      = "rest_month"
	ScGQLWeek        = "gql_week"
	ScGQLMonth       = "gql_month"
	noCacheSuffix    = "_nocache"
	ScPollREST       = "poll_rest"
	ScPollGQL        = "poll_gql"
	integratorSuffix = "_integrator"
	ScLogin          = "login"
	ScPollStorm      = "poll_during_logins"
	ScPublish        = "publish_week"
	ScPublishOne     = "publish_week_1conn"
	ScPublishDraft   = "publish_draft_1conn"
	ScSwap           = "swap_lifecycle"
	ScDraftEdit      = "draft_edit_1conn"
	ScDryRun         = "dry_run_1conn"
	ScLabourDryRun   = "gql_dry_run_labour_eu_ca"
	ScTimeOff        = "timeoff_lifecycle"
	ScTeamLeave      = "gql_team_leave_nocache_1conn"
	ScMyLeave        = "gql_my_leave"
	loginStormConns  = 8
)

// scenarios lists every scenario in the order they run: reads first, so that the
// notifications the writes create do not change what the reads read.
func scenarios() []*scenario {
	login := &scenario{Name: ScLogin, Title: "login (REST POST /api/auth/login)", Sizes: smallOnly, prepare: prepareLogin}
	return []*scenario{
		{Name: ScFloor, Title: "floor: prepared primary-key SELECT", Read: true, prepare: prepareFloor},
		{Name: ScRESTWeek, Title: "REST GET /api/schedules/week", Read: true, prepare: prepareRESTWeek},
		{Name: ScRESTMonth, Title: "REST GET /api/schedules/month", Read: true, prepare: prepareRESTMonth},
		{Name: ScGQLWeek, Title: "GraphQL week page: the browser's own Week request", Read: true, prepare: prepareGQLWeek},
		{Name: ScGQLMonth, Title: "GraphQL month page: the browser's own Month request", Read: true, prepare: prepareGQLMonth},
		{Name: ScGQLWeek + integratorSuffix, Title: "GraphQL week, an integrator's hand-typed document", Read: true, prepare: prepareIntegratorWeek},
		{Name: ScGQLMonth + integratorSuffix, Title: "GraphQL month, an integrator's hand-typed document", Read: true, prepare: prepareIntegratorMonth},
		{Name: ScRESTWeek + noCacheSuffix, Title: "REST GET /api/schedules/week, read cache off", Read: true, NoCache: true, prepare: prepareRESTWeek},
		{Name: ScRESTMonth + noCacheSuffix, Title: "REST GET /api/schedules/month, read cache off", Read: true, NoCache: true, prepare: prepareRESTMonth},
		{Name: ScGQLWeek + noCacheSuffix, Title: "GraphQL week page (the browser's request), read cache off", Read: true, NoCache: true, prepare: prepareGQLWeek},
		{Name: ScGQLMonth + noCacheSuffix, Title: "GraphQL month page (the browser's request), read cache off", Read: true, NoCache: true, prepare: prepareGQLMonth},
		{Name: ScPollREST, Title: "notifications poll (REST)", Read: true, prepare: preparePollREST},
		{Name: ScPollGQL, Title: "notifications poll (GraphQL): the browser's own Notifications request", Read: true, prepare: preparePollGQL},
		{Name: ScPollGQL + integratorSuffix, Title: "notifications poll (GraphQL), an integrator's hand-typed document", Read: true, prepare: prepareIntegratorPoll},
		{Name: ScTeamLeave, Title: "team leave balances over the whole leave year: the browser's own TeamLeave request, read cache off (it serves no leave), 1 connection",
			Read: true, NoCache: true, Conns: 1, prepare: prepareTeamLeave},
		{Name: ScMyLeave, Title: "the home screen's leave balances: the browser's own MyLeaveBalances request (stored and projected, every type), each employee their own",
			Read: true, prepare: prepareMyLeave},
		{Name: ScPollREST + noCacheSuffix, Title: "notifications poll (REST), poll cache off", Read: true, NoCache: true, prepare: preparePollREST},
		{Name: ScPollGQL + noCacheSuffix, Title: "notifications poll (GraphQL, the browser's request), poll cache off", Read: true, NoCache: true, prepare: preparePollGQL},
		login,
		{Name: ScPollStorm, Title: "notifications poll (REST) during a login storm", Sizes: smallOnly, prepare: preparePollREST,
			Background: &scenario{Name: ScLogin, Title: "login storm", Conns: loginStormConns, prepare: prepareLogin}},
		{Name: ScPublish, Title: "publish a full week (GraphQL publishSchedule)", Sizes: smallOnly, prepare: preparePublish},
		{Name: ScPublishOne, Title: "publish a full week, one manager at a time (1 connection)", Sizes: smallOnly, Conns: 1, prepare: preparePublish},
		{Name: ScPublishDraft, Title: "publish a drafted 280-shift week never published before, as the editor does (the client's PublishDraft, 1 connection; the copy into the draft and the preview before it are not timed)", Sizes: smallOnly, Conns: 1, prepare: preparePublishDraft},
		{Name: ScDryRun, Title: "dry run of publishing a week, every work rule on (GraphQL publishPreview, 1 connection)", Conns: 1, Flat: true, prepare: prepareDryRun},
		{Name: ScDraftEdit, Title: "single-shift edit of a week's draft, every work rule on, one manager at a time (GraphQL updateDraftShift, 1 connection)", Conns: 1, Flat: true, prepare: prepareDraftEdit},
		{Name: ScSwap, Title: "swap lifecycle: request, accept, approve (GraphQL)", Sizes: smallOnly, prepare: prepareSwap},
		{Name: ScTimeOff, Title: "time off: request, approve (GraphQL)", Sizes: smallOnly, prepare: prepareTimeOff},
		{Name: ScClockIn, Title: "shift change: up to 500 people clock in, then out (GraphQL clock)", prepare: prepareClockIn},
		// Last: the labour rules it puts on every rule set would change what the others measure.
		{Name: ScLabourDryRun, Title: "dry run of publishing a week, every work rule and every EU and California labour rule on (the client's PublishPreview, 1 connection)",
			Conns: 1, Flat: true, prepare: prepareLabourDryRun},
	}
}

// ScenarioNames lists the scenarios' names.
func ScenarioNames() []string {
	var names []string
	for _, s := range scenarios() {
		names = append(names, s.Name)
	}
	return names
}

// person is a seeded user with a login token minted for them.
type person struct {
	ID    int64
	Name  string
	Email string
	Role  domain.Role
	Token string
}

// load reads the seeded people and calendar the scenarios rotate over.
func (e *env) load(ctx context.Context) error {
	rows, err := e.db.QueryContext(ctx, `SELECT id, name, email, role, token_version FROM users WHERE deleted_at IS NULL ORDER BY id`)
	if err != nil {
		return err
	}
	defer rows.Close()
	tokens := auth.Tokens{Secret: []byte(JWTSecret), Now: time.Now}
	for rows.Next() {
		var u domain.User
		if err := rows.Scan(&u.ID, &u.Name, &u.Email, &u.Role, &u.TokenVersion); err != nil {
			return err
		}
		tok, err := tokens.Issue(&u)
		if err != nil {
			return err
		}
		p := person{ID: u.ID, Name: u.Name, Email: u.Email, Role: u.Role, Token: tok}
		e.users = append(e.users, p)
		if u.Role == domain.RoleManager {
			e.managers = append(e.managers, p)
		} else {
			e.staff = append(e.staff, p)
		}
	}
	if err := rows.Err(); err != nil {
		return err
	}
	if len(e.managers) == 0 || len(e.staff) < 2 {
		return errors.New("the seeded workplace has no managers or too few staff")
	}
	var first, last domain.Date
	if err := e.db.QueryRowContext(ctx, `SELECT min(week_starting), max(week_starting), count(*) FROM schedules`).Scan(&first, &last, &e.weeks); err != nil {
		return err
	}
	e.firstWeek = first
	// Whole months inside the seeded weeks.
	for d := (domain.Date{Year: first.Year, Month: first.Month, Day: 1}).Time().AddDate(0, 1, 0); !d.AddDate(0, 1, -1).After(last.AddDays(6).Time()); d = d.AddDate(0, 1, 0) {
		e.months = append(e.months, [2]int{d.Year(), int(d.Month())})
	}
	if len(e.months) == 0 {
		return errors.New("the seeded weeks cover no whole month")
	}
	return nil
}

// user returns the i-th person in rotation.
func (e *env) user(i int64) person { return e.users[i%int64(len(e.users))] }

// weekDate returns a date in the i-th seeded week, on a day that moves along too.
func (e *env) weekDate(i int64) domain.Date {
	w := int(i % int64(e.weeks))
	d := int(i/int64(e.weeks)) % 7
	return e.firstWeek.AddDays(7*w + d)
}

// --- the floor ---

const floorQuery = `SELECT id, name, email, role FROM users WHERE id = $1`

func prepareFloor(ctx context.Context, e *env) (op, error) {
	db, err := sql.Open("postgres", e.dbURL)
	if err != nil {
		return nil, err
	}
	e.cleanup = append(e.cleanup, func() { db.Close() })
	db.SetMaxOpenConns(e.cfg.Conns + 4)
	db.SetMaxIdleConns(e.cfg.Conns + 4)
	ids := make([]int64, len(e.users))
	for i, u := range e.users {
		ids[i] = u.ID
	}
	type conn struct {
		c    *sql.Conn
		stmt *sql.Stmt
	}
	return func(ctx context.Context, w *worker, i int64) error {
		if w.state == nil {
			c, err := db.Conn(ctx)
			if err != nil {
				return err
			}
			stmt, err := c.PrepareContext(ctx, floorQuery)
			if err != nil {
				c.Close()
				return err
			}
			w.state = conn{c, stmt}
			w.closers = append(w.closers, func() { stmt.Close(); c.Close() })
		}
		st := w.state.(conn)
		var (
			id                int64
			name, email, role string
		)
		w.requests++
		return st.stmt.QueryRowContext(ctx, ids[i%int64(len(ids))]).Scan(&id, &name, &email, &role)
	}, nil
}

// --- reads ---

func prepareRESTWeek(ctx context.Context, e *env) (op, error) {
	return func(ctx context.Context, w *worker, i int64) error {
		_, err := w.do(ctx, e.srv.URL, http.MethodGet, "/api/schedules/week?date="+e.weekDate(i).String(), e.user(i).Token, nil, http.StatusOK)
		return err
	}, nil
}

func prepareRESTMonth(ctx context.Context, e *env) (op, error) {
	return func(ctx context.Context, w *worker, i int64) error {
		m := e.months[i%int64(len(e.months))]
		_, err := w.do(ctx, e.srv.URL, http.MethodGet, fmt.Sprintf("/api/schedules/month?year=%d&month=%d", m[0], m[1]), e.user(i).Token, nil, http.StatusOK)
		return err
	}, nil
}

// scheduleFragments are the web client's fragments of its week and month documents
// (client/src/features/schedule/api/schedule.ts).
const scheduleFragments = `
fragment ScheduleShift on Shift {
  id scheduleId dayKey date startTime endTime userName userId
}
fragment ScheduleEvent on CalendarEvent {
  id date title type
}`

// WeekQuery is an integrator's hand-typed week document: the client's Week without the
// __typename fields Apollo adds (the browser's own request is in clientrequests/).
const WeekQuery = `query Week($date: Date!) {
  week(date: $date) {
    weekStarting weekEnding
    schedule { id weekStarting updatedAt days { key date shifts { ...ScheduleShift } } }
    events { ...ScheduleEvent }
  }
}` + scheduleFragments

// MonthQuery is an integrator's hand-typed month document, like the client's Month.
const MonthQuery = `query Month($year: Int!, $month: Int!) {
  month(year: $year, month: $month) {
    year month
    schedules { id days { key date shifts { ...ScheduleShift } } }
    events { ...ScheduleEvent }
  }
}` + scheduleFragments

// weekBodies makes one body per day of every seeded week, as prepareRESTWeek's dates
// rotate.
func weekBodies(e *env, body func(vars map[string]any) []byte) [][]byte {
	bodies := make([][]byte, e.weeks*7)
	for i := range bodies {
		bodies[i] = body(map[string]any{"date": e.weekDate(int64(i)).String()})
	}
	return bodies
}

func monthBodies(e *env, body func(vars map[string]any) []byte) [][]byte {
	bodies := make([][]byte, len(e.months))
	for i, m := range e.months {
		bodies[i] = body(map[string]any{"year": m[0], "month": m[1]})
	}
	return bodies
}

// rotate sends bodies in turn, each as a different user, with headers; with a
// recorded browser's headers it signs in as the browser does (Authorization: Bearer).
func rotate(e *env, headers map[string]string, bodies [][]byte) op {
	if headers == nil {
		return func(ctx context.Context, w *worker, i int64) error {
			return w.gqlWith(ctx, e.srv.URL, e.user(i).Token, nil, bodies[i%int64(len(bodies))], nil)
		}
	}
	perUser := make([]map[string]string, len(e.users)) // made once: the load client shares the server's cores
	for k, u := range e.users {
		perUser[k] = bearer(headers, u.Token)
	}
	return func(ctx context.Context, w *worker, i int64) error {
		return w.gqlWith(ctx, e.srv.URL, "", perUser[i%int64(len(e.users))], bodies[i%int64(len(bodies))], nil)
	}
}

// bearer returns the recorded headers with the browser's Authorization for token.
func bearer(recorded map[string]string, token string) map[string]string {
	h := make(map[string]string, len(recorded)+1)
	for k, v := range recorded {
		h[k] = v
	}
	h["Authorization"] = "Bearer " + token
	return h
}

// browser returns the recorded request of the client's operation name, as a body
// maker and its headers. The client sends its documents' hashes (persisted queries), so
// the document is registered first, with the request the client sent once for it.
func browser(ctx context.Context, e *env, name string) (func(map[string]any) []byte, map[string]string, error) {
	r, err := loadClientRequest(name)
	if err != nil {
		return nil, nil, err
	}
	if err := e.register(ctx, r); err != nil {
		return nil, nil, fmt.Errorf("registering %s: %w", name, err)
	}
	return func(vars map[string]any) []byte { return clientBodyWith(r, vars) }, r.Headers, nil
}

// register sends the recorded registration of a persisted query (its hash and
// document) as the first user, and checks that it answered without errors.
func (e *env) register(ctx context.Context, r clientRequest) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, e.srv.URL+"/graphql", bytes.NewReader(r.Registration))
	if err != nil {
		return err
	}
	for k, v := range bearer(r.Headers, e.users[0].Token) {
		req.Header.Set(k, v)
	}
	res, err := e.client.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	var out struct{ Errors []struct{ Message string } }
	if err := json.NewDecoder(res.Body).Decode(&out); err != nil {
		return err
	}
	if len(out.Errors) > 0 {
		return errors.New(out.Errors[0].Message)
	}
	return nil
}

func prepareGQLWeek(ctx context.Context, e *env) (op, error) {
	body, headers, err := browser(ctx, e, "Week")
	return rotate(e, headers, weekBodies(e, body)), err
}

func prepareGQLMonth(ctx context.Context, e *env) (op, error) {
	body, headers, err := browser(ctx, e, "Month")
	return rotate(e, headers, monthBodies(e, body)), err
}

func prepareIntegratorWeek(ctx context.Context, e *env) (op, error) {
	return rotate(e, nil, weekBodies(e, func(v map[string]any) []byte { return gqlBody(WeekQuery, v) })), nil
}

func prepareIntegratorMonth(ctx context.Context, e *env) (op, error) {
	return rotate(e, nil, monthBodies(e, func(v map[string]any) []byte { return gqlBody(MonthQuery, v) })), nil
}

func preparePollREST(ctx context.Context, e *env) (op, error) {
	return func(ctx context.Context, w *worker, i int64) error {
		_, err := w.do(ctx, e.srv.URL, http.MethodGet, "/api/notifications", e.user(i).Token, nil, http.StatusOK)
		return err
	}, nil
}

// NotificationsQuery is an integrator's hand-typed notifications poll.
const NotificationsQuery = `query Notifications { notifications { id message link read createdAt } }`

func preparePollGQL(ctx context.Context, e *env) (op, error) {
	body, headers, err := browser(ctx, e, "Notifications")
	return rotate(e, headers, [][]byte{body(nil)}), err
}

func prepareIntegratorPoll(ctx context.Context, e *env) (op, error) {
	return rotate(e, nil, [][]byte{gqlBody(NotificationsQuery, nil)}), nil
}

// --- login ---

func prepareLogin(ctx context.Context, e *env) (op, error) {
	bodies := make([][]byte, len(e.users))
	for i, u := range e.users {
		bodies[i], _ = json.Marshal(map[string]string{"email": u.Email, "password": seed.Password})
	}
	return func(ctx context.Context, w *worker, i int64) error {
		b, err := w.do(ctx, e.srv.URL, http.MethodPost, "/api/auth/login", "", bodies[i%int64(len(bodies))], http.StatusOK)
		if err != nil {
			return err
		}
		if !strings.Contains(string(b), `"token"`) {
			return fmt.Errorf("login: no token in %s", b)
		}
		return nil
	}, nil
}

// --- publishing ---

const publishMutation = `mutation PublishSchedule($input: PublishScheduleInput!) {
  publishSchedule(input: $input) { id weekStarting updatedAt }
}`

// publishWeeks is how many future weeks the publish scenario rotates over (each taken by
// one connection at a time), every other week so that no two are adjacent.
const publishWeeks = 64

// publishFrom is how many weeks after the current one the publish scenario starts, well
// after the seeded future weeks.
func (e *env) publishFrom() domain.Date {
	return domain.FridayWeeks.Start(e.today).AddDays(7 * (e.size.FutureWeeks + 4))
}

func preparePublish(ctx context.Context, e *env) (op, error) {
	// The rota of the current seeded week, published again and again on future weeks.
	rows, err := e.db.QueryContext(ctx, `
		SELECT s.day_key, s.user_id, s.start_minute, s.end_minute
		FROM shifts s JOIN schedules c ON c.id = s.schedule_id
		WHERE c.week_starting = $1 ORDER BY s.shift_date, s.position`, domain.FridayWeeks.Start(e.today))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	// Two versions of the rota, the second with every shift ending half an hour earlier
	// (which makes no new overlap): a week is published in the other version each time,
	// so every publish replaces all its shifts and tells everyone. A week re-sent as it
	// stands changes nothing and costs far less; this is the publish that costs most.
	var rotas [2][]map[string]any
	for rows.Next() {
		var (
			day        string
			user       int64
			start, end domain.TimeOfDay
		)
		if err := rows.Scan(&day, &user, &start, &end); err != nil {
			return nil, err
		}
		earlier := (end + 24*60 - 30) % (24 * 60)
		for v, end := range []domain.TimeOfDay{end, earlier} {
			rotas[v] = append(rotas[v], map[string]any{"dayKey": strings.ToUpper(day), "userId": strconv.FormatInt(user, 10),
				"startTime": start.String(), "endTime": end.String()})
		}
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if len(rotas[0]) == 0 {
		return nil, errors.New("the current week has no shifts to copy")
	}
	// Each week's two bodies; a connection takes a week and publishes the version it
	// does not hold.
	type week struct {
		bodies [2][]byte
		next   int
	}
	weeks := make(chan *week, publishWeeks)
	from := e.publishFrom()
	for k := 0; k < publishWeeks; k++ {
		wk := &week{}
		for v, rota := range rotas {
			// The seeded rota has short rests and long weeks; a manager republishing it
			// has accepted those warnings.
			wk.bodies[v] = gqlBody(publishMutation, map[string]any{"input": map[string]any{
				"weekStarting": from.AddDays(14 * k).String(), "shifts": rota, "acceptAllWarnings": true}})
		}
		weeks <- wk
	}
	return func(ctx context.Context, w *worker, i int64) error {
		wk, err := take(ctx, w, weeks)
		if err != nil {
			return err
		}
		defer func() { weeks <- wk }()
		var out struct {
			PublishSchedule struct {
				ID string `json:"id"`
			} `json:"publishSchedule"`
		}
		body := wk.bodies[wk.next]
		wk.next = 1 - wk.next
		if err := w.gql(ctx, e.srv.URL, e.managers[i%int64(len(e.managers))].Token, body, &out); err != nil {
			return err
		}
		if out.PublishSchedule.ID == "" {
			return errors.New("publishSchedule: no id")
		}
		return nil
	}, nil
}

// --- swaps ---

const (
	swapItem            = `id status cancelReason createdAt requester { id name } target { id name } shiftA { shiftId date startTime endTime } shiftB { shiftId date startTime endTime }`
	requestSwapMutation = `mutation RequestSwap($shiftId: ID!, $targetShiftId: ID!) { requestSwap(shiftId: $shiftId, targetShiftId: $targetShiftId) { id status } }`
	respondSwapMutation = `mutation RespondToSwap($id: ID!, $answer: SwapAnswer!) { respondToSwap(id: $id, answer: $answer) { ` + swapItem + ` } }`
	decideSwapMutation  = `mutation DecideSwap($id: ID!, $decision: SwapDecision!) { decideSwap(id: $id, decision: $decision) { ` + swapItem + ` } }`
)

// swapPair is two shifts on the same day, neither overnight, of different people: they
// can be exchanged back and forth without ever double-booking anyone.
type swapPair struct {
	x, y           int64 // shift ids
	ownerX, ownerY int   // indexes into env.users
}

func prepareSwap(ctx context.Context, e *env) (op, error) {
	index := map[int64]int{}
	for i, u := range e.users {
		index[u.ID] = i
	}
	last := domain.FridayWeeks.Start(e.today).AddDays(7*e.size.FutureWeeks + 6)
	rows, err := e.db.QueryContext(ctx, `
		SELECT s.id, s.user_id, s.shift_date FROM shifts s
		WHERE s.shift_date BETWEEN $1 AND $2 AND s.end_minute > s.start_minute
		  AND NOT EXISTS (SELECT 1 FROM swap_requests w WHERE w.status IN ('pending_target', 'pending_manager')
		                  AND (w.a_shift_id = s.id OR w.b_shift_id = s.id))
		  AND NOT EXISTS (SELECT 1 FROM pto_requests p WHERE p.user_id = s.user_id
		                  AND s.shift_date BETWEEN p.request_date AND p.end_date AND p.status = 'approved')
		ORDER BY s.shift_date, s.id`, e.today.AddDays(2), last)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var pairs []*swapPair
	var prev struct {
		id, user int64
		date     domain.Date
		ok       bool
	}
	for rows.Next() {
		var id, user int64
		var date domain.Date
		if err := rows.Scan(&id, &user, &date); err != nil {
			return nil, err
		}
		ui, known := index[user]
		if !known {
			continue
		}
		if prev.ok && prev.date == date && prev.user != user {
			pairs = append(pairs, &swapPair{x: prev.id, y: id, ownerX: index[prev.user], ownerY: ui})
			prev.ok = false
			continue
		}
		prev.id, prev.user, prev.date, prev.ok = id, user, date, true
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if len(pairs) < 2*e.cfg.Conns {
		return nil, fmt.Errorf("only %d pairs of future shifts to swap", len(pairs))
	}
	pool := make(chan *swapPair, len(pairs))
	for _, p := range pairs {
		pool <- p
	}
	return func(ctx context.Context, w *worker, i int64) error {
		p, err := take(ctx, w, pool)
		if err != nil {
			return err
		}
		requester, target := e.users[p.ownerX], e.users[p.ownerY]
		var created struct {
			RequestSwap struct{ ID string } `json:"requestSwap"`
		}
		if err := w.gql(ctx, e.srv.URL, requester.Token, gqlBody(requestSwapMutation, map[string]any{
			"shiftId": strconv.FormatInt(p.x, 10), "targetShiftId": strconv.FormatInt(p.y, 10)}), &created); err != nil {
			return err // the pair is dropped: its state is unknown
		}
		id := created.RequestSwap.ID
		var answered struct {
			RespondToSwap struct{ Status string } `json:"respondToSwap"`
		}
		if err := w.gql(ctx, e.srv.URL, target.Token, gqlBody(respondSwapMutation, map[string]any{"id": id, "answer": "ACCEPT"}), &answered); err != nil {
			return err
		}
		if answered.RespondToSwap.Status != "PENDING_MANAGER" {
			return fmt.Errorf("respondToSwap: status %s", answered.RespondToSwap.Status)
		}
		var decided struct {
			DecideSwap struct{ Status string } `json:"decideSwap"`
		}
		if err := w.gql(ctx, e.srv.URL, e.managers[i%int64(len(e.managers))].Token, gqlBody(decideSwapMutation, map[string]any{"id": id, "decision": "APPROVE"}), &decided); err != nil {
			return err
		}
		if decided.DecideSwap.Status != "APPROVED" {
			return fmt.Errorf("decideSwap: status %s", decided.DecideSwap.Status)
		}
		// The shifts changed hands: next time the other one asks.
		p.ownerX, p.ownerY = p.ownerY, p.ownerX
		pool <- p
		return nil
	}, nil
}

// --- time off ---

const (
	timeOffItem            = `id userName date reason status`
	requestTimeOffMutation = `mutation RequestTimeOff($date: Date!, $reason: String) { requestTimeOff(date: $date, reason: $reason) { ` + timeOffItem + ` } }`
	respondTimeOffMutation = `mutation RespondToTimeOff($id: ID!, $decision: TimeOffDecision!) { respondToTimeOff(id: $id, decision: $decision) { ` + timeOffItem + ` } }`
)

func prepareTimeOff(ctx context.Context, e *env) (op, error) {
	// Days after everything seeded or published by the benchmark: each operation asks
	// for a person and day no one asked for before.
	from := e.publishFrom().AddDays(14*publishWeeks + 14)
	staff := e.staff
	return func(ctx context.Context, w *worker, i int64) error {
		who := staff[i%int64(len(staff))]
		date := from.AddDays(int(i / int64(len(staff))))
		var asked struct {
			RequestTimeOff struct{ ID string } `json:"requestTimeOff"`
		}
		if err := w.gql(ctx, e.srv.URL, who.Token, gqlBody(requestTimeOffMutation, map[string]any{"date": date.String(), "reason": "Family event"}), &asked); err != nil {
			return err
		}
		var answered struct {
			RespondToTimeOff struct{ Status string } `json:"respondToTimeOff"`
		}
		if err := w.gql(ctx, e.srv.URL, e.managers[i%int64(len(e.managers))].Token,
			gqlBody(respondTimeOffMutation, map[string]any{"id": asked.RequestTimeOff.ID, "decision": "APPROVE"}), &answered); err != nil {
			return err
		}
		if answered.RespondToTimeOff.Status != "APPROVED" {
			return fmt.Errorf("respondToTimeOff: status %s", answered.RespondToTimeOff.Status)
		}
		return nil
	}, nil
}
