package apitests_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/service"
	"github.com/shiftsched/shiftsched/internal/store"
)

// maxPublishStatements bounds publishing a week, BEGIN and COMMIT included, whatever
// its number of shifts: issue 24's budget. Today a first publish runs 13 and a
// republish 14 (a republish that cancels swaps, offers or claims reads each kind back);
// from the editor's draft, 14 and 15 (the draft's changes are read too).
const maxPublishStatements = 15

// publishCounts is what publishing one week ran: first, as a republish, and as the
// editor publishes a week drafted from it, first and again after an edit.
type publishCounts struct{ first, again, drafted, redrafted int64 }

// TestPublishStatementsDoNotGrow publishes a week of 70 and of 280 shifts and then
// republishes it changing, removing and adding shifts (people told by e-mail, by digest
// and in the app only, two webhook endpoints listening): both sizes run the same number of statements, within the budget.
func TestPublishStatementsDoNotGrow(t *testing.T) {
	t.Parallel()
	small := publishStatements(t, 10)
	big := publishStatements(t, 40)
	t.Logf("statements per publish: 70 shifts %+v, 280 shifts %+v", small, big)
	if small != big {
		t.Fatalf("statements grow with the shifts: 70 shifts %+v, 280 shifts %+v", small, big)
	}
	if max(big.first, big.again, big.drafted, big.redrafted) > maxPublishStatements {
		t.Fatalf("publishing 280 shifts ran %+v statements; the budget is %d", big, maxPublishStatements)
	}
}

// publishStatements counts the statements of a first publish and of a republish of a
// week of people×7 shifts in a new workplace.
func publishStatements(t *testing.T, people int) publishCounts {
	t.Helper()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	seedWorkplace(t, app, mia, people, 0, 0)
	ctx := context.Background()
	actor, err := app.Sessions.Authenticate(ctx, mia.Token)
	if err != nil {
		t.Fatal(err)
	}
	ids := preparePublishAudience(t, app, actor)
	week := domain.Date{Year: 2027, Month: 1, Day: 1}
	var drafts []service.ShiftDraft
	for _, day := range domain.DayKeys {
		for _, id := range ids {
			drafts = append(drafts, service.ShiftDraft{Day: string(day), UserID: id, StartTime: "09:00", EndTime: "17:00"})
		}
	}
	cctx, counter := store.WithCounter(ctx)
	sched, err := app.Svc.PublishSchedule(cctx, actor, week, drafts)
	if err != nil {
		t.Fatal(err)
	}
	var out publishCounts
	out.first = counter.Statements()
	cctx, counter = store.WithCounter(ctx)
	if _, err := app.Svc.PublishSchedule(cctx, actor, week, republishDrafts(sched.Shifts, ids)); err != nil {
		t.Fatal(err)
	}
	out.again = counter.Statements()
	out.drafted, out.redrafted = publishDraftStatements(t, app, actor, week)
	return out
}

// publishDraftStatements copies week into the next week's draft and counts the
// statements of publishing that draft, then of publishing it again after one of its
// shifts is removed in the draft and another moved an hour later.
func publishDraftStatements(t *testing.T, app *apptest.App, actor *domain.User, week domain.Date) (first, again int64) {
	t.Helper()
	ctx := context.Background()
	next := week.AddDays(7)
	if _, err := app.Svc.CopyIntoDraft(ctx, actor, next, service.CopySource{FromWeek: &week}); err != nil {
		t.Fatal(err)
	}
	published := publishDraftCounted(t, app, actor, next, &first)
	gone, moved := published[0], published[1]
	if _, err := app.Svc.RemoveDraftShift(ctx, actor, next, gone.ID, gone.Version, service.DraftView{}); err != nil {
		t.Fatal(err)
	}
	in := service.DraftShiftInput{Day: string(moved.DayKey), UserID: moved.UserID, StartTime: "10:00", EndTime: "18:00"}
	if _, err := app.Svc.UpdateDraftShift(ctx, actor, next, moved.ID, moved.Version, in, service.DraftView{}); err != nil {
		t.Fatal(err)
	}
	publishDraftCounted(t, app, actor, next, &again)
	return first, again
}

// publishDraftCounted publishes week's draft, its warnings accepted, counting the
// publish's statements into n, and returns the published shifts.
func publishDraftCounted(t *testing.T, app *apptest.App, actor *domain.User, week domain.Date, n *int64) []domain.Shift {
	t.Helper()
	ctx := context.Background()
	preview, err := app.Svc.PreviewDraft(ctx, actor, week)
	if err != nil {
		t.Fatal(err)
	}
	var accept []string
	for _, c := range preview.Conflicts {
		accept = append(accept, c.Key())
	}
	cctx, counter := store.WithCounter(ctx)
	res, err := app.Svc.PublishDraft(cctx, actor, week, service.Accepted{Keys: accept})
	if err != nil {
		t.Fatal(err)
	}
	*n = counter.Statements()
	if len(res.Schedule.Shifts) < 2 {
		t.Fatal("the drafted week was published without its shifts")
	}
	return res.Schedule.Shifts
}

// preparePublishAudience gives every third employee their schedule news by digest and
// every fourth in the app only and registers two webhook endpoints for published weeks;
// it returns the employees' ids.
func preparePublishAudience(t *testing.T, app *apptest.App, actor *domain.User) []int64 {
	t.Helper()
	ctx := context.Background()
	var ids []int64
	if err := app.Store.DB.Select(&ids, `SELECT id FROM users WHERE role = 'employee' ORDER BY id`); err != nil {
		t.Fatal(err)
	}
	q := app.Store.Q()
	for i, id := range ids {
		d := domain.Delivery("")
		switch {
		case i%3 == 0:
			d = domain.DeliverDigest
		case i%4 == 0:
			d = domain.DeliverInApp
		default:
			continue
		}
		if err := q.SetNotificationPreference(ctx, id, domain.NotificationPreference{Kind: domain.KindSchedule, Delivery: d}); err != nil {
			t.Fatal(err)
		}
	}
	for i := range 2 {
		if _, err := q.InsertWebhook(ctx, domain.Webhook{URL: fmt.Sprintf("https://hooks%d.example.com/", i), Secret: "whsec_x",
			Kinds: []string{string(domain.EventSchedulePublished)}, CreatedBy: &actor.ID, CreatedAt: time.Now()}); err != nil {
			t.Fatal(err)
		}
	}
	return ids
}

// republishDrafts keeps the week's shifts but changes the times of the first two days,
// removes the last day's shifts of every other person, and adds an evening shift on
// the third day for every third person.
func republishDrafts(shifts []domain.Shift, ids []int64) []service.ShiftDraft {
	var out []service.ShiftDraft
	for _, sh := range shifts {
		d := service.ShiftDraft{ID: sh.ID, Day: string(sh.DayKey), UserID: sh.UserID, StartTime: "09:00", EndTime: "17:00"}
		switch sh.DayKey {
		case domain.DayKeys[0], domain.DayKeys[1]:
			d.StartTime, d.EndTime = "10:00", "18:00"
		case domain.DayKeys[6]:
			if sh.UserID%2 == 0 {
				continue
			}
		}
		out = append(out, d)
	}
	for i, id := range ids {
		if i%3 == 0 {
			out = append(out, service.ShiftDraft{Day: string(domain.DayKeys[2]), UserID: id, StartTime: "19:00", EndTime: "23:00"})
		}
	}
	return out
}
