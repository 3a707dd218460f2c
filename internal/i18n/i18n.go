package i18n

import (
	"context"
	"embed"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/BurntSushi/toml"
	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
)

// English is the reference language: every key is first written there.
const English = "en"

// Languages are the shipped languages, English first.
var Languages = []string{"en", "es", "de", "fr", "ar"}

// Supported reports whether lang is a shipped language.
func Supported(lang string) bool {
	for _, l := range Languages {
		if l == lang {
			return true
		}
	}
	return false
}

// Clock24 reports whether lang writes times on a 24-hour clock when a person has not
// chosen: every shipped language but English and Arabic.
func Clock24(lang string) bool { return lang != English && lang != "ar" }

//go:embed catalogue/*.toml
var files embed.FS

var (
	loadOnce   sync.Once
	bundle     *goi18n.Bundle
	localizers = map[string]*goi18n.Localizer{} // one per language: making one parses tags
)

// Bundle returns the catalogues, read once from the embedded files.
func Bundle() *goi18n.Bundle {
	loadOnce.Do(func() {
		bundle = goi18n.NewBundle(language.English)
		bundle.RegisterUnmarshalFunc("toml", toml.Unmarshal)
		for _, l := range Languages {
			f, err := bundle.LoadMessageFileFS(files, "catalogue/"+l+".toml")
			if err != nil {
				panic(fmt.Sprintf("i18n: catalogue %s: %v", l, err))
			}
			addPlainTexts(l, f.Messages)
			localizers[l] = goi18n.NewLocalizer(bundle, l)
		}
	})
	return bundle
}

var matcher = language.NewMatcher([]language.Tag{language.English, language.Spanish, language.German, language.French, language.Arabic})

// matched remembers Match's answers: a client sends the same header with every request
// (the web client its own language), and parsing it was a tenth of a cached poll's CPU.
var matched struct {
	sync.Map
	n atomic.Int32
}

// maxMatched bounds the headers remembered; past it, others are parsed each time.
const maxMatched = 512

// Match returns the shipped language an Accept-Language header asks for first, and
// English when it asks for none of them.
func Match(acceptLanguage string) string {
	if lang, ok := matched.Load(acceptLanguage); ok {
		return lang.(string)
	}
	lang := match(acceptLanguage)
	if matched.n.Load() < maxMatched {
		if _, had := matched.LoadOrStore(acceptLanguage, lang); !had {
			matched.n.Add(1)
		}
	}
	return lang
}

func match(acceptLanguage string) string {
	tags, _, err := language.ParseAcceptLanguage(acceptLanguage)
	if err != nil || len(tags) == 0 {
		return English
	}
	_, i, conf := matcher.Match(tags...)
	if conf == language.No {
		return English
	}
	return Languages[i]
}

// Locale renders texts for one person: their language and, when they chose one, their
// clock (nil: the language's own texts).
type Locale struct {
	Lang  string
	Clock *bool // true: 24-hour; nil: not chosen
	loc   *goi18n.Localizer
	ready bool
	// pseudo writes English texts in the pseudo-locale (Lang stays English).
	pseudo bool
}

// For returns the locale of lang (English when lang is not shipped) with clock24 as the
// person's choice of clock, nil when they made none.
func For(lang string, clock24 *bool) Locale {
	if lang == Pseudo {
		l := For(English, clock24)
		l.pseudo = true
		return l
	}
	if !Supported(lang) {
		lang = English
	}
	Bundle()
	return Locale{Lang: lang, Clock: clock24, loc: localizers[lang], ready: true}
}

// ForPerson returns the locale of someone who reads lang (English when nil) and chose
// clock (12 or 24 hours; nil when they chose none).
func ForPerson(lang *string, clock *int) Locale {
	l := English
	if lang != nil {
		l = *lang
	}
	if clock == nil {
		return For(l, nil)
	}
	h24 := *clock == 24
	return For(l, &h24)
}

// Args are a text's named placeholders. A value that is a Text is rendered in the same
// locale first.
type Args map[string]any

// Text is a piece of text that depends on the locale, such as a date.
type Text func(l Locale) string

// Msg is a catalogue text with its placeholders, rendered later in the reader's locale.
type Msg struct {
	ID      string
	Args    Args
	Count   *int   // chooses the plural form, when the text has them
	literal string // a text not in the catalogues (ID empty)
}

// Literal is a text not yet in the catalogues: the same in every language.
func Literal(s string) Msg { return Msg{literal: s} }

// M returns the catalogue text id with args.
func M(id string, args Args) Msg { return Msg{ID: id, Args: args} }

// Render writes m in l.
func (m Msg) Render(l Locale) string {
	if m.ID == "" {
		return m.literal
	}
	if m.Count != nil {
		return l.N(m.ID, *m.Count, m.Args)
	}
	return l.T(m.ID, m.Args)
}

func (l Locale) localizer() *goi18n.Localizer {
	if !l.ready {
		return For(l.Lang, l.Clock).loc
	}
	return l.loc
}

