package i18n

import (
	"testing"
	"time"
)

// A German sentence that ends on a short date ends once: "am 3. Dez.", not "am 3. Dez..".
func TestASentenceEndingOnAnAbbreviationEndsOnce(t *testing.T) {
	de := For("de", nil)
	got := de.T("ErrThisRequestOverlapsYourTimeOff", Args{"Status": "genehmigt", "When": de.Date(2026, time.December, 3)})
	if want := "Dieser Antrag überschneidet sich mit deiner Abwesenheit (genehmigt) am 3. Dez."; got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	for in, want := range map[string]string{"Wait... then go.": "Wait... then go.", "Dez..": "Dez.", "a.. b": "a. b", "ok": "ok"} {
		if got := oneFullStop(in); got != want {
			t.Errorf("oneFullStop(%q) = %q, want %q", in, got, want)
		}
	}
}
