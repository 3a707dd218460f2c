package server

import (
	"context"
	"encoding/json"
	"strconv"
	"sync"
	"time"

	"github.com/vektah/gqlparser/v2/ast"

	"github.com/shiftsched/shiftsched/graph"
	"github.com/shiftsched/shiftsched/internal/availability"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/integrations"
	"github.com/shiftsched/shiftsched/internal/leave"
	"github.com/shiftsched/shiftsched/internal/service"
	"github.com/shiftsched/shiftsched/internal/timeclock"
)

// querySizes is what the cost of a list with a date range depends on: the request's
// variables and how many shifts the workplace has (asked for only when needed).
type querySizes struct {
	vars map[string]any
	load func() domain.ShiftLoad
}

// shiftsPerPersonDay bounds one person's shifts on one day (a split shift).
const shiftsPerPersonDay = 2

// Per-item sizes the ranged lists below estimate with (the fixed weights' reasoning).
const (
	timeOffPerDay       = 10  // requests touching one day, as DayOff.requests
	unavailablePerDay   = 10  // people unavailable on one day
	recordsPerDay       = 2   // a person's time records of a day (a split shift)
	everyone            = 100 // people a list of "everyone" counts, as Query.staff
	leaveTypesEach      = 4   // the three leave types a workplace starts with, and one of its own
	locationsEach       = 10  // a workplace's locations, as Query.locations
	unreadNotifications = 100 // unread notifications counted when first is not given
	defaultRecordDays   = 14  // myTimeRecords without days
)

// rangedLists measure the lists whose length follows their arguments (a date range, a
// count, a list of ids) or the workplace's shifts; a fixed weight would let a year of a
// large workplace through at the price of a week, and aliases multiply it. Every list
// field with arguments is here or in boundedLists (TestEveryListWithArgumentsIsMeasured).
var rangedLists = map[string]func(w *costWalker, f *ast.Field) int{
	"Query.shifts": (*costWalker).shiftsWeight,
	// The viewer's working days of the range, each day naming everyone else at work.
	"Query.coworkers":   func(w *costWalker, f *ast.Field) int { return w.sizes.rangeDays(f, service.MaxCoworkerDays) },
	"CoworkerDay.names": func(w *costWalker, _ *ast.Field) int { return w.shiftLoad().BusiestDay },
	// One event per date and type.
	"Query.events": func(w *costWalker, f *ast.Field) int {
		return w.sizes.rangeDays(f, domain.MaxRangeDays) * len(domain.EventTypes)
	},
	"Query.whoIsOff": func(w *costWalker, f *ast.Field) int { return w.sizes.rangeDays(f, availability.MaxWhoIsOffDays) },
	"Query.timeOff": func(w *costWalker, f *ast.Field) int {
		return w.sizes.rangeDays(f, domain.MaxRangeDays) * timeOffPerDay
	},
	"Query.unavailableDates": func(w *costWalker, f *ast.Field) int {
		days := w.sizes.rangeDays(f, domain.MaxRangeDays)
		if w.sizes.given(f, "userId") {
			return days
		}
		return days * unavailablePerDay
	},
	"Query.myTimeRecords": func(w *costWalker, f *ast.Field) int {
		return w.sizes.count(f, "days", defaultRecordDays, timeclock.MaxTimeRecordDays) * recordsPerDay
	},
	"Query.notifications": func(w *costWalker, f *ast.Field) int {
		return w.sizes.count(f, "first", unreadNotifications, unreadNotifications)
	},
	"Webhook.deliveries": func(w *costWalker, f *ast.Field) int {
		return w.sizes.count(f, "first", integrations.MaxWebhookDeliveries, integrations.MaxWebhookDeliveries)
	},
	"Query.personWorkplaces": func(w *costWalker, f *ast.Field) int { return w.sizes.ids(f, "userIds", everyone) },
	"Query.managerLocations": func(w *costWalker, f *ast.Field) int { return w.sizes.ids(f, "userIds", everyone) },
	"Query.weekPreferences":  func(w *costWalker, f *ast.Field) int { return w.sizes.ids(f, "userIds", everyone) * 2 },
	// A row for each person asked for (everyone when none) and leave type.
	"Query.leaveBalances": func(w *costWalker, f *ast.Field) int { return w.sizes.ids(f, "userIds", everyone) * leaveTypesEach },
	// A person's ledger: at most about a row a day of the range.
	"Query.leaveLedger": func(w *costWalker, f *ast.Field) int { return w.sizes.rangeDays(f, leave.MaxRangeDays) },
	// A few public holidays a month.
	"Query.publicHolidays":  func(w *costWalker, f *ast.Field) int { return w.sizes.rangeDays(f, leave.MaxRangeDays)/7 + 1 },
	"Query.removedHolidays": func(w *costWalker, f *ast.Field) int { return w.sizes.rangeDays(f, leave.MaxRangeDays)/7 + 1 },
	// As publicHolidays, for each location asked for: this list's weight counts the holidays
	// of them all, so each entry's own list (HolidaysAtLocation.holidays) weighs one.
	"Query.publicHolidaysAt": func(w *costWalker, f *ast.Field) int {
		return w.sizes.ids(f, "locationIds", locationsEach) * (w.sizes.rangeDays(f, leave.MaxRangeDays)/7 + 1)
	},
}

