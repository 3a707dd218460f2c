package borders

import (
	"bytes"
	"os"
	"os/exec"
	"path"
	"regexp"
	"strings"
	"testing"
	"unicode"
)

// The documentation is a folder of pages that link to each other and that code cites by
// path (docs/api/webhooks.md#signatures). A page renamed or a heading reworded breaks
// those links silently, so these tests read every tracked file and fail on one that
// leads nowhere.

// readmeMaxLines keeps the README an entrance: what the product is, how to run it, and
// links into docs/. Everything else has a page there.
const readmeMaxLines = 150

func TestTheREADMEStaysShort(t *testing.T) {
	src, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	if n := bytes.Count(src, []byte("\n")); n >= readmeMaxLines {
		t.Errorf("README.md is %d lines, %d at most: move the detail to a page under docs/ and link it", n, readmeMaxLines-1)
	}
}

// Every markdown link (and image) in a tracked .md file to a relative file leads to a
// tracked file or folder, and every #anchor to a heading of its page.
func TestMarkdownLinksResolve(t *testing.T) {
	repo := readRepo(t)
	for _, file := range repo.files {
		if !strings.HasSuffix(file, ".md") {
			continue
		}
		for _, l := range markdownLinks(repo.text(t, file)) {
			if err := repo.resolveLink(file, l.target); err != "" {
				t.Errorf("%s:%d: link to %q: %s", file, l.line, l.target, err)
			}
		}
	}
}

// Code, comments, the Makefile and the pages themselves cite the documentation by its
// path from the repository's root, with the heading's anchor when it has one:
// docs/operations/caches.md#the-poll-cache, client/README.md#layout. Each must resolve.
func TestCitedDocumentationPathsResolve(t *testing.T) {
	repo := readRepo(t)
	for _, file := range repo.files {
		if !textFile(file) || file == selfFile {
			continue
		}
		src := repo.text(t, file)
		if strings.HasSuffix(file, ".md") {
			// A markdown link's target is relative to its page: the test above checks it.
			src = linkTarget.ReplaceAllStringFunc(src, func(m string) string { return strings.Repeat(" ", len(m)) })
		}
		for _, c := range citedPaths(src) {
			if err := repo.resolveLink("", c.target); err != "" {
				t.Errorf("%s:%d: cites %q: %s", file, c.line, c.target, err)
			}
		}
	}
}

// Sections used to be cited by name, as in README, "Benchmark": such a citation broke
// without a sound when the README became docs/. Cite the page by path instead, which
// TestCitedDocumentationPathsResolve checks.
func TestNoSectionIsCitedByName(t *testing.T) {
	repo := readRepo(t)
	for _, file := range repo.files {
		if !textFile(file) || file == selfFile {
			continue
		}
		for i, line := range strings.Split(repo.text(t, file), "\n") {
			if citesByName(line, strings.HasSuffix(file, ".md")) {
				t.Errorf("%s:%d: cites the README by name (%s): cite the page by path, e.g. docs/api/webhooks.md#signatures",
					file, i+1, strings.TrimSpace(line))
			}
		}
	}
}

// selfFile holds examples of what the tests refuse.
const selfFile = "devtools/borders/links_test.go"

// repository is the tracked files, read from the module's root.
type repository struct {
	files   []string
	tracked map[string]bool // files and the folders holding them
	texts   map[string]string
	anchors map[string]map[string]bool // by .md file
}

func readRepo(t *testing.T) *repository {
	t.Helper()
	cmd := exec.Command("git", "ls-files", "-z")
	cmd.Dir = "../.."
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("git ls-files: %v", err)
	}
	r := &repository{tracked: map[string]bool{}, texts: map[string]string{}, anchors: map[string]map[string]bool{}}
	for _, name := range bytes.Split(bytes.TrimRight(out, "\x00"), []byte{0}) {
		file := string(name)
		if _, err := os.Stat("../../" + file); err != nil {
			continue // deleted in the worktree, not yet committed
		}
		r.files = append(r.files, file)
		for p := file; p != "."; p = path.Dir(p) {
			r.tracked[p] = true
		}
	}
	return r
}

func (r *repository) text(t *testing.T, file string) string {
	if s, ok := r.texts[file]; ok {
		return s
	}
	b, err := os.ReadFile("../../" + file)
	if err != nil {
		t.Fatal(err)
	}
	r.texts[file] = string(b)
	return r.texts[file]
}

// resolveLink checks target as a link from the page from ("" for a path from the
// root) and returns what is wrong with it, "" when nothing is.
func (r *repository) resolveLink(from, target string) string {
	if external.MatchString(target) {
		return ""
	}
	file, anchor, _ := strings.Cut(target, "#")
	switch {
	case file == "":
		file = from
	case strings.HasPrefix(file, "/"):
		file = path.Clean(strings.TrimPrefix(file, "/"))
	default:
		file = path.Join(path.Dir(from), file)
	}
	if file == "" || !r.tracked[file] {
		return "no such file or folder is tracked (" + file + ")"
	}
	if anchor == "" || !strings.HasSuffix(file, ".md") {
		return "" // anchors into code (#L12) are GitHub's line numbers
	}
	if !r.headings(file)[anchor] {
		return "no heading of " + file + " has the anchor #" + anchor
	}
	return ""
}

