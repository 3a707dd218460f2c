package server

import (
	"context"
	"fmt"
	"strings"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/errcode"
	"github.com/99designs/gqlgen/graphql/handler/lru"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
	"github.com/vektah/gqlparser/v2/parser"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// Limits on one GraphQL document, checked before gqlgen validates it: validation's
// cost grows with the square of the number of fields (8,000 repeated fields took
// seconds), so an oversized document must be refused on a cheap, linear look first.
// The web client's largest document is far below each (TestClientDocumentsFitTheLimits).
const (
	MaxQueryBytes  = 16 << 10 // bytes of query text
	MaxQueryTokens = 2000     // lexical tokens, counted by the parser as it goes
	MaxQueryFields = 300      // fields once fragments are expanded, aliases included
	MaxQueryDepth  = 10       // nested selection sets
	MaxQueryCost   = 50000    // see queryCost; the client's month query is about 20,000
)

// CodeQueryTooComplex is the extensions.code of a document refused by these limits.
const CodeQueryTooComplex = "QUERY_TOO_COMPLEX"

func init() { errcode.RegisterErrorType(CodeQueryTooComplex, errcode.KindProtocol) }

// listWeight is how many items a list field is expected to return; a list's children
// cost that many times over, and a list of scalars costs one for each item. Lists not
// named here count defaultListWeight, and lists whose length follows their arguments are
// measured by rangedLists instead.
var listWeight = map[string]int{
	"Query.labourConsents":                100, // most people have none; a listing stops at store.MaxLabourConsents
	"Query.predictabilityPay":             100, // a period's owed late changes
	"ScheduleDay.shifts":                  60,
	"Schedule.days":                       7,
	"Month.schedules":                     6,
	"Month.events":                        31,
	"Week.events":                         7,
	"Query.staff":                         100,
	"Query.employees":                     100,
	"Query.failedEmails":                  100,
	"Query.notificationPreferences":       7,
	"Mutation.setNotificationPreference":  7,
	"DayOff.requests":                     10,
	"Query.weekAvailability":              100, // everyone on the staff list
	"WeeklyAvailability.days":             7,
	"AvailabilityDay.windows":             2,
	"PersonAvailability.unavailableDates": 7,
	"TimeOffDecisionResult.shiftsInside":  60,
	"TimeOffDecisionResult.opened":        60,  // as shiftsInside: the shifts it opened
	"AuditPage.entries":                   100, // audittrail.MaxAuditPage
	"Query.webhooks":                      20,  // service's maxWebhooks
	"TimeOffRequest.shiftsInside":         10,  // a request's days' shifts, most of them short
	"HoursReport.people":                  100, // everyone on the staff list
	"HoursReport.weeks":                   53,  // a year's range
	"HoursLine.weekMinutes":               53,
	"HoursLine.monthMinutes":              13,
	"HoursReport.positions":               30, // as Query.positions
	"HoursReport.locations":               10,
	"LeaveLiability.lines":                100, // everyone on the staff list (one line a paid type)
	"LeaveLiability.locations":            10,  // as HoursReport.locations
	"HoursLine.positionMinutes":           30,
	"HoursLine.locationMinutes":           10,
	"StaffImport.rows":                    500, // a large workplace's file
	"StaffImport.invitations":             500,
	"StaffImportRow.problems":             2,
	"StaffImportRow.positions":            2,
	"StaffImportRow.locations":            1,
	"HoursPerson.timeOff":                 5,
	"Query.apiTokens":                     10,
	"Query.pushDevices":                   5, // a person's phones and browsers
	"ApiToken.scopes":                     12,
	"Query.openShifts":                    60,
	"OpenShift.claims":                    5,
	"OpenShift.eligible":                  10,
	"Query.myShiftClaims":                 100, // the store's cap
	"Query.claimsAwaitingApproval":        30,
	"ShiftClaim.conflicts":                3,
	"Query.locations":                     10,
	"HolidaysAtLocation.holidays":         1, // counted by Query.publicHolidaysAt's weight
	"Query.positions":                     30,
	"Query.shiftTypes":                    30,
	"ShiftType.notFollowedByIds":          3,
	"PersonWorkplace.positions":           3,
	"PersonWorkplace.locationIds":         2,
	"Query.preferences":                   10,
	"Query.staffingRequirements":          30,
	"StaffingRequirement.overrides":       10,
	"Query.coverage":                      70, // seven days of ten requirements
	"Query.ruleSets":                      10,
	// A rule set's labour rules: a few breaks by shift length, an age or two of minors with
	// their breaks, a handful of premiums (internal/labour caps them at 10, 5, 5 and 30).
	"LabourRules.breaks":         3,
	"LabourRules.minors":         2,
	"LabourMinorRule.breaks":     2,
	"LabourRules.premiums":       6,
	"RuleSet.userIds":            100, // the default's is most of the staff list
	"WorkRules.shiftTypeLimits":  5,
	"FillProposal.changes":       200, // a week of a large workplace
	"FillProposal.assignments":   200,
	"FillProposal.short":         20,
	"FillProgress.history":       64, // thinned to at most that many
	"TimeRecord.breaks":          2,
	"Query.kiosks":               10,
	"ClockRule.networks":         3,
	"KioskView.people":           60,  // a location's shifts of today
	"TimesheetPeriod.timesheets": 100, // everyone on the staff list
	"Timesheet.days":             10,  // the days a person works in two weeks
	"TimesheetDay.entries":       1,   // one record a day, mostly
	"TimesheetDay.flags":         1,
	"TimesheetEntry.flags":       1,
	"TimesheetEntry.labour":      1, // a broken labour rule is the exception
	"TimesheetEntry.premiums":    1,
	"Timesheet.premiums":         1, // one line per premium kind and name: few, mostly none
	"PayrollRow.premiums":        1,
	"PayrollRow.predictability":  1, // late changes owed: the exception
	"Payroll.premiumKinds":       7,
	"Payroll.rows":               100,
	"ClockBoard.entries":         60, // likewise, and who clocked in without a shift
}

const defaultListWeight = 20

// queryCost refuses, before validation, documents over the limits above. The cost of a
// field is 1 plus the cost of its selections, times the list weight when the field is
// a list: it estimates the objects the answer holds. Accepted documents whose cost does
// not depend on their variables are remembered with their cost, so a repeated one costs
// one look-up.
type queryCost struct {
	schema *ast.Schema
	load   func(context.Context) domain.ShiftLoad
	ok     *lru.LRU[int]
}

func newQueryCost(load func(context.Context) domain.ShiftLoad) *queryCost {
	return &queryCost{load: load, ok: lru.New[int](1000)}
}

var _ interface {
	graphql.HandlerExtension
	graphql.OperationParameterMutator
} = (*queryCost)(nil)

func (*queryCost) ExtensionName() string { return "QueryCost" }

func (q *queryCost) Validate(s graphql.ExecutableSchema) error {
	q.schema = s.Schema()
	return nil
}

func (q *queryCost) MutateOperationParameters(ctx context.Context, p *graphql.RawParams) *gqlerror.Error {
	c, err := q.measure(ctx, p.Query, p.Variables)
	if err == nil {
		noteCost(ctx, c)
	}
	return err
}

// measure returns the cost of the document's costliest operation, or the limit it is
// over.
func (q *queryCost) measure(ctx context.Context, query string, vars map[string]any) (int, *gqlerror.Error) {
	if c, seen := q.ok.Get(ctx, query); seen {
		return c, nil
	}
	doc, err := parseWithinLimits(query)
	if err != nil || doc == nil {
		return 0, err
	}
	sizes := querySizes{vars: vars, load: func() domain.ShiftLoad { return q.load(ctx) }}
	m, err := checkLimits(q.schema, doc, sizes)
	if err == nil && !m.ranged {
		q.ok.Add(ctx, query, m.cost)
	}
	return m.cost, err
}

func tooComplex(format string, args ...any) *gqlerror.Error {
	err := &gqlerror.Error{Message: fmt.Sprintf(format, args...)}
	errcode.Set(err, CodeQueryTooComplex)
	return err
}

// CheckQuery returns a QUERY_TOO_COMPLEX error when the document is over a limit, and
// nil otherwise, including for documents that do not parse (gqlgen then reports the
// parse error itself). schema may be nil: every list then counts the default weight.
// Ranged lists are measured with vars (nil: the longest range) and load.
func CheckQuery(schema *ast.Schema, query string, vars map[string]any, load domain.ShiftLoad) *gqlerror.Error {
	doc, err := parseWithinLimits(query)
	if err != nil || doc == nil {
		return err
	}
	_, err = checkLimits(schema, doc, querySizes{vars: vars, load: func() domain.ShiftLoad { return load }})
	return err
}

// parseWithinLimits parses a document within the byte and token limits, the only
// work done on a document before they are known to hold; the parse is linear in the
// text. A document that does not parse gives neither a document nor an error.
func parseWithinLimits(query string) (*ast.QueryDocument, *gqlerror.Error) {
	if len(query) > MaxQueryBytes {
		return nil, tooComplex("The query is too large: %d bytes, and at most %d are allowed.", len(query), MaxQueryBytes)
	}
	doc, err := parser.ParseQueryWithTokenLimit(&ast.Source{Input: query}, MaxQueryTokens)
	if err != nil {
		if ge, ok := err.(*gqlerror.Error); ok && ge.Rule == "" && isTokenLimit(ge) {
			return nil, tooComplex("The query is too large: it has more than %d tokens.", MaxQueryTokens)
		}
		return nil, nil
	}
	return doc, nil
}

// checkLimits measures every operation of a parsed (not validated) document against the
// field, depth and cost limits, walking each selection once.
func checkLimits(schema *ast.Schema, doc *ast.QueryDocument, sizes querySizes) (m measured, err *gqlerror.Error) {
	w := costWalker{schema: schema, doc: doc, sizes: sizes, fragments: map[string]*fragmentCost{}, intro: introspectionWeights(schema)}
	for _, op := range doc.Operations {
		lim := queryLimits{MaxQueryFields, MaxQueryDepth, MaxQueryCost}
		if introspectionOnly(doc, op.SelectionSet) {
			lim = introspectionLimits
		}
		var root *ast.Definition
		if schema != nil {
			switch op.Operation {
			case ast.Query:
				root = schema.Query
			case ast.Mutation:
				root = schema.Mutation
			case ast.Subscription:
				root = schema.Subscription
			}
		}
		c := w.selections(root, op.SelectionSet, 1)
		m.cost, m.ranged = max(m.cost, c.cost), w.ranged
		switch {
		case c.fields > lim.fields:
			return m, tooComplex("The query asks for too many fields: %d, and at most %d are allowed (aliases and fragments count each time they are used).", c.fields, lim.fields)
		case c.depth > lim.depth:
			return m, tooComplex("The query is nested too deeply: %d levels, and at most %d are allowed.", c.depth, lim.depth)
		case c.cost > lim.cost:
			return m, tooComplex("The query would return too much at once (cost %d, at most %d; lists count their expected length, a date range of shifts its days times the shifts of the busiest day). Ask for fewer fields, a shorter range, or split it.", c.cost, lim.cost)
		}
	}
	return m, nil
}

// measured is what checkLimits found: the cost of the costliest operation, and whether
// a cost depended on the variables or the workplace's load (so must not be remembered).
type measured struct {
	ranged bool
	cost   int
}

func isTokenLimit(e *gqlerror.Error) bool {
	return strings.HasPrefix(e.Message, "exceeded token limit")
}

// cost is what a selection set adds up to. Sums saturate at a bound well past every
// limit, so that a document built to overflow them cannot.
type cost struct{ fields, depth, cost int }

const saturated = 1 << 40

func add(a, b int) int { return min(a+b, saturated) }
func mul(a, b int) int {
	if a != 0 && b > saturated/a {
		return saturated
	}
	return a * b
}

type fragmentCost struct {
	done bool
	cost
}

type costWalker struct {
	schema    *ast.Schema
	doc       *ast.QueryDocument
	sizes     querySizes
	intro     map[string]int           // list weights of the introspection types, from the schema
	ranged    bool                     // a cost depended on the variables or the workplace's load
	fragments map[string]*fragmentCost // each fragment is measured once, however often it is spread
}

func (w *costWalker) selections(parent *ast.Definition, set ast.SelectionSet, depth int) cost {
	var total cost
	for _, sel := range set {
		var c cost
		switch s := sel.(type) {
		case *ast.Field:
			c = w.field(parent, s, depth)
		case *ast.InlineFragment:
			on := parent
			if w.schema != nil && s.TypeCondition != "" {
				on = w.schema.Types[s.TypeCondition]
			}
			c = w.selections(on, s.SelectionSet, depth)
		case *ast.FragmentSpread:
			c = w.spread(s.Name, depth)
		}
		total.fields = add(total.fields, c.fields)
		total.cost = add(total.cost, c.cost)
		total.depth = max(total.depth, c.depth)
	}
	return total
}

func (w *costWalker) field(parent *ast.Definition, f *ast.Field, depth int) cost {
	var def *ast.FieldDefinition
	if parent != nil {
		def = parent.Fields.ForName(f.Name)
	}
	var child *ast.Definition
	weight := 1
	if def != nil && w.schema != nil {
		child = w.schema.Types[def.Type.Name()]
		if def.Type.Elem != nil {
			weight = defaultListWeight
			if lw, ok := listWeight[parent.Name+"."+f.Name]; ok {
				weight = lw
			}
			if iw, ok := w.intro[parent.Name+"."+f.Name]; ok {
				weight = iw
			}
			if rw, ok := w.rangedWeight(parent.Name+"."+f.Name, f); ok {
				weight = rw
			}
		}
	}
	c := cost{fields: 1, depth: depth, cost: 1}
	if len(f.SelectionSet) > 0 {
		sub := w.selections(child, f.SelectionSet, depth+1)
		c.fields = add(c.fields, sub.fields)
		c.depth = max(c.depth, sub.depth)
		c.cost = add(c.cost, mul(weight, sub.cost))
	} else {
		c.cost = add(c.cost, weight-1) // a list of scalars: one for each item
	}
	return c
}

// spread measures a named fragment at depth. A fragment's cost does not depend on
// where it is spread except for its depth, which is added afterwards. A fragment that
// spreads itself (invalid; validation reports it) counts nothing the second time.
func (w *costWalker) spread(name string, depth int) cost {
	fc, ok := w.fragments[name]
	if !ok {
		fc = &fragmentCost{}
		w.fragments[name] = fc
		frag := w.doc.Fragments.ForName(name)
		if frag == nil {
			fc.done = true
			return cost{}
		}
		var on *ast.Definition
		if w.schema != nil {
			on = w.schema.Types[frag.TypeCondition]
		}
		fc.cost = w.selections(on, frag.SelectionSet, 1)
		fc.done = true
	}
	if !fc.done {
		return cost{}
	}
	c := fc.cost
	if c.depth > 0 {
		c.depth += depth - 1
	}
	return c
}
