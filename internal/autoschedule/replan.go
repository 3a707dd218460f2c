package autoschedule

import "math"

// replanner re-plans one person's whole horizon by dynamic programming over (day, last
// shift, run length, minutes, weekends) against everyone else's current roster: the best
// row for the cover and their requests that keeps their day, run, minutes and weekend
// hard rules by construction. Hard limits per shift type and soft work rules are left to
// the annealing's own count when it weighs the new row.
type replanner struct {
	// price is an extra cost per shift type, raised while a row breaks a hard limit per
	// shift type (a Lagrangian price: the table does not count shifts by type).
	price []int32
	// dual, while pricing columns (columns.go), is the price of each day*nST+shift in
	// thousandths: the row is then weighed by its requests and those prices, not by the
	// others' roster.
	dual       []int32
	cost, next []int32
	// live and liveNext mark the blocks of cost and next (one per last value and run
	// length) holding a reachable state; the others hold leftovers, never read. Most
	// blocks are unreachable on most days, and clearing whole tables took as long as
	// filling them.
	live, liveNext []bool
	back           [][]int32
	row            []int
}

// dims are one person's state space: values (Off, then the shift types they may ever
// work), run lengths, minute steps and weekends.
type dims struct {
	nv, nr, nm, nw int
	// vals is the value of each code: Off for 0, then shift types; code is the code of
	// each value v at v+1. A person works a few of a large workplace's shift types, so
	// the table grows with those, not with all.
	vals, code         []int
	step               int // minutes per minute step
	maxRun, minRun     int // working days in a row: the most (the run cap) and the fewest
	hasMaxRun          bool
	minOff             int
	minSteps, maxSteps int
	dayMaxSteps        int // the most minute steps one day's shift adds
	maxWknd            int
	// nc counts shifts of type cType, up to its hard limit, when pricing columns
	// (countDims); 1 and -1 otherwise.
	nc, cType int
	// follows is the person's rule of what may follow what (compiled.follows).
	follows [][]bool
}

const unreachable = math.MaxInt32

func (c *compiled) dimsOf(i int) dims {
	pe := &c.p.People[i]
	hard := func(l *Limit, none int) int {
		if l != nil && l.Hard {
			return l.Value
		}
		return none
	}
	dm := dims{minRun: hard(pe.MinConsecutive, 0), minOff: hard(pe.MinDaysOff, 0), nc: 1, cType: -1}
	dm.valuesOf(c, i)
	dm.maxRun = hard(pe.MaxConsecutive, 0)
	dm.hasMaxRun = dm.maxRun > 0
	if !dm.hasMaxRun {
		dm.maxRun = max(dm.minRun, 1) // no most: count only up to what the fewest needs
	}
	dm.nr = max(2*dm.maxRun, dm.minOff) + 1
	for _, st := range c.p.ShiftTypes {
		dm.step = gcd(dm.step, max(st.Minutes, 1))
	}
	maxMin := hard(pe.MaxMinutes, -1)
	dm.nm, dm.minSteps, dm.maxSteps = 1, 0, 0
	if maxMin >= 0 {
		for maxMin/dm.step > 400 {
			dm.step *= 2 // coarser steps keep the table small; the annealing checks the real minutes
		}
		dm.maxSteps = maxMin / dm.step
		dm.nm = dm.maxSteps + 1
		dm.minSteps = (hard(pe.MinMinutes, 0) + dm.step - 1) / dm.step
		for _, v := range dm.vals[1:] {
			dm.dayMaxSteps = max(dm.dayMaxSteps, (c.p.ShiftTypes[v].Minutes+dm.step/2)/dm.step)
		}
	}
	dm.maxWknd = hard(pe.MaxWeekends, -1)
	dm.nw = max(dm.maxWknd+1, 1)
	return dm
}

func (dm *dims) valuesOf(c *compiled, i int) {
	dm.vals, dm.code, dm.follows = []int{Off}, make([]int, c.nST+1), c.follows[i]
	for d := range c.days {
		for _, v := range c.options(i, d) {
			if v != Off && dm.code[v+1] == 0 {
				dm.code[v+1] = len(dm.vals)
				dm.vals = append(dm.vals, v)
			}
		}
	}
	dm.nv = len(dm.vals)
}

