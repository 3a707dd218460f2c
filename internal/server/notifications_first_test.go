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
	token := tokenFor(t, app, domain.RoleEmployee)
	me := app.do(t, "GET", "/api/auth", map[string]string{"x-auth-token": token}, nil)
	var id int64
	fmt.Sscan(fmt.Sprint(me.body["_id"]), &id)
	for n := range 7 {
		if err := app.store.Q().InsertNotifications(context.Background(), []int64{id}, fmt.Sprintf("note %d", n), "/schedule"); err != nil {
			t.Fatal(err)
		}
	}
	ask := func(query string) (messages []string, errs string) {
		t.Helper()
		body, _ := json.Marshal(map[string]string{"query": query})
		res := app.do(t, "POST", "/graphql", map[string]string{"Authorization": "Bearer " + token, "Content-Type": "application/json"}, strings.NewReader(string(body)))
		var out struct {
			Data *struct {
				Notifications []struct{ Message string } `json:"notifications"`
			} `json:"data"`
			Errors []struct {
				Message    string         `json:"message"`
				Extensions map[string]any `json:"extensions"`
			} `json:"errors"`
		}
		if err := json.Unmarshal([]byte(res.raw), &out); err != nil {
			t.Fatalf("%s: %v", res.raw, err)
		}
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
