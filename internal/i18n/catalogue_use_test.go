package i18n

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"
)

// codeUse is what the server's Go code (tests aside) says of the catalogue: the keys it
// names, every string literal (keys kept in maps), and the English error messages it
// writes, as format strings.
type codeUse struct {
	ids      map[string]string // key -> file that names it in M, T or N
	literals map[string]bool
	errors   map[string]string // format -> file
}

var codeRoots = []string{"../../internal", "../../graph", "../../cmd"}

func scanCode(t *testing.T) codeUse {
	t.Helper()
	u := codeUse{ids: map[string]string{}, literals: map[string]bool{}, errors: map[string]string{}}
	fset := token.NewFileSet()
	var parsed []*ast.File
	var names []string
	for _, root := range codeRoots {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return err
			}
			src, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			f, err := parser.ParseFile(fset, path, src, 0)
			if err != nil {
				return err
			}
			parsed, names = append(parsed, f), append(names, path)
			return nil
		})
		if err != nil && !os.IsNotExist(err) {
			t.Fatal(err)
		}
	}
	consts := stringConsts(parsed)
	for i, f := range parsed {
		u.scanFile(f, names[i], consts)
	}
	return u
}

// stringConsts are the string constants the code declares, by name, so that a message
// kept in a constant is read like one written in place.
func stringConsts(files []*ast.File) map[string]string {
	out := map[string]string{}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			if g, ok := n.(*ast.GenDecl); ok && g.Tok == token.CONST {
				for _, spec := range g.Specs {
					vs := spec.(*ast.ValueSpec)
					for i, name := range vs.Names {
						if i < len(vs.Values) {
							if s, ok := fold(vs.Values[i], nil); ok {
								out[name.Name] = s
							}
						}
					}
				}
			}
			return true
		})
	}
	return out
}

// fold evaluates a string expression made of literals, constants and +.
func fold(e ast.Expr, consts map[string]string) (string, bool) {
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind == token.STRING {
			s, err := strconv.Unquote(e.Value)
			return s, err == nil
		}
	case *ast.BinaryExpr:
		if e.Op == token.ADD {
			a, ok1 := fold(e.X, consts)
			b, ok2 := fold(e.Y, consts)
			return a + b, ok1 && ok2
		}
	case *ast.Ident:
		s, ok := consts[e.Name]
		return s, ok
	case *ast.SelectorExpr:
		s, ok := consts[e.Sel.Name]
		return s, ok
	case *ast.CallExpr: // fmt.Sprintf("...", ...): its format
		if sel, ok := e.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "Sprintf" && len(e.Args) > 0 {
			return fold(e.Args[0], consts)
		}
	}
	return "", false
}

func (u *codeUse) scanFile(f *ast.File, path string, consts map[string]string) {
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.BasicLit:
			if s, err := strconv.Unquote(n.Value); err == nil && n.Kind == token.STRING {
				u.literals[s] = true
			}
		case *ast.CallExpr:
			u.scanCall(n, path, consts)
		case *ast.CompositeLit:
			if typeName(n.Type) != "Error" {
				return true
			}
			for _, el := range n.Elts {
				if kv, ok := el.(*ast.KeyValueExpr); ok && typeName(kv.Key) == "Msg" {
					if s, ok := fold(kv.Value, consts); ok {
						u.errors[s] = path
					}
				}
			}
		}
		return true
	})
}

func (u *codeUse) scanCall(c *ast.CallExpr, path string, consts map[string]string) {
	name := typeName(c.Fun)
	switch {
	case (name == "M" || name == "T" || name == "N") && len(c.Args) > 0:
		if s, ok := fold(c.Args[0], nil); ok {
			u.ids[s] = path
		}
	case name == "Errorf" && len(c.Args) > 1:
		if k := typeName(c.Args[0]); k == "" || k[0] < 'A' || k[0] > 'Z' {
			return // fmt.Errorf, t.Errorf: not a person's message
		}
		if s, ok := fold(c.Args[1], consts); ok {
			u.errors[s] = path
		}
	case name == "invalid" && len(c.Args) == 1: // graph's scalars
		if s, ok := fold(c.Args[0], consts); ok {
			u.errors[s] = path
		}
	case name == "Error" && len(c.Args) == 2:
		if s, ok := fold(c.Args[1], consts); ok {
			u.errors[s] = path
		}
	}
}

