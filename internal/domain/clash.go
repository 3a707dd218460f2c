package domain

// ShiftAction is what becomes of a shift that clashes with approved time off or belongs
// to a person being deleted. Time off (internal/availability) chooses it; the week's
// rules (internal/service) carry it out, so it is the vocabulary both speak.
type ShiftAction string

// Shift actions.
const (
	// ShiftUnassign takes the shift off the schedule: a published one at once (the
	// person is told), a draft one out of the draft.
	ShiftUnassign ShiftAction = "UNASSIGN"
	// ShiftOpen posts the shift as an open shift (same day, times, position and
	// location) and takes the person off it.
	ShiftOpen ShiftAction = "OPEN"
	// ShiftKeep leaves the shift where it is.
	ShiftKeep ShiftAction = "KEEP"
)

// Clash is a shift of the person inside their time off: published, or only in a draft.
type Clash struct {
	Shift Shift
	Draft bool // only in a week's draft, not on the published schedule
}

// ShiftChoice is what to do with one shift, named by id.
type ShiftChoice struct {
	ShiftID int64
	Action  ShiftAction
}
