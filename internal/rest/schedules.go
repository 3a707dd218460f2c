package rest

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"sort"
	"strconv"
	"strings"

	"github.com/shiftsched/shiftsched/internal/auth"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/service"
)

// shiftJSON is a Shift of REST-CONTRACT.md.
type shiftJSON struct {
	ID        string `json:"_id"`
	User      string `json:"user"`
	UserName  string `json:"userName"`
	StartTime string `json:"startTime"`
	EndTime   string `json:"endTime"`
}

// daysJSON holds a schedule's seven days, Friday first, each always a list.
type daysJSON struct {
	Friday    []shiftJSON `json:"friday"`
	Saturday  []shiftJSON `json:"saturday"`
	Sunday    []shiftJSON `json:"sunday"`
	Monday    []shiftJSON `json:"monday"`
	Tuesday   []shiftJSON `json:"tuesday"`
	Wednesday []shiftJSON `json:"wednesday"`
	Thursday  []shiftJSON `json:"thursday"`
}

// scheduleJSON is a Schedule of REST-CONTRACT.md.
type scheduleJSON struct {
	ID           string   `json:"_id"`
	WeekStarting string   `json:"weekStarting"`
	Days         daysJSON `json:"days"`
	CreatedAt    string   `json:"createdAt"`
	UpdatedAt    string   `json:"updatedAt"`
}

func toShiftJSON(s domain.Shift) shiftJSON {
	return shiftJSON{
		ID: idString(s.ID), User: idString(s.UserID), UserName: s.UserName,
		StartTime: s.StartTime.String(), EndTime: s.EndTime.String(),
	}
}

func toScheduleJSON(s *domain.Schedule) scheduleJSON {
	lists := make([][]shiftJSON, 7) // by day key, Friday first, whichever day the week starts on
	for _, day := range s.Days() {
		i := day.Key.Index()
		lists[i] = make([]shiftJSON, 0, len(day.Shifts))
		for _, sh := range day.Shifts {
			lists[i] = append(lists[i], toShiftJSON(sh))
		}
	}
	return scheduleJSON{
		ID:           idString(s.ID),
		WeekStarting: dateJSON(s.WeekStarting),
		Days: daysJSON{Friday: lists[0], Saturday: lists[1], Sunday: lists[2], Monday: lists[3],
			Tuesday: lists[4], Wednesday: lists[5], Thursday: lists[6]},
		CreatedAt: timeJSON(s.CreatedAt),
		UpdatedAt: timeJSON(s.UpdatedAt),
	}
}

// refJSON reads an id sent as a string, a number, or an object with an _id (as some
// clients send a user); null or "" is no id. An unreadable id is kept as Bad. It never
// recurses: an object whose _id is not a plain id is unreadable, so a deeply nested
// body costs one linear scan.
type refJSON struct {
	ID  int64
	Bad bool
}

func (r *refJSON) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	if len(b) > 0 && b[0] == '{' {
		var obj map[string]json.RawMessage
		if err := json.Unmarshal(b, &obj); err != nil {
			return err
		}
		b = bytes.TrimSpace(obj["_id"])
		if len(b) > 0 && (b[0] == '{' || b[0] == '[') {
			r.Bad = true
			return nil
		}
	}
	var s string
	switch {
	case len(b) == 0 || bytes.Equal(b, []byte("null")):
		return nil
	case b[0] == '"':
		if err := json.Unmarshal(b, &s); err != nil {
			return err
		}
	default:
		s = string(b)
	}
	s = strings.TrimSpace(s)
	if s == "" {
		return nil
	}
	id, err := strconv.ParseInt(s, 10, 64)
	if err != nil || id <= 0 {
		r.Bad = true
		return nil
	}
	r.ID = id
	return nil
}

func (h *Handler) listEmployees(w http.ResponseWriter, r *http.Request) error {
	a, err := actor(r)
	if err != nil {
		return err
	}
	users, err := h.svc.Employees(r.Context(), a)
	if err != nil {
		return err
	}
	users = signedUp(users)
	type employee struct {
		ID   string `json:"_id"`
		Name string `json:"name"`
	}
	out := make([]employee, len(users))
	for i, u := range users {
		out[i] = employee{idString(u.ID), u.Name}
	}
	return writeJSON(w, http.StatusOK, out)
}

