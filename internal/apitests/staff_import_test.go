package apitests_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/store"
)

const (
	previewImportQ = `query($c: String!) { previewStaffImport(csv: $c) { problemCount rows { line name email role positions locations ruleSet problems } } }`
	importStaffM   = `mutation($c: String!) { importStaff(csv: $c) { problemCount invitations { id email role } } }`
)

// problemsByLine returns each previewed row's problems, by line.
func problemsByLine(t *testing.T, data map[string]any) map[int]string {
	t.Helper()
	out := map[int]string{}
	for _, r := range data["previewStaffImport"].(map[string]any)["rows"].([]any) {
		row := r.(map[string]any)
		var ps []string
		for _, p := range row["problems"].([]any) {
			ps = append(ps, p.(string))
		}
		out[int(row["line"].(float64))] = strings.Join(ps, " ")
	}
	return out
}

func TestAStaffFileWithBadRowsWritesNothingAndReportsEachRow(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	mustPosition(app, mia.Token, "Cook")
	file := "\uFEFFName,E-mail,Role,Positions,Locations,Rule set\n" +
		"Ann Able,ann@example.com,employee,Cook,Main location,\n" + // 2: fine
		"Bo Baker,bo@example.com,,Cook;Baker,Main location,\n" + // 3: unknown position
		"Cy Cole,ANN@example.com,manager,,,\n" + // 4: the same address as line 2
		"Di Dole," + eve.Email + ",employee,,Annex,\n" + // 5: has an account; unknown location
		"Ed \"the\" Eel,ed@example.com,employee,,,\n" + // 6: malformed
		"Flo,flo@example.com\n" + // 7: too few fields
		",,owner,,,Night contract\n" // 8: no name, bad role, a rule set (no e-mail is fine)
	want := map[int]string{
		2: "",
		3: `There is no position named "Baker".`,
		4: "The e-mail ANN@example.com is also on line 2.",
		5: eve.Email + ` already has an account.`,
		6: "This line is not valid CSV",
		7: "This line has 2 fields; the header has 6.",
		8: "Name is required.",
	}
	got := problemsByLine(t, app.MustGQL(mia.Token, previewImportQ, map[string]any{"c": file}))
	for line, w := range want {
		if p, ok := got[line]; !ok || (w == "" && p != "") || !strings.Contains(p, w) {
			t.Errorf("line %d: problems %q, want %q", line, p, w)
		}
	}
	for _, w := range []string{`There is no location named "Annex".`, `The role "owner" is neither employee nor manager.`, `There is no rule set named "Night contract".`} {
		if !strings.Contains(got[5]+got[8], w) {
			t.Errorf("lines 5 and 8 do not say %q: %q, %q", w, got[5], got[8])
		}
	}
	apptest.Want(t, app.GQL(mia.Token, importStaffM, map[string]any{"c": file}), "BAD_USER_INPUT", "")
	var invitations int
	if err := app.Store.DB.Get(&invitations, `SELECT count(*) FROM invitations`); err != nil {
		t.Fatal(err)
	}
	var people int
	if err := app.Store.DB.Get(&people, `SELECT count(*) FROM users WHERE joined_at IS NULL`); err != nil {
		t.Fatal(err)
	}
	if n := outboxCount(t, app, "true"); n != 0 || invitations != 0 || people != 0 {
		t.Fatalf("a refused import wrote %d invitations, %d people and %d e-mails", invitations, people, n)
	}

	t.Run("ErrTheFileAsAWhole", func(t *testing.T) {
		apptest.Want(t, app.GQL(mia.Token, previewImportQ, map[string]any{"c": ""}), "BAD_USER_INPUT", "The file is empty: its first line names the columns (name, e-mail, role, positions, locations, rule set).")
		apptest.Want(t, app.GQL(mia.Token, previewImportQ, map[string]any{"c": "name,email,team\n"}), "BAD_USER_INPUT",
			`The column "team" is unknown: the columns are name, e-mail, role, positions, locations and rule set.`)
		apptest.Want(t, app.GQL(mia.Token, previewImportQ, map[string]any{"c": "name,role\n"}), "BAD_USER_INPUT", `The file needs a column "e-mail" (the first line names the columns).`)
		apptest.Want(t, app.GQL(mia.Token, previewImportQ, map[string]any{"c": "name,email\n"}), "BAD_USER_INPUT", "The file has no people: add a line for each under the header.")
		apptest.Want(t, app.GQL(mia.Token, previewImportQ, map[string]any{"c": "name,email\n" + strings.Repeat("a,b\n", 1001)}), "BAD_USER_INPUT",
			"The file has more than 1000 people: split it into several files.")
		apptest.Want(t, app.GQL(mia.Token, previewImportQ, map[string]any{"c": "name,email\n" + strings.Repeat("x", 256<<10)}), "BAD_USER_INPUT",
			"The file is too big: at most 256 KB.")
	})
	t.Run("ErrStaffMayNotImport", func(t *testing.T) {
		apptest.Want(t, app.GQL(eve.Token, previewImportQ, map[string]any{"c": file}), "FORBIDDEN", "")
		apptest.Want(t, app.GQL(eve.Token, importStaffM, map[string]any{"c": file}), "FORBIDDEN", "")
	})
}

