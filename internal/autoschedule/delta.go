package autoschedule

// The search weighs a move by what it changes, not by recounting whole rows: it keeps
// each person's counts over the horizon (shifts per type, minutes, days worked per
// weekend), and for the days a move changed it recounts only those days, the day after
// them, and the runs of working days and days off that reach into them.

// counts are one person's totals as the search keeps them.
type counts struct {
	perType          []int
	minutes          int
	weekendDays      []int // days worked in each weekend
	weekends         int   // weekends with a day worked
	weekendDaysAll   int   // days worked on weekends, in all (fairness)
	nights           int   // night shifts worked (fairness)
	totHard, totSoft int   // what totals cost now
}

func (s *search) initCounts() {
	nWeekends := 0
	for _, w := range s.c.weekendOf {
		nWeekends = max(nWeekends, w+1)
	}
	s.pc = make([]counts, len(s.grid))
	for i, row := range s.grid {
		pc := &s.pc[i]
		pc.perType, pc.weekendDays = make([]int, s.c.nST), make([]int, nWeekends)
		for d, v := range row {
			s.countCell(i, d, Off, v)
		}
		t := tally{}
		s.c.totals(i, pc.perType, pc.minutes, pc.weekends, &t)
		pc.totHard, pc.totSoft = t.hard, t.soft
	}
}

// countCell moves person i's counts from value old to v on day d.
func (s *search) countCell(i, d, old, v int) {
	pc := &s.pc[i]
	if old != Off {
		pc.perType[old]--
		pc.minutes -= s.c.p.ShiftTypes[old].Minutes
		if s.c.p.ShiftTypes[old].Night {
			pc.nights--
		}
	}
	if v != Off {
		pc.perType[v]++
		pc.minutes += s.c.p.ShiftTypes[v].Minutes
		if s.c.p.ShiftTypes[v].Night {
			pc.nights++
		}
	}
	w := s.c.weekendOf[d]
	if w < 0 || (old == Off) == (v == Off) {
		return
	}
	if v != Off {
		pc.weekendDaysAll++
		if pc.weekendDays[w]++; pc.weekendDays[w] == 1 {
			pc.weekends++
		}
	} else {
		pc.weekendDaysAll--
		if pc.weekendDays[w]--; pc.weekendDays[w] == 0 {
			pc.weekends--
		}
	}
}

// rescore weighs the last move for each person it touched.
func (s *search) rescore() {
	for _, ch := range s.undo {
		if s.touched(ch.i) {
			continue
		}
		i := ch.i
		pc := &s.pc[i]
		s.moved = append(s.moved, personCost{ch.i, s.pHard[i], s.pSoft[i], pc.totHard, pc.totSoft, s.fair.y[i]})
		before, after := s.changedDays(i)
		tot := tally{}
		s.c.totals(i, pc.perType, pc.minutes, pc.weekends, &tot)
		dh := after.hard - before.hard + tot.hard - pc.totHard
		ds := after.soft - before.soft + tot.soft - pc.totSoft
		pc.totHard, pc.totSoft = tot.hard, tot.soft
		s.pHard[i] += dh
		s.pSoft[i] += ds
		s.hard += dh
		s.soft += ds + s.fair.set(i, s.c.fair.measures(i, pc.weekendDaysAll, pc.nights, pc.minutes))
	}
}

// changedDays counts person i's day and run rules over the days the move changed, as the
// row was before it and as it is now.
func (s *search) changedDays(i int) (before, after tally) {
	row, old := s.grid[i], s.oldRow
	copy(old, row)
	lo, hi := len(row), -1
	for k := len(s.undo) - 1; k >= 0; k-- {
		if ch := s.undo[k]; ch.i == i {
			old[ch.d] = ch.old
			lo, hi = min(lo, ch.d), max(hi, ch.d)
		}
	}
	if hi < 0 {
		return
	}
	end := min(hi+2, len(row)) // the day after the change is checked against it
	from, to := runsAround(row, lo, hi)
	s.c.dayRulesIn(i, old, lo, end, &before)
	s.c.runRulesIn(i, old, from, to, &before)
	s.c.dayRulesIn(i, row, lo, end, &after)
	s.c.runRulesIn(i, row, from, to, &after)
	return before, after
}

// runsAround is the days from the start of the run holding day lo-1 to the end of the
// run holding day hi+1: the row is the same before and after a move changing only days
// lo..hi outside them, so every run that changed lies inside, before and after.
func runsAround(row []int, lo, hi int) (from, to int) {
	from, to = 0, len(row)
	if lo > 0 {
		for from = lo - 1; from > 0 && (row[from-1] == Off) == (row[lo-1] == Off); from-- {
		}
	}
	if hi+1 < len(row) {
		for to = hi + 2; to < len(row) && (row[to] == Off) == (row[hi+1] == Off); to++ {
		}
	}
	return from, to
}
