package server_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/server"
)

// aliases returns "{ a0: field a1: field … }" with n aliases.
func aliases(n int, field string) string {
	var b strings.Builder
	b.WriteString("{")
	for i := range n {
		fmt.Fprintf(&b, " a%d: %s", i, field)
	}
	b.WriteString(" }")
	return b.String()
}

func TestOversizedQueriesAreRefusedBeforeValidation(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	u := app.Employee("Sam")
	nested := `{ openShifts { claims { openShift { claims { openShift { claims { openShift { claims { openShift { claims { id } } } } } } } } } } }`
	cases := []struct {
		name, token, query, want string
	}{
		{"Err8000RepeatedFieldsUnauthenticated", "", "{ me { " + strings.Repeat("id ", 8000) + "} }", "too large"},
		{"ErrTooManyTokens", "", "{ me { " + strings.Repeat("id ", server.MaxQueryTokens) + "} }", "tokens"},
		{"ErrTooManyFields", u.Token, "{ me { " + strings.Repeat("id ", server.MaxQueryFields) + "} }", "too many fields"},
		{"Err5000AliasesOfAList", u.Token, aliases(5000, "notifications { id }"), "too large"},
		{"ErrAliasesOfAList", u.Token, aliases(200, "notifications { id }"), "too many fields"},
		{"Err1000AliasedMonths", u.Token, aliases(1000, "month(year: 2026, month: 11) { schedules { id } }"), "too large"},
		{"ErrCostOfLists", u.Token, aliases(3, "month(year: 2026, month: 11) { schedules { days { shifts { id scheduleId dayKey date startTime endTime userId userName } } } }"), "too much at once"},
		{"ErrFragmentsMultiply", u.Token, `{ ...A ...A } fragment A on Query { a: me { ...B } b: me { ...B } }
			fragment B on User { ` + strings.Repeat("id ", 100) + ` }`, "too many fields"},
		{"ErrTooDeep", u.Token, nested, "nested too deeply"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			start := time.Now()
			r := app.GQL(tc.token, tc.query, nil)
			t.Logf("%d bytes refused in %v", len(tc.query), time.Since(start))
			if r.Code() != server.CodeQueryTooComplex || !strings.Contains(r.Errors[0].Message, tc.want) || r.Data != nil {
				t.Fatalf("got %s", r.Raw)
			}
		})
	}
	t.Run("OKTwoMonthsAtOnce", func(t *testing.T) {
		app.MustGQL(u.Token, aliases(2, "month(year: 2026, month: 11) { schedules { days { shifts { id userId } } } }"), nil)
	})
	t.Run("OKIntrospection", func(t *testing.T) {
		app.MustGQL(u.Token, `{ __schema { types { name fields { name type { name kind ofType { name kind ofType { name } } } } } } }`, nil)
	})
}
