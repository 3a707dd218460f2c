package store_test

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"strings"
	"testing"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/shiftsched/shiftsched/devtools/dbtest"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/store"
)

// appRoleGrants are the privileges SECURITY.md gives the role the server runs as when
// another role owns the tables ({app} is its name).
const appRoleGrants = `
GRANT USAGE ON SCHEMA public TO {app};
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO {app};
REVOKE UPDATE, DELETE ON audit_log FROM {app};
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO {app};`

// The audit trigger stops the application's own statements; a role that owns the table
// (or a superuser) can still switch it off. Run as a role that does not own the tables,
// the server starts, writes audit entries, and can neither rewrite them nor switch the
// trigger off.
func TestAppRoleThatDoesNotOwnTheTablesCannotRewriteTheAuditTrail(t *testing.T) {
	t.Parallel()
	url := dbtest.NewURL(t)
	if strings.Contains(url, "://") {
		t.Skip("the test connects as another role by key=value options only")
	}
	owner, err := sqlx.Open("postgres", url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { owner.Close() })
	b := make([]byte, 6)
	rand.Read(b)
	app, password := "shiftsched_app_"+hex.EncodeToString(b), hex.EncodeToString(b)+"pw"
	if _, err := owner.Exec(`CREATE ROLE ` + app + ` LOGIN PASSWORD '` + password + `'`); err != nil {
		t.Skipf("cannot create a role here: %v", err)
	}
	t.Cleanup(func() {
		owner.Exec(`DROP OWNED BY ` + app)
		owner.Close()
		admin, err := sqlx.Open("postgres", dbtest.AdminURL(t))
		if err == nil {
			admin.Exec(`DROP ROLE IF EXISTS ` + app)
			admin.Close()
		}
	})
	if _, err := owner.Exec(strings.ReplaceAll(appRoleGrants, "{app}", app)); err != nil {
		t.Fatal(err)
	}

	ctx := context.Background()
	st, err := store.Open(ctx, url+" user="+app+" password="+password)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	if err := store.Migrate(ctx, st.DB); err != nil {
		t.Fatalf("the server could not start as %s: %v", app, err)
	}
	err = st.InTx(ctx, func(q store.Q) error {
		return q.InsertAudit(ctx, []domain.AuditEntry{{At: time.Now(), Action: "test.write", ObjectType: "test", Summary: "written"}})
	})
	if err != nil {
		t.Fatalf("writing an audit entry: %v", err)
	}
	for _, stmt := range []string{
		`UPDATE audit_log SET summary = 'rewritten'`,
		`DELETE FROM audit_log`,
		`TRUNCATE audit_log`,
		`ALTER TABLE audit_log DISABLE TRIGGER audit_log_immutable`,
		`SET session_replication_role = replica`,
		// The switch erasure's function sets does not lend the role a privilege.
		`SET shiftsched.erasing = 'on'; UPDATE audit_log SET summary = 'rewritten'`,
	} {
		if _, err := st.DB.Exec(stmt); err == nil {
			t.Errorf("%s: allowed", stmt)
		}
	}
	var n int
	if err := owner.Get(&n, `SELECT count(*) FROM audit_log WHERE summary = 'written'`); err != nil || n != 1 {
		t.Fatalf("%d entries as written (%v)", n, err)
	}

	// Erasing a person rewrites the words of their entries, through the function that
	// runs as the owner, and nothing else of them; the trigger stands again after it.
	err = st.InTx(ctx, func(q store.Q) error {
		return q.InsertAudit(ctx, []domain.AuditEntry{{At: time.Now(), Action: "time_record.clock_in", ObjectType: "time_record", ObjectID: "7",
			Summary: "Clocked in Old Name", After: []byte(`{"userName": "Old Name", "email": "old@example.com"}`)}})
	})
	if err != nil {
		t.Fatal(err)
	}
	err = st.InTx(ctx, func(q store.Q) error {
		n, err := q.EraseAuditWords(ctx, 99, "Old Name", "old@example.com", "Erased person #99", "erased-99@erased.invalid")
		if err != nil || n != 1 {
			t.Errorf("erase_audit_words as %s: %d entries, %v", app, n, err)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	var e struct {
		Summary, After, Action, ObjectID string
	}
	if err := owner.Get(&e, `SELECT summary, after::text AS after, action, object_id AS objectid FROM audit_log WHERE object_id = '7'`); err != nil {
		t.Fatal(err)
	}
	if e.Summary != "Clocked in Erased person #99" || e.After != `{"email": "erased-99@erased.invalid", "userName": "Erased person #99"}` || e.Action != "time_record.clock_in" {
		t.Errorf("after erasure the entry reads %+v", e)
	}
	tx, err := owner.Beginx()
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	if _, err := tx.Exec(`SELECT erase_audit_words(98, 'Nobody', '', 'Erased person #98', 'e@erased.invalid')`); err != nil {
		t.Fatal(err)
	}
	if _, err := tx.Exec(`UPDATE audit_log SET summary = 'rewritten'`); err == nil {
		t.Error("after erase_audit_words the trail stays open to rewriting")
	}
}
