package domain

import (
	"strings"
	"time"
	"unicode/utf8"

	"golang.org/x/text/currency"
)

// Profile is what a workplace says of itself.
type Profile struct {
	// Name is how invitations and e-mails name the workplace; empty until a manager
	// gives one (they say "Shiftsched" then).
	Name string `db:"name"`
	// Currency is the ISO 4217 code rates, labour costs and payroll are in.
	Currency string `db:"currency"`
	// TimeZone is the IANA zone a manager chose; nil: the server's WORKPLACE_TZ. In a
	// change, nil keeps the stored zone and "" goes back to the server's.
	TimeZone *string `db:"time_zone"`
	// WeekStartsOn is the first day of the workplace's weeks (Friday by default). In a
	// change, "" keeps the stored day.
	WeekStartsOn DayKey `db:"week_starts_on"`
}

// ErrWeeksStored refuses a new first day of the week once weeks are stored by the old.
var ErrWeeksStored = Errorf(Conflict, "The first day of the week can change only before the first week is scheduled: this workplace already has schedules, drafts or open shifts.")

// MaxWorkplaceName is the longest name a workplace may have, in characters.
const MaxWorkplaceName = 100

// Normalize trims the name and the time zone and writes the currency in capitals, then
// refuses a profile no workplace could mean, with a sentence. The name is checked as a
// person's is: e-mails carry it.
func (p *Profile) Normalize() error {
	p.Name = strings.Join(strings.Fields(p.Name), " ")
	if strings.IndexFunc(p.Name, IsControl) >= 0 {
		return Errorf(Invalid, "Name cannot contain line breaks, tabs or other control characters.")
	}
	if err := CheckDirection(p.Name); err != nil {
		return err
	}
	if utf8.RuneCountInString(p.Name) > MaxWorkplaceName {
		return Errorf(Invalid, "The workplace's name can be at most %d characters.", MaxWorkplaceName)
	}
	p.Currency = strings.ToUpper(strings.TrimSpace(p.Currency))
	if u, err := currency.ParseISO(p.Currency); err != nil || u.String() != p.Currency {
		return Errorf(Invalid, "Choose a currency by its three-letter code, such as USD or EUR.")
	}
	if p.WeekStartsOn != "" {
		k, err := ParseDayKey(strings.TrimSpace(string(p.WeekStartsOn)))
		if err != nil {
			return Errorf(Invalid, "Choose the first day of the week by its English name, such as monday.")
		}
		p.WeekStartsOn = k
	}
	if p.TimeZone != nil {
		zone := strings.TrimSpace(*p.TimeZone)
		p.TimeZone = &zone
		if _, err := time.LoadLocation(zone); zone != "" && (err != nil || zone == "Local") {
			return Errorf(Invalid, "Choose a time zone from the list, such as Europe/Berlin.")
		}
	}
	return nil
}
