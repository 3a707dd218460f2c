package i18n

import (
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/BurntSushi/toml"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
)

// errorPattern reads one English text of the catalogue back: its key, its plural form
// (when it has them), and where its placeholders sit.
type errorPattern struct {
	id     string
	plural bool
	names  []string // the placeholders, in the order the pattern captures them
	re     *regexp.Regexp
}

// errorTable is every translatable text by its English words: those without
// placeholders looked up at once, the others tried longest first, so that the most
// specific sentence wins over one whose placeholder would swallow its words.
type errorTable struct {
	exact    map[string]exactText // English text -> key
	patterns []errorPattern
}

// exactText is a text without placeholders; plural is set for the one form of a plural
// text that writes its number in words ("1 day").
type exactText struct {
	id     string
	plural bool
}

// translatedPrefixes are the families of keys an English error message, or a value
// inside one, is read back into: errors, the reasons the system gives, weekdays.
var translatedPrefixes = []string{"Err", "Reason", "Day"}

var placeholder = regexp.MustCompile(`\{\{\s*\.(\w+)\s*\}\}`)

var (
	tableOnce sync.Once
	table     errorTable
)

func errorPatterns() *errorTable {
	tableOnce.Do(func() { table = buildErrorTable() })
	return &table
}

func buildErrorTable() errorTable {
	b, err := files.ReadFile("catalogue/en.toml")
	if err != nil {
		panic(err)
	}
	var m map[string]any
	if err := toml.Unmarshal(b, &m); err != nil {
		panic(err)
	}
	t := errorTable{exact: map[string]exactText{}}
	for id, v := range m {
		if !translated(id) {
			continue
		}
		switch v := v.(type) {
		case string:
			t.add(id, v, false)
		case map[string]any:
			for _, form := range v {
				if s, ok := form.(string); ok {
					t.add(id, s, true)
				}
			}
		}
	}
	sort.SliceStable(t.patterns, func(i, j int) bool {
		return literalLen(t.patterns[i].re.String()) > literalLen(t.patterns[j].re.String())
	})
	return t
}

func translated(id string) bool {
	for _, p := range translatedPrefixes {
		if strings.HasPrefix(id, p) {
			return true
		}
	}
	return false
}

func literalLen(re string) int {
	for _, c := range []string{anyText, weekdayName, clockTime} {
		re = strings.ReplaceAll(re, c, "")
	}
	return len(re)
}

const (
	anyText     = "(.+?)"
	weekdayName = "(Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday)"
	clockTime   = `(\d{2}:\d{2})`
)

// capture is what a placeholder matches: a weekday name (Weekday), a time of day
// (Start, End), or any text; the narrow ones keep a sentence of labels ("Friday Nov 20
// 09:00-17:00") from reading a person's name as one.
func capture(name string) string {
	switch strings.TrimRight(name, "0123456789") {
	case "Weekday":
		return weekdayName
	case "Start", "End":
		return clockTime
	}
	return anyText
}

func (t *errorTable) add(id, text string, plural bool) {
	locs := placeholder.FindAllStringSubmatchIndex(text, -1)
	if len(locs) == 0 {
		t.exact[text] = exactText{id, plural}
		return
	}
	var re strings.Builder
	re.WriteString("^")
	p := errorPattern{id: id, plural: plural}
	last := 0
	for _, loc := range locs {
		re.WriteString(regexp.QuoteMeta(text[last:loc[0]]))
		name := text[loc[2]:loc[3]]
		re.WriteString(capture(name))
		p.names = append(p.names, name)
		last = loc[1]
	}
	re.WriteString(regexp.QuoteMeta(text[last:]))
	re.WriteString("$")
	p.re = regexp.MustCompile(re.String())
	t.patterns = append(t.patterns, p)
}

// translate writes the English text s in l, reporting whether it is a catalogue text.
func (t *errorTable) translate(l Locale, s string) (string, bool) {
	if e, ok := t.exact[s]; ok {
		if e.plural {
			return l.N(e.id, 1, nil), true
		}
		return l.T(e.id, nil), true
	}
	for _, p := range t.patterns {
		m := p.re.FindStringSubmatch(s)
		if m == nil {
			continue
		}
		args := Args{}
		count := -1
		for i, name := range p.names {
			args[name] = t.value(l, name, m[i+1])
			if name == "Count" {
				count, _ = strconv.Atoi(strings.ReplaceAll(m[i+1], ",", ""))
			}
		}
		if p.plural {
			if count < 0 {
				count = 1 // the one form writes its number in words ("1 row")
			}
			delete(args, "Count")
			return l.N(p.id, count, args), true
		}
		return l.T(p.id, args), true
	}
	return "", false
}

var shortDate = regexp.MustCompile(`^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{1,2})$`)

// value writes one placeholder's English value in l: a catalogue text in l's words, a
// date ("Jan 2") as l writes dates, a count with l's digit grouping; names, ids and
// what a person typed stay as they are.
func (t *errorTable) value(l Locale, name, v string) string {
	if s, ok := t.translate(l, v); ok {
		return s
	}
	if m := shortDate.FindStringSubmatch(v); m != nil {
		at, err := time.Parse("Jan 2 2006", v+" 2000")
		if err == nil {
			return l.Date(at.Year(), at.Month(), at.Day())
		}
	}
	if name == "Count" || strings.HasPrefix(name, "Max") {
		if n, err := strconv.Atoi(v); err == nil {
			return message.NewPrinter(language.Make(l.Lang)).Sprintf("%d", n)
		}
	}
	return v
}
