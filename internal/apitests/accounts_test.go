package apitests_test

import (
	"bytes"
	"crypto/sha256"
	"regexp"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/domain"
)

// The database fixtures below are written in SQL: user deletion reaches into schedules,
// swaps and time off, whose own services live elsewhere.

func id(t *testing.T, u apptest.User) int64 {
	t.Helper()
	n, err := strconv.ParseInt(u.ID, 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func day(s string) domain.Date {
	d, err := domain.ParseDate(s)
	if err != nil {
		panic(err)
	}
	return d
}

// shift stores a 09:00-17:00 shift for user on date, creating the week's schedule as
// needed, and returns the shift's id.
func shift(t *testing.T, app *apptest.App, userID int64, date string) int64 {
	t.Helper()
	d := day(date)
	var scheduleID, shiftID int64
	err := app.Store.DB.Get(&scheduleID, `
		INSERT INTO schedules (week_starting) VALUES ($1)
		ON CONFLICT (week_starting) DO UPDATE SET updated_at = now() RETURNING id`, domain.FridayWeeks.Start(d))
	if err == nil {
		err = app.Store.DB.Get(&shiftID, `
			INSERT INTO shifts (schedule_id, day_key, shift_date, user_id, start_minute, end_minute)
			VALUES ($1, $2, $3, $4, 540, 1020) RETURNING id`, scheduleID, domain.DayKeyOf(d), d, userID)
	}
	if err != nil {
		t.Fatal(err)
	}
	return shiftID
}

// swap stores a swap of requester's shift a for target's shift b in the given status.
func swap(t *testing.T, app *apptest.App, requester, target, a, b int64, status domain.SwapStatus) int64 {
	t.Helper()
	var swapID int64
	err := app.Store.DB.Get(&swapID, `
		INSERT INTO swap_requests (status, requester_id, target_id,
			a_shift_id, a_schedule_id, a_day_key, a_date, a_start_minute, a_end_minute,
			b_shift_id, b_schedule_id, b_day_key, b_date, b_start_minute, b_end_minute)
		SELECT $1, $2, $3, sa.id, sa.schedule_id, sa.day_key, sa.shift_date, sa.start_minute, sa.end_minute,
		       sb.id, sb.schedule_id, sb.day_key, sb.shift_date, sb.start_minute, sb.end_minute
		FROM shifts sa, shifts sb WHERE sa.id = $4 AND sb.id = $5
		RETURNING id`, status, requester, target, a, b)
	if err != nil {
		t.Fatal(err)
	}
	return swapID
}

func count(t *testing.T, app *apptest.App, query string, args ...any) int {
	t.Helper()
	var n int
	if err := app.Store.DB.Get(&n, query, args...); err != nil {
		t.Fatal(err)
	}
	return n
}

func messagesOf(t *testing.T, app *apptest.App, userID int64) []string {
	t.Helper()
	var m []string
	if err := app.Store.DB.Select(&m, `SELECT message || ' -> ' || link FROM notifications WHERE user_id = $1 ORDER BY id`, userID); err != nil {
		t.Fatal(err)
	}
	return m
}

const deleteOp = `mutation($id: ID!) { deleteUser(id: $id) { message removedShifts } }`

func TestDeleteUser(t *testing.T) {
	t.Parallel()
	app := apptest.New(t) // today is Sunday 2026-11-22 at the workplace
	mia, max := app.Manager("Mia"), app.Manager("Max")
	eve, bob, cal := app.Employee("Eve"), app.Employee("Bob"), app.Employee("Cal")
	miaID, maxID, eveID, bobID, calID := id(t, mia), id(t, max), id(t, eve), id(t, bob), id(t, cal)

	evePast := shift(t, app, eveID, "2026-11-21")
	eveToday := shift(t, app, eveID, "2026-11-22")
	eveTue := shift(t, app, eveID, "2026-11-24")
	shift(t, app, eveID, "2026-11-27") // next week
	bobMon := shift(t, app, bobID, "2026-11-23")
	bobPast := shift(t, app, bobID, "2026-11-20")
	calWed := shift(t, app, calID, "2026-11-25")

	asked := swap(t, app, eveID, bobID, eveTue, bobMon, domain.SwapPendingTarget)
	asking := swap(t, app, calID, eveID, calWed, eveToday, domain.SwapPendingManager)
	done := swap(t, app, eveID, bobID, evePast, bobPast, domain.SwapApproved)
	others := swap(t, app, bobID, calID, bobMon, calWed, domain.SwapPendingTarget)

	app.Store.DB.MustExec(`INSERT INTO pto_requests (user_id, request_date) VALUES ($1, '2026-12-01'), ($1, '2026-12-02'), ($2, '2026-12-01')`, eveID, bobID)
	app.Store.DB.MustExec(`INSERT INTO notifications (user_id, message, link) VALUES ($1, 'for eve', '/x'), ($2, 'for bob', '/x')`, eveID, bobID)
	app.Do("POST", "/api/auth/forgot-password", "", map[string]any{"email": eve.Email})
	app.Accounts.Wait()

	data := app.MustGQL(mia.Token, deleteOp, map[string]any{"id": eve.ID})
	d := data["deleteUser"].(map[string]any)
	if d["message"] != "User Eve deleted successfully." || d["removedShifts"] != float64(3) {
		t.Fatalf("deleteUser = %v", d)
	}

	t.Run("OKAccountKeptButDeleted", func(t *testing.T) {
		if count(t, app, `SELECT count(*) FROM users WHERE id = $1 AND deleted_at IS NOT NULL AND name = 'Eve'`, eveID) != 1 {
			t.Fatal("user row not marked deleted")
		}
	})
	t.Run("OKUpcomingShiftsRemovedPastKept", func(t *testing.T) {
		var left []int64
		app.Store.DB.Select(&left, `SELECT id FROM shifts WHERE user_id = $1`, eveID)
		if len(left) != 1 || left[0] != evePast {
			t.Fatalf("Eve's shifts left: %v, want only the past one %d", left, evePast)
		}
		var name string
		app.Store.DB.Get(&name, `SELECT u.name FROM shifts s JOIN users u ON u.id = s.user_id WHERE s.id = $1`, evePast)
		if name != "Eve" {
			t.Fatalf("past shift's name = %q", name)
		}
		if count(t, app, `SELECT count(*) FROM shifts WHERE user_id <> $1`, eveID) != 3 {
			t.Fatal("other people's shifts were touched")
		}
	})
	t.Run("OKOpenSwapsCancelledOthersKept", func(t *testing.T) {
		status := func(id int64) string {
			var s string
			app.Store.DB.Get(&s, `SELECT status || coalesce(':' || cancel_reason, '') FROM swap_requests WHERE id = $1`, id)
			return s
		}
		const cancelled = "cancelled:a person in it no longer works here"
		if status(asked) != cancelled || status(asking) != cancelled {
			t.Errorf("Eve's open swaps: %q, %q", status(asked), status(asking))
		}
		if status(done) != "approved" || status(others) != "pending_target" {
			t.Errorf("other swaps: %q, %q", status(done), status(others))
		}
	})
	t.Run("OKTimeOffNotificationsAndResetLinksRemoved", func(t *testing.T) {
		for table, want := range map[string]int{"pto_requests": 0, "notifications": 0, "password_resets": 0} {
			if n := count(t, app, `SELECT count(*) FROM `+table+` WHERE user_id = $1`, eveID); n != want {
				t.Errorf("%s of Eve: %d", table, n)
			}
		}
		if count(t, app, `SELECT count(*) FROM pto_requests WHERE user_id = $1`, bobID) != 1 {
			t.Error("Bob's time off was removed")
		}
	})
	t.Run("OKPeopleTold", func(t *testing.T) {
		const why = "Your shift swap with Eve was cancelled: a person in it no longer works here. -> /swaps"
		if got := messagesOf(t, app, bobID); len(got) != 2 || got[0] != "for bob -> /x" || got[1] != why {
			t.Errorf("Bob was told %q", got)
		}
		if got := messagesOf(t, app, calID); len(got) != 1 || got[0] != why {
			t.Errorf("Cal was told %q", got)
		}
		const notice = "Eve was deleted by Mia; 3 upcoming shifts were removed from the schedule. -> /schedule"
		for _, m := range []int64{miaID, maxID} {
			if got := messagesOf(t, app, m); len(got) != 1 || got[0] != notice {
				t.Errorf("manager %d was told %q", m, got)
			}
		}
	})
}

func TestDeleteUserNotices(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia")
	one, none := app.Employee("One"), app.Employee("None")
	shift(t, app, id(t, one), "2026-11-30")
	app.MustGQL(mia.Token, deleteOp, map[string]any{"id": one.ID})
	app.MustGQL(mia.Token, deleteOp, map[string]any{"id": none.ID})
	got := messagesOf(t, app, id(t, mia))
	want := []string{
		"One was deleted by Mia; 1 upcoming shift was removed from the schedule. -> /schedule",
		"None was deleted by Mia; they had no upcoming shifts. -> /schedule",
	}
	if len(got) != 2 || got[0] != want[0] || got[1] != want[1] {
		t.Fatalf("notices = %q", got)
	}
}

func TestDeleteUserTwiceAtOnce(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia, max := app.Manager("Mia"), app.Manager("Max")
	eve := app.Employee("Eve")
	shift(t, app, id(t, eve), "2026-11-23")
	codes := make([]string, 2)
	var wg sync.WaitGroup
	for i, m := range []apptest.User{mia, max} {
		wg.Go(func() { codes[i] = app.GQL(m.Token, deleteOp, map[string]any{"id": eve.ID}).Code() })
	}
	wg.Wait()
	if !(codes[0] == "" && codes[1] == "NOT_FOUND" || codes[0] == "NOT_FOUND" && codes[1] == "") {
		t.Fatalf("codes = %q, want one success and one NOT_FOUND", codes)
	}
	// Only one deletion happened: each manager got one notice.
	if n := count(t, app, `SELECT count(*) FROM notifications WHERE link = '/schedule'`); n != 2 {
		t.Fatalf("%d notices, want 2", n)
	}
}

var resetLink = regexp.MustCompile(`/reset-password/([A-Za-z0-9_-]{43})\b`)

func requestReset(t *testing.T, app *apptest.App, email string) string {
	t.Helper()
	before := len(app.Mail.Sent())
	app.MustGQL("", `mutation($e: String!) { requestPasswordReset(email: $e) }`, map[string]any{"e": email})
	app.Accounts.Wait()
	sent := app.Mail.Sent()
	if len(sent) == before {
		return ""
	}
	return resetLink.FindStringSubmatch(sent[len(sent)-1].Body)[1]
}

const resetOp = `mutation($t: String!, $p: String!) { resetPassword(token: $t, newPassword: $p) { token } }`

func TestResetTokenStoredAsHashOnly(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	eve := app.Employee("Eve")
	token := requestReset(t, app, eve.Email)
	var rows []struct {
		Hash    []byte     `db:"token_hash"`
		Expires time.Time  `db:"expires_at"`
		Used    *time.Time `db:"used_at"`
	}
	if err := app.Store.DB.Select(&rows, `SELECT token_hash, expires_at, used_at FROM password_resets`); err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256([]byte(token))
	if len(rows) != 1 || !bytes.Equal(rows[0].Hash, sum[:]) || rows[0].Used != nil {
		t.Fatalf("stored %+v, want one unused row holding sha256 of the token", rows)
	}
	if !rows[0].Expires.Equal(apptest.Start.Add(time.Hour)) {
		t.Fatalf("expires %v, want an hour after %v", rows[0].Expires, apptest.Start)
	}
	if count(t, app, `SELECT count(*) FROM password_resets WHERE position(convert_to($1, 'UTF8') IN token_hash) > 0`, token) != 0 {
		t.Fatal("the token itself is stored")
	}
	app.MustGQL("", resetOp, map[string]any{"t": token, "p": "new-password"})
	if count(t, app, `SELECT count(*) FROM password_resets WHERE used_at IS NOT NULL`) != 1 {
		t.Fatal("used token not marked used")
	}
}

func TestResetTokenUsedTwiceAtOnce(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	eve := app.Employee("Eve")
	token := requestReset(t, app, eve.Email)
	passwords := []string{"first-password", "second-password"}
	codes := make([]string, 2)
	var wg sync.WaitGroup
	for i, p := range passwords {
		wg.Go(func() { codes[i] = app.GQL("", resetOp, map[string]any{"t": token, "p": p}).Code() })
	}
	wg.Wait()
	winner := -1
	for i, c := range codes {
		if c == "" {
			winner = i
		}
	}
	if winner < 0 || codes[1-winner] != "BAD_USER_INPUT" {
		t.Fatalf("codes = %q, want one success and one BAD_USER_INPUT", codes)
	}
	loginOp := `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }`
	app.MustGQL("", loginOp, map[string]any{"e": eve.Email, "p": passwords[winner]})
	if r := app.GQL("", loginOp, map[string]any{"e": eve.Email, "p": passwords[1-winner]}); r.Code() != "BAD_USER_INPUT" {
		t.Fatalf("the losing password works too: %s", r.Raw)
	}
}

func TestResetMailsPerAccountCapped(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	eve := app.Employee("Eve")
	for i := range 5 {
		if requestReset(t, app, eve.Email) == "" {
			t.Fatalf("request %d sent no mail", i+1)
		}
		app.Clock.Advance(time.Minute)
	}
	if requestReset(t, app, eve.Email) != "" {
		t.Fatal("a sixth link within the hour was mailed")
	}
	app.Clock.Advance(56 * time.Minute)
	if requestReset(t, app, eve.Email) == "" {
		t.Fatal("no link once the hour has passed")
	}
	// Expired links are purged as requests come in.
	app.Clock.Advance(3 * time.Hour)
	requestReset(t, app, eve.Email)
	if n := count(t, app, `SELECT count(*) FROM password_resets`); n != 1 {
		t.Fatalf("%d reset rows kept, want only the live one", n)
	}
}

func TestChangePasswordTwiceAtOnce(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	eve := app.Employee("Eve")
	const op = `mutation($c: String!, $n: String!) { changeMyPassword(currentPassword: $c, newPassword: $n) { token } }`
	results := make([]apptest.GQLResult, 2)
	var wg sync.WaitGroup
	for i := range results {
		wg.Go(func() {
			results[i] = app.GQL(eve.Token, op, map[string]any{"c": eve.Password, "n": "changed-" + strconv.Itoa(i)})
		})
	}
	wg.Wait()
	winner := -1
	for i, r := range results {
		if r.Code() == "" {
			winner = i
		}
	}
	// The loser finds its token retired, or (when it read the password after the
	// winner committed) its "current" password no longer current.
	if winner < 0 {
		t.Fatalf("results = %s / %s, want one success", results[0].Raw, results[1].Raw)
	}
	if loser := results[1-winner]; loser.Code() != "UNAUTHENTICATED" &&
		!(loser.Code() == "BAD_USER_INPUT" && loser.Errors[0].Message == "Current password is incorrect.") {
		t.Fatalf("results = %s / %s, want one success and one refusal", results[0].Raw, results[1].Raw)
	}
	fresh := results[winner].Data["changeMyPassword"].(map[string]any)["token"].(string)
	app.MustGQL(fresh, `{ me { id } }`, nil)
	loginOp := `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }`
	app.MustGQL("", loginOp, map[string]any{"e": eve.Email, "p": "changed-" + strconv.Itoa(winner)})
	if r := app.GQL("", loginOp, map[string]any{"e": eve.Email, "p": "changed-" + strconv.Itoa(1-winner)}); r.Code() != "BAD_USER_INPUT" {
		t.Fatalf("the losing password works: %s", r.Raw)
	}
}