// boundedLists are the list fields with arguments whose length their arguments do not
// drive, and why; their weight is in listWeight (or the default).
var boundedLists = map[string]string{
	"Query.labourConsents":               "late changes, at most store.MaxLabourConsents of them, newest first; the arguments only narrow them",
	"Query.predictabilityPay":            "the late changes owed in at most a year (the service refuses a longer period); the arguments only pick the period",
	"Query.coverage":                     "one week's days times the location's requirements; the arguments only pick them",
	"Query.locations":                    "the workplace's locations; includeArchived only adds the archived few",
	"Query.positions":                    "the workplace's positions; includeArchived only adds the archived few",
	"Query.shiftTypes":                   "the workplace's shift types; includeArchived only adds the archived few",
	"Query.preferences":                  "one person's preferences",
	"Query.staffingRequirements":         "the workplace's requirements; locationId only narrows them",
	"Query.timeOffClashes":               "the shifts inside one request",
	"Query.leaveBalancesOn":              "one person's balance of each leave type in use",
	"Query.weekAcknowledgements":         "one week: at most one for each person",
	"Query.weekAvailability":             "one week: one for each person",
	"Mutation.inviteStaff":               "at most the service's 100 invitations a call",
	"Mutation.setNotificationPreference": "one for each kind of notification",
	"WeekDraft.shifts":                   "one week's draft; ids and people only narrow it",
	"WeekDraft.conflicts":                "one week's draft; people and dates only narrow it",
}

// shiftsWeight is the length of Query.shifts: the range's days times the shifts of the
// workplace's busiest day (one person's: at most shiftsPerPersonDay), never more than the
// workplace's shifts in all.
func (w *costWalker) shiftsWeight(f *ast.Field) int {
	w.ranged = true
	days := w.sizes.rangeDays(f, domain.MaxRangeDays)
	load := domain.ShiftLoad{BusiestDay: shiftsPerPersonDay, Total: days * shiftsPerPersonDay}
	if w.sizes.load != nil {
		load = w.sizes.load()
	}
	perDay := max(load.BusiestDay, 1)
	if w.sizes.given(f, "userId") {
		perDay = min(perDay, shiftsPerPersonDay)
	}
	return min(mul(days, perDay), load.Total)
}

// shiftLoad is the workplace's shift load, or, when it is not known, a small one.
func (w *costWalker) shiftLoad() domain.ShiftLoad {
	w.ranged = true
	if w.sizes.load == nil {
		return domain.ShiftLoad{BusiestDay: shiftsPerPersonDay}
	}
	return w.sizes.load()
}

// rangedWeight is the expected length of a list in rangedLists, at least 1. A length
// read from variables or from the workplace's load marks the document's cost as not
// to be remembered (see queryCost); one read from literals alone may be.
func (w *costWalker) rangedWeight(field string, f *ast.Field) (int, bool) {
	measure, ok := rangedLists[field]
	if !ok {
		return 0, false
	}
	for _, arg := range f.Arguments {
		if arg.Value != nil && hasVariable(arg.Value) {
			w.ranged = true
		}
	}
	return max(measure(w, f), 1), true
}

func hasVariable(v *ast.Value) bool {
	if v.Kind == ast.Variable {
		return true
	}
	for _, c := range v.Children {
		if c.Value != nil && hasVariable(c.Value) {
			return true
		}
	}
	return false
}

// rangeDays is how many days the field's from..to spans, from literals or variables, at
// most longest (what the service allows). A range that cannot be read counts longest
// (validation then refuses it), one that runs backwards counts one day (the service
// refuses it).
func (s querySizes) rangeDays(f *ast.Field, longest int) int {
	from, okFrom := s.date(f, "from")
	to, okTo := s.date(f, "to")
	if !okFrom || !okTo {
		return longest
	}
	return min(max(from.DaysUntil(to)+1, 1), longest)
}

