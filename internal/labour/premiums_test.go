package labour

import (
	"testing"

	"github.com/shiftsched/shiftsched/internal/domain"
)

func TestPremiums(t *testing.T) {
	t.Parallel()
	loc, typ := int64(7), int64(3)
	rate := int64(2000) // 20.00 an hour
	night := Premium{Kind: Night, Name: "Night", Percent: 25, From: clock("23:00"), To: clock("06:00")}
	cases := []struct {
		name    string
		premium Premium
		work    Work
		minutes int
		cents   int64
		rate    *int64
		priced  bool
	}{
		{"night across midnight", night, shift(1, "2026-11-27", "20:00", "04:00"), 5 * 60, 2500, &rate, true},
		{"night from the morning before", night, shift(1, "2026-11-27", "04:00", "12:00"), 2 * 60, 1000, &rate, true},
		// The clocks go back at 03:00 on Oct 25 2026: 23:00 to 06:00 holds 8 real hours.
		{"night with the clocks going back", night, shift(1, "2026-10-24", "22:00", "06:00"), 8 * 60, 4000, &rate, true},
		{"night without a rate is not priced", night, shift(1, "2026-11-27", "23:00", "01:00"), 120, 0, nil, false},
		{"Sunday from its midnight", Premium{Kind: Sunday, Name: "Sunday", CentsPerHour: 300}, shift(1, "2026-11-28", "20:00", "02:00"),
			2 * 60, 600, nil, true},
		{"holiday at the work's location", Premium{Kind: Holiday, Name: "Holiday", Percent: 100},
			located(shift(1, "2026-12-01", "09:00", "12:00"), loc, 0), 3 * 60, 6000, &rate, true},
		{"no holiday elsewhere", Premium{Kind: Holiday, Name: "Holiday", Percent: 100},
			located(shift(1, "2026-12-01", "09:00", "12:00"), 8, 0), 0, 0, &rate, true},
		{"shift type", Premium{Kind: ShiftType, Name: "Late", CentsPerHour: 150, ShiftTypeID: &typ},
			located(shift(1, "2026-11-27", "14:00", "22:30"), 0, typ), 8*60 + 30, 1275, nil, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			res := Evaluate(Input{Rules: Rules{Premiums: []Premium{c.premium}}, Person: Person{UserID: 1, Name: "Mia", RateCents: c.rate},
				Work: []Work{c.work}, Zone: berlin, Anchor: day("2021-01-01"), Week: domain.Weeks{First: domain.Friday}.Start(c.work.Date),
				Holidays: map[int64]map[domain.Date]string{loc: {day("2026-12-01"): "Test day"}}})
			if c.minutes == 0 {
				if len(res.Premiums) != 0 {
					t.Fatalf("premiums = %+v, want none", res.Premiums)
				}
				return
			}
			if len(res.Premiums) != 1 {
				t.Fatalf("premiums = %+v, want one", res.Premiums)
			}
			p := res.Premiums[0]
			if p.Minutes != c.minutes || p.Cents != c.cents || p.Priced != c.priced {
				t.Errorf("premium = %d min, %d cents, priced %v; want %d, %d, %v", p.Minutes, p.Cents, p.Priced, c.minutes, c.cents, c.priced)
			}
		})
	}
}

func located(w Work, location, shiftType int64) Work {
	if location != 0 {
		w.Structure.LocationID = &location
	}
	if shiftType != 0 {
		w.Structure.ShiftTypeID = &shiftType
	}
	return w
}

func TestClopeningPremiumPaysTheOpening(t *testing.T) {
	t.Parallel()
	r := Rules{Clopening: &Clopening{Base: warn, MinRestMinutes: 10 * 60},
		Premiums: []Premium{{Kind: ClopeningPay, Name: "Clopening", Percent: 25}}}
	rate := int64(1600)
	res := Evaluate(Input{Rules: r, Person: Person{UserID: 1, Name: "Mia", RateCents: &rate}, Zone: berlin, Anchor: day("2021-01-01"),
		Week: day("2026-11-27"), Work: []Work{shift(1, "2026-11-27", "15:00", "23:00"), shift(2, "2026-11-28", "06:00", "10:00")}})
	if len(res.Premiums) != 1 || res.Premiums[0].ShiftID != 2 || res.Premiums[0].Cents != 1600 {
		t.Fatalf("premiums = %+v, want 4 h at 25%% of 16.00 on the opening shift", res.Premiums)
	}
}

func TestLatePosting(t *testing.T) {
	t.Parallel()
	r := Rules{PostingDeadline: &Posting{Base: warn, Days: 14}}
	week := day("2026-11-27")
	if late, _ := r.Late(week, wall(day("2026-11-12"), 23*60+59, berlin), berlin); late {
		t.Errorf("published the day before the deadline: late")
	}
	late, deadline := r.Late(week, wall(day("2026-11-13"), 1, berlin), berlin)
	if !late || domain.DateOf(deadline.In(berlin)) != day("2026-11-13") {
		t.Errorf("published a minute into the deadline day: late %v, deadline %v", late, deadline)
	}
	if late, _ := (Rules{}).Late(week, wall(week, 0, berlin), berlin); late {
		t.Errorf("no posting rule: late")
	}
}
