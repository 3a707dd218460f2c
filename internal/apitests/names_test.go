package apitests_test

// Issue 22, LOW 8: names cannot carry control characters into feeds and e-mails.

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/domain"
)

const msgNameControl = "Name cannot contain line breaks, tabs or other control characters."

func TestNamesRefuseControlCharacters(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	app.MustGQL(mia.Token, inviteMutation, map[string]any{"e": "ann@example.com", "r": "EMPLOYEE"})
	link := capturedInvitation(t, app, "ann@example.com")
	const registerOp = `mutation($in: RegisterInput!) { register(input: $in) { id } }`
	for i, bad := range []string{"Eve\rEarly", "Eve\nEarly", "Eve\r\nEarly", "Eve\tEarly", "Eve\x1bEarly", "Eve\x7fEarly",
		"Eve\u0085Early", "Eve\u009bEarly", "Eve\u2028Early", "Eve\u2029Early"} {
		t.Run(fmt.Sprintf("Err%q", bad), func(t *testing.T) {
			email := fmt.Sprintf("bad%d@example.com", i)
			apptest.Want(t, app.Do("POST", "/api/auth/register", "", map[string]any{"name": bad, "email": email, "password": "secret123", "role": "employee"}), 400, msgNameControl)
			apptest.Want(t, app.GQL("", registerOp, map[string]any{"in": map[string]any{"name": bad, "email": email, "password": "secret123", "role": "EMPLOYEE"}}),
				"BAD_USER_INPUT", msgNameControl)
			apptest.Want(t, app.Do("PUT", "/api/users/me/details", mia.Token, map[string]any{"name": bad}), 400, msgNameControl)
			apptest.Want(t, app.GQL(mia.Token, `mutation($n: String!) { updateMyName(name: $n) { id } }`, map[string]any{"n": bad}), "BAD_USER_INPUT", msgNameControl)
			apptest.Want(t, app.GQL("", acceptMutation, map[string]any{"t": link, "n": bad, "p": "secret123"}), "BAD_USER_INPUT", msgNameControl)
		})
	}
	t.Run("OKOrdinaryNamesStillWork", func(t *testing.T) {
		app.MustGQL(mia.Token, `mutation($n: String!) { updateMyName(name: $n) { id } }`, map[string]any{"n": "  Mia O'Neill-Ünal 李  "})
		app.MustGQL("", acceptMutation, map[string]any{"t": link, "n": "Ann Able", "p": "secret123"})
	})
}

// lines splits text on every character that some parser may take for a line end.
func lines(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r == '\r' || r == '\n' || r == '\u2028' || r == '\u2029' || r == '\u0085' })
}

func TestStoredNamesCannotForgeFeedsOrEmails(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	mustShift(t, app, eve, "2026-11-25", "09:00", "17:00")
	// Names stored before names were checked.
	const forgedEvent = "Eve\rEND:VEVENT\rBEGIN:VEVENT\rUID:forged@evil\rSUMMARY:Forged\u2028DTSTART:20261126T090000"
	mustExec(t, app, `UPDATE users SET name = $2 WHERE id = $1`, eve.ID, forgedEvent)
	mustExec(t, app, `UPDATE users SET name = $2 WHERE id = $1`, mia.ID, "Mia\r\nOpen http://evil.example/login now\n")

	t.Run("OKFeed", func(t *testing.T) {
		url := app.MustGQL(mia.Token, enableFeed, map[string]any{"s": "WORKPLACE"})["enableCalendarFeed"].(string)
		res, body := getFeed(t, app, url)
		if res.StatusCode != 200 {
			t.Fatalf("GET = %d", res.StatusCode)
		}
		if rest := strings.ReplaceAll(body, "\r\n", ""); strings.ContainsAny(rest, "\r\n\u2028\u2029") {
			t.Errorf("a line break other than CRLF in the feed:\n%q", body)
		}
		for _, l := range lines(body) {
			if strings.HasPrefix(l, "UID:forged") || strings.HasPrefix(l, "SUMMARY:Forged") || strings.HasPrefix(l, "DTSTART:2026") {
				t.Errorf("forged line %q in the feed:\n%q", l, body)
			}
		}
	})
	t.Run("OKEmails", func(t *testing.T) {
		app.MustGQL(mia.Token, inviteMutation, map[string]any{"e": "ann@example.com", "r": "EMPLOYEE"})
		capturedInvitation(t, app, "ann@example.com")
		requestReset(t, app, mia.Email)
		sent := app.Mail.Sent()
		if len(sent) < 2 {
			t.Fatalf("%d e-mails", len(sent))
		}
		for _, m := range sent {
			if strings.Contains(m.Body, "\r") {
				t.Errorf("a CR in the text of %q:\n%q", m.Subject, m.Body)
			}
			for _, l := range lines(m.Body) {
				if strings.HasPrefix(strings.TrimSpace(l), "Open http://evil.example") {
					t.Errorf("a name made its own line in %q:\n%q", m.Subject, m.Body)
				}
			}
		}
	})
}

