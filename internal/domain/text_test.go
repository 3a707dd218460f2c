package domain

import "testing"

// Direction controls are refused in new text and left out of old text on its way into
// an e-mail or a feed; right-to-left letters are neither.
func TestDirectionControls(t *testing.T) {
	for _, tc := range []struct{ in, oneLine string }{
		{"Eve \u202Ereganam", "Eve reganam"},
		{"Eve\u2066\u2069\u200E\u200F\u061C", "Eve"},
		{"Eve\r\n\u202EEarly", "Eve Early"},
		{"מיה כהن", "מיה כהن"},
	} {
		if got := OneLine(tc.in); got != tc.oneLine {
			t.Errorf("OneLine(%q) = %q, want %q", tc.in, got, tc.oneLine)
		}
		if err := CheckDirection(tc.oneLine); err != nil {
			t.Errorf("CheckDirection(%q) = %v", tc.oneLine, err)
		}
	}
	if CheckDirection("Eve \u202Ereganam") != ErrDirectionControl {
		t.Error("an override passed")
	}
}
