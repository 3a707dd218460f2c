package rest_test

import (
	"strings"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/apptest"
)

// nestedUser is a publish body whose one shift's user is an object nested depth times:
// {"_id": {"_id": … "7" … }}.
func nestedUser(depth int) string {
	user := strings.Repeat(`{"_id":`, depth) + `"7"` + strings.Repeat(`}`, depth)
	return `{"weekStarting":"2026-11-27","days":{"friday":[{"user":` + user + `,"startTime":"09:00","endTime":"17:00"}]}}`
}

func TestPublishChecksTheRoleBeforeReadingTheBody(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	staff := app.Employee("Sam")
	boss := app.Manager("Boss")
	body := nestedUser(10000) // about 70 KiB
	if len(body) < 70_000 {
		t.Fatalf("body is %d bytes", len(body))
	}

	t.Run("ErrStaffNestedBody", func(t *testing.T) {
		start := time.Now()
		apptest.Want(t, app.Do("POST", "/api/schedules", staff.Token, body), 403, "Access denied: Managers only")
		t.Logf("70 KiB nested body from staff refused in %v", time.Since(start))
	})
	t.Run("ErrStaffMalformedBody", func(t *testing.T) {
		apptest.Want(t, app.Do("POST", "/api/schedules", staff.Token, `{"days": [`), 403, "Access denied: Managers only")
	})
	t.Run("ErrManagerNestedBody", func(t *testing.T) {
		start := time.Now()
		res := app.Do("POST", "/api/schedules", boss.Token, body)
		t.Logf("70 KiB nested body from a manager answered in %v", time.Since(start))
		if res.Status != 400 {
			t.Fatalf("got %d %s", res.Status, res.Raw)
		}
	})
	t.Run("OKUserAsObject", func(t *testing.T) {
		body := `{"weekStarting":"2026-11-27","days":{"friday":[{"user":{"_id":"` + staff.ID + `","name":"x"},"startTime":"09:00","endTime":"17:00"}]}}`
		if res := app.Do("POST", "/api/schedules", boss.Token, body); res.Status != 200 {
			t.Fatalf("got %d %s", res.Status, res.Raw)
		}
	})
}
