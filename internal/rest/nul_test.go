package rest_test

import (
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/domain"
)

// A NUL character (PostgreSQL cannot store it) anywhere in a body, a path or a query
// answers 400 with a sentence, never 500, and never reaches the database.
func TestNULInTextIsBadRequest(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ann := app.Employee("Ann")
	mia := app.Manager("Mia")
	tests := []struct {
		name, method, path string
		token              string
		body               any
	}{
		{"ErrRegisterName", "POST", "/api/auth/register", "", map[string]any{"name": "Bo\x00b", "email": "bob@example.com", "password": "secret123", "role": "employee"}},
		{"ErrRegisterPassword", "POST", "/api/auth/register", "", map[string]any{"name": "Bob", "email": "bob@example.com", "password": "secret\x00123", "role": "employee"}},
		{"ErrLoginEmail", "POST", "/api/auth/login", "", map[string]any{"email": "ann@example.com\x00", "password": "secret123"}},
		{"ErrForgotPasswordEmail", "POST", "/api/auth/forgot-password", "", map[string]any{"email": "\x00ann@example.com"}},
		{"ErrRenameRaw", "PUT", "/api/users/me/details", ann.Token, `{"name": "Ann\u0000Lee"}`},
		{"ErrTimeOffReason", "POST", "/api/pto", ann.Token, map[string]any{"date": "2026-12-01", "reason": "dentist\x00"}},
		{"ErrEventTitle", "POST", "/api/calendar-events", mia.Token, map[string]any{"date": "2026-12-01", "title": "Team\x00", "type": "MEETING"}},
		{"ErrScheduleDayKey", "POST", "/api/schedules", mia.Token, map[string]any{"weekStarting": "2026-11-27", "days": map[string]any{"fri\x00day": []any{}}}},
		{"ErrSwapID", "POST", "/api/swaps", ann.Token, map[string]any{"shiftA": map[string]any{"id": "1\x00"}, "shiftB": map[string]any{"id": "2"}, "targetUser": map[string]any{"_id": "3"}}},
		{"ErrQuery", "GET", "/api/schedules/week?date=2026-11-20%00", ann.Token, nil},
		{"ErrPathID", "PUT", "/api/notifications/read/1%00", ann.Token, nil},
		{"ErrPathToken", "POST", "/api/auth/reset-password/abc%00def", "", map[string]any{"newPassword": "secret123"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			apptest.Want(t, app.Do(tc.method, tc.path, tc.token, tc.body), 400, domain.MsgNUL)
		})
	}
	// Nothing was stored: Ann keeps her name, and Bob has no account.
	if res := app.Do("GET", "/api/auth", ann.Token, nil); res.Obj()["name"] != "Ann" {
		t.Errorf("Ann is now %v", res.Obj()["name"])
	}
	apptest.Want(t, app.Do("POST", "/api/auth/login", "", map[string]any{"email": "bob@example.com", "password": "secret\x00123"}), 400, "")
}
