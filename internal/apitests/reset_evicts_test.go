package apitests_test

// Issue 22, MEDIUM 5: a password reset evicts whoever held the account.

import (
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
)

// apiTokenWorks reports whether an API token still acts for its owner.
func apiTokenWorks(t *testing.T, app *apptest.App, secret string) bool {
	t.Helper()
	r := app.GQL(secret, weekOp, map[string]any{"d": "2026-11-22"})
	if len(r.Errors) > 0 && r.Code() != "UNAUTHENTICATED" {
		t.Fatalf("unexpected answer: %s", r.Raw)
	}
	return len(r.Errors) == 0
}

func TestPasswordResetEvictsTokensAndFeeds(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	for _, door := range []string{"REST", "GraphQL"} {
		t.Run("OK"+door, func(t *testing.T) {
			u := app.Manager("Reset " + door)
			secret, _ := mustToken(t, app, u, []string{"schedule:read"}, nil)
			own := app.MustGQL(u.Token, enableFeed, map[string]any{"s": "OWN"})["enableCalendarFeed"].(string)
			workplace := app.MustGQL(u.Token, enableFeed, map[string]any{"s": "WORKPLACE"})["enableCalendarFeed"].(string)
			for _, f := range []string{own, workplace} {
				if res, _ := getFeed(t, app, f); res.StatusCode != 200 {
					t.Fatalf("feed before the reset: %d", res.StatusCode)
				}
			}
			if !apiTokenWorks(t, app, secret) {
				t.Fatal("a new API token does not work")
			}

			link := requestReset(t, app, u.Email)
			var fresh string
			if door == "REST" {
				res := app.Do("POST", "/api/auth/reset-password/"+link, "", map[string]any{"newPassword": "brand-new-1"})
				if res.Status != 200 {
					t.Fatalf("reset: %d %s", res.Status, res.Raw)
				}
				fresh = res.Obj()["token"].(string)
			} else {
				fresh = app.MustGQL("", resetOp, map[string]any{"t": link, "p": "brand-new-1"})["resetPassword"].(map[string]any)["token"].(string)
			}

			if apiTokenWorks(t, app, secret) {
				t.Error("an API token made before the reset still works")
			}
			for _, f := range []string{own, workplace} {
				if res, _ := getFeed(t, app, f); res.StatusCode != 404 {
					t.Errorf("feed after the reset: %d, want 404", res.StatusCode)
				}
			}
			if r := app.GQL(u.Token, `{ me { id } }`, nil); r.Code() != "UNAUTHENTICATED" {
				t.Errorf("the session from before the reset: %s", r.Raw)
			}
			d := app.MustGQL(fresh, `{ apiTokens { id } calendarFeeds { scope } }`, nil)
			if len(d["apiTokens"].([]any)) != 0 || len(d["calendarFeeds"].([]any)) != 0 {
				t.Errorf("after the reset: %v", d)
			}
		})
	}
}
