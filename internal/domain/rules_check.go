package domain

import (
	"fmt"
	"sort"
	"time"
)

// workedShift is one shift of a person, proposed or stored, as the work rules see it.
type workedShift struct {
	Shift
	proposed bool
	minutes  int
}

// ruleView is one person's shifts (proposed and stored, by start) under their rule set.
type ruleView struct {
	rs    *RuleSet
	all   []workedShift
	name  string
	user  int64
	types map[int64]ShiftType
}

func newRuleView(rs *RuleSet, mine, others []Shift, types map[int64]ShiftType) ruleView {
	v := ruleView{rs: rs, user: mine[0].UserID, name: mine[0].UserName, types: types}
	for _, sh := range mine {
		iv := sh.Interval()
		v.all = append(v.all, workedShift{sh, true, int(iv.End - iv.Start)})
	}
	for _, sh := range others {
		iv := sh.Interval()
		v.all = append(v.all, workedShift{sh, false, int(iv.End - iv.Start)})
	}
	sort.SliceStable(v.all, func(i, j int) bool { return v.all[i].Interval().Start < v.all[j].Interval().Start })
	return v
}

func (v ruleView) conflict(code ConflictCode, r *Rule, ids []int64, format string, args ...any) ShiftConflict {
	return ShiftConflict{Code: code, Severity: r.severity(), UserID: v.user, UserName: v.name, ShiftIDs: ids,
		Message: fmt.Sprintf(format, args...)}
}

// periods groups the shifts by the planning period they start in, keeping only periods
// with a proposed shift (in week, when not zero), in order.
func (v ruleView) periods(week Date) [][]workedShift {
	var starts []Date
	by := map[Date][]workedShift{}
	for _, sh := range v.all {
		from, _ := v.rs.Period(sh.Date)
		if _, ok := by[from]; !ok {
			starts = append(starts, from)
		}
		by[from] = append(by[from], sh)
	}
	var out [][]workedShift
	for _, from := range starts {
		for _, sh := range by[from] {
			if sh.proposed && inWeek(sh.Date, week) {
				out = append(out, by[from])
				break
			}
		}
	}
	return out
}

// proposedIDs are the ids of the proposed shifts among list, in week when not zero.
func proposedIDs(list []workedShift, week Date) []int64 {
	var ids []int64
	for _, sh := range list {
		if sh.proposed && inWeek(sh.Date, week) {
			ids = append(ids, sh.ID)
		}
	}
	return ids
}

// periodRules checks the rules counted over a planning period: hours, shifts of each
// type and working weekends.
func (v ruleView) periodRules(week Date) []ShiftConflict {
	r := v.rs.Rules
	var out []ShiftConflict
	for _, list := range v.periods(week) {
		from, to := v.rs.Period(list[0].Date)
		total, perType, weekends := 0, map[int64]int{}, map[Date]bool{}
		for _, sh := range list {
			total += sh.minutes
			if sh.ShiftTypeID != nil {
				perType[*sh.ShiftTypeID]++
			}
			if wd := sh.Date.Weekday(); wd == time.Saturday || wd == time.Sunday {
				weekends[saturdayOf(sh.Date)] = true
			}
		}
		ids := proposedIDs(list, week)
		if r.MaxHours.On() && total > r.MaxHours.Value {
			out = append(out, v.overHours(list[0].Date, from, to, total, ids))
		}
		if r.MinHours.On() && total < r.MinHours.Value {
			out = append(out, v.conflict(MinHours, r.MinHours, ids, "%s would work only %s in %s, under the minimum of %s.",
				v.name, Hours(total), v.rs.periodLabel(from, to), Hours(r.MinHours.Value)))
		}
		for _, l := range r.ShiftTypeLimits {
			rule := &Rule{l.Max, l.Severity}
			if n := perType[l.ShiftTypeID]; rule.On() && n > l.Max {
				out = append(out, v.conflict(MaxShiftsOfType, rule, idsOfType(list, l.ShiftTypeID, week),
					"%s would work %d %s shifts in %s, over the most of %d.",
					v.name, n, v.types[l.ShiftTypeID].Name, v.rs.periodLabel(from, to), l.Max))
			}
		}
		if r.MaxWeekends.On() && len(weekends) > r.MaxWeekends.Value {
			out = append(out, v.conflict(MaxWeekends, r.MaxWeekends, ids, "%s would work %d weekends in %s, over the most of %d.",
				v.name, len(weekends), v.rs.periodLabel(from, to), r.MaxWeekends.Value))
		}
	}
	return out
}

// inWeek reports whether d is in the week starting on week; every date is when week is
// zero.
func inWeek(d, week Date) bool {
	return week.IsZero() || (!d.Before(week) && d.Before(week.AddDays(7)))
}

// overHours keeps the sentence of the workplace's weekly limit for periods of one week.
func (v ruleView) overHours(d, from, to Date, total int, ids []int64) ShiftConflict {
	r := v.rs.Rules.MaxHours
	if v.rs.isOneWeek() {
		return v.conflict(OverHours, r, ids, "%s would work %s in the week of %s, over the weekly limit of %s.",
			v.name, Hours(total), from.ShortLabel(), Hours(r.Value))
	}
	return v.conflict(OverHours, r, ids, "%s would work %s in %s, over the maximum of %s.",
		v.name, Hours(total), v.rs.periodLabel(from, to), Hours(r.Value))
}

