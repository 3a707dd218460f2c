package domain

// SchoolHoliday is a named range of days without school (a term break), First to Last
// inclusive, at one location or, LocationID nil, at every location. The rules for
// minors read it (internal/labour, school.go).
type SchoolHoliday struct {
	ID         int64  `db:"id"`
	LocationID *int64 `db:"location_id"`
	Name       string `db:"name"`
	First      Date   `db:"first_day"`
	Last       Date   `db:"last_day"`
}

// DefaultSchoolWeekdays are the ISO weekdays with school at a location that has not
// said otherwise: Monday to Friday.
var DefaultSchoolWeekdays = []int{1, 2, 3, 4, 5}
