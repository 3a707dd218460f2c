package apptest

import "testing"

func TestRegisterAndLogin(t *testing.T) {
	app := New(t)
	m := app.Manager("Mia Manager")
	data := app.MustGQL(m.Token, `{ me { id name email role } }`, nil)
	me := data["me"].(map[string]any)
	if me["id"] != m.ID || me["role"] != "MANAGER" || me["email"] != m.Email {
		t.Fatalf("me = %v", me)
	}
	res := app.Do("GET", "/api/auth", m.Token, nil)
	if res.Status != 200 || res.Obj()["_id"] != m.ID || res.Obj()["role"] != "manager" {
		t.Fatalf("GET /api/auth = %d %s", res.Status, res.Raw)
	}
}
