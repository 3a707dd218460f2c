package domain

// MaxRangeDays is the longest date range the range queries (shifts, events, time off,
// unavailable dates) accept.
const MaxRangeDays = 366

// CheckRange refuses (Invalid) a date range that runs backwards or spans more than
// MaxRangeDays: the rule every range query shares, whichever package answers it.
func CheckRange(from, to Date) error {
	if to.Before(from) {
		return Errorf(Invalid, "The range must not end (%s) before it starts (%s).", to, from)
	}
	if from.DaysUntil(to)+1 > MaxRangeDays {
		return Errorf(Invalid, "A date range may span at most %d days.", MaxRangeDays)
	}
	return nil
}