// headings returns the anchors GitHub gives the headings of a page.
func (r *repository) headings(file string) map[string]bool {
	if a, ok := r.anchors[file]; ok {
		return a
	}
	b, _ := os.ReadFile("../../" + file)
	a := map[string]bool{}
	seen := map[string]int{}
	for _, line := range proseLines(string(b)) {
		m := heading.FindStringSubmatch(line.text)
		if m == nil {
			continue
		}
		s := slug(m[1])
		// GitHub numbers repeated headings: the second "Notes" is #notes-1.
		if n := seen[s]; n > 0 {
			a[s+"-"+itoa(n)] = true
		} else {
			a[s] = true
		}
		seen[s]++
	}
	r.anchors[file] = a
	return a
}

func itoa(n int) string {
	var d []byte
	for ; n > 0; n /= 10 {
		d = append([]byte{byte('0' + n%10)}, d...)
	}
	return string(d)
}

var (
	heading = regexp.MustCompile(`^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$`)
	// inline links and images: [text](target "title")
	inlineLink = regexp.MustCompile(`!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)`)
	// reference definitions: [name]: target
	refDefinition = regexp.MustCompile(`^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$`)
	linkTarget    = regexp.MustCompile(`\]\([^)]*\)`)
	external      = regexp.MustCompile(`^[a-zA-Z][a-zA-Z0-9+.-]*:`)
	codeSpan      = regexp.MustCompile("`[^`]*`")
	// A path from the root to a page, or a page's name with an anchor; not preceded by
	// a folder or a dot, so ../shared/rostering/README.md (outside the repository) and
	// https://host/x.md are not cited paths.
	citedPath = regexp.MustCompile(`(?:^|[^\w/.-])((?:[\w-]+/)+[\w.-]+\.md(?:#[\w-]+)?|[\w.-]+\.md#[\w-]+)`)
	// README, "Benchmark" / README "Compression" / "Integrations" in the README
	nameAfterReadme  = regexp.MustCompile(`\bREADME\b,?\s*[("“«]`)
	nameBeforeReadme = regexp.MustCompile(`["”»]\s+(?:in|of)\s+the\s+README\b`)
)

// slug is GitHub's anchor for a heading: its text as rendered (links and code marks
// gone), lower case, spaces turned to hyphens, and punctuation other than - and _ dropped.
func slug(h string) string {
	h = inlineLink.ReplaceAllStringFunc(h, func(m string) string {
		return m[strings.Index(m, "[")+1 : strings.Index(m, "]")]
	})
	var b strings.Builder
	for _, r := range strings.ToLower(h) {
		switch {
		case r == ' ':
			b.WriteRune('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(r)
		}
	}
	return b.String()
}

type srcLine struct {
	n    int
	text string
}

// proseLines are a page's lines outside fenced code blocks, with code spans blanked:
// a link or heading shown as code is an example, not a link.
func proseLines(src string) []srcLine {
	var out []srcLine
	fence := ""
	for i, l := range strings.Split(src, "\n") {
		trimmed := strings.TrimLeft(l, " ")
		if fence == "" && (strings.HasPrefix(trimmed, "```") || strings.HasPrefix(trimmed, "~~~")) {
			fence = trimmed[:3]
			continue
		}
		if fence != "" {
			if strings.HasPrefix(trimmed, fence) {
				fence = ""
			}
			continue
		}
		out = append(out, srcLine{i + 1, codeSpan.ReplaceAllString(l, "``")})
	}
	return out
}

type link struct {
	line   int
	target string
}

func markdownLinks(src string) []link {
	var out []link
	for _, l := range proseLines(src) {
		for _, m := range inlineLink.FindAllStringSubmatch(l.text, -1) {
			out = append(out, link{l.n, m[1]})
		}
		if m := refDefinition.FindStringSubmatch(l.text); m != nil {
			out = append(out, link{l.n, m[1]})
		}
	}
	return out
}

func citedPaths(src string) []link {
	var out []link
	for i, l := range strings.Split(src, "\n") {
		for _, m := range citedPath.FindAllStringSubmatch(l, -1) {
			out = append(out, link{i + 1, strings.TrimSuffix(m[1], ".")})
		}
	}
	return out
}

// citesByName reports a line that cites a section by its name. In code the README is
// only ever cited by path (README.md#...), so any other mention of it is an old-style
// citation; pages may speak of the README, but not cite its sections by name.
func citesByName(l string, page bool) bool {
	if page {
		return nameAfterReadme.MatchString(l) || nameBeforeReadme.MatchString(l)
	}
	for i := strings.Index(l, "README"); i >= 0; {
		if !strings.HasPrefix(l[i:], "README.md") {
			return true
		}
		next := strings.Index(l[i+1:], "README")
		if next < 0 {
			break
		}
		i += 1 + next
	}
	return false
}

// textFile reports whether a tracked file is text that may cite the documentation.
// Generated code (bigFilesAllowed) is left out: its sources are read.
func textFile(file string) bool {
	if allowedBig(file) {
		return false
	}
	switch path.Ext(file) {
	case ".go", ".ts", ".tsx", ".js", ".mjs", ".json", ".graphql", ".graphqls", ".sql", ".md",
		".css", ".html", ".toml", ".yml", ".yaml", ".sh", ".txt":
		return true
	}
	base := path.Base(file)
	return base == "Makefile" || base == "run"
}
