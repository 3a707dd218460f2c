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
	} {
		if _, err := st.DB.Exec(stmt); err == nil {
			t.Errorf("%s: allowed", stmt)
		}
	}
	var n int
	if err := owner.Get(&n, `SELECT count(*) FROM audit_log WHERE summary = 'written'`); err != nil || n != 1 {
		t.Fatalf("%d entries as written (%v)", n, err)
	}
}
