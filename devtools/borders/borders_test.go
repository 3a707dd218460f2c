package borders

import (
	"bufio"
	"bytes"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

const module = "github.com/shiftsched/shiftsched"

// goList runs go list in the module's root and returns its lines.
func goList(t *testing.T, args ...string) []string {
	t.Helper()
	cmd := exec.Command("go", append([]string{"list"}, args...)...)
	cmd.Dir = "../.."
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list %v: %v", args, err)
	}
	return strings.Fields(string(out))
}

// rulePackages are the packages that hold the product's rules: the domains and the
// change kernel beneath them.
var rulePackages = []string{"./internal/service", "./internal/integrations", "./internal/timeclock", "./internal/autofill", "./internal/availability", "./internal/market", "./internal/accounts", "./internal/audittrail", "./internal/reports", "./internal/personaldata", "./internal/leave", "./internal/labour", "./internal/change"}

// The rules answer in domain values; HTTP and the caches in front of the reads belong to
// the doors, which call the rules, never the other way round.
func TestServiceReachesNeitherHTTPNorTheCaches(t *testing.T) {
	forbidden := map[string]bool{
		"net/http":                     true,
		module + "/internal/readcache": true,
		module + "/internal/pollcache": true,
		module + "/internal/server":    true,
		module + "/internal/rest":      true,
		module + "/graph":              true,
		module + "/internal/delivery":  true, // holds the webhook HTTP client
	}
	for _, pkg := range rulePackages {
		for _, dep := range goList(t, "-deps", pkg) {
			if forbidden[dep] {
				t.Errorf("%s depends on %s (go list -deps %s)", pkg, dep, pkg)
			}
		}
	}
}

// The change kernel records what a change did (audit, notifications, webhook events);
// it decides nothing, so it imports no domain: the domains import it. Besides the
// storage and the texts, it knows the workplace's calendar (workzone, which imports
// only domain), for the frame every domain's service stands on (change.Frame).
func TestTheChangeKernelImportsNoDomain(t *testing.T) {
	allowed := map[string]bool{}
	for _, p := range []string{"domain", "store", "emails", "i18n", "workzone"} {
		allowed[module+"/internal/"+p] = true
	}
	for _, imp := range goList(t, "-f", `{{join .Imports " "}}`, "./internal/change") {
		if strings.HasPrefix(imp, module+"/") && !allowed[imp] {
			t.Errorf("internal/change imports %s", imp)
		}
	}
}

// The domains that left internal/service sit beside it on the change kernel: the service
// may read their rules (audittrail.English for the summaries it stores), never the
// other way round, so the next domain to leave can go without pulling them back in.
// integrations: tokens, webhooks, persisted queries, calendar feeds; timeclock: the
// clock, timesheets and payroll; accounts: sign-in, password resets, set-up, invitations
// (the service names their limits and audits a deleted account as they do); audittrail:
// reading the audit trail; reports: the hours report, which reads the time clock's
// timesheet entry (timeclock.EntryOf); labour: labour rules, whose evaluation the week's
// conflict engine calls (labour.Evaluate), never the other way round.
func TestTheDomainsBesideTheServiceDoNotImportIt(t *testing.T) {
	for _, pkg := range []string{"./internal/integrations", "./internal/timeclock", "./internal/accounts", "./internal/audittrail", "./internal/reports", "./internal/personaldata", "./internal/leave", "./internal/labour"} {
		for _, dep := range goList(t, "-deps", pkg) {
			if dep == module+"/internal/service" {
				t.Errorf("%s depends on internal/service (go list -deps %s)", pkg, pkg)
			}
		}
	}
}

// Auto-fill plans from and writes to the week's drafts through the week's own rules, so
// it imports internal/service's exported API (autofill.Drafts); the week never calls
// auto-fill, and an import back would make a cycle of the package that left.
func TestTheServiceDoesNotImportAutoFill(t *testing.T) {
	for _, dep := range goList(t, "-deps", "./internal/service") {
		if dep == module+"/internal/autofill" {
			t.Errorf("internal/service depends on internal/autofill (go list -deps ./internal/service)")
		}
	}
}

// Time off, availability and preferences ask the week's rules for one thing, settling the
// shifts an approval clashes with (and a preference's shift type), through an interface
// they declare (availability.Schedule) that the service implements; the week's rules read
// time off from the store, never through availability. An import either way would let
// the next change tie the two back into one package, or into a cycle.
func TestAvailabilityAndTheServiceImportNeitherTheOther(t *testing.T) {
	for _, pair := range [][2]string{{"availability", "service"}, {"service", "availability"}} {
		from, to := "./internal/"+pair[0], module+"/internal/"+pair[1]
		for _, dep := range goList(t, "-deps", from) {
			if dep == to {
				t.Errorf("%s depends on %s (go list -deps %s)", from, to, from)
			}
		}
	}
}

