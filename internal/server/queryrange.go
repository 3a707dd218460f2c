package server

import (
	"context"
	"sync"
	"time"

	"github.com/vektah/gqlparser/v2/ast"

	"github.com/shiftsched/shiftsched/graph"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/service"
)

// querySizes is what the cost of a list with a date range depends on: the request's
// variables and how many shifts the workplace has (asked for only when needed).
type querySizes struct {
	vars map[string]any
	load func() domain.ShiftLoad
}

// shiftsPerPersonDay bounds one person's shifts on one day (a split shift).
const shiftsPerPersonDay = 2

// rangedWeight is the expected length of a list whose length follows its date range:
// Query.shifts returns the range's days times the shifts of the workplace's busiest day
// (one person's: at most shiftsPerPersonDay), never more than the workplace's shifts in
// all. A fixed weight would let a year of a large workplace through at the price of a
// week, and aliases multiply it.
func (w *costWalker) rangedWeight(field string, f *ast.Field) (int, bool) {
	if field != "Query.shifts" {
		return 0, false
	}
	w.ranged = true
	days := w.sizes.rangeDays(f)
	load := domain.ShiftLoad{BusiestDay: shiftsPerPersonDay, Total: days * shiftsPerPersonDay}
	if w.sizes.load != nil {
		load = w.sizes.load()
	}
	perDay := max(load.BusiestDay, 1)
	if w.sizes.given(f, "userId") {
		perDay = min(perDay, shiftsPerPersonDay)
	}
	return max(min(mul(days, perDay), load.Total), 1), true
}

// rangeDays is how many days the field's from..to spans, from literals or variables.
// A range that cannot be read counts the longest allowed (validation then refuses it),
// one that runs backwards counts one day (the service refuses it).
func (s querySizes) rangeDays(f *ast.Field) int {
	from, okFrom := s.date(f, "from")
	to, okTo := s.date(f, "to")
	if !okFrom || !okTo {
		return service.MaxRangeDays
	}
	return min(max(from.DaysUntil(to)+1, 1), service.MaxRangeDays)
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
var unmeasuredLoad = domain.ShiftLoad{BusiestDay: 500, Total: 500 * service.MaxRangeDays}

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
