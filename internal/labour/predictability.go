package labour

import (
	"strings"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// Predictability is the fair-workweek rule: a change the employer makes to a published
// shift less than NoticeDays before its day needs the person's consent and pays a
// premium. The premium of one change is ChangeCents (a fixed sum, as New York City
// pays) plus ChangePayMinutes of the person's pay (60: one hour's pay, as Chicago
// pays); a cut (a shorter or removed shift) pays CutPercent of the lost minutes at the
// person's rate instead of the minutes' pay when CutPercent is set, and CutCents instead
// of ChangeCents when that is set (New York City pays more for a cut). A clopening the
// change creates needs consent when ClopeningConsent is set, and pays ClopeningCents.
type Predictability struct {
	Base
	NoticeDays       int    `json:"noticeDays"`
	ChangePayMinutes int    `json:"changePayMinutes,omitempty"`
	ChangeCents      int64  `json:"changeCents,omitempty"`
	CutPercent       int    `json:"cutPercent,omitempty"`
	CutCents         int64  `json:"cutCents,omitempty"`
	ClopeningConsent bool   `json:"clopeningConsent,omitempty"`
	ClopeningCents   int64  `json:"clopeningCents,omitempty"`
	Name             string `json:"name,omitempty"` // labels the pay line; "Predictability pay" when empty
}

// DefaultPredictabilityName labels a predictability pay line whose rule names none.
const DefaultPredictabilityName = "Predictability pay"

// validate refuses a rule no workplace could mean (nil: no rule).
func (p *Predictability) validate() error {
	if p == nil {
		return nil
	}
	p.Name, p.Source = strings.TrimSpace(p.Name), strings.TrimSpace(p.Source)
	if err := p.Base.validate(); err != nil {
		return err
	}
	switch {
	case p.Severity == domain.RuleBlock:
		return domain.Errorf(domain.Invalid, "A late change asks the person's consent: the predictability rule is WARN or OFF.")
	case p.NoticeDays < 1 || p.NoticeDays > 60:
		return domain.Errorf(domain.Invalid, "The notice window of late changes is 1 to 60 days.")
	case p.ChangePayMinutes < 0 || p.ChangePayMinutes > 24*60:
		return domain.Errorf(domain.Invalid, "The pay of a late change is 0 to 24 hours.")
	case p.ChangeCents < 0 || p.ChangeCents > 1_000_000 || p.CutCents < 0 || p.CutCents > 1_000_000 || p.ClopeningCents < 0 || p.ClopeningCents > 1_000_000:
		return domain.Errorf(domain.Invalid, "A fixed premium is 0 to 10000.00.")
	case p.CutPercent < 0 || p.CutPercent > 200:
		return domain.Errorf(domain.Invalid, "The share of lost hours paid for a cut shift is 0 to 200 percent.")
	case len(p.Name) > 100:
		return domain.Errorf(domain.Invalid, "The name of predictability pay is at most 100 characters.")
	}
	return nil
}

// name is the pay line's label.
func (p *Predictability) name() string {
	if p.Name == "" {
		return DefaultPredictabilityName
	}
	return p.Name
}
