package personaldata_test

import (
	"archive/zip"
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/apptest"
)

// fixture gives person a shift, a time record with a break, an approved timesheet, a
// push device, a calendar feed, an API token, a PIN, time off and a notification, each
// with a secret the export must leave out.
func fixture(t *testing.T, app *apptest.App, person apptest.User) {
	t.Helper()
	for _, s := range []string{
		`INSERT INTO schedules (week_starting) VALUES ('2026-11-27') ON CONFLICT DO NOTHING`,
		`INSERT INTO shifts (schedule_id, day_key, shift_date, user_id, start_minute, end_minute)
		 SELECT id, 'saturday', '2026-11-28', $1::bigint, 540, 1020 FROM schedules WHERE week_starting = '2026-11-27'`,
		`INSERT INTO time_records (user_id, clock_in_at, clock_out_at, source, clock_out_source, no_shift)
		 VALUES ($1::bigint, '2026-11-20 09:00Z', '2026-11-20 17:00Z', 'device', 'device', true)`,
		`INSERT INTO time_breaks (record_id, started_at, ended_at) SELECT id, '2026-11-20 12:00Z', '2026-11-20 12:30Z' FROM time_records WHERE user_id = $1::bigint`,
		`INSERT INTO timesheet_approvals (user_id, period_start, period_end, approved_at) VALUES ($1::bigint, '2026-11-13', '2026-11-19', '2026-11-20 18:00Z')`,
		`INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, device_name, created_at, last_used_at, host)
		 VALUES ($1::bigint, 'https://push.example/SECRET-ENDPOINT-' || $1::bigint::text, 'SECRET-P256DH', 'SECRET-AUTH', 'Phone', now(), now(), 'push.example')`,
		`INSERT INTO labour_consents (user_id, shift_id, kind, after_date, after_start, after_end, pay_date, premium_name, premium_cents, priced)
		 VALUES ($1::bigint, 1, 'MOVED', '2026-11-28', 600, 1080, '2026-11-28', 'Predictability pay', 2000, true)`,
		`INSERT INTO calendar_feeds (user_id, scope, token_hash, created_at, modified_at) VALUES ($1::bigint, 'own', 'SECRET-FEED-HASH-' || $1::bigint::text, now(), now())`,
		`INSERT INTO api_tokens (user_id, name, secret_hash, hint, scopes, role) VALUES ($1::bigint, 'Script', ('SECRET-TOKEN-' || $1::bigint::text)::bytea, 'SECRET-HINT', '{}', 'employee')`,
		`INSERT INTO user_pins (user_id, pin_hash, set_at) VALUES ($1::bigint, 'SECRET-PIN-HASH', now())`,
		`INSERT INTO pto_requests (user_id, request_date, reason) VALUES ($1::bigint, '2026-12-10', 'Dentist visit')`,
		`INSERT INTO notifications (user_id, message, link) VALUES ($1::bigint, 'Your week is out', '/schedule')`,
		`INSERT INTO leave_profiles (user_id, starts_on, minutes_per_week) VALUES ($1::bigint, '2024-04-01', 1800)`,
		`INSERT INTO leave_ledger (user_id, leave_type_id, effective_on, kind, amount, reason)
		 SELECT $1::bigint, id, '2026-11-02', 'adjustment', 850, 'Dentist recovery' FROM leave_types WHERE kind = 'annual'`,
	} {
		var args []any
		if strings.Contains(s, "$1") {
			args = append(args, person.ID)
		}
		if _, err := app.Store.DB.Exec(s, args...); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
}

var secrets = []string{"SECRET-", "$2a$"} // the fixture's secrets, and bcrypt hashes

// download GETs path with token (none: "") and returns the status and the archive's files.
func download(t *testing.T, app *apptest.App, path, token string) (int, map[string]string) {
	t.Helper()
	req, _ := http.NewRequest("GET", app.URL+path, nil)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	if res.StatusCode != 200 {
		return res.StatusCode, map[string]string{"body": string(body)}
	}
	if cd := res.Header.Get("Content-Disposition"); !strings.HasPrefix(cd, `attachment; filename="personal-data-`) {
		t.Fatalf("Content-Disposition %q", cd)
	}
	zr, err := zip.NewReader(bytes.NewReader(body), int64(len(body)))
	if err != nil {
		t.Fatalf("not a ZIP: %v", err)
	}
	files := map[string]string{}
	for _, f := range zr.File {
		r, _ := f.Open()
		b, _ := io.ReadAll(r)
		files[f.Name] = string(b)
	}
	return 200, files
}

func count(t *testing.T, app *apptest.App, query string, args ...any) int {
	t.Helper()
	var n int
	if err := app.Store.DB.Get(&n, query, args...); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	return n
}

const exportM = `mutation($u: ID!) { exportPersonalData(userId: $u) { url expiresAt } }`
const eraseM = `mutation($u: ID!) { erasePersonalData(userId: $u) { userId name keptYears } }`
const deleteM = `mutation($u: ID!) { deleteUser(id: $u) { message } }`

func TestExportHoldsThePersonsDataAndNoSecret(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia, emp := app.Manager("Mia Manager"), app.Employee("Emp Person")
	fixture(t, app, emp)
	fixture(t, app, mia)

	st, files := download(t, app, "/exports/personal-data/"+emp.ID, emp.Token)
	if st != 200 {
		t.Fatalf("own export: %d %v", st, files)
	}
	for name, want := range map[string]string{"profile.json": `"Emp Person"`, "shifts.json": `"2026-11-28"`,
		"shifts.csv": "2026-11-28,saturday,09:00,17:00", "time_records.csv": "2026-11-20T09:00:00Z,2026-11-20T17:00:00Z,30,device",
		"timesheets.json": `"2026-11-13"`, "time_off.json": "Dentist visit", "notifications.json": "Your week is out",
		"push_devices.json": `"Phone"`, "calendar_feeds.json": `"own"`, "api_tokens.json": `"Script"`, "audit_entries.json": "account.register",
		"leave_ledger.json": `"reason": "Dentist recovery"`, "leave_balances.json": `"balanceToday": 8.5`, "leave_profile.json": `"minutesPerWeek": 1800`,
		"labour_consents.json": `"premium": "Predictability pay"`} {
		if !strings.Contains(files[name], want) {
			t.Errorf("%s lacks %s:\n%s", name, want, files[name])
		}
	}
	for name, body := range files {
		for _, s := range secrets {
			if strings.Contains(body, s) {
				t.Errorf("%s holds a secret (%s):\n%s", name, s, body)
			}
		}
		if strings.Contains(body, "Mia Manager") && name != "audit_entries.json" && name != "about.json" {
			t.Errorf("%s tells of someone else:\n%s", name, body)
		}
	}

	// An employee gets only their own; nobody signed in gets nothing.
	if st, _ := download(t, app, "/exports/personal-data/"+mia.ID, emp.Token); st != 403 {
		t.Errorf("an employee exporting a manager: %d, want 403", st)
	}
	if st, _ := download(t, app, "/exports/personal-data/"+emp.ID, ""); st != 401 {
		t.Errorf("no session: %d, want 401", st)
	}
	if st, _ := download(t, app, "/exports/personal-data/abc", emp.Token); st != 400 {
		t.Errorf("bad id: %d, want 400", st)
	}

	// A manager's one-time link downloads without a header, once.
	url := app.MustGQL(mia.Token, exportM, map[string]any{"u": emp.ID})["exportPersonalData"].(map[string]any)["url"].(string)
	if st, files := download(t, app, url, ""); st != 200 || !strings.Contains(files["shifts.json"], "2026-11-28") {
		t.Fatalf("link: %d %v", st, files["shifts.json"])
	}
	if st, _ := download(t, app, url, ""); st != 404 {
		t.Errorf("link used twice: %d, want 404", st)
	}
	apptest.Want(t, app.GQL(emp.Token, exportM, map[string]any{"u": mia.ID}), "FORBIDDEN", "")

	// Who exported whom: emp themself, Mia's link, Mia's download.
	if n := count(t, app, `SELECT count(*) FROM audit_log WHERE action = 'personal_data.export' AND object_id = $1`, emp.ID); n != 2 {
		t.Errorf("%d export entries, want 2", n)
	}
	if n := count(t, app, `SELECT count(*) FROM audit_log WHERE action = 'personal_data.export' AND actor_id = $1 AND object_id = $2`, mia.ID, emp.ID); n != 1 {
		t.Errorf("Mia's download is not hers in the trail (%d)", n)
	}
}

// A manager limited to the Kitchen neither exports nor erases a former Bar employee.
func TestALocationManagerReachesOnlyTheirPeople(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia, lou := app.Manager("Mia Manager"), app.Manager("Lou Kitchen")
	bob, kim := app.Employee("Bob Bar"), app.Employee("Kim Cook")
	if _, err := app.Store.DB.Exec(`INSERT INTO locations (name) VALUES ('Kitchen'), ('Bar')`); err != nil {
		t.Fatal(err)
	}
	for _, s := range [][2]string{
		{`INSERT INTO user_locations (user_id, location_id) SELECT $1, id FROM locations WHERE name = 'Bar'`, bob.ID},
		{`INSERT INTO user_locations (user_id, location_id) SELECT $1, id FROM locations WHERE name = 'Kitchen'`, kim.ID},
		{`INSERT INTO manager_locations (user_id, location_id) SELECT $1, id FROM locations WHERE name = 'Kitchen'`, lou.ID},
	} {
		if _, err := app.Store.DB.Exec(s[0], s[1]); err != nil {
			t.Fatal(err)
		}
	}
	app.MustGQL(mia.Token, deleteM, map[string]any{"u": bob.ID})
	app.MustGQL(mia.Token, deleteM, map[string]any{"u": kim.ID})

	if st, _ := download(t, app, "/exports/personal-data/"+bob.ID, lou.Token); st != 403 {
		t.Errorf("Lou exporting Bob: %d, want 403", st)
	}
	apptest.Want(t, app.GQL(lou.Token, exportM, map[string]any{"u": bob.ID}), "FORBIDDEN", "")
	apptest.Want(t, app.GQL(lou.Token, eraseM, map[string]any{"u": bob.ID}), "FORBIDDEN", "")
	former := app.MustGQL(lou.Token, `{ formerStaff { name erased } }`, nil)["formerStaff"].([]any)
	if len(former) != 1 || former[0].(map[string]any)["name"] != "Kim Cook" {
		t.Errorf("Lou's former staff: %v, want Kim alone", former)
	}
	// Kim worked in Lou's Kitchen.
	if st, _ := download(t, app, "/exports/personal-data/"+kim.ID, lou.Token); st != 200 {
		t.Errorf("Lou exporting Kim: %d", st)
	}
	d := app.MustGQL(lou.Token, eraseM, map[string]any{"u": kim.ID})["erasePersonalData"].(map[string]any)
	if d["name"] != "Erased person #"+kim.ID || d["keptYears"] != float64(6) {
		t.Errorf("erasure %v", d)
	}
	if n := count(t, app, `SELECT count(*) FROM users WHERE id = $1 AND erased_at IS NULL AND name = 'Bob Bar'`, bob.ID); n != 1 {
		t.Error("Bob was touched")
	}
}

func TestErasureReplacesKeepsAndRemovesWhatItSays(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia, max, emp := app.Manager("Mia Manager"), app.Manager("Max Manager"), app.Employee("Emp Person")
	fixture(t, app, emp)
	app.MustGQL(mia.Token, `mutation($u: ID!) { setPersonWorkplace(input: {userId: $u, positions: [], locationIds: []}) { userId } }`, map[string]any{"u": emp.ID})
	// Entries about other things that name them: their clock-in and out.
	for _, a := range []string{"CLOCK_IN", "CLOCK_OUT"} {
		app.MustGQL(emp.Token, `mutation($a: ClockAction!) { clock(action: $a) { id } }`, map[string]any{"a": a})
	}

	apptest.Want(t, app.GQL(mia.Token, eraseM, map[string]any{"u": emp.ID}), "CONFLICT",
		"Only a former employee can be erased: delete this person first.")
	apptest.Want(t, app.GQL(mia.Token, eraseM, map[string]any{"u": mia.ID}), "BAD_USER_INPUT", "You cannot erase your own personal data.")
	apptest.Want(t, app.GQL(emp.Token, eraseM, map[string]any{"u": mia.ID}), "FORBIDDEN", "")
	apptest.Want(t, app.GQL(mia.Token, eraseM, map[string]any{"u": "99999"}), "NOT_FOUND", "")
	app.MustGQL(max.Token, deleteM, map[string]any{"u": mia.ID})
	apptest.Want(t, app.GQL(max.Token, eraseM, map[string]any{"u": mia.ID}), "FORBIDDEN", "The workplace's owner cannot be erased.")

	app.MustGQL(max.Token, deleteM, map[string]any{"u": emp.ID})
	// Something about emp that is not about deleting them: the export.
	if st, _ := download(t, app, "/exports/personal-data/"+emp.ID, max.Token); st != 200 {
		t.Fatalf("export of a former employee: %d", st)
	}
	if _, err := app.Store.DB.Exec(`UPDATE users SET birth_date = '2001-02-03' WHERE id = $1`, emp.ID); err != nil {
		t.Fatal(err)
	}
	d := app.MustGQL(max.Token, eraseM, map[string]any{"u": emp.ID})["erasePersonalData"].(map[string]any)
	if d["name"] != "Erased person #"+emp.ID {
		t.Fatalf("erasure %v", d)
	}
	apptest.Want(t, app.GQL(max.Token, eraseM, map[string]any{"u": emp.ID}), "CONFLICT", "This person's personal data was erased already.")

	// Replaced.
	var u struct {
		Name, Email string
		Hash        *string `db:"password_hash"`
		Birth       *string `db:"birth_date"`
	}
	if err := app.Store.DB.Get(&u, `SELECT name, email, password_hash, birth_date::text FROM users WHERE id = $1`, emp.ID); err != nil {
		t.Fatal(err)
	}
	if u.Name != "Erased person #"+emp.ID || u.Email != "erased-"+emp.ID+"@erased.invalid" || u.Hash != nil || u.Birth != nil {
		t.Errorf("after erasure the person reads %+v", u)
	}
	// Removed.
	for _, table := range []string{"push_subscriptions", "calendar_feeds", "api_tokens", "user_pins", "notifications", "pto_requests", "invitations"} {
		if n := count(t, app, `SELECT count(*) FROM `+table+` WHERE user_id = $1`, emp.ID); n != 0 {
			t.Errorf("%s keeps %d rows of the erased person", table, n)
		}
	}
	// Kept: what payroll law keeps, and the roster's history.
	for table, want := range map[string]int{"time_records": 2, "timesheet_approvals": 1, "shifts": 0, "leave_ledger": 1, "leave_profiles": 0} {
		if n := count(t, app, `SELECT count(*) FROM `+table+` WHERE user_id = $1`, emp.ID); n != want {
			t.Errorf("%s keeps %d rows, want %d", table, n, want)
		}
	}
	// The ledger keeps its numbers, as payroll records, without the words.
	if n := count(t, app, `SELECT count(*) FROM leave_ledger WHERE user_id = $1 AND amount = 850 AND reason = '-'`, emp.ID); n != 1 {
		t.Errorf("the erased person's ledger row: %d with its amount and no reason, want 1", n)
	}
	trailReadsErased(t, app, max, emp)
	// Their export now holds only what was kept, under the new name.
	st, files := download(t, app, "/exports/personal-data/"+emp.ID, max.Token)
	if st != 200 || !strings.Contains(files["time_records.csv"], "2026-11-20") {
		t.Fatalf("export after erasure: %d %v", st, files["time_records.csv"])
	}
	for name, body := range files {
		if strings.Contains(body, "Emp Person") || strings.Contains(body, emp.Email) || strings.Contains(body, "Dentist") || strings.Contains(body, "2001-02-03") {
			t.Errorf("after erasure %s still holds what was erased:\n%s", name, body)
		}
	}
	// They can no longer sign in.
	apptest.Want(t, app.GQL("", `mutation($e: String!) { login(email: $e, password: "secret123") { token } }`, map[string]any{"e": emp.Email}), "BAD_USER_INPUT", "Invalid credentials")
}

// trailReadsErased checks the audit trail as manager reads it: the entries by and about
// the erased person still point at them, and none holds their name or e-mail.
func trailReadsErased(t *testing.T, app *apptest.App, manager, emp apptest.User) {
	t.Helper()
	// The trail: entries about them still point at them, and read as erased.
	page := app.MustGQL(manager.Token, `{ auditLog(first: 100) { entries { action objectId summary before after actor { name } } } }`, nil)
	entries := page["auditLog"].(map[string]any)["entries"].([]any)
	about := 0
	for _, e := range entries {
		e := e.(map[string]any)
		text := e["summary"].(string) + " " + str(e["before"]) + " " + str(e["after"]) + fmt.Sprint(e["actor"])
		if strings.Contains(text, "Emp Person") || strings.Contains(text, emp.Email) {
			t.Errorf("audit entry %s still names the erased person: %s", e["action"], text)
		}
		if e["objectId"] == emp.ID {
			about++
			if e["action"] == "user.delete" && !strings.Contains(e["summary"].(string), "Erased person #"+emp.ID) {
				t.Errorf("the deletion reads %q", e["summary"])
			}
		}
	}
	clocked := 0
	for _, e := range entries {
		if strings.HasPrefix(e.(map[string]any)["action"].(string), "time_record.") {
			clocked++
		}
	}
	if clocked != 2 {
		t.Errorf("%d clock entries in the trail, want 2", clocked)
	}
	if about < 4 { // register, set workplace, delete, export, erase
		t.Errorf("%d entries about the erased person, want at least 4", about)
	}
}

func str(v any) string {
	if v == nil {
		return ""
	}
	s, _ := v.(string)
	return s
}

func TestRetentionRemovesKeptRecordsOnlyAfterThePeriod(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia, emp, stay := app.Manager("Mia Manager"), app.Employee("Emp Person"), app.Employee("Stay Employee")
	fixture(t, app, emp)
	fixture(t, app, stay)
	app.MustGQL(mia.Token, deleteM, map[string]any{"u": emp.ID})
	app.MustGQL(mia.Token, eraseM, map[string]any{"u": emp.ID})
	ctx := context.Background()

	apptest.Want(t, app.GQL(mia.Token, `mutation { setPersonalDataRetentionYears(years: 0) }`, nil), "BAD_USER_INPUT", "")
	apptest.Want(t, app.GQL(emp.Token, `mutation { setPersonalDataRetentionYears(years: 2) }`, nil), "UNAUTHENTICATED", "")
	app.MustGQL(mia.Token, `mutation { setPersonalDataRetentionYears(years: 2) }`, nil)
	if y := app.MustGQL(mia.Token, `{ personalDataRetentionYears }`, nil)["personalDataRetentionYears"]; y != float64(2) {
		t.Fatalf("retention %v, want 2", y)
	}

	// The record is of 2026-11-20: two years on, a day before, it stays.
	app.Clock.Set(time.Date(2028, 11, 19, 12, 0, 0, 0, time.UTC))
	if r, a, err := app.PersonalData.RemoveExpiredRecords(ctx); err != nil || r != 0 || a != 0 {
		t.Fatalf("before the period: removed %d records, %d timesheets, %v", r, a, err)
	}
	// Two instances run the job at once: each row goes once.
	app.Clock.Set(time.Date(2028, 11, 21, 12, 0, 0, 0, time.UTC))
	var records, approvals atomic.Int64
	var wg sync.WaitGroup
	for range 2 {
		wg.Go(func() {
			r, a, err := app.PersonalData.RemoveExpiredRecords(ctx)
			if err != nil {
				t.Error(err)
			}
			records.Add(r)
			approvals.Add(a)
		})
	}
	wg.Wait()
	if records.Load() != 1 || approvals.Load() != 1 {
		t.Fatalf("after the period: removed %d records, %d timesheets", records.Load(), approvals.Load())
	}
	if n := count(t, app, `SELECT count(*) FROM leave_ledger WHERE user_id = $1`, emp.ID); n != 0 {
		t.Errorf("%d leave ledger rows of the erased person kept past the period", n)
	}
	if n := count(t, app, `SELECT count(*) FROM leave_ledger WHERE user_id = $1`, stay.ID); n != 1 {
		t.Errorf("%d leave ledger rows of someone not erased, want 1", n)
	}
	if r, a, err := app.PersonalData.RemoveExpiredRecords(ctx); err != nil || r != 0 || a != 0 {
		t.Fatalf("a second run: removed %d records, %d timesheets, %v", r, a, err)
	}
	// Someone not erased keeps theirs, however old.
	if n := count(t, app, `SELECT count(*) FROM time_records WHERE user_id = $1`, stay.ID); n != 1 {
		t.Errorf("a current employee's records: %d, want 1", n)
	}
	if n := count(t, app, `SELECT count(*) FROM audit_log WHERE action = 'personal_data.retention'`); n != 1 {
		t.Errorf("%d retention entries, want 1", n)
	}
}