// staffFile is a header and n people, every one a Cook at the Main location.
func staffFile(n int) string {
	var b strings.Builder
	b.WriteString("name,email,role,positions,locations,rule set\r\n")
	for i := range n {
		fmt.Fprintf(&b, "\"Person, %03d\",p%d@example.com,employee,Cook,Main location,\r\n", i, i)
	}
	return b.String()
}

// importStatements imports a file of n people and returns the statements it ran.
func importStatements(t *testing.T, n int) int64 {
	t.Helper()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	mustPosition(app, mia.Token, "Cook")
	ctx := context.Background()
	actor, err := app.Sessions.Authenticate(ctx, mia.Token)
	if err != nil {
		t.Fatal(err)
	}
	cctx, counter := store.WithCounter(ctx)
	start := time.Now()
	got, err := app.Accounts.ImportStaff(cctx, actor, staffFile(n))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("importing %d people took %v", n, time.Since(start))
	var invitations int
	if err := app.Store.DB.Get(&invitations, `SELECT count(*) FROM invitations WHERE cardinality(position_ids) = 1 AND cardinality(location_ids) = 1`); err != nil {
		t.Fatal(err)
	}
	if len(got.Invitations) != n || invitations != n || outboxCount(t, app, "kind = 'email'") != n {
		t.Fatalf("imported %d of %d people (%d invitations with their position and location)", len(got.Invitations), n, invitations)
	}
	return counter.Statements()
}

func TestAGood500RowFileImportsInOneTransactionWithAFixedNumberOfStatements(t *testing.T) {
	t.Parallel()
	small, big := importStatements(t, 5), importStatements(t, 500)
	t.Logf("statements per import: 5 people %d, 500 people %d", small, big)
	// BEGIN, the structure, the addresses in use, the invitations, the e-mails, the
	// audit entries with the webhook deliveries, COMMIT.
	if small != big || big > 7 {
		t.Fatalf("statements: 5 people %d, 500 people %d; want the same, at most 7", small, big)
	}
}

func TestAcceptingAnImportedInvitationGivesThePositionsAndLocations(t *testing.T) {
	t.Parallel()
	app, smtp := smtpApp(t)
	mia := app.Manager("Mia Manager")
	mustPosition(app, mia.Token, "Cook")
	waiter := mustPosition(app, mia.Token, "Waiter")
	app.MustGQL(mia.Token, importStaffM, map[string]any{"c": "email,name,positions,locations\nann@example.com,Ann Able,waiter | cook,Main location\n"})
	token := invitationToken(t, app, smtp, "ann@example.com")
	acc := app.MustGQL("", acceptMutation, map[string]any{"t": token, "n": "Ann Able", "p": "secret123"})["acceptInvitation"].(map[string]any)
	ann := acc["user"].(map[string]any)["id"]
	w := app.MustGQL(mia.Token, workplacesQ, map[string]any{"u": []any{ann}})["personWorkplaces"].([]any)[0].(map[string]any)
	ps := w["positions"].([]any)
	var primary any
	for _, p := range ps {
		if p.(map[string]any)["primary"] == true {
			primary = p.(map[string]any)["positionId"]
		}
	}
	if len(ps) != 2 || primary != waiter || len(w["locationIds"].([]any)) != 1 {
		t.Fatalf("Ann's workplace after accepting: %v", w)
	}
}

func TestAnImportedPersonWhoAcceptsFollowsTheFilesRuleSet(t *testing.T) {
	t.Parallel()
	app, smtp := smtpApp(t)
	mia := app.Manager("Mia Manager")
	part := app.MustGQL(mia.Token, `mutation { saveRuleSet(input: {name: "Part time", periodKind: MONTH, maxHours: {value: 4800, severity: BLOCK}}) { id } }`,
		nil)["saveRuleSet"].(map[string]any)["id"]
	file := "name,email,rule set\nAnn Able,ann@example.com, part TIME \nBo Baker,bo@example.com,Nights\nCy Cole,cy@example.com,\n"
	got := problemsByLine(t, app.MustGQL(mia.Token, previewImportQ, map[string]any{"c": file}))
	if got[2] != "" || got[3] != `There is no rule set named "Nights".` || got[4] != "" {
		t.Fatalf("preview problems by line: %v", got)
	}
	app.MustGQL(mia.Token, importStaffM, map[string]any{"c": strings.Replace(file, "Nights", "", 1)})
	for _, who := range []struct {
		email, name string
		want        any
	}{{"ann@example.com", "Ann Able", part}, {"cy@example.com", "Cy Cole", nil}} {
		token := invitationToken(t, app, smtp, who.email)
		app.MustGQL("", acceptMutation, map[string]any{"t": token, "n": who.name, "p": "secret123"})
		var ruleSet *string
		if err := app.Store.DB.Get(&ruleSet, `SELECT rule_set_id::text FROM users WHERE email = $1`, who.email); err != nil {
			t.Fatal(err)
		}
		if (who.want == nil) != (ruleSet == nil) || (ruleSet != nil && *ruleSet != who.want) {
			t.Errorf("%s follows rule set %v, want %v", who.name, ruleSet, who.want)
		}
	}
}
