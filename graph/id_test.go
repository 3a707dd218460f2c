package graph_test

import (
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
)

// An ID may be sent as a string or an integer (variables or literal); zero and
// negative ids are invalid input, never looked up. Found by FuzzUnmarshalID.
func TestIDScalarAcceptsIntegersAndRefusesNonPositive(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ann := app.Employee("Ann")
	const byVar = `mutation($id: ID!) { markNotificationRead(id: $id) { id } }`
	apptest.Want(t, app.GQL(ann.Token, byVar, vars("id", "5")), "NOT_FOUND", "")
	apptest.Want(t, app.GQL(ann.Token, byVar, vars("id", 5)), "NOT_FOUND", "")
	apptest.Want(t, app.GQL(ann.Token, `mutation { markNotificationRead(id: 5) { id } }`, nil), "NOT_FOUND", "")
	apptest.Want(t, app.GQL(ann.Token, `mutation { markNotificationRead(id: -5) { id } }`, nil), "BAD_USER_INPUT", `"-5" is not a valid id.`)
	apptest.Want(t, app.GQL(ann.Token, `mutation { markNotificationRead(id: 0) { id } }`, nil), "BAD_USER_INPUT", `"0" is not a valid id.`)
	apptest.Want(t, app.GQL(ann.Token, byVar, vars("id", -5)), "BAD_USER_INPUT", `"-5" is not a valid id.`)
}
