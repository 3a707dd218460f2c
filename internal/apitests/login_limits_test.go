package apitests_test

// Issue 22, MEDIUM 6: wrong passwords are limited per account, and IPv6 clients per /64.

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/service"
)

func TestLoginLimitPerAccount(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{Limits: service.DefaultLimits})
	eve := app.Employee("Eve Early")
	// wrongFromSix sends ten wrong passwords for the address from each of six client
	// addresses (each under its own per-address limit) and counts the answers.
	wrongFromSix := func(email, net string) (answered, refused int) {
		for a := range 6 {
			ctx := from(fmt.Sprintf("%s.%d", net, a+1))
			for i := range 10 {
				_, _, err := app.Accounts.Login(ctx, email, fmt.Sprintf("wrong-%d-%d", a, i))
				switch domain.KindOf(err) {
				case domain.Invalid:
					answered++
				case domain.TooMany:
					refused++
				default:
					t.Fatalf("login: %v", err)
				}
			}
		}
		return answered, refused
	}
	answered, refused := wrongFromSix(eve.Email, "198.51.100")
	t.Logf("60 wrong passwords for one account from six addresses: %d checked, %d refused", answered, refused)
	if answered > 10 {
		t.Fatalf("%d wrong passwords for one account were checked, want at most 10", answered)
	}
	t.Run("ErrTheRightPasswordWaitsToo", func(t *testing.T) {
		if _, _, err := app.Accounts.Login(from("203.0.113.1"), eve.Email, eve.Password); domain.KindOf(err) != domain.TooMany {
			t.Fatalf("right password while the account is limited: %v", err)
		}
		// Both doors answer it, with the address's usual TooMany sentence.
		apptest.Want(t, app.Do("POST", "/api/auth/login", "", map[string]any{"email": strings.ToUpper(eve.Email), "password": eve.Password}), 429,
			"Too many attempts from your address. Please wait a minute and try again.")
		apptest.Want(t, app.GQL("", `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }`, map[string]any{"e": " " + eve.Email, "p": eve.Password}),
			"RATE_LIMITED", "Too many attempts from your address. Please wait a minute and try again.")
		// So does checking the current password with a session: a stolen session may
		// not guess it faster.
		actor, err := app.Sessions.Authenticate(context.Background(), eve.Token)
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := app.Accounts.ChangeMyPassword(from("203.0.113.9"), actor, "guess", "new-secret-1", false); domain.KindOf(err) != domain.TooMany {
			t.Fatalf("change password while the account is limited: %v", err)
		}
	})
	t.Run("ErrUnknownAddressTheSame", func(t *testing.T) {
		a, r := wrongFromSix("nobody@example.com", "192.0.2")
		if a != answered || r != refused {
			t.Fatalf("unknown address: %d checked, %d refused; known: %d, %d", a, r, answered, refused)
		}
	})
	t.Run("OKOtherAccountsUnaffected", func(t *testing.T) {
		bob := app.Employee("Bob Late")
		if _, _, err := app.Accounts.Login(from("203.0.113.2"), bob.Email, bob.Password); err != nil {
			t.Fatal(err)
		}
	})
	t.Run("OKRefillsWithTime", func(t *testing.T) {
		mustExec(t, app, `UPDATE rate_limits SET updated_at = updated_at - interval '1 hour'`)
		if _, _, err := app.Accounts.Login(from("203.0.113.3"), eve.Email, eve.Password); err != nil {
			t.Fatalf("an hour later: %v", err)
		}
		// A right password costs the account nothing: ten more right ones in a row work.
		for i := range 10 {
			if _, _, err := app.Accounts.Login(from(fmt.Sprintf("203.0.113.%d", 10+i)), eve.Email, eve.Password); err != nil {
				t.Fatalf("right password %d: %v", i, err)
			}
		}
	})
}

func TestIPv6ClientsShareABucketPerSlash64(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{Limits: service.DefaultLimits})
	login := func(addr string, i int) error {
		// A different unknown account each time: only the address's bucket counts.
		_, _, err := app.Accounts.Login(from(addr), fmt.Sprintf("nobody%d@example.com", i), "wrong-password")
		return err
	}
	for i := range 10 {
		if err := login(fmt.Sprintf("2001:db8:1:2::%x", i+1), i); domain.KindOf(err) != domain.Invalid {
			t.Fatalf("attempt %d: %v", i, err)
		}
	}
	if err := login("2001:db8:1:2:ffff:1234:5678:9abc", 10); domain.KindOf(err) != domain.TooMany {
		t.Fatalf("another address of the same /64 got a fresh bucket: %v", err)
	}
	if err := login("2001:db8:1:3::1", 11); domain.KindOf(err) != domain.Invalid {
		t.Fatalf("the next /64 is someone else: %v", err)
	}
	if err := login("192.0.2.1", 12); domain.KindOf(err) != domain.Invalid {
		t.Fatalf("an IPv4 client: %v", err)
	}
}
