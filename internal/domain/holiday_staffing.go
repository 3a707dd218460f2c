package domain

// HolidayRule is how a location's public holidays are staffed.
type HolidayRule string

// The rules a location's public holidays are staffed by.
const (
	HolidayUsual   HolidayRule = "usual"    // as on any other day of its weekday
	HolidayClosed  HolidayRule = "closed"   // nobody is needed
	HolidayLikeDay HolidayRule = "like_day" // as on LikeDay (a Sunday, say)
)

// HolidayStaffing is how a location is staffed on its public holidays.
type HolidayStaffing struct {
	LocationID int64       `db:"location_id"`
	Rule       HolidayRule `db:"rule"`
	LikeDay    *DayKey     `db:"like_day"`
}

// Check refuses a rule that is not one of the three, or a day that goes with no
// LIKE_DAY rule or is missing from one.
func (h HolidayStaffing) Check() error {
	switch {
	case h.Rule != HolidayUsual && h.Rule != HolidayClosed && h.Rule != HolidayLikeDay:
		return Errorf(Invalid, "Holidays are staffed as usual, closed, or like another day of the week.")
	case (h.Rule == HolidayLikeDay) != (h.LikeDay != nil):
		return Errorf(Invalid, "Name the day of the week a holiday is staffed like, and only for that rule.")
	case h.LikeDay != nil && h.LikeDay.Index() < 0:
		return Errorf(Invalid, "Name the day of the week a holiday is staffed like, and only for that rule.")
	}
	return nil
}

// HolidayDays are the public holidays of the locations whose holidays are not staffed
// as usual, with their rule: location, then date.
type HolidayDays map[int64]map[Date]HolidayStaffing

// Needed is what a requirement whose week is needed asks on date d at location loc:
// its usual number, unless d is one of the location's holidays.
func (h HolidayDays) Needed(loc int64, d Date, week [7]int, usual int) int {
	rule, ok := h[loc][d]
	switch {
	case !ok:
		return usual
	case rule.Rule == HolidayClosed:
		return 0
	case rule.Rule == HolidayLikeDay && rule.LikeDay != nil && rule.LikeDay.Index() >= 0:
		return week[rule.LikeDay.Index()]
	}
	return usual
}

// StaffHolidays gives each requirement, on each holiday of its location that it has no
// override for, the number its location's holiday rule asks; an override a manager set
// for the date wins.
func StaffHolidays(reqs []StaffingRequirement, h HolidayDays) {
	for i := range reqs {
		r := &reqs[i]
		for d := range h[r.LocationID] {
			if !r.overridden(d) {
				r.Overrides = append(r.Overrides, StaffingOverride{RequirementID: r.ID, Date: d,
					Needed: h.Needed(r.LocationID, d, r.Needed, r.Needed[DayKeyOf(d).Index()])})
			}
		}
	}
}

func (r StaffingRequirement) overridden(d Date) bool {
	for _, o := range r.Overrides {
		if o.Date == d {
			return true
		}
	}
	return false
}
