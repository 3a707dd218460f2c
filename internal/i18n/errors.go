package i18n

import (
	"fmt"
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
	id      string
	plural  bool
	names   []string // the placeholders, in the order the pattern captures them
	re      *regexp.Regexp
	literal int    // how many characters of the text are not placeholders
	needle  string // its longest run of words: a text without it cannot match
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
	sort.Slice(t.patterns, func(i, j int) bool {
		a, b := t.patterns[i], t.patterns[j]
		return a.literal > b.literal || a.literal == b.literal && a.id < b.id // the same answer every run
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

const (
	anyText     = "(.+?)"
	weekdayName = "(Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday)"
	clockTime   = `(\d{2}:\d{2})`
	monthDay    = `(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}`
	dayOfWeek   = `(?:Sun|Mon|Tue|Wed|Thu|Fri|Sat) ` + monthDay
	timeSpan    = `\d{2}:\d{2}-\d{2}:\d{2}`
)

// captures are what a placeholder matches, by its name without a trailing number: a
// weekday name, a time of day, a date ("Jan 2"), a day ("Mon Jan 2"), a number, and so
// on; any other placeholder matches any text. The narrow ones keep a sentence of labels
// ("Friday Nov 20 09:00-17:00") from reading a person's name as one.
var captures = map[string]string{
	"Weekday":     weekdayName,
	"Start":       clockTime,
	"End":         clockTime,
	"ShortDate":   "(" + monthDay + ")",
	"ShortDay":    "(" + dayOfWeek + ")",
	"Preferred":   "(" + dayOfWeek + "|(?:Sun|Mon|Tues|Wednes|Thurs|Fri|Satur)days)",
	"Strength":    "(low|medium|high)",
	"Windows":     "(" + timeSpan + "(?:, " + timeSpan + ")*)",
	"HourCount":   `(\d+)`,
	"MinuteCount": `(\d+)`,
	"Needed":      `(\d+)`,
	"Scheduled":   `(\d+)`,
	"Short":       `(\d+)`,
	"Over":        `(\d+)`,
	"Cost":        `(\d+\.\d{2})`,
	"Budget":      `(\d+\.\d{2})`,
}

func capture(name string) string {
	if c, ok := captures[strings.TrimRight(name, "0123456789")]; ok {
		return c
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
		p.literal += loc[0] - last
		p.longer(text[last:loc[0]])
		name := text[loc[2]:loc[3]]
		re.WriteString(capture(name))
		p.names = append(p.names, name)
		last = loc[1]
	}
	re.WriteString(regexp.QuoteMeta(text[last:]))
	p.literal += len(text) - last
	p.longer(text[last:])
	re.WriteString("$")
	p.re = regexp.MustCompile(re.String())
	t.patterns = append(t.patterns, p)
}

func (p *errorPattern) longer(words string) {
	if len(words) > len(p.needle) {
		p.needle = words
	}
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
		if !strings.Contains(s, p.needle) {
			continue // most texts: cheaper than the regular expression
		}
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

var (
	shortDate  = regexp.MustCompile(`^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{1,2})$`)
	monthYear  = regexp.MustCompile(`^(January|February|March|April|May|June|July|August|September|October|November|December) (\d{4})$`)
	timeOfDay  = regexp.MustCompile(`\d{2}:\d{2}`)
	dataValues = map[string]bool{"Name": true, "Type": true, "Before": true, "Note": true, "Location": true}
)

// value writes one placeholder's English value in l: a catalogue text in l's words, a
// date ("Jan 2", "Mon Jan 2", "January 2026") as l writes dates, a time on l's clock, a
// count with l's digit grouping; names, ids and what a person typed stay as they are.
func (t *errorTable) value(l Locale, name, v string) string {
	base := strings.TrimRight(name, "0123456789")
	switch {
	case dataValues[base]: // a name, or the words the server writes for a name it lost
		if e, ok := t.exact[v]; ok && e.id == "ErrThePerson" {
			return l.T(e.id, nil)
		}
		return v
	case base == "Cost" || base == "Budget": // money, "1234.50", with l's decimal mark
		return strings.Replace(v, ".", l.T("DecimalMark", nil), 1)
	case base == "Start" || base == "End" || base == "Windows":
		return timeOfDay.ReplaceAllStringFunc(v, func(hm string) string { return l.Time(minutesOf(hm)) })
	case base == "Preferred": // a date ("Mon Jan 2") or a day of every week ("Saturdays")
		if s, ok := weekdayDate(l, v, "PreferredDay"); ok {
			return s
		}
	case base == "Requirement": // "Cook 09:00–17:00", and " at Kitchen" when there are several locations
		if i := strings.LastIndex(v, " at "); i > 0 {
			return l.T("RequirementAt", Args{"What": t.value(l, "", v[:i]), "Location": v[i+len(" at "):]})
		}
	case base == "Availability": // one or two days' availability, "; " between them
		parts := strings.Split(v, "; ")
		for i, p := range parts {
			parts[i] = t.value(l, "", p)
		}
		return strings.Join(parts, "; ")
	}
	if s, ok := t.translate(l, v); ok {
		return s
	}
	if s, ok := dateValue(l, v); ok {
		return s
	}
	if base == "Count" || strings.HasPrefix(name, "Max") {
		if n, err := strconv.Atoi(v); err == nil {
			return message.NewPrinter(language.Make(l.Lang)).Sprintf("%d", n)
		}
	}
	return v
}

// dateValue writes a date the server wrote in English ("Jan 2", "Mon Jan 2", "January
// 2026") as l writes it.
func dateValue(l Locale, v string) (string, bool) {
	if shortDate.MatchString(v) {
		at, err := time.Parse("Jan 2 2006", v+" 2000")
		return l.Date(at.Year(), at.Month(), at.Day()), err == nil
	}
	if s, ok := weekdayDate(l, v, "ShortDayDate"); ok {
		return s, true
	}
	if m := monthYear.FindStringSubmatch(v); m != nil {
		at, err := time.Parse("January", m[1])
		return l.T("MonthYear", Args{"Month": l.T(fmt.Sprintf("MonthLong%d", int(at.Month())), nil), "Year": m[2]}), err == nil
	}
	return "", false
}

// weekdayDate writes a day the server wrote as "Mon Jan 2" with the text id.
func weekdayDate(l Locale, v, id string) (string, bool) {
	day, date, ok := strings.Cut(v, " ")
	if !ok || !shortDate.MatchString(date) {
		return "", false
	}
	for wd := time.Sunday; wd <= time.Saturday; wd++ {
		if wd.String()[:3] == day {
			d, _ := dateValue(l, date)
			return l.T(id, Args{"Weekday": l.Weekday(wd), "Date": d}), true
		}
	}
	return "", false
}

func minutesOf(hm string) int {
	h, _ := strconv.Atoi(hm[:2])
	m, _ := strconv.Atoi(hm[3:])
	return h*60 + m
}
