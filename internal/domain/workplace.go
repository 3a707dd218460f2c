package domain

import (
	"regexp"
	"strings"
	"time"
)

// Location is a site or department of the workplace.
type Location struct {
	ID         int64      `db:"id"`
	Name       string     `db:"name"`
	Address    *string    `db:"address"`
	ArchivedAt *time.Time `db:"archived_at"`
}

// Position is a kind of work (Cashier, Cook), with the colour screens show it in.
type Position struct {
	ID         int64      `db:"id"`
	Name       string     `db:"name"`
	Colour     string     `db:"colour"`
	ArchivedAt *time.Time `db:"archived_at"`
}

// ShiftType is a named, reusable shift: a position and a location (either may be
// missing), its times, and the shift types that may not follow it on the next day.
type ShiftType struct {
	ID         int64      `db:"id"`
	Name       string     `db:"name"`
	PositionID *int64     `db:"position_id"`
	LocationID *int64     `db:"location_id"`
	StartTime  TimeOfDay  `db:"start_minute"`
	EndTime    TimeOfDay  `db:"end_minute"`
	ArchivedAt *time.Time `db:"archived_at"`
	// NotFollowedBy are the ids of the shift types that may not come the next day.
	NotFollowedBy []int64 `db:"-"`
}

// Qualification is a position a person is qualified for, and their rate in it when it
// differs from their own.
type Qualification struct {
	UserID     int64  `db:"user_id"`
	PositionID int64  `db:"position_id"`
	Primary    bool   `db:"is_primary"`
	RateCents  *int64 `db:"rate_cents"`
}

// PersonWorkplace is where and as what one person works: their positions, their
// locations and their own hourly rate (cents; nil when not kept).
type PersonWorkplace struct {
	UserID         int64
	Qualifications []Qualification
	LocationIDs    []int64
	RateCents      *int64
}

// ShiftStructure is what a shift carries beyond person and times: its position,
// location and shift type, each optional.
type ShiftStructure struct {
	PositionID  *int64 `db:"position_id"`
	LocationID  *int64 `db:"location_id"`
	ShiftTypeID *int64 `db:"shift_type_id"`
}

// Same reports whether two shifts are the same kind of work at the same place: the same
// position, location and shift type, or the same absence of them.
func (s ShiftStructure) Same(o ShiftStructure) bool {
	return sameID(s.PositionID, o.PositionID) && sameID(s.LocationID, o.LocationID) && sameID(s.ShiftTypeID, o.ShiftTypeID)
}

func sameID(a, b *int64) bool { return a == nil && b == nil || a != nil && b != nil && *a == *b }

// MaxRateCents is the highest hourly rate kept (a million a hour).
const MaxRateCents = 100_000_000

var colourPattern = regexp.MustCompile(`^#[0-9a-f]{6}$`)

// NormalizeColour reads a colour as #rrggbb (any letter case) and returns it in lower
// case, or Invalid with a sentence.
func NormalizeColour(c string) (string, error) {
	c = strings.ToLower(strings.TrimSpace(c))
	if !colourPattern.MatchString(c) {
		return "", Errorf(Invalid, "A colour is written #rrggbb, for example #1f77b4.")
	}
	return c, nil
}

// WorkplaceName checks the name of a location, position or shift type (what says which
// in the sentence) and returns it trimmed.
func WorkplaceName(what, name string) (string, error) {
	name = strings.TrimSpace(name)
	if name == "" {
		return "", Errorf(Invalid, "A %s needs a name.", what)
	}
	if len([]rune(name)) > 100 {
		return "", Errorf(Invalid, "A %s's name may be at most 100 characters.", what)
	}
	if HasNUL(name) {
		return "", ErrNUL
	}
	if strings.IndexFunc(name, IsControl) >= 0 {
		return "", Errorf(Invalid, "A %s's name must be one line.", what)
	}
	if err := CheckDirection(name); err != nil {
		return "", err
	}
	return name, nil
}

// Archived reports whether the location is archived.
func (l Location) Archived() bool { return l.ArchivedAt != nil }

// Archived reports whether the position is archived.
func (p Position) Archived() bool { return p.ArchivedAt != nil }

// Archived reports whether the shift type is archived.
func (t ShiftType) Archived() bool { return t.ArchivedAt != nil }