// Issue 41, LOW 11: a name carrying a direction control (U+202E RIGHT-TO-LEFT OVERRIDE
// and its kin) shows as something else in lists and audit sentences: "Eve" + U+202E +
// "reganaM" reads as "EveManager". Every name and title that lists and audit sentences
// show refuses them with one sentence, at both doors.
func TestNamesRefuseDirectionControls(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	loc := app.MustGQL(mia.Token, `mutation { saveLocation(input: {name: "Kitchen"}) { id } }`, nil)["saveLocation"].(map[string]any)["id"]
	app.MustGQL(mia.Token, inviteMutation, map[string]any{"e": "ann@example.com", "r": "EMPLOYEE"})
	link := capturedInvitation(t, app, "ann@example.com")
	const registerOp = `mutation($in: RegisterInput!) { register(input: $in) { id } }`
	const msg = domain.MsgDirectionControl
	for i, c := range []rune{'\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C'} {
		bad := "Eve " + string(c) + "reganaM"
		t.Run(fmt.Sprintf("ErrU+%04X", c), func(t *testing.T) {
			email := fmt.Sprintf("bidi%d@example.com", i)
			apptest.Want(t, app.Do("POST", "/api/auth/register", "", map[string]any{"name": bad, "email": email, "password": "secret123", "role": "employee"}), 400, msg)
			apptest.Want(t, app.GQL("", registerOp, map[string]any{"in": map[string]any{"name": bad, "email": email, "password": "secret123", "role": "EMPLOYEE"}}), "BAD_USER_INPUT", msg)
			apptest.Want(t, app.Do("PUT", "/api/users/me/details", mia.Token, map[string]any{"name": bad}), 400, msg)
			apptest.Want(t, app.GQL(mia.Token, `mutation($n: String!) { updateMyName(name: $n) { id } }`, map[string]any{"n": bad}), "BAD_USER_INPUT", msg)
			apptest.Want(t, app.GQL("", acceptMutation, map[string]any{"t": link, "n": bad, "p": "secret123"}), "BAD_USER_INPUT", msg)
			n := map[string]any{"n": bad}
			for op, q := range map[string]string{
				"saveLocation":   `mutation($n: String!) { saveLocation(input: {name: $n}) { id } }`,
				"savePosition":   `mutation($n: String!) { savePosition(input: {name: $n, colour: "#ff8800"}) { id } }`,
				"saveShiftType":  `mutation($n: String!) { saveShiftType(input: {name: $n, startTime: "06:00", endTime: "14:00"}) { id } }`,
				"saveRuleSet":    `mutation($n: String!) { saveRuleSet(input: {name: $n, periodKind: MONTH}) { id } }`,
				"saveTemplate":   `mutation($n: String!) { saveTemplate(name: $n, weekStarting: "2026-11-27") { id } }`,
				"createEvent":    `mutation($n: String!) { createEvent(input: {date: "2026-12-01", title: $n, type: MEETING}) { id } }`,
				"createKiosk":    fmt.Sprintf(`mutation($n: String!) { createKiosk(locationId: %q, name: $n) { secret } }`, loc),
				"createApiToken": `mutation($n: String!) { createApiToken(input: {name: $n, scopes: ["schedule:read"]}) { secret } }`,
			} {
				res := app.GQL(mia.Token, q, n)
				if res.Code() != "BAD_USER_INPUT" || !strings.Contains(string(res.Raw), msg) {
					t.Errorf("%s: %s", op, res.Raw)
				}
			}
			preview := app.MustGQL(mia.Token, `query($c: String!) { previewStaffImport(csv: $c) { rows { problems } } }`,
				map[string]any{"c": "name,email\n" + bad + ",eve" + email + "\n"})
			if b, _ := json.Marshal(preview); !strings.Contains(string(b), msg) {
				t.Errorf("staff import: %s", b)
			}
		})
	}
	t.Run("OKRightToLeftNamesStillWork", func(t *testing.T) {
		app.MustGQL(mia.Token, `mutation($n: String!) { updateMyName(name: $n) { id } }`, map[string]any{"n": "מיה כהן"})
		app.MustGQL(mia.Token, `mutation($n: String!) { saveLocation(input: {name: $n}) { id } }`, map[string]any{"n": "مطبخ"})
	})
}
