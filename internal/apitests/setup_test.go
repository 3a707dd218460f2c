package apitests_test

// Issue 42, problem 9: a new install makes its owner on a first-run page, without the
// manager code; the REST register route keeps its contract.

import (
	"github.com/shiftsched/shiftsched/internal/accounts"
	"sync"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/domain"
)

const setUpMutation = `mutation($in: SetUpWorkplaceInput!) { setUpWorkplace(input: $in) { token user { name role language } } }`

func owner(name, email string) map[string]any {
	return map[string]any{"in": map[string]any{"name": name, "email": email, "password": "secret123", "language": "es"}}
}

func TestSetUpWorkplaceMakesTheOwnerOnceWithoutTheCode(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	needed := func() any { return app.MustGQL("", `{ setupNeeded }`, nil)["setupNeeded"] }
	if needed() != true {
		t.Fatal("setupNeeded is not true on a new install")
	}
	// Employees do not set the workplace up.
	app.Employee("Eve Early")
	if needed() != true {
		t.Fatal("setupNeeded is not true with only an employee")
	}
	set := app.MustGQL("", setUpMutation, owner("Olive Owner", "olive@example.com"))["setUpWorkplace"].(map[string]any)
	if u := set["user"].(map[string]any); u["role"] != "MANAGER" || u["name"] != "Olive Owner" || u["language"] != "es" {
		t.Fatalf("owner = %v", u)
	}
	// The token works, as a manager's.
	token := set["token"].(string)
	if staff := app.MustGQL(token, `{ staff { name } }`, nil)["staff"].([]any); len(staff) != 2 {
		t.Fatalf("the owner's staff list = %v", staff)
	}
	if lang := app.MustGQL(token, `{ workplaceSettings { defaultLanguage } }`, nil)["workplaceSettings"].(map[string]any)["defaultLanguage"]; lang != "es" {
		t.Fatalf("the workplace's language = %v, want the owner's", lang)
	}
	if needed() != false {
		t.Fatal("setupNeeded is still true once the owner exists")
	}
	again := app.GQL("", setUpMutation, owner("Mal Lory", "mal@example.com"))
	if again.Code() != string(domain.Conflict) || again.Errors[0].Message != "This workplace is already set up. Sign in, or ask a manager to invite you." {
		t.Fatalf("a second set-up = %s", again.Raw)
	}
	var entries int
	mustCount(t, app, &entries, `SELECT count(*) FROM audit_log WHERE action = 'account.setup'`)
	if entries != 1 {
		t.Fatalf("%d account.setup entries, want 1", entries)
	}
}

func TestSetUpWorkplaceTwoAtOnceMakeOneOwner(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	const n = 4
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			_, _, errs[i] = app.Accounts.SetUpWorkplace(from("192.0.2.1"), accounts.Owner{Name: "Owner", Email: string(rune('a'+i)) + "@example.com", Password: "secret123"})
		})
	}
	wg.Wait()
	won := 0
	for _, err := range errs {
		switch {
		case err == nil:
			won++
		case domain.KindOf(err) == domain.Conflict:
		default:
			t.Fatalf("set-up: %v", err)
		}
	}
	var managers int
	mustCount(t, app, &managers, `SELECT count(*) FROM users WHERE role = 'manager'`)
	if won != 1 || managers != 1 {
		t.Fatalf("%d of %d set-ups won, %d managers; want 1 and 1", won, n, managers)
	}
}

// The frozen REST route: a manager without the code is still 401, new install or not.
func TestRESTRegisterStillWantsTheCodeOnANewInstall(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	res := app.Do("POST", "/api/auth/register", "", map[string]any{"name": "Nora New", "email": "nora@example.com", "password": "secret123", "role": "manager"})
	if res.Status != 401 || res.Msg() != "Invalid Manager Code" {
		t.Fatalf("register without the code = %d %s", res.Status, res.Raw)
	}
	if got := app.MustGQL("", `{ setupNeeded }`, nil)["setupNeeded"]; got != true {
		t.Fatalf("setupNeeded = %v after a refused registration", got)
	}
}

func mustCount(t *testing.T, app *apptest.App, n *int, query string) {
	t.Helper()
	if err := app.Store.DB.Get(n, query); err != nil {
		t.Fatal(err)
	}
}
