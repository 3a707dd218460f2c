package labour

import (
	"testing"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// BenchmarkEvaluateAWeekOf500People evaluates the EU and California presets' rules with
// a night premium for 500 people, each with a week of five shifts and the 17 weeks of
// stored shifts the average week looks at: the pure part of a 500-person dry run, with
// every shift evaluated and with the far weeks summed by reference period (Rules.Far).
func BenchmarkEvaluateAWeekOf500People(b *testing.B) {
	eu, _ := PresetByID("eu-wtd")
	ca, _ := PresetByID("us-ca")
	rules := eu.Rules
	rules.Breaks = ca.Rules.Breaks
	rules.Premiums = []Premium{{Kind: Night, Name: "Night", Percent: 25, From: clock("23:00"), To: clock("06:00")}}
	week := day("2026-11-27")
	var work []Work
	for d := -17 * 7; d < 7; d++ {
		if d%7 == 5 || d%7 == 6 || d%7 == -1 || d%7 == -2 {
			continue
		}
		w := shift(int64(1000+d), week.AddDays(d).String(), "09:00", "17:30")
		w.Proposed = d >= 0
		work = append(work, w)
	}
	rate := int64(1800)
	for _, summed := range []bool{false, true} {
		name := map[bool]string{false: "every shift", true: "far weeks summed"}[summed]
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				for p := range 500 {
					in := Input{Rules: rules, Person: Person{UserID: int64(p), Name: "Mia", RateCents: &rate}, Work: work,
						Zone: berlin, Anchor: day("2021-01-01"), Week: week, Holidays: map[int64]map[domain.Date]string{}}
					if summed {
						from, to := rules.NearWindow(in.Anchor, week)
						in.Work, in.Counted = rules.Far(work, in.Anchor, from, to, berlin)
					}
					Evaluate(in)
				}
			}
		})
	}
}
