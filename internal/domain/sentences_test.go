package domain

import "testing"

func TestShiftWhenReadsAsTheGridWritesTimes(t *testing.T) {
	sat := Date{2026, 3, 7}
	cases := []struct {
		start, end TimeOfDay
		want       string
	}{
		{9 * 60, 17 * 60, "Saturday 7 March, 9a–5p"},
		{7*60 + 30, 15 * 60, "Saturday 7 March, 7:30a–3p"},
		{22 * 60, 6 * 60, "Saturday 7 March, 10p–6a"},
		{0, 12*60 + 5, "Saturday 7 March, 12a–12:05p"},
	}
	for _, c := range cases {
		if got := ShiftWhen(sat, c.start, c.end); got != c.want {
			t.Errorf("ShiftWhen(%v, %v) = %q, want %q", c.start, c.end, got, c.want)
		}
	}
}
