package server_test

import (
	"fmt"
	"github.com/shiftsched/shiftsched/devtools/apptest"
	"strings"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// Two instances on one database each cache the week; a publish through one shows at
// once through the other, on both doors, because every read checks the data version in
// PostgreSQL.
func TestReadCacheAcrossInstances(t *testing.T) {
	t.Parallel()
	apps := instances(t, 2, nil, nil)
	a, b := apps[0], apps[1]
	manager := tokenFor(t, a, domain.RoleManager)
	employee := tokenFor(t, b, domain.RoleEmployee)
	me := a.do(t, "GET", "/api/auth", map[string]string{"x-auth-token": employee}, nil)
	apptest.Want(t, me.api(), 200, "")
	employeeID := me.body["_id"]
	week := domain.FridayWeeks.Start(domain.DateOf(time.Now().UTC())).AddDays(28).String()
	publish := func(start string) {
		t.Helper()
		body := fmt.Sprintf(`{"weekStarting":%q,"days":{"monday":[{"user":%q,"startTime":%q,"endTime":"23:00"}]}}`, week, employeeID, start)
		apptest.Want(t, a.do(t, "POST", "/api/schedules", map[string]string{"x-auth-token": manager, "Content-Type": "application/json"}, strings.NewReader(body)).api(), 200, "")
	}
	weekQuery := fmt.Sprintf(`{"query":"query Week($d: Date!) { week(date: $d) { schedule { days { shifts { startTime userName } } } } }","variables":{"d":%q}}`, week)
	reads := func(app *testApp) (string, string) {
		t.Helper()
		rest := app.do(t, "GET", "/api/schedules/week?date="+week, map[string]string{"x-auth-token": employee}, nil)
		gql := app.do(t, "POST", "/graphql", map[string]string{"Authorization": "Bearer " + employee, "Content-Type": "application/json"}, strings.NewReader(weekQuery))
		return rest.raw, gql.raw
	}
	publish("08:00")
	for range 2 { // the second round comes from each instance's cache
		for _, app := range apps {
			rest, gql := reads(app)
			if !strings.Contains(rest, `"08:00"`) || !strings.Contains(gql, `"08:00"`) {
				t.Fatalf("before: %s / %s", rest, gql)
			}
		}
	}
	if hits := b.reads.Stats().Hits; hits < 2 {
		t.Fatalf("instance b served %d reads from its cache, want at least 2", hits)
	}
	publish("09:30")
	for i, app := range apps {
		rest, gql := reads(app)
		if !strings.Contains(rest, `"09:30"`) || !strings.Contains(gql, `"09:30"`) || strings.Contains(rest+gql, `"08:00"`) {
			t.Errorf("instance %d after a publish on instance 0: %s / %s", i, rest, gql)
		}
	}
}