func gcd(a, b int) int {
	if a == 0 {
		return b
	}
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

func (dm *dims) index(v, r, c, m, w int) int { return (((v*dm.nr+r)*dm.nc+c)*dm.nm+m)*dm.nw + w }

func (dm *dims) size() int { return dm.nv * dm.nr * dm.nc * dm.nm * dm.nw }

// countDims are person i's dimensions with their most binding hard limit of shifts of
// one type counted exactly: the lowest limit below what their minutes and days would
// otherwise allow. Pricing needs each person's cheapest row exactly, which the prices
// replan puts on the other limits only approximate.
func (c *compiled) countDims(i int, dm dims) dims {
	pe := &c.p.People[i]
	most := c.days
	if l := pe.MaxMinutes; l != nil && l.Hard {
		most = min(most, l.Value/max(c.minMinutes, 1))
	}
	for st, l := range pe.MaxShifts {
		if l != nil && l.Hard && l.Value > 0 && l.Value < most && st < c.nST && dm.code[st+1] > 0 &&
			(dm.cType < 0 || l.Value < dm.nc-1) {
			dm.cType, dm.nc = st, l.Value+1
		}
	}
	return dm
}

// dayCost is what person i costs on day d with value v, the others as they are.
func (s *search) dayCost(i, d, v int) int32 {
	c := 0
	for _, r := range s.c.requests[i][d] {
		if met := v != Off && (r.Shift == Off || r.Shift == v); met != r.On {
			c += r.Weight
		}
	}
	if s.c.initial != nil && s.c.initial[i][d] != v {
		c += s.c.p.ChangeWeight
	}
	if len(s.rp.dual) > 0 {
		c *= priceScale
		if v != Off {
			c += int(s.rp.price[v] - s.rp.dual[d*s.c.nST+v])
		}
		return int32(c)
	}
	if v != Off {
		c += int(s.rp.price[v])
		k := d*s.c.nST + v
		n := s.count[k]
		if s.grid[i][d] == v {
			n--
		}
		cv := s.c.coverAt[k]
		c += s.c.coverCost(cv, n+1) - s.c.coverCost(cv, n)
	}
	return int32(c)
}

// replan returns the best row for person i, or nil when their hard rules leave none.
// While the row holds more shifts of a type than a hard limit allows, that type is
// priced higher and the row planned again, a few times at most.
func (s *search) replan(i int) []int {
	rp := &s.rp
	if len(rp.price) != s.c.nST {
		rp.price = make([]int32, s.c.nST)
	}
	clear(rp.price)
	step := int32(max(maxWeight(s.c.p)/4, 1))
	if len(rp.dual) > 0 {
		step *= priceScale
	}
	dm := &s.dims[i]
	if len(rp.dual) > 0 {
		if s.pdims == nil {
			s.pdims = make([]dims, len(s.dims))
			for k := range s.dims {
				s.pdims[k] = s.c.countDims(k, s.dims[k])
			}
		}
		dm = &s.pdims[i]
	}
	for try := 0; ; try++ {
		row := s.planRow(i, dm)
		if row == nil || try == 4 {
			return row
		}
		over := false
		for st, l := range s.c.p.People[i].MaxShifts {
			if l == nil || !l.Hard {
				continue
			}
			n := 0
			for _, v := range row {
				if v == st {
					n++
				}
			}
			if n > l.Value {
				over = true
				rp.price[st] += step * int32(n-l.Value)
			}
		}
		if !over {
			return row
		}
		step *= 2
	}
}

func (s *search) planRow(i int, dm *dims) []int {
	n, rp := dm.size(), &s.rp
	if cap(rp.cost) < n {
		rp.cost, rp.next = make([]int32, n), make([]int32, n)
	}
	rp.cost, rp.next = rp.cost[:n], rp.next[:n]
	if len(rp.back) < s.c.days {
		rp.back, rp.row = make([][]int32, s.c.days), make([]int, s.c.days)
	}
	for d := range rp.back {
		if cap(rp.back[d]) < n {
			rp.back[d] = make([]int32, n)
		}
		rp.back[d] = rp.back[d][:n]
	}
	blocks := dm.nv * dm.nr * dm.nc
	if cap(rp.live) < blocks {
		rp.live, rp.liveNext = make([]bool, blocks), make([]bool, blocks)
	}
	rp.live, rp.liveNext = rp.live[:blocks], rp.liveNext[:blocks]
	clear(rp.live)
	mw := dm.nm * dm.nw
	// Day 0 follows a virtual run of days off that may continue before the horizon.
	for _, v := range s.opts[i][0] {
		if k, ok := s.succ(dm, 0, 0, max(dm.minOff, 1), 0, 0, 0, dm.code[v+1]); ok {
			rp.open(rp.cost, rp.live, k/mw, mw)
			if c := s.dayCost(i, 0, v); c < rp.cost[k] {
				rp.cost[k], rp.back[0][k] = c, -1
			}
		}
	}
	for d := 1; d < s.c.days; d++ {
		s.replanDay(i, d, dm)
	}
	s.dpWork += int64(n * s.c.days)
	s.work += int64(n * s.c.days)
	return s.backtrack(dm)
}

func fill(xs []int32) {
	for k := range xs {
		xs[k] = unreachable
	}
}

// open makes block b of table t live, every state in it unreachable, unless it is.
func (rp *replanner) open(t []int32, live []bool, b, mw int) {
	if !live[b] {
		live[b] = true
		fill(t[b*mw : (b+1)*mw])
	}
}

// replanDay extends the table by day d. A value's successor changes the minutes and
// weekends by amounts that do not depend on them, so each (last value, run) block is
// carried over as a whole, shifted by those amounts.
func (s *search) replanDay(i, d int, dm *dims) {
	rp := &s.rp
	clear(rp.liveNext)
	var dc [130]int32
	for _, v := range s.opts[i][d] {
		dc[dm.code[v+1]] = s.dayCost(i, d, v)
	}
	mw := dm.nm * dm.nw
	for b := range dm.nv * dm.nr * dm.nc {
		if !rp.live[b] {
			continue
		}
		pv, r, c := b/(dm.nr*dm.nc), b/dm.nc%dm.nr, b%dm.nc
		src := b * mw
		for _, v := range s.opts[i][d] {
			code := dm.code[v+1]
			k2, ok := s.succ(dm, d, pv, r, c, 0, 0, code)
			if !ok {
				continue
			}
			// From minutes 0 and weekends 0, the successor's are the shifts by.
			mBy, wBy := k2%mw/dm.nw, k2%dm.nw
			if lo, hi := s.mRange(dm, d, mBy); lo <= hi {
				rp.open(rp.next, rp.liveNext, k2/mw, mw)
				rp.carry(rp.back[d], src, k2, mBy, wBy, dc[code], dm, lo, hi)
			}
		}
	}
	rp.cost, rp.next = rp.next, rp.cost
	rp.live, rp.liveNext = rp.liveNext, rp.live
}

// mRange is the minute steps worth carrying into day d: at most what d days can hold,
// short of the most that fits after mBy more, and no fewer than can still reach the
// fewest by the last day.
func (s *search) mRange(dm *dims, d, mBy int) (lo, hi int) {
	if dm.nm == 1 {
		return 0, 0
	}
	hi = min(dm.nm-1-mBy, d*dm.dayMaxSteps)
	lo = max(0, dm.minSteps-(s.c.days-d)*dm.dayMaxSteps)
	return lo, hi
}

// carry moves the block of states at src (every minutes and weekends count) to the block
// at dst, shifted by mBy minute steps and wBy weekends, at cost dc.
func (rp *replanner) carry(back []int32, src, dst, mBy, wBy int, dc int32, dm *dims, mLo, mHi int) {
	// Without a weekend added the rows of every minutes count lie end to end, so the
	// block is carried as one run.
	rows, n := mHi-mLo+1, dm.nw-wBy
	if wBy == 0 {
		rows, n = 1, rows*dm.nw
	}
	for m := mLo; m < mLo+rows; m++ {
		from, to := src+m*dm.nw, dst+m*dm.nw
		cs := rp.cost[from : from+n]
		ns, bs := rp.next[to:to+n:to+n], back[to:to+n:to+n]
		for w, c := range cs {
			if c == unreachable {
				continue
			}
			if nc := c + dc; nc < ns[w] {
				ns[w], bs[w] = nc, int32(from+w)
			}
		}
	}
}

// succ is the state after value code nv (0 Off, else shift type dm.vals[nv]) on day d, from state
// (pv, r, m, w) on the day before, and whether the person's hard rules allow it.
func (s *search) succ(dm *dims, d, pv, r, c, m, w, nv int) (int, bool) {
	offCap := max(dm.minOff, 1)
	if nv == 0 {
		if pv == 0 {
			return dm.index(0, min(r+1, offCap), c, m, w), true
		}
		if r <= dm.maxRun && r < dm.minRun { // a run that began inside the horizon ends short
			return 0, false
		}
		return dm.index(0, 1, c, m, w), true
	}
	st := dm.vals[nv]
	if st == dm.cType {
		if c++; c >= dm.nc {
			return 0, false
		}
	}
	if dm.nm > 1 {
		m += (s.c.p.ShiftTypes[st].Minutes + dm.step/2) / dm.step
		if m > dm.maxSteps {
			return 0, false
		}
	}
	if wk := s.c.weekendOf[d]; dm.maxWknd >= 0 && wk >= 0 && (d == 0 || s.c.weekendOf[d-1] != wk || pv == 0) {
		if w++; w > dm.maxWknd {
			return 0, false
		}
	}
	if pv == 0 {
		if r < dm.minOff {
			return 0, false
		}
		run := 1
		if d == 0 {
			run += dm.maxRun // a run from the first day may have begun before it
		}
		return dm.index(nv, run, c, m, w), true
	}
	if dm.follows[dm.vals[pv]][st] {
		return 0, false
	}
	base := 0
	if r > dm.maxRun {
		base, r = dm.maxRun, r-dm.maxRun
	}
	if r++; r > dm.maxRun {
		if dm.hasMaxRun {
			return 0, false
		}
		r = dm.maxRun
	}
	return dm.index(nv, base+r, c, m, w), true
}

func (s *search) backtrack(dm *dims) []int {
	rp := &s.rp
	best, bk := int32(unreachable), -1
	per := dm.nr * dm.nc * dm.nm * dm.nw
	for k, c := range rp.cost {
		if c < best && rp.live[k/(dm.nm*dm.nw)] && (dm.nm == 1 || k/dm.nw%dm.nm >= dm.minSteps) {
			best, bk = c, k
		}
	}
	if bk < 0 {
		return nil
	}
	for d := s.c.days - 1; d >= 0; d-- {
		rp.row[d] = dm.vals[bk/per]
		bk = int(rp.back[d][bk])
	}
	return rp.row
}
