package apitests_test

import (
	"context"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/apptest"
)

// The reset e-mail is written to the outbox with its token and sent at once; an SMTP
// refusal leaves it to the workers' retries, and a sent row keeps no link.
func TestPasswordResetGoesThroughTheOutbox(t *testing.T) {
	t.Parallel()
	app, smtp := smtpApp(t)
	eve := app.Employee("Eve Early")
	smtp.Refuse(1)
	app.MustGQL("", `mutation($e: String!) { requestPasswordReset(email: $e) }`, map[string]any{"e": eve.Email})
	app.Accounts.Wait()
	if len(smtp.Received()) != 0 || outboxCount(t, app, "delivered_at IS NULL AND attempts = 1 AND payload->>'Body' LIKE '%/reset-password/%'") != 1 {
		t.Fatal("a refused reset e-mail is not waiting in the outbox")
	}
	app.Clock.Advance(30 * time.Second)
	deliverAll(t, app)
	got := smtp.Received()
	if len(got) != 1 || got[0].To[0] != eve.Email || !resetLink.MatchString(got[0].Text) {
		t.Fatalf("received %d", len(got))
	}
	if n := outboxCount(t, app, "delivered_at IS NOT NULL AND payload::text NOT LIKE '%reset-password%' AND payload->>'To' <> ''"); n != 1 {
		t.Fatal("the delivered row still holds the link, or lost its address")
	}
	// An unknown address writes nothing.
	app.MustGQL("", `mutation($e: String!) { requestPasswordReset(email: $e) }`, map[string]any{"e": "nobody@example.com"})
	app.Accounts.Wait()
	if n := outboxCount(t, app, "true"); n != 1 {
		t.Fatalf("%d outbox rows after a request for an unknown address", n)
	}
}

func TestOutboxPrunesOldRows(t *testing.T) {
	t.Parallel()
	app, smtp := smtpApp(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	approvedTimeOff(t, app, mia, eve, "2026-12-01")
	deliverAll(t, app) // delivered now
	smtp.Refuse(1 << 20)
	approvedTimeOff(t, app, mia, eve, "2026-12-02")
	for i := 0; i < 30 && outboxCount(t, app, "failed_at IS NULL AND delivered_at IS NULL") > 0; i++ {
		deliverAll(t, app)
		app.Clock.Advance(time.Hour)
	}
	if outboxCount(t, app, "failed_at IS NOT NULL") != 1 {
		t.Fatal("not given up")
	}
	ctx := context.Background()
	// The managers' view reads FailedOutbox (the login token would expire over the weeks).
	failed := func() int {
		items, err := app.Store.Q().FailedOutbox(ctx, 100)
		if err != nil {
			t.Fatal(err)
		}
		return len(items)
	}

	app.Clock.Set(apptest.Start.Add(7*24*time.Hour - time.Minute))
	if err := app.Outbox.PruneOutbox(ctx); err != nil {
		t.Fatal(err)
	}
	if outboxCount(t, app, "true") != 2 {
		t.Fatal("pruned a row delivered under a week ago")
	}
	app.Clock.Set(apptest.Start.Add(7*24*time.Hour + time.Minute))
	app.Outbox.PruneOutbox(ctx)
	if outboxCount(t, app, "delivered_at IS NOT NULL") != 0 || failed() != 1 {
		t.Fatal("want the delivered row pruned after a week and the failed one kept")
	}
	app.Clock.Set(apptest.Start.Add(31*24*time.Hour + time.Minute))
	app.Outbox.PruneOutbox(ctx)
	if outboxCount(t, app, "true") != 0 || failed() != 0 {
		t.Fatal("the failed row outlived 30 days")
	}
	var attempts int
	app.Store.DB.Get(&attempts, `SELECT count(*) FROM outbox_attempts`)
	if attempts != 0 {
		t.Fatalf("%d attempts left behind", attempts)
	}
}