func idsOfType(list []workedShift, typeID int64, week Date) []int64 {
	var ids []int64
	for _, sh := range list {
		if sh.proposed && sh.ShiftTypeID != nil && *sh.ShiftTypeID == typeID && inWeek(sh.Date, week) {
			ids = append(ids, sh.ID)
		}
	}
	return ids
}

func saturdayOf(d Date) Date {
	if d.Weekday() == time.Sunday {
		return d.AddDays(-1)
	}
	return d
}

// dailyHours checks the most hours in a day, on days with a proposed shift.
func (v ruleView) dailyHours() []ShiftConflict {
	r := v.rs.Rules.MaxDailyHours
	if !r.On() {
		return nil
	}
	var days []Date
	by := map[Date][]workedShift{}
	for _, sh := range v.all {
		if _, ok := by[sh.Date]; !ok {
			days = append(days, sh.Date)
		}
		by[sh.Date] = append(by[sh.Date], sh)
	}
	var out []ShiftConflict
	for _, d := range days {
		total := 0
		for _, sh := range by[d] {
			total += sh.minutes
		}
		if ids := proposedIDs(by[d], Date{}); len(ids) > 0 && total > r.Value {
			out = append(out, v.conflict(MaxDailyHours, r, ids, "%s would work %s on %s %s, over the most of %s in a day.",
				v.name, Hours(total), DayName(DayKeyOf(d)), d.ShortLabel(), Hours(r.Value)))
		}
	}
	return out
}

// workRun is a stretch of consecutive working days of one person.
type workRun struct {
	from, to Date
	ids      []int64 // the proposed shifts in it
}

func (r workRun) days() int { return r.from.DaysUntil(r.to) + 1 }

// runs returns the person's stretches of consecutive working days, in order.
func (v ruleView) runs() []workRun {
	byDay := map[Date][]int64{}
	var days []Date
	for _, sh := range v.all {
		if _, ok := byDay[sh.Date]; !ok {
			days = append(days, sh.Date)
			byDay[sh.Date] = []int64{}
		}
		if sh.proposed {
			byDay[sh.Date] = append(byDay[sh.Date], sh.ID)
		}
	}
	sort.Slice(days, func(i, j int) bool { return days[i].Before(days[j]) })
	var out []workRun
	for _, d := range days {
		if n := len(out); n > 0 && out[n-1].to.AddDays(1) == d {
			out[n-1].to = d
			out[n-1].ids = append(out[n-1].ids, byDay[d]...)
			continue
		}
		out = append(out, workRun{from: d, to: d, ids: byDay[d]})
	}
	return out
}

// runRules checks the most and fewest consecutive working days and the fewest days off
// between two stretches of work, where a proposed shift is involved.
func (v ruleView) runRules() []ShiftConflict {
	r := v.rs.Rules
	if !r.MaxConsecutiveDays.On() && !r.MinConsecutiveDays.On() && !r.MinDaysOff.On() {
		return nil
	}
	runs := v.runs()
	var out []ShiftConflict
	for i, run := range runs {
		n := run.days()
		if len(run.ids) > 0 && r.MaxConsecutiveDays.On() && n > r.MaxConsecutiveDays.Value {
			out = append(out, v.conflict(MaxConsecutiveDays, r.MaxConsecutiveDays, run.ids,
				"%s would work %d days in a row (%s to %s), over the most of %d.",
				v.name, n, run.from.ShortLabel(), run.to.ShortLabel(), r.MaxConsecutiveDays.Value))
		}
		if len(run.ids) > 0 && r.MinConsecutiveDays.On() && n < r.MinConsecutiveDays.Value {
			out = append(out, v.conflict(MinConsecutiveDays, r.MinConsecutiveDays, run.ids,
				"%s would work only %s in a row (%s to %s), under the fewest of %d.",
				v.name, dayCount(n), run.from.ShortLabel(), run.to.ShortLabel(), r.MinConsecutiveDays.Value))
		}
		if i == 0 || !r.MinDaysOff.On() {
			continue
		}
		prev := runs[i-1]
		off := prev.to.DaysUntil(run.from) - 1
		if ids := append(append([]int64{}, prev.ids...), run.ids...); len(ids) > 0 && off < r.MinDaysOff.Value {
			out = append(out, v.conflict(MinDaysOff, r.MinDaysOff, ids,
				"%s would have only %s off (%s to %s) between working days, under the fewest of %d.",
				v.name, dayCount(off), prev.to.AddDays(1).ShortLabel(), run.from.AddDays(-1).ShortLabel(), r.MinDaysOff.Value))
		}
	}
	return out
}

func dayCount(n int) string {
	if n == 1 {
		return "1 day"
	}
	return fmt.Sprintf("%d days", n)
}

// workRules returns every work rule one person's shifts break under their rule set.
func workRules(rs *RuleSet, mine, others []Shift, week Date, types map[int64]ShiftType) []ShiftConflict {
	v := newRuleView(rs, mine, others, types)
	var out []ShiftConflict
	if rs.Rules.MinRest.On() {
		out = append(out, shortRests(mine, others, rs.Rules.MinRest)...)
	}
	out = append(out, v.periodRules(week)...)
	out = append(out, v.dailyHours()...)
	return append(out, v.runRules()...)
}
