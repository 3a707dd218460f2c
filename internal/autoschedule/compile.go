package autoschedule

import "time"

// compiled is a Problem indexed for fast checks, shared by the evaluator and the solver.
type compiled struct {
	p          *Problem
	days, nST  int
	weekendOf  []int // weekend index of each day, -1 on weekdays
	minMinutes int   // the shortest shift, the unit of a hard minutes shortfall
	qualified  [][]bool
	unavail    [][]bool
	blocked    [][]bool // by day*nST+shift, per person
	fixed      [][]int  // shift type pinned on a day, or noFix
	requests   [][][]Request
	coverAt    []int      // index into p.Cover by day*nST+shift, or -1
	follows    [][][]bool // per person: shift type b may not follow a the next day
	// initial is the roster before planning when the problem has one (repair), else nil.
	initial [][]int
	fair    fairGroups
}

const noFix = -2

func compile(p *Problem) *compiled {
	c := &compiled{p: p, days: p.Days, nST: len(p.ShiftTypes), minMinutes: 1 << 30}
	c.weekendOf = make([]int, p.Days)
	for d := range c.weekendOf {
		c.weekendOf[d] = -1
		wd := (int(p.FirstWeekday) + d) % 7
		if wd == int(time.Saturday) || wd == int(time.Sunday) {
			// The weekend is counted from its Saturday, so a Sunday on day 0 is its own.
			c.weekendOf[d] = (d + int(p.FirstWeekday) + 1) / 7
		}
	}
	follows := make([][]bool, c.nST)
	for s, st := range p.ShiftTypes {
		c.minMinutes = min(c.minMinutes, max(st.Minutes, 1))
		follows[s] = make([]bool, c.nST)
		for _, f := range st.CannotFollow {
			follows[s][f] = true
		}
	}
	c.compilePeople()
	c.compileFollows(follows)
	c.coverAt = make([]int, p.Days*c.nST)
	for k := range c.coverAt {
		c.coverAt[k] = -1
	}
	for k, cv := range p.Cover {
		c.coverAt[cv.Day*c.nST+cv.Shift] = k
	}
	return c
}

func (c *compiled) compilePeople() {
	p := c.p
	n := len(p.People)
	c.qualified, c.unavail, c.fixed = make([][]bool, n), make([][]bool, n), make([][]int, n)
	c.blocked = make([][]bool, n)
	c.requests = make([][][]Request, n)
	for i, pe := range p.People {
		c.qualified[i] = make([]bool, c.nST)
		for s, st := range p.ShiftTypes {
			c.qualified[i][s] = st.Position == "" || pe.Positions == nil || contains(pe.Positions, st.Position)
		}
		c.unavail[i] = make([]bool, p.Days)
		for _, d := range pe.Unavailable {
			c.unavail[i][d] = true
		}
		c.blocked[i] = make([]bool, p.Days*c.nST)
		for _, b := range pe.Blocked {
			c.blocked[i][b.Day*c.nST+b.Shift] = true
		}
		c.fixed[i] = make([]int, p.Days)
		for d := range c.fixed[i] {
			c.fixed[i][d] = noFix
		}
		c.requests[i] = make([][]Request, p.Days)
	}
	for _, a := range p.Fixed {
		c.fixed[a.Person][a.Day] = a.Shift
	}
	if len(p.Initial) > 0 && p.ChangeWeight > 0 {
		c.initial = NewRoster(p)
		for _, a := range p.Initial {
			c.initial[a.Person][a.Day] = a.Shift
		}
	}
	c.fair = groupComparable(p)
	for _, r := range p.Requests {
		c.requests[r.Person][r.Day] = append(c.requests[r.Person][r.Day], r)
	}
}

// compileFollows gives each person the shift types' own rule of what may follow what,
// shared, and a copy with their own pairs added when they have some.
func (c *compiled) compileFollows(shared [][]bool) {
	c.follows = make([][][]bool, len(c.p.People))
	for i, pe := range c.p.People {
		if len(pe.CannotFollow) == 0 {
			c.follows[i] = shared
			continue
		}
		own := make([][]bool, c.nST)
		for s := range own {
			own[s] = append([]bool(nil), shared[s]...)
		}
		for _, f := range pe.CannotFollow {
			own[f.First][f.Next] = true
		}
		c.follows[i] = own
	}
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// options lists what person i may be given on day d without breaking a hard rule of
// that day alone: Off, and every shift type they are qualified and free for; a pinned
// day offers only its shift.
func (c *compiled) options(i, d int) []int {
	if f := c.fixed[i][d]; f != noFix {
		return []int{f}
	}
	opts := []int{Off}
	if c.unavail[i][d] {
		return opts
	}
	for s := 0; s < c.nST; s++ {
		if c.qualified[i][s] && !c.zeroMax(i, s) && !c.blocked[i][d*c.nST+s] {
			opts = append(opts, s)
		}
	}
	return opts
}

// zeroMax reports whether person i may never work shift type s (a hard maximum of 0).
func (c *compiled) zeroMax(i, s int) bool {
	ms := c.p.People[i].MaxShifts
	return s < len(ms) && ms[s] != nil && ms[s].Hard && ms[s].Value <= 0
}

// coverCost is the penalty of n people on cover k.
func (c *compiled) coverCost(k, n int) int {
	if k < 0 {
		return 0
	}
	cv := &c.p.Cover[k]
	if n < cv.Required {
		return (cv.Required - n) * cv.UnderWeight
	}
	return (n - cv.Required) * cv.OverWeight
}
