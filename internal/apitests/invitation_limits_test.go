package apitests_test

// Issue 22, MEDIUM 3: accepting an invitation costs no bcrypt for a bogus link, and is
// rate-limited per client address.

import (
	"context"
	"fmt"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/auth"
	"github.com/shiftsched/shiftsched/internal/service"
)

// from is a context whose client address (for rate limits) is addr.
func from(addr string) context.Context { return auth.WithClient(context.Background(), addr) }

// capturedInvitation returns the secret of the newest invitation e-mailed to the address,
// from the app's captured mail.
func capturedInvitation(t *testing.T, app *apptest.App, to string) string {
	t.Helper()
	deliverAll(t, app)
	token := ""
	for _, m := range app.Mail.Sent() {
		if m.To == to {
			if s := invitationLink.FindStringSubmatch(m.Body); s != nil {
				token = s[1]
			}
		}
	}
	if token == "" {
		t.Fatalf("no invitation reached %s", to)
	}
	return token
}

func TestAcceptInvitationBogusLinkCostsNoBcrypt(t *testing.T) {
	t.Parallel()
	app := apptest.New(t) // no rate limits: every attempt reaches the link check
	const attempts = 30
	before := app.Svc.BcryptRuns()
	for i := range attempts {
		r := app.GQL("", acceptMutation, map[string]any{"t": fmt.Sprintf("bogus-link-%d", i), "n": "Mallory", "p": "secret123"})
		apptest.Want(t, r, "NOT_FOUND", "This invitation link is not valid or has expired.")
	}
	runs := app.Svc.BcryptRuns() - before
	t.Logf("%d bogus invitation links: %d bcrypt runs", attempts, runs)
	if runs != 0 {
		t.Fatalf("%d bogus invitation links cost %d bcrypt runs, want 0", attempts, runs)
	}
}

func TestAcceptInvitationIsRateLimitedPerAddress(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{Limits: service.DefaultLimits})
	mia := app.Manager("Mia Manager")
	app.MustGQL(mia.Token, inviteMutation, map[string]any{"e": "ann@example.com", "r": "EMPLOYEE"})
	token := capturedInvitation(t, app, "ann@example.com")

	answered, refused := 0, 0
	for i := range 30 {
		r := app.GQL("", acceptMutation, map[string]any{"t": fmt.Sprintf("bogus-link-%d", i), "n": "Mallory", "p": "secret123"})
		switch r.Code() {
		case "NOT_FOUND":
			answered++
		case "RATE_LIMITED":
			refused++
		default:
			t.Fatalf("attempt %d: %s", i, r.Raw)
		}
	}
	t.Logf("30 bogus invitation links from one address: %d answered, %d refused", answered, refused)
	if answered > 5 {
		t.Fatalf("%d of 30 bogus invitation attempts from one address were answered, want at most 5", answered)
	}
	// The right link still works from another address.
	if _, u, err := app.Accounts.AcceptInvitation(from("192.0.2.10"), token, "Ann Able", "secret123"); err != nil || u.Name != "Ann Able" {
		t.Fatalf("accept from a fresh address: %v %v", u, err)
	}
}
