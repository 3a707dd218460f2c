package autofill

import (
	"encoding/json"
	"strconv"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/internal/autoschedule"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/labour"
)

// BenchmarkLabourConstraintsOf500People builds the labour constraints and premium costs
// of a four-week fill of 500 people over 80 slots (each person qualified for two), under
// the EU rules made hard, a hard minors' rule and a night premium, the range ten weeks
// into its 17-week reference period, each person with the 17 weeks before the range
// worked five days a week. plan-bytes is the size of the plan a job stores.
func BenchmarkLabourConstraintsOf500People(b *testing.B) {
	start, _ := domain.ParseDate("2027-01-01")
	from, to := labour.Clock(23*60), labour.Clock(6*60)
	late := labour.Clock(22 * 60)
	block := labour.Base{Severity: domain.RuleBlock}
	rules := labour.Rules{DailyRest: &labour.Rest{Base: block, Minutes: 660},
		WeeklyRest:  &labour.WeeklyRest{Base: block, Minutes: 2100, Days: 7},
		AverageWeek: &labour.Average{Base: block, MaxMinutes: 2880, Weeks: 17},
		Minors:      []labour.Minor{{Base: block, UnderAge: 18, MaxDailyMinutes: 480, MaxWeeklyMinutes: 2400, LatestEnd: &late}},
		Premiums:    []labour.Premium{{Kind: labour.Night, Name: "Night", Percent: 25, From: &from, To: &to}}}
	rs := &domain.RuleSet{}
	for b.Loop() {
		p := &fillPlan{Start: start, Problem: autoschedule.Problem{Days: 28, FirstWeekday: time.Friday}}
		for k := range 80 {
			s := (6 + 8*(k%3)) * 60 % 1440
			p.ShiftTypes = append(p.ShiftTypes, fillTypeRef{ID: int64(k + 1), Start: s, End: (s + 480) % 1440})
			p.Problem.ShiftTypes = append(p.Problem.ShiftTypes, autoschedule.ShiftType{ID: strconv.Itoa(k), Minutes: 480, Position: "s" + strconv.Itoa(k)})
		}
		lab := &labourPlan{Zone: "Europe/Berlin", zone: mustZone("Europe/Berlin"), hour: 2000}
		lab.Weeks = []domain.Date{start, start.AddDays(7), start.AddDays(14), start.AddDays(21)}
		for i := range 500 {
			k := i % 40 * 2
			p.Problem.People = append(p.Problem.People, autoschedule.Person{ID: strconv.Itoa(i), Positions: []string{"s" + strconv.Itoa(k), "s" + strconv.Itoa(k+1)}})
			p.People = append(p.People, fillRef{ID: int64(i + 1), Name: "P"})
			lp := labourPerson{Person: i, Rules: rules, Anchor: start.AddDays(-7 * 10), rs: rs, Who: labour.Person{UserID: int64(i + 1)}}
			for d := -119; d < 0; d++ {
				if (d+119)%7 < 5 {
					sh := domain.Shift{ID: int64(i*1000 - d), Date: start.AddDays(d), StartTime: 9 * 60, EndTime: 17 * 60}
					lp.Context = append(lp.Context, labour.Scheduled(sh, lab.zone, false))
				}
			}
			lp.fixed = lp.Context
			lab.People = append(lab.People, lp)
		}
		for k := range lab.People {
			p.constrainLabour(lab, &lab.People[k], nil)
			p.labourTotals(lab, &lab.People[k])
		}
		p.labourFollows(lab)
		for k := range lab.People {
			lp := &lab.People[k]
			lp.Spans = spansOf(lp, start, start.AddDays(27))
		}
		p.Labour = lab
		stored, err := json.Marshal(p)
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(len(stored)), "plan-bytes")
	}
}

func mustZone(name string) *time.Location {
	z, err := time.LoadLocation(name)
	if err != nil {
		panic(err)
	}
	return z
}