func typeName(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.Ident:
		return e.Name
	case *ast.SelectorExpr:
		return e.Sel.Name
	}
	return ""
}

var verb = regexp.MustCompile(`%[-+# 0-9.]*[sdqv]`)

// shape writes a message with each placeholder as one mark, so that a Go format
// ("%s is late") and a catalogue text ("{{.Name}} is late") compare.
func shape(s string, isFormat bool) string {
	if isFormat {
		s = verb.ReplaceAllStringFunc(s, func(v string) string {
			if strings.HasSuffix(v, "q") {
				return `"•"`
			}
			return "•"
		})
		return strings.ReplaceAll(s, "%%", "%")
	}
	return placeholder.ReplaceAllString(s, "•")
}

// wholePlaceholder reports whether a format is all placeholders: a message made
// elsewhere, passed on, which the catalogue reads where it is made.
func wholePlaceholder(format string) bool {
	return strings.Trim(shape(format, true), "•: ") == ""
}

// englishShapes are the shapes of the reference catalogue's texts (every plural form),
// by key.
func englishShapes(t *testing.T) map[string][]string {
	t.Helper()
	b, err := files.ReadFile("catalogue/en.toml")
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := parseTOML(b, &m); err != nil {
		t.Fatal(err)
	}
	out := map[string][]string{}
	for id, v := range m {
		switch v := v.(type) {
		case string:
			out[id] = []string{shape(v, false)}
		case map[string]any:
			for _, form := range v {
				out[id] = append(out[id], shape(form.(string), false))
			}
		}
	}
	return out
}

// dynamicPrefixes are keys the code builds from a prefix and a value (Month1..Month12,
// WeekdaySun..WeekdaySat), and the weekday names Go's time package writes in English
// messages (DayFriday), read back by Error.
var dynamicPrefixes = []string{"Month", "Weekday", "Day"}

func TestEveryKeyTheCodeNamesIsInTheReferenceCatalogue(t *testing.T) {
	en := keys(t, English)
	use := scanCode(t)
	for id, file := range use.ids {
		if !en[id] && validKey(id) {
			t.Errorf("%s names %s, which en.toml lacks", file, id)
		}
	}
}

func validKey(id string) bool { return regexp.MustCompile(`^[A-Z][A-Za-z0-9]+$`).MatchString(id) }

func TestEveryErrorMessageOfTheServerIsInTheReferenceCatalogue(t *testing.T) {
	shapes := map[string]bool{}
	for id, forms := range englishShapes(t) {
		if translated(id) {
			for _, s := range forms {
				shapes[s] = true
			}
		}
	}
	use := scanCode(t)
	var missing []string
	for format, file := range use.errors {
		if !wholePlaceholder(format) && !shapes[shape(format, true)] {
			missing = append(missing, file+": "+strconv.Quote(format))
		}
	}
	sort.Strings(missing)
	for _, m := range missing {
		t.Errorf("no Err text in en.toml reads %s", m)
	}
}

func TestEveryKeyOfTheReferenceCatalogueIsUsed(t *testing.T) {
	use := scanCode(t)
	literalShapes := map[string]bool{}
	for lit := range use.literals {
		literalShapes[shape(lit, true)] = true
	}
	for format := range use.errors {
		literalShapes[shape(format, true)] = true
	}
	for id, forms := range englishShapes(t) {
		if use.ids[id] != "" || use.literals[id] || hasPrefix(id, dynamicPrefixes) {
			continue
		}
		if translated(id) && slices.ContainsFunc(forms, func(f string) bool { return literalShapes[f] }) {
			continue // an error message, or a value within one, the code writes in English
		}
		t.Errorf("en.toml has %s, which no code uses", id)
	}
}

func hasPrefix(s string, prefixes []string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

func parseTOML(b []byte, v any) error { return toml.Unmarshal(b, v) }
