package labour

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"sort"

	"github.com/shiftsched/shiftsched/internal/domain"
)

//go:embed presets/*.json
var presetFiles embed.FS

// Preset is a jurisdiction's labour rules as a starting point: applying one copies its
// rules into a rule set, where the manager may change them. Each rule cites its source;
// Notes say what the preset leaves out or where the law gives a choice. Not legal advice.
type Preset struct {
	ID           string   `json:"id"`
	Name         string   `json:"name"`
	Jurisdiction string   `json:"jurisdiction"`
	Law          string   `json:"law"`
	Notes        []string `json:"notes"`
	Rules        Rules    `json:"rules"`
}

var presets = mustLoadPresets()

// mustLoadPresets reads the embedded presets, sorted by name; a preset that does not
// validate stops the program at start (a test checks each).
func mustLoadPresets() []Preset {
	entries, err := presetFiles.ReadDir("presets")
	if err != nil {
		panic(err)
	}
	out := make([]Preset, 0, len(entries))
	for _, e := range entries {
		b, err := presetFiles.ReadFile("presets/" + e.Name())
		if err != nil {
			panic(err)
		}
		var p Preset
		dec := json.NewDecoder(bytes.NewReader(b))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&p); err != nil {
			panic(fmt.Sprintf("labour preset %s: %v", e.Name(), err))
		}
		if err := p.Rules.Validate(); err != nil {
			panic(fmt.Sprintf("labour preset %s: %v", e.Name(), err))
		}
		out = append(out, p)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Presets returns every preset, by name. The slice is shared: do not change it.
func Presets() []Preset { return presets }

// PresetByID returns the preset with the id, or NotFound.
func PresetByID(id string) (Preset, error) {
	for _, p := range presets {
		if p.ID == id {
			return p, nil
		}
	}
	return Preset{}, domain.Errorf(domain.NotFound, "There is no labour rules preset \"%s\".", id)
}
