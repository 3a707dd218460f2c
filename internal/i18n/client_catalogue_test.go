package i18n

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

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
		flatKeys(k, child, out)
	}
}

func clientKeys(t *testing.T, lang string) map[string]bool {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "client", "src", "locales", lang+".json"))
	if err != nil {
		t.Fatal(err)
	}
	var v any
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatalf("%s.json: %v", lang, err)
	}
	out := map[string]bool{}
	flatKeys("", v, out)
	return out
}

func TestEveryClientLanguageHasEveryKey(t *testing.T) {
	en := clientKeys(t, English)
	for _, lang := range Languages[1:] {
		other := clientKeys(t, lang)
		for k := range en {
			if !other[k] {
				t.Errorf("client/src/locales/%s.json lacks %s", lang, k)
			}
		}
		for k := range other {
			if !en[k] {
				t.Errorf("client/src/locales/%s.json has %s, which en.json (the reference) does not", lang, k)
			}
		}
	}
}
