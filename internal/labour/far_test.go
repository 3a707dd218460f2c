package labour

import (
	"math/rand/v2"
	"reflect"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// TestFarCountsAsTheWholeWork is the property the conflict engine leans on: evaluating
// the work of NearWindow whole and the rest as minutes by reference period (Far) finds
// exactly what evaluating all the work finds, violations and premiums alike, on random
// weeks of random rules, across clock changes, with work across period edges and
// worked time off the minute (and, far out, clocked in days before its shift).
func TestFarCountsAsTheWholeWork(t *testing.T) {
	zones := []*time.Location{time.UTC, berlin, mustZone("America/Los_Angeles"), mustZone("America/Santiago")}
	rng := rand.New(rand.NewPCG(46, 17))
	for i := range 3000 {
		in := randomInput(rng, zones[i%len(zones)])
		full := Evaluate(in)
		from, to := in.Rules.NearWindow(in.Anchor, in.Week)
		near := in
		near.Work, near.Counted = in.Rules.Far(in.Work, in.Anchor, from, to, in.Zone)
		if got := Evaluate(near); !reflect.DeepEqual(got, full) {
			t.Fatalf("case %d (%s, week %s, anchor %s, rules %+v):\nsummarised %+v\nfull       %+v",
				i, in.Zone, in.Week, in.Anchor, in.Rules, got, full)
		}
		if got := premiumsOf(near); !reflect.DeepEqual(got, full.Premiums) {
			t.Fatalf("case %d: premiums alone %+v, Evaluate's %+v", i, got, full.Premiums)
		}
	}
}

// randomInput is a person's random work from half a year before a random week to
// three months after it, under random rest, average and clopening rules and a night
// premium.
func randomInput(rng *rand.Rand, zone *time.Location) Input {
	week := day("2026-01-05").AddDays(7 * rng.IntN(52))
	anchor := day("2025-12-01").AddDays(rng.IntN(60))
	r := Rules{
		DailyRest:   &Rest{Base: warn, Minutes: 60 * (1 + rng.IntN(48))},
		WeeklyRest:  &WeeklyRest{Base: block, Minutes: 60 * (1 + rng.IntN(84)), Days: 7 + 7*rng.IntN(2)},
		AverageWeek: &Average{Base: warn, MaxMinutes: 60 * (20 + rng.IntN(30)), Weeks: 1 + rng.IntN(26)},
		Clopening:   &Clopening{Base: warn, MinRestMinutes: 60 * (1 + rng.IntN(24)), ClosingAfter: clock("21:00")},
		Premiums: []Premium{{Kind: Night, Name: "Night", Percent: 25, From: clock("23:00"), To: clock("06:00")},
			{Kind: ClopeningPay, Name: "Clopening", Percent: 25}},
	}
	if rng.IntN(4) == 0 {
		r.WeeklyRest = nil
	}
	var work []Work
	density := 2 + rng.IntN(8)
	for d := -190; d < 100; d++ {
		for range 2 {
			if rng.IntN(10) >= density {
				continue
			}
			date := week.AddDays(d)
			start := 15 * rng.IntN(96)
			end := (start + 15*(1+rng.IntN(95))) % (24 * 60)
			w := Scheduled(domain.Shift{ID: int64(len(work) + 1), UserID: 1, UserName: "Mia", Date: date,
				StartTime: domain.TimeOfDay(start), EndTime: domain.TimeOfDay(end)}, zone, d >= -1 && d < 8 && rng.IntN(3) > 0)
			if rng.IntN(5) == 0 { // worked: clocked off the minute
				w.At = w.At.Add(time.Duration(rng.IntN(600)-300) * time.Second)
				w.Until = w.Until.Add(time.Duration(rng.IntN(600)-300) * time.Second)
			}
			if d < -30 && rng.IntN(50) == 0 { // clocked in days before its shift's day, far out
				w.At = w.At.Add(-time.Duration(1+rng.IntN(90)) * time.Hour)
			}
			work = append(work, w)
		}
	}
	rng.Shuffle(len(work), func(i, j int) { work[i], work[j] = work[j], work[i] })
	rate := int64(1800)
	return Input{Rules: r, Person: Person{UserID: 1, Name: "Mia", RateCents: &rate}, Work: work, Zone: zone,
		Anchor: anchor, Week: week, Holidays: map[int64]map[domain.Date]string{}}
}