// count is the field's integer argument name, from a literal or a variable, within
// 0..most; missing or null: dflt; unreadable: most.
func (s querySizes) count(f *ast.Field, name string, dflt, most int) int {
	arg := f.Arguments.ForName(name)
	if arg == nil || arg.Value == nil || arg.Value.Kind == ast.NullValue {
		return dflt
	}
	var n int64
	switch arg.Value.Kind {
	case ast.IntValue:
		v, err := strconv.ParseInt(arg.Value.Raw, 10, 64)
		if err != nil {
			return most
		}
		n = v
	case ast.Variable:
		switch v := s.vars[arg.Value.Raw].(type) {
		case nil:
			return dflt
		case float64:
			n = int64(v)
		case int:
			n = int64(v)
		case int64:
			n = v
		case json.Number:
			v2, err := v.Int64()
			if err != nil {
				return most
			}
			n = v2
		default:
			return most
		}
	default:
		return most
	}
	return int(min(max(n, 0), int64(most)))
}

// ids is how many items the field's list argument name holds, from a literal or a
// variable; missing or null (which means everything): all.
func (s querySizes) ids(f *ast.Field, name string, all int) int {
	arg := f.Arguments.ForName(name)
	if arg == nil || arg.Value == nil {
		return all
	}
	switch arg.Value.Kind {
	case ast.NullValue:
		return all
	case ast.ListValue:
		return len(arg.Value.Children)
	case ast.Variable:
		switch v := s.vars[arg.Value.Raw].(type) {
		case nil:
			return all
		case []any:
			return len(v)
		case []string:
			return len(v)
		}
		return all
	}
	return 1 // a single value stands for a list of one
}

// given reports whether the argument has a value that is not null: `userId: null`, or a
// variable that is null or missing, asks for everyone's shifts.
func (s querySizes) given(f *ast.Field, name string) bool {
	arg := f.Arguments.ForName(name)
	if arg == nil || arg.Value == nil {
		return false
	}
	switch arg.Value.Kind {
	case ast.NullValue:
		return false
	case ast.Variable:
		return s.vars[arg.Value.Raw] != nil
	}
	return true
}

func (s querySizes) date(f *ast.Field, name string) (domain.Date, bool) {
	arg := f.Arguments.ForName(name)
	if arg == nil || arg.Value == nil {
		return domain.Date{}, false
	}
	var text string
	switch arg.Value.Kind {
	case ast.StringValue:
		text = arg.Value.Raw
	case ast.Variable:
		v, ok := s.vars[arg.Value.Raw].(string)
		if !ok {
			return domain.Date{}, false
		}
		text = v
	default:
		return domain.Date{}, false
	}
	d, err := graph.UnmarshalDate(text)
	return d, err == nil
}

// shiftLoadGauge keeps the workplace's shift load for the cost estimates, measured when
// first needed and again in the background when older than every, so that no request
// waits for it but the first. While it cannot be measured, a large workplace is assumed.
type shiftLoadGauge struct {
	measure func(context.Context) (domain.ShiftLoad, error)
	every   time.Duration

	mu        sync.Mutex
	load      domain.ShiftLoad
	at        time.Time
	measuring bool
}

// unmeasuredLoad is assumed until a measurement succeeds: a 500-person workplace.
var unmeasuredLoad = domain.ShiftLoad{BusiestDay: 500, Total: 500 * domain.MaxRangeDays}

func newShiftLoadGauge(measure func(context.Context) (domain.ShiftLoad, error), every time.Duration) *shiftLoadGauge {
	return &shiftLoadGauge{measure: measure, every: every}
}

// get returns the last measurement, measuring first when there is none yet.
func (g *shiftLoadGauge) get(ctx context.Context) domain.ShiftLoad {
	g.mu.Lock()
	if g.at.IsZero() {
		g.mu.Unlock()
		ctx, cancel := context.WithTimeout(ctx, 2*time.Second)
		defer cancel()
		return g.refresh(ctx)
	}
	load, stale := g.load, time.Since(g.at) > g.every && !g.measuring
	if stale {
		g.measuring = true
	}
	g.mu.Unlock()
	if stale {
		go func() {
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			g.refresh(ctx)
		}()
	}
	return load
}

func (g *shiftLoadGauge) refresh(ctx context.Context) domain.ShiftLoad {
	load, err := g.measure(ctx)
	g.mu.Lock()
	defer g.mu.Unlock()
	g.measuring = false
	if err != nil {
		if g.at.IsZero() {
			return unmeasuredLoad
		}
		return g.load
	}
	g.load, g.at = load, time.Now()
	return load
}
