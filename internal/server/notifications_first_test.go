package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// The home screen asks for the latest few unread notifications (first) of what can be
// hundreds; the poll's document and the same document with and without first, each
// asked twice (the second from the caches), keep their own answers, and a negative
// first is refused with a sentence.
func TestFirstAsksForTheNewestUnreadNotificationsOnly(t *testing.T) {
	t.Parallel()
	app := newApp(t, nil)
	token := employeeWithNotes(t, app, 7)
	ask := func(query string) (messages []string, errs string) {
		t.Helper()
		out := askAs(t, app, token, query)
		if len(out.Errors) > 0 {
			return nil, fmt.Sprint(out.Errors[0].Extensions["code"], ": ", out.Errors[0].Message)
		}
		for _, n := range out.Data.Notifications {
			messages = append(messages, n.Message)
		}
		return messages, ""
	}
	for range 2 {
		if all, _ := ask(`query Notifications { notifications { id message } }`); len(all) != 7 || all[0] != "note 6" {
			t.Errorf("the poll: %v", all)
		}
		if few, _ := ask(`query Notifications { notifications(first: 3) { id message } }`); strings.Join(few, ",") != "note 6,note 5,note 4" {
			t.Errorf("first 3: %v", few)
		}
		if none, _ := ask(`{ notifications(first: 0) { message } me { name } }`); len(none) != 0 {
			t.Errorf("first 0: %v", none)
		}
		if more, _ := ask(`{ notifications(first: 50) { message } }`); len(more) != 7 {
			t.Errorf("first 50: %v", more)
		}
	}
	if _, err := ask(`{ notifications(first: -1) { message } }`); !strings.HasPrefix(err, "BAD_USER_INPUT: first must be 0 or more") {
		t.Errorf("first -1: %q", err)
	}
}

// The bell's poll asks how many are unread and lists only the newest few; the count is
// the user's own, served again from the poll cache, and follows a notification read.
func TestTheBellCountsEveryUnreadNotificationWhileListingAFew(t *testing.T) {
	t.Parallel()
	app := newApp(t, nil)
	token := employeeWithNotes(t, app, 4)
	other := tokenFor(t, app, domain.RoleEmployee)
	const poll = `query Notifications { unreadNotificationCount notifications(first: 2) { id message link createdAt } }`
	count := func(token string) (int, []string) {
		t.Helper()
		out := askAs(t, app, token, poll)
		if len(out.Errors) > 0 || out.Data == nil {
			t.Fatalf("errors: %+v", out.Errors)
		}
		var ids []string
		for _, n := range out.Data.Notifications {
			ids = append(ids, n.ID)
		}
		return out.Data.UnreadNotificationCount, ids
	}
	var newest []string
	for range 2 {
		n, ids := count(token)
		if n != 4 || len(ids) != 2 {
			t.Fatalf("count %d, listed %v; want 4 and two", n, ids)
		}
		newest = ids
	}
	if n, ids := count(other); n != 0 || len(ids) != 0 {
		t.Errorf("another person: count %d, listed %v; want none", n, ids)
	}
	if out := askAs(t, app, token, `mutation { markNotificationRead(id: "`+newest[0]+`") { read } }`); len(out.Errors) > 0 {
		t.Fatalf("mark read: %+v", out.Errors)
	}
	if n, ids := count(token); n != 3 || len(ids) != 2 || ids[0] != newest[1] {
		t.Errorf("after reading the newest: count %d, listed %v; want 3, starting %s", n, ids, newest[1])
	}
}

// employeeWithNotes signs up an employee with notes unread notifications, "note 0"
// oldest, and returns their token.
func employeeWithNotes(t *testing.T, app *testApp, notes int) string {
	t.Helper()
	token := tokenFor(t, app, domain.RoleEmployee)
	me := app.do(t, "GET", "/api/auth", map[string]string{"x-auth-token": token}, nil)
	var id int64
	fmt.Sscan(fmt.Sprint(me.body["_id"]), &id)
	for n := range notes {
		if err := app.store.Q().InsertNotifications(context.Background(), []int64{id}, fmt.Sprintf("note %d", n), "/schedule"); err != nil {
			t.Fatal(err)
		}
	}
	return token
}

type notificationsAnswer struct {
	Data *struct {
		Notifications []struct {
			ID      string `json:"id"`
			Message string `json:"message"`
		} `json:"notifications"`
		UnreadNotificationCount int `json:"unreadNotificationCount"`
	} `json:"data"`
	Errors []struct {
		Message    string         `json:"message"`
		Extensions map[string]any `json:"extensions"`
	} `json:"errors"`
}

// askAs posts one GraphQL query as the bearer of token.
func askAs(t *testing.T, app *testApp, token, query string) notificationsAnswer {
	t.Helper()
	body, _ := json.Marshal(map[string]string{"query": query})
	res := app.do(t, "POST", "/graphql", map[string]string{"Authorization": "Bearer " + token, "Content-Type": "application/json"}, strings.NewReader(string(body)))
	var out notificationsAnswer
	if err := json.Unmarshal([]byte(res.raw), &out); err != nil {
		t.Fatalf("%s: %v", res.raw, err)
	}
	return out
}
