package apitests_test

// Issue 22, LOW 11: wrong manager codes are limited workplace-wide too.

import (
	"fmt"
	"github.com/shiftsched/shiftsched/internal/accounts"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/service"
)

func TestManagerCodeGuessesAreLimitedWorkplaceWide(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{Limits: service.DefaultLimits})
	register := func(addr string, n int, role domain.Role, code string) error {
		_, err := app.Accounts.Register(from(addr), accounts.Registration{Name: "Guesser", Email: fmt.Sprintf("g%d@example.com", n),
			Password: "secret123", Role: role, ManagerCode: code})
		return err
	}
	// Twenty addresses, each within its own per-address limit (5 registrations).
	answered, refused := 0, 0
	for a := range 20 {
		for i := range 5 {
			err := register(fmt.Sprintf("198.51.100.%d", a+1), a*5+i, domain.RoleManager, fmt.Sprintf("guess-%d-%d", a, i))
			switch domain.KindOf(err) {
			case domain.Unauthenticated:
				answered++
			case domain.TooMany:
				refused++
			default:
				t.Fatalf("guess: %v", err)
			}
		}
	}
	t.Logf("100 manager-code guesses from 20 addresses: %d checked, %d refused", answered, refused)
	if answered > 20 {
		t.Fatalf("%d of 100 manager-code guesses from 20 addresses were checked, want at most 20", answered)
	}
	if err := register("203.0.113.1", 200, domain.RoleEmployee, ""); err != nil {
		t.Fatalf("an employee registration while manager codes are limited: %v", err)
	}
	if err := register("203.0.113.2", 201, domain.RoleManager, apptest.ManagerCode); domain.KindOf(err) != domain.TooMany {
		t.Fatalf("the right code while guessing is limited: %v", err)
	}
	mustExec(t, app, `UPDATE rate_limits SET updated_at = updated_at - interval '1 day'`)
	if err := register("203.0.113.3", 202, domain.RoleManager, apptest.ManagerCode); err != nil {
		t.Fatalf("the right code a day later: %v", err)
	}
}
