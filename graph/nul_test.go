package graph_test

import (
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/domain"
)

// A NUL character in any String input (a variable, a field of an input object, or a
// literal in the document) is BAD_USER_INPUT with a sentence, never INTERNAL, and never
// reaches a resolver.
func TestNULInStringInputIsBadUserInput(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ann := app.Employee("Ann")
	mia := app.Manager("Mia")
	reg := func(name, password string) map[string]any {
		return vars("in", map[string]any{"name": name, "email": "bob@example.com", "password": password, "role": "EMPLOYEE"})
	}
	tests := []struct {
		name, token, query string
		vars               map[string]any
	}{
		{"ErrRegisterName", "", registerOp, reg("Bo\x00b", "secret123")},
		{"ErrRegisterPassword", "", registerOp, reg("Bob", "secret\x00123")},
		{"ErrLoginEmail", "", loginOp, vars("e", "ann@example.com\x00", "p", "secret123")},
		{"ErrLoginPassword", "", loginOp, vars("e", "ann@example.com", "p", "secret123\x00")},
		{"ErrForgotPasswordEmail", "", forgotOp, vars("e", "ann@example.com\x00")},
		{"ErrResetToken", "", resetOp, vars("t", "abc\x00", "p", "secret123")},
		{"ErrRenameLiteral", ann.Token, `mutation { updateMyName(name: "Ann\u0000Lee") { id name } }`, nil},
		{"ErrTimeOffReason", ann.Token, `mutation($r: String) { requestTimeOff(date: "2026-12-01", reason: $r) { id } }`, vars("r", "dentist\x00")},
		{"ErrEventTitle", mia.Token, `mutation($in: CreateEventInput!) { createEvent(input: $in) { id } }`,
			vars("in", map[string]any{"date": "2026-12-01", "title": "Team\x00", "type": "MEETING"})},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			apptest.Want(t, app.GQL(tc.token, tc.query, tc.vars), "BAD_USER_INPUT", domain.MsgNUL)
		})
	}
	if d := app.MustGQL(ann.Token, meOp, nil); d["me"].(map[string]any)["name"] != "Ann" {
		t.Errorf("me = %v", d["me"])
	}
}
