package labour

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// Each preset loads, validates (mustLoadPresets would panic otherwise) and cites a
// source for every rule it checks, so that the docs and the editor can show it.
func TestPresetsCiteTheirSources(t *testing.T) {
	t.Parallel()
	want := []string{"de-arbzg", "eu-wtd", "uk-wtr", "us-ca", "us-chicago", "us-flsa-minors", "us-nyc"}
	for _, id := range want {
		if _, err := PresetByID(id); err != nil {
			t.Errorf("preset %s: %v", id, err)
		}
	}
	if _, err := PresetByID("nowhere"); domain.KindOf(err) != domain.NotFound {
		t.Errorf("an unknown preset: %v, want NotFound", err)
	}
	for _, p := range Presets() {
		if p.Law == "" || len(p.Notes) == 0 || p.Rules.Empty() {
			t.Errorf("preset %s lacks its law, notes or rules", p.ID)
		}
		for _, src := range sourcesOf(p.Rules) {
			if strings.TrimSpace(src) == "" {
				t.Errorf("preset %s has a rule without a source", p.ID)
			}
		}
	}
}

// sourcesOf lists the source of every rule.
func sourcesOf(r Rules) []string {
	var out []string
	for _, b := range r.Breaks {
		out = append(out, b.Source)
	}
	for _, m := range r.Minors {
		out = append(out, m.Source)
		for _, b := range m.Breaks {
			out = append(out, b.Source)
		}
	}
	if r.DailyRest != nil {
		out = append(out, r.DailyRest.Source)
	}
	if r.WeeklyRest != nil {
		out = append(out, r.WeeklyRest.Source)
	}
	if r.AverageWeek != nil {
		out = append(out, r.AverageWeek.Source)
	}
	if r.PostingDeadline != nil {
		out = append(out, r.PostingDeadline.Source)
	}
	if r.Clopening != nil {
		out = append(out, r.Clopening.Source)
	}
	for _, p := range r.Premiums {
		out = append(out, p.Source)
	}
	if r.Predictability != nil {
		out = append(out, r.Predictability.Source)
	}
	return out
}

// A preset survives the trip through storage unchanged, so applying one copies it whole.
func TestPresetRoundTrip(t *testing.T) {
	t.Parallel()
	for _, p := range Presets() {
		b, err := json.Marshal(p.Rules)
		if err != nil {
			t.Fatal(err)
		}
		back, err := Parse(b)
		if err != nil {
			t.Fatal(err)
		}
		again, _ := json.Marshal(back)
		if string(again) != string(b) {
			t.Errorf("preset %s changed on the way through storage:\n%s\n%s", p.ID, b, again)
		}
	}
}
