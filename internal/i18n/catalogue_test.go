package i18n

import (
	"testing"

	"github.com/BurntSushi/toml"
)

// keys returns the message ids of one shipped catalogue.
func keys(t *testing.T, lang string) map[string]bool {
	t.Helper()
	b, err := files.ReadFile("catalogue/" + lang + ".toml")
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := toml.Unmarshal(b, &m); err != nil {
		t.Fatalf("%s.toml: %v", lang, err)
	}
	out := map[string]bool{}
	for k := range m {
		out[k] = true
	}
	return out
}

func TestEveryLanguageHasEveryKey(t *testing.T) {
	en := keys(t, English)
	for _, lang := range Languages[1:] {
		other := keys(t, lang)
		for k := range en {
			if !other[k] {
				t.Errorf("%s.toml lacks %s", lang, k)
			}
		}
		for k := range other {
			if !en[k] {
				t.Errorf("%s.toml has %s, which en.toml (the reference) does not", lang, k)
			}
		}
	}
}

func TestEveryPluralTextHasEveryFormItsLanguageNeeds(t *testing.T) {
	for _, lang := range Languages {
		loc := For(lang, nil)
		for _, n := range []int{0, 1, 2, 3, 11, 100, 1000000} {
			if s := loc.N("DigestUpdates", n, nil); s == "DigestUpdates" || s == "" {
				t.Errorf("%s has no form of DigestUpdates for %d", lang, n)
			}
		}
	}
}

func TestEnglishKeepsTodaysTexts(t *testing.T) {
	en := For(English, nil)
	if got := en.N("DigestUpdates", 1, nil); got != "1 update" {
		t.Errorf("one = %q", got)
	}
	if got := en.N("DigestUpdates", 3, nil); got != "3 updates" {
		t.Errorf("three = %q", got)
	}
	if got := en.Date(2026, 1, 2); got != "Jan 2" {
		t.Errorf("date = %q", got)
	}
	if got := en.Span(9*60, 17*60); got != "09:00-17:00" {
		t.Errorf("span = %q", got)
	}
}

func TestATwelveHourClockWritesTheHalfOfTheDay(t *testing.T) {
	twelve := false
	if got := For(English, &twelve).Span(9*60, 17*60+30); got != "9:00 AM-5:30 PM" {
		t.Errorf("en 12 h = %q", got)
	}
	if got := For("es", &twelve).Time(0); got != "12:00 a. m." {
		t.Errorf("es 12 h midnight = %q", got)
	}
	if got := For("de", nil).Date(2026, 3, 5); got != "5. März" {
		t.Errorf("de date = %q", got)
	}
}

func TestAcceptLanguagePicksTheFirstShippedLanguage(t *testing.T) {
	for header, want := range map[string]string{
		"":                        "en",
		"es-MX,es;q=0.9,en;q=0.5": "es",
		"pt-BR, de;q=0.8":         "de",
		"fr-CA":                   "fr",
		"ar-EG,ar;q=0.9":          "ar",
		"ja":                      "en",
		"not a header;;;":         "en",
	} {
		for range 2 { // the second time from memory
			if got := Match(header); got != want {
				t.Errorf("Match(%q) = %q, want %q", header, got, want)
			}
		}
	}
}
