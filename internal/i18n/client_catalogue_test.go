package i18n

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

// pluralForm matches i18next's plural suffixes: each language has the forms its grammar
// needs (English one and other, Arabic all six), so they compare as one key.
var pluralForm = regexp.MustCompile(`_(zero|one|two|few|many|other)$`)

// flatKeys lists a client catalogue's keys as i18next reads them ("nav.group.team").
func flatKeys(prefix string, v any, out map[string]bool) {
	m, ok := v.(map[string]any)
	if !ok {
		out[prefix] = true
		return
	}
	for k, child := range m {
		if prefix != "" {
			k = prefix + "." + k
		}
		if _, leaf := child.(string); leaf {
			k = pluralForm.ReplaceAllString(k, "_#plural")
		}
		flatKeys(k, child, out)
	}
}

// clientKeys lists a language's client keys: the merge of its area files,
// client/src/locales/<lang>/*.json, each defining its own top-level keys.
func clientKeys(t *testing.T, lang string) map[string]bool {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("..", "..", "client", "src", "locales", lang, "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no catalogue files for %s: %v", lang, err)
	}
	out := map[string]bool{}
	defined := map[string]string{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var area map[string]any
		if err := json.Unmarshal(b, &area); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for k, v := range area {
			if other, ok := defined[k]; ok {
				t.Errorf("%s and %s both define %q", other, f, k)
			}
			defined[k] = f
			flatKeys(k, v, out)
		}
	}
	return out
}

func TestEveryClientLanguageHasEveryKey(t *testing.T) {
	en := clientKeys(t, English)
	for _, lang := range Languages[1:] {
		other := clientKeys(t, lang)
		for k := range en {
			if !other[k] {
				t.Errorf("client/src/locales/%s lacks %s", lang, k)
			}
		}
		for k := range other {
			if !en[k] {
				t.Errorf("client/src/locales/%s has %s, which en (the reference) does not", lang, k)
			}
		}
	}
}
