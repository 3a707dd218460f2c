package i18n

import (
	"regexp"
	"testing"

	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
)

// everyPlaceholder returns values for every placeholder name in lang's catalogue: every
// other one a number, the rest a text naming it.
func everyPlaceholder(t *testing.T, lang string) map[string]any {
	t.Helper()
	raw, err := files.ReadFile("catalogue/" + lang + ".toml")
	if err != nil {
		t.Fatal(err)
	}
	values := map[string]any{}
	for i, m := range regexp.MustCompile(`{{\s*\.(\w+)\s*}}`).FindAllStringSubmatch(string(raw), -1) {
		if i%2 == 0 {
			values[m[1]] = i
		} else {
			values[m[1]] = "«" + m[1] + "»"
		}
	}
	return values
}

func TestPlainTextsWriteWhatGoI18nWrites(t *testing.T) {
	en := keys(t, English)
	plain := 0
	for _, lang := range Languages {
		l := For(lang, nil)
		values := everyPlaceholder(t, lang)
		for id := range en {
			if _, ok := l.plainText(id); !ok {
				continue
			}
			plain++
			want, err := l.localizer().Localize(&goi18n.LocalizeConfig{MessageID: id, TemplateData: values})
			if err != nil {
				t.Fatalf("%s %s: %v", lang, id, err)
			}
			if got := l.T(id, values); got != want {
				t.Errorf("%s %s: wrote %q, go-i18n writes %q", lang, id, got, want)
			}
		}
	}
	if plain < len(en)*len(Languages)*9/10 {
		t.Errorf("only %d of %d×%d texts are plain: the fast path is hardly taken", plain, len(en), len(Languages))
	}
}

func TestATextWithAMissingValueIsWrittenAsGoI18nWritesIt(t *testing.T) {
	l := For(English, nil)
	want, _ := l.localizer().Localize(&goi18n.LocalizeConfig{MessageID: "DateShort", TemplateData: map[string]any{"Day": 2}})
	if got := l.T("DateShort", Args{"Day": 2}); got != want {
		t.Errorf("wrote %q, go-i18n writes %q", got, want)
	}
}

func TestNestedTextsAreWrittenInTheReadersLanguage(t *testing.T) {
	es := For("es", nil)
	got := es.T("DateShort", Args{"Month": Text(func(l Locale) string { return l.T("Month1", nil) }), "Day": 2})
	if want := es.localizer().MustLocalize(&goi18n.LocalizeConfig{MessageID: "DateShort",
		TemplateData: map[string]any{"Month": es.T("Month1", nil), "Day": 2}}); got != want {
		t.Errorf("wrote %q, want %q", got, want)
	}
}