func (h *Handler) publishSchedule(w http.ResponseWriter, r *http.Request) error {
	a, err := actor(r)
	if err != nil {
		return err
	}
	// Before reading the body: a body of up to 1 MiB is not decoded for someone who may
	// not publish at all.
	if err := service.MayPublish(a); err != nil {
		return err
	}
	var body struct {
		WeekStarting string `json:"weekStarting"`
		Days         map[string][]struct {
			ID        refJSON `json:"_id"`
			User      refJSON `json:"user"`
			StartTime string  `json:"startTime"`
			EndTime   string  `json:"endTime"`
		} `json:"days"`
	}
	if err := decode(r, &body); err != nil {
		return err
	}
	week, _ := domain.ParseDate(strings.TrimSpace(body.WeekStarting)) // zero when bad: the service says so
	if body.Days == nil && a.IsManager() {
		return &httpError{http.StatusBadRequest, "Field 'days' is required: an object from day (friday to thursday) to a list of shifts."}
	}
	// Days in week order, so that the shifts of each day keep the order they were sent in.
	keys := make([]string, 0, len(body.Days))
	for k := range body.Days {
		keys = append(keys, k)
	}
	index := func(k string) int { d, _ := domain.ParseDayKey(strings.TrimSpace(k)); return d.Index() }
	sort.Slice(keys, func(i, j int) bool {
		if index(keys[i]) != index(keys[j]) {
			return index(keys[i]) < index(keys[j])
		}
		return keys[i] < keys[j]
	})
	drafts := []service.ShiftDraft{}
	for _, k := range keys {
		if index(k) < 0 && len(body.Days[k]) == 0 {
			// An unknown day is refused even with no shifts: the service says so.
			drafts = append(drafts, service.ShiftDraft{Day: k})
		}
		for _, s := range body.Days[k] {
			d := service.ShiftDraft{ID: s.ID.ID, Day: k, UserID: s.User.ID, StartTime: s.StartTime, EndTime: s.EndTime}
			if s.User.Bad {
				d.UserID = -1
			}
			drafts = append(drafts, d)
		}
	}
	sched, err := h.svc.PublishSchedule(r.Context(), a, week, drafts)
	if err != nil {
		return err
	}
	return writeJSON(w, http.StatusOK, toScheduleJSON(sched))
}

func (h *Handler) weekSchedule(w http.ResponseWriter, r *http.Request) error {
	date, err := domain.ParseDate(strings.TrimSpace(r.URL.Query().Get("date")))
	if err != nil {
		return signedInOr(r, &httpError{http.StatusBadRequest, "Invalid date format provided."})
	}
	// Every day of a week has the same answer: one cache entry per week. The cache
	// checks the token with its data version.
	key := "rest week " + h.svc.Weeks().Start(date).String()
	e, err := h.reads.Answer(r.Context(), key, func(ctx context.Context) ([]byte, string, error) {
		a, err := auth.Actor(ctx)
		if err != nil {
			return nil, "", err
		}
		sched, err := h.svc.ScheduleOfWeek(ctx, a, date)
		if err != nil {
			return nil, "", err
		}
		return encodeJSON(toScheduleJSON(sched))
	})
	if err != nil {
		return err
	}
	return writeCached(w, r, e)
}

func (h *Handler) monthSchedule(w http.ResponseWriter, r *http.Request) error {
	bad := &httpError{http.StatusBadRequest, "Valid year and month (1-12) are required."}
	year, err := strconv.Atoi(strings.TrimSpace(r.URL.Query().Get("year")))
	if err != nil {
		return signedInOr(r, bad)
	}
	month, err := strconv.Atoi(strings.TrimSpace(r.URL.Query().Get("month")))
	if err != nil {
		return signedInOr(r, bad)
	}
	key := "rest month " + strconv.Itoa(year) + " " + strconv.Itoa(month)
	e, err := h.reads.Answer(r.Context(), key, func(ctx context.Context) ([]byte, string, error) {
		a, err := auth.Actor(ctx)
		if err != nil {
			return nil, "", err
		}
		m, err := h.svc.Month(ctx, a, year, month)
		if err != nil {
			return nil, "", err
		}
		out := struct {
			Schedules []scheduleJSON `json:"schedules"`
			Events    []eventJSON    `json:"events"`
		}{make([]scheduleJSON, len(m.Schedules)), make([]eventJSON, len(m.Events))}
		for i := range m.Schedules {
			out.Schedules[i] = toScheduleJSON(&m.Schedules[i])
		}
		for i, e := range m.Events {
			out.Events[i] = toEventJSON(e)
		}
		return encodeJSON(out)
	})
	if err != nil {
		return err
	}
	return writeCached(w, r, e)
}

// lenientID reads the {id} path segment; one that cannot exist reads as 0, which the
// service answers as "not found" after checking the caller's permission.
func lenientID(r *http.Request) int64 {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id <= 0 {
		return 0
	}
	return id
}