func (l Locale) data(args Args) map[string]any {
	if len(args) == 0 {
		return nil
	}
	d := make(map[string]any, len(args))
	for k, v := range args {
		switch t := v.(type) {
		case Text:
			d[k] = t(l)
		case Msg:
			d[k] = t.Render(l)
		default:
			d[k] = v
		}
	}
	return d
}

// T returns the text id with args in l. A key missing from every catalogue is a bug the
// catalogue test catches; it renders as the key rather than failing the change.
func (l Locale) T(id string, args Args) string {
	if t, ok := l.plainText(id); ok {
		if s, ok := t.write(l, args); ok {
			return oneFullStop(s)
		}
	}
	s, err := l.localizer().Localize(&goi18n.LocalizeConfig{MessageID: id, TemplateData: l.data(args)})
	if err != nil && s == "" {
		return id
	}
	if l.pseudo {
		return pseudoText(s)
	}
	return oneFullStop(s)
}

// oneFullStop drops a sentence's full stop after an abbreviation's own: German's
// "am 3. Dez." ends a sentence once, not "am 3. Dez..". An ellipsis ("...") stays.
func oneFullStop(s string) string {
	if !strings.Contains(s, "..") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '.' && i+1 < len(s) && s[i+1] == '.' && (i+2 >= len(s) || s[i+2] != '.') && (i == 0 || s[i-1] != '.') {
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// N returns the text id in the plural form of count, with args (and Count) in l.
func (l Locale) N(id string, count int, args Args) string {
	d := l.data(args)
	if d == nil {
		d = map[string]any{}
	}
	d["Count"] = count
	s, err := l.localizer().Localize(&goi18n.LocalizeConfig{MessageID: id, TemplateData: d, PluralCount: count})
	if err != nil && s == "" {
		return id
	}
	if l.pseudo {
		return pseudoText(s)
	}
	return oneFullStop(s)
}

// Date writes a day without its year, e.g. "Jan 2" in English.
func (l Locale) Date(y int, m time.Month, d int) string {
	return l.T("DateShort", Args{"Month": l.T(fmt.Sprintf("Month%d", int(m)), nil), "Day": d})
}

// Weekday names a day of the week, e.g. "Fri" in English.
func (l Locale) Weekday(d time.Weekday) string {
	return l.T("Weekday"+d.String()[:3], nil)
}

// Time writes minutes since midnight: "09:00" on a 24-hour clock (English's text when
// the person chose no clock), "9:00 AM" on a 12-hour one.
func (l Locale) Time(minutes int) string {
	h, m := minutes/60, minutes%60
	if l.uses24() {
		return fmt.Sprintf("%02d:%02d", h, m)
	}
	half := "TimeAM"
	if h%24 >= 12 {
		half = "TimePM"
	}
	h12 := h % 12
	if h12 == 0 {
		h12 = 12
	}
	return l.T(half, Args{"Time": fmt.Sprintf("%d:%02d", h12, m)})
}

// uses24 says whether times are written on a 24-hour clock: the person's choice, else
// 24 hours for every language (English's texts have always been so) but Arabic.
func (l Locale) uses24() bool {
	if l.Clock != nil {
		return *l.Clock
	}
	return l.Lang != "ar"
}

// Span writes a span of minutes, e.g. "09:00-17:00".
func (l Locale) Span(start, end int) string { return l.Time(start) + "-" + l.Time(end) }

// Dir is the writing direction of lang: "rtl" for Arabic, else "ltr".
func Dir(lang string) string {
	if strings.HasPrefix(lang, "ar") {
		return "rtl"
	}
	return "ltr"
}

type langKey struct{}

// WithLanguage returns ctx carrying the language its caller reads (from Accept-Language).
func WithLanguage(ctx context.Context, lang string) context.Context {
	return context.WithValue(ctx, langKey{}, lang)
}

// LanguageOf returns the language WithLanguage put in ctx, English when none.
func LanguageOf(ctx context.Context) string {
	if l, ok := ctx.Value(langKey{}).(string); ok {
		return l
	}
	return English
}

// Error returns an API error message in lang. The services write their errors in
// English (the REST shim's frozen words); a message that is one of the catalogue's Err
// texts, its placeholders filled, is written again in lang from the same key with the
// same values, those values themselves translated when they are catalogue texts (a
// reason, a nested error), dates and weekdays written in lang. Anything else stays as
// it is.
func Error(lang, message string) string {
	if !Supported(lang) && lang != Pseudo {
		return message
	}
	return For(lang, nil).Translate(message)
}

// Translate writes in l a text the server wrote in English for its API, an error or a
// sentence it returns as data (a conflict, a skipped shift), the way Error does, times
// on l's clock. English on the clock English has always used stays as it is.
func (l Locale) Translate(english string) string {
	if l.Lang == English && !l.pseudo && l.uses24() {
		return english
	}
	if s, ok := errorPatterns().translate(l, english); ok {
		return s
	}
	return english
}
