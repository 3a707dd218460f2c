package borders

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// maxMainFuncLines is the longest a function of cmd/shiftsched may be, its signature and
// closing brace included: main reads as the list of parts being wired.
const maxMainFuncLines = 60

// maxTestSleeps is how many pauses the Go tests may hold: a test waits on the condition
// a pause stands for, and the few left say, in a comment above them, why none exists.
const maxTestSleeps = 3

// goFiles parses the Go files under dir (relative to the module's root) that keep
// passes, with their comments, and calls each with its path from the root.
func goFiles(t *testing.T, dir string, keep func(rel string) bool, each func(rel string, fset *token.FileSet, f *ast.File)) {
	t.Helper()
	skipDirs := map[string]bool{".git": true, "client": true, "node_modules": true, ".data": true, "testdata": true}
	err := filepath.WalkDir(filepath.Join("../..", dir), func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if skipDirs[d.Name()] {
				return filepath.SkipDir
			}
			return nil
		}
		rel, _ := filepath.Rel("../..", path)
		rel = filepath.ToSlash(rel)
		if !strings.HasSuffix(rel, ".go") || !keep(rel) {
			return nil
		}
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, path, nil, parser.ParseComments)
		if err != nil {
			return err
		}
		each(rel, fset, f)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// importName is the name f refers to the package at path by, "" when it does not import it.
func importName(f *ast.File, path string) string {
	for _, imp := range f.Imports {
		if p, _ := strconv.Unquote(imp.Path.Value); p == path {
			if imp.Name != nil {
				return imp.Name.Name
			}
			return path[strings.LastIndex(path, "/")+1:]
		}
	}
	return ""
}

// uses returns the lines on which f names pkg.name for each name in names (a call or
// the function as a value), pkg being the package at path.
func uses(fset *token.FileSet, f *ast.File, path string, names ...string) map[int]string {
	pkg := importName(f, path)
	found := map[int]string{}
	if pkg == "" || pkg == "_" {
		return found
	}
	ast.Inspect(f, func(n ast.Node) bool {
		sel, ok := n.(*ast.SelectorExpr)
		if !ok {
			return true
		}
		if x, ok := sel.X.(*ast.Ident); ok && x.Name == pkg {
			for _, name := range names {
				if sel.Sel.Name == name {
					found[fset.Position(sel.Pos()).Line] = path + "." + name
				}
			}
		}
		return true
	})
	return found
}

func notTest(rel string) bool { return !strings.HasSuffix(rel, "_test.go") }

// The command is the composition root: configuration, database and migrations,
// services, workers, HTTP, stop. Each step lives in the package that owns it, and a
// function of the command that grows past a screen is doing a package's work.
func TestTheCommandIsWiringOnly(t *testing.T) {
	var long []string
	var sawMain bool
	goFiles(t, "cmd/shiftsched", notTest, func(rel string, fset *token.FileSet, f *ast.File) {
		sawMain = sawMain || rel == "cmd/shiftsched/main.go"
		for _, decl := range f.Decls {
			fn, ok := decl.(*ast.FuncDecl)
			if !ok || fn.Body == nil {
				continue
			}
			if n := fset.Position(fn.End()).Line - fset.Position(fn.Pos()).Line + 1; n > maxMainFuncLines {
				long = append(long, fmt.Sprintf("%s: %s is %d lines, over %d: move the work into the package that owns it", rel, funcName(fn), n, maxMainFuncLines))
			}
		}
	})
	if !sawMain {
		t.Error("cmd/shiftsched/main.go not found")
	}
	sort.Strings(long)
	for _, l := range long {
		t.Error(l)
	}
}

// The environment is read in one place, internal/config, as a table of options with
// defaults that a test covers: a variable read anywhere else is undocumented and
// unchecked.
func TestOnlyConfigReadsTheEnvironment(t *testing.T) {
	keep := func(rel string) bool {
		return notTest(rel) && !strings.HasPrefix(rel, "internal/config/")
	}
	for _, dir := range []string{"internal", "cmd/shiftsched"} {
		goFiles(t, dir, keep, func(rel string, fset *token.FileSet, f *ast.File) {
			found := uses(fset, f, "os", "Getenv", "LookupEnv", "Environ", "ExpandEnv")
			lines := make([]int, 0, len(found))
			for line := range found {
				lines = append(lines, line)
			}
			sort.Ints(lines)
			for _, line := range lines {
				t.Errorf("%s:%d: %s: read the variable in internal/config", rel, line, found[line])
			}
		})
	}
}

// A test that pauses passes on an idle machine and fails on a busy one, and is slow on
// both: it waits on the condition instead (devtools/wait, a channel, a lock seen in
// pg_stat_activity, an injected clock). The few pauses left say why no condition exists,
// in a comment on the line above.
func TestTestsWaitOnConditionsNotTimes(t *testing.T) {
	var sleeps []string
	goFiles(t, ".", func(rel string) bool { return strings.HasSuffix(rel, "_test.go") }, func(rel string, fset *token.FileSet, f *ast.File) {
		commentEnds := map[int]bool{}
		for _, c := range f.Comments {
			commentEnds[fset.Position(c.End()).Line] = true
		}
		for line := range uses(fset, f, "time", "Sleep") {
			sleeps = append(sleeps, fmt.Sprintf("%s:%d", rel, line))
			if !commentEnds[line-1] {
				t.Errorf("%s:%d: a pause (Sleep) without a comment above it saying why no condition exists to wait on", rel, line)
			}
		}
	})
	sort.Strings(sleeps)
	if len(sleeps) > maxTestSleeps {
		t.Errorf("%d pauses (Sleep) in Go tests, over %d: wait on the condition each stands for\n%s",
			len(sleeps), maxTestSleeps, strings.Join(sleeps, "\n"))
	}
}