// Time off asks the leave domain what an approval deducts and a cancellation restores
// through an interface it declares (availability.Leave) that leave.Service implements;
// the leave domain reads requests from the store. An import either way would tie the two
// domains back together.
func TestLeaveAndTimeOffImportNeitherTheOther(t *testing.T) {
	for _, pair := range [][2]string{{"leave", "availability"}, {"availability", "leave"}} {
		from, to := "./internal/"+pair[0], module+"/internal/"+pair[1]
		for _, dep := range goList(t, "-deps", from) {
			if dep == to {
				t.Errorf("%s depends on %s (go list -deps %s)", from, to, from)
			}
		}
	}
}

// The shift market asks the week's rules (conflicts, where a shift goes, how notices name
// it, and the cascade of a shift moving away, which publishing runs too) through an
// interface it declares (market.Schedule) that the service implements; the week's rules
// read and cancel swaps, open shifts and claims in the store, never through the market.
// An import either way would let the next change tie the two back into one package, or
// into a cycle.
func TestTheMarketAndTheServiceImportNeitherTheOther(t *testing.T) {
	for _, pair := range [][2]string{{"market", "service"}, {"service", "market"}} {
		from, to := "./internal/"+pair[0], module+"/internal/"+pair[1]
		for _, dep := range goList(t, "-deps", from) {
			if dep == to {
				t.Errorf("%s depends on %s (go list -deps %s)", from, to, from)
			}
		}
	}
}

// Permissions decide; they do not change anything or call the rules that do: they read
// the store and speak the domain's words, and the rules ask them, never the other way round.
func TestPermissionsReadTheStoreAndNothingElseOfOurs(t *testing.T) {
	allowed := map[string]bool{module + "/internal/domain": true, module + "/internal/store": true}
	for _, imp := range goList(t, "-f", `{{join .Imports " "}}`, "./internal/permission") {
		if strings.HasPrefix(imp, module+"/") && !allowed[imp] {
			t.Errorf("internal/permission imports %s", imp)
		}
	}
}

// The domain is the vocabulary every package shares: it imports only the standard library.
func TestDomainImportsNothingOfOurs(t *testing.T) {
	for _, imp := range goList(t, "-f", `{{join .Imports " "}}`, "./internal/domain") {
		if strings.HasPrefix(imp, module+"/") {
			t.Errorf("internal/domain imports %s", imp)
		}
	}
}

// The auto-scheduler's core is data in, assignments out: tested and benchmarked alone, it
// reaches no database, no network, and nothing of ours but the domain.
func TestTheAutoSchedulerCoreIsPure(t *testing.T) {
	for _, dep := range goList(t, "-deps", "./internal/autoschedule/...") {
		ours := strings.HasPrefix(dep, module+"/")
		if (ours && !strings.HasPrefix(dep, module+"/internal/autoschedule") && dep != module+"/internal/domain") ||
			strings.HasPrefix(dep, "net") || strings.HasPrefix(dep, "database/") || strings.HasPrefix(dep, "os/exec") {
			t.Errorf("internal/autoschedule depends on %s (go list -deps ./internal/autoschedule/...)", dep)
		}
	}
}

// maxFuncLines is the longest a function in internal/ may be, its signature and closing
// brace included.
const maxFuncLines = 80

// longFuncs are the functions allowed past maxFuncLines for now, by file and name; the
// test fails for an entry that is no longer long, so the list only shrinks. Add none.
var longFuncs = map[string]bool{}

// Long functions are hard to read and to change safely: split them into named steps.
func TestNoFunctionInInternalIsLongerThan80Lines(t *testing.T) {
	fset := token.NewFileSet()
	var long []string
	err := filepath.WalkDir("../../internal", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		src, err := os.ReadFile(path)
		if err != nil || generated(src) {
			return err
		}
		f, err := parser.ParseFile(fset, path, src, 0)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel("../..", path)
		for _, decl := range f.Decls {
			fn, ok := decl.(*ast.FuncDecl)
			if !ok || fn.Body == nil {
				continue
			}
			n := fset.Position(fn.End()).Line - fset.Position(fn.Pos()).Line + 1
			name := rel + ": " + funcName(fn)
			if n > maxFuncLines && !longFuncs[name] {
				long = append(long, fmt.Sprintf("%s is %d lines", name, n))
			}
			if n <= maxFuncLines && longFuncs[name] {
				t.Errorf("%s is %d lines now: take it off longFuncs", name, n)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(long)
	for _, l := range long {
		t.Errorf("%s, over %d: split it", l, maxFuncLines)
	}
}

// generated reports whether a file carries Go's "Code generated ... DO NOT EDIT." line.
func generated(src []byte) bool {
	sc := bufio.NewScanner(bytes.NewReader(src))
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "package ") {
			return false
		}
		if strings.HasPrefix(line, "// Code generated ") && strings.HasSuffix(line, " DO NOT EDIT.") {
			return true
		}
	}
	return false
}

// funcName is Name or Type.Name for a method.
func funcName(fn *ast.FuncDecl) string {
	if fn.Recv == nil || len(fn.Recv.List) == 0 {
		return fn.Name.Name
	}
	t := fn.Recv.List[0].Type
	if s, ok := t.(*ast.StarExpr); ok {
		t = s.X
	}
	if g, ok := t.(*ast.IndexExpr); ok {
		t = g.X
	}
	if id, ok := t.(*ast.Ident); ok {
		return id.Name + "." + fn.Name.Name
	}
	return fn.Name.Name
}
