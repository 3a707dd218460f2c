package domain

import "strconv"

// DayLabel is a date as a person reads it in a sentence, e.g. "Saturday 7 March".
func (d Date) DayLabel() string { return d.Time().Format("Monday 2 January") }

// CompactTime is a time of day as the grid writes it where space is short: "7a",
// "7:30a", "12p" (noon), "12a" (midnight).
func CompactTime(t TimeOfDay) string {
	h, m := int(t)/60%24, int(t)%60
	h12 := h % 12
	if h12 == 0 {
		h12 = 12
	}
	out := strconv.Itoa(h12)
	if m != 0 {
		out += ":" + string([]byte{byte('0' + m/10), byte('0' + m%10)})
	}
	if h < 12 {
		return out + "a"
	}
	return out + "p"
}

// ShiftWhen names a shift's day and times in a sentence, e.g. "Saturday 7 March,
// 9a–5p"; an overnight shift reads as it is written ("10p–6a").
func ShiftWhen(d Date, start, end TimeOfDay) string {
	return d.DayLabel() + ", " + CompactTime(start) + "–" + CompactTime(end)
}
