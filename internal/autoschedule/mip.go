package autoschedule

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// The problem as a mixed-integer programme (the CPLEX LP format), for an exact solver
// to solve small workplaces to optimality; the search then starts from its roster. Its
// objective is the evaluator's penalty without the fairness term (which is not linear)
// and without constants (a request on a shift the person cannot work costs the same in
// every roster). mip_test.go checks that both agree.

// lpModel writes the programme: x_i_d_s is 1 when person i works shift type s on day d
// (only for the options the search has too), and every soft rule has a slack variable
// weighed in the objective.
type lpModel struct {
	c *compiled
	// opts are the search's options per person and day (compiled.options).
	opts [][][]int
	// obj is each variable's weight in the objective, in the order first weighed.
	obj   map[string]int
	order []string
	st    []string // constraints
	// bin and gen are the binary and the general integer variables.
	bin, gen []string
	n        int // constraints and slacks written, for unique names
	// constant is the penalty the objective leaves out: wanted days are weighed by
	// what working them saves, and those that cannot be worked cost the same always.
	constant int
}

// WriteLP writes the problem as a mixed-integer programme in the CPLEX LP format. The
// evaluator's penalty of a roster (without fairness) is the programme's objective plus
// the constant returned.
func WriteLP(p *Problem, w io.Writer) (constant int, err error) {
	if err := p.Validate(); err != nil {
		return 0, err
	}
	m := newLPModel(p)
	m.build()
	return m.constant, m.write(w)
}

func xName(i, d, s int) string { return fmt.Sprintf("x_%d_%d_%d", i, d, s) }

func newLPModel(p *Problem) *lpModel {
	m := &lpModel{c: compile(p), obj: map[string]int{}}
	m.opts = make([][][]int, len(p.People))
	for i := range m.opts {
		m.opts[i] = make([][]int, p.Days)
		for d := range m.opts[i] {
			m.opts[i][d] = m.c.options(i, d)
		}
	}
	return m
}

// x is the variable of person i on shift s of day d, "" when the search never offers it.
func (m *lpModel) x(i, d, s int) string {
	for _, o := range m.opts[i][d] {
		if o == s && s != Off {
			return xName(i, d, s)
		}
	}
	return ""
}

// works is the sum of person i's variables on day d: 1 when they work it.
func (m *lpModel) works(i, d int) []string {
	var out []string
	for _, s := range m.opts[i][d] {
		if s != Off {
			out = append(out, xName(i, d, s))
		}
	}
	return out
}

// slack adds a variable costing weight per unit; binary when one unit is the most
// a constraint can need.
func (m *lpModel) slack(weight int, binary bool) string {
	m.n++
	v := fmt.Sprintf("s%d", m.n)
	if binary {
		m.bin = append(m.bin, v)
	} else {
		m.gen = append(m.gen, v)
	}
	m.cost(weight, v)
	return v
}

func (m *lpModel) cost(weight int, v string) {
	if weight == 0 || v == "" {
		return
	}
	if _, ok := m.obj[v]; !ok {
		m.order = append(m.order, v)
	}
	m.obj[v] += weight
}

// constrain adds sum(coef*vars) op rhs; terms are "coef var" pairs already signed.
func (m *lpModel) constrain(terms []string, op string, rhs int) {
	if len(terms) == 0 {
		return
	}
	m.n++
	m.st = append(m.st, fmt.Sprintf("c%d: %s %s %d", m.n, strings.Join(terms, " "), op, rhs))
}

// plus is each variable with coefficient coef, as constraint terms.
func plus(vars []string, coef int) []string {
	out := make([]string, len(vars))
	for k, v := range vars {
		out[k] = fmt.Sprintf("%+d %s", coef, v)
	}
	return out
}

// bound adds terms op rhs for a limit, op "<=" for a most and ">=" for a least; a soft
// limit gets a slack of unit per step, weighed by the limit's weight.
func (m *lpModel) bound(terms []string, op string, rhs int, l *Limit, unit int, binary bool) {
	if len(terms) == 0 {
		return
	}
	if !l.Hard {
		sign := -unit
		if op == ">=" {
			sign = unit
		}
		terms = append(terms, fmt.Sprintf("%+d %s", sign, m.slack(l.Weight, binary)))
	}
	m.constrain(terms, op, rhs)
}

func (m *lpModel) build() {
	c := m.c
	for i := range c.p.People {
		for d := 0; d < c.days; d++ {
			vars := m.works(i, d)
			m.bin = append(m.bin, vars...)
			if len(vars) > 1 {
				m.constrain(plus(vars, 1), "<=", 1)
			}
			if f := c.fixed[i][d]; f != noFix {
				m.constrain(plus(vars, 1), "=", 1)
			}
		}
		m.followRules(i)
		m.dayCosts(i)
		m.totalRules(i)
		m.runRules(i)
	}
	m.coverRules()
}

func (m *lpModel) followRules(i int) {
	c := m.c
	for d := 0; d+1 < c.days; d++ {
		for a := 0; a < c.nST; a++ {
			for b := 0; b < c.nST; b++ {
				if xa, xb := m.x(i, d, a), m.x(i, d+1, b); c.follows[i][a][b] && xa != "" && xb != "" {
					m.constrain([]string{"+1 " + xa, "+1 " + xb}, "<=", 1)
				}
			}
		}
	}
}

// dayCosts weighs requests and, in repair, each day planned differently from before.
func (m *lpModel) dayCosts(i int) {
	c := m.c
	for d := 0; d < c.days; d++ {
		for _, r := range c.requests[i][d] {
			m.costOfWorking(i, d, r.Shift, r.Weight, r.On)
		}
		if c.initial != nil {
			// Planned as before costs nothing: working the same shift, or off again.
			before := c.initial[i][d]
			m.costOfWorking(i, d, before, c.p.ChangeWeight, before != Off)
		}
	}
}

// costOfWorking weighs person i working shift s (Off: any) on day d: against the
// weight when unwanted, for it (the weight less) when wanted.
func (m *lpModel) costOfWorking(i, d, s, weight int, wanted bool) {
	vars := m.works(i, d)
	if s != Off {
		vars = nil
		if v := m.x(i, d, s); v != "" {
			vars = []string{v}
		}
	}
	if wanted {
		m.constant += weight
		weight = -weight
	}
	for _, v := range vars {
		m.cost(weight, v)
	}
}

func (m *lpModel) totalRules(i int) {
	c, pe := m.c, &m.c.p.People[i]
	for s, l := range pe.MaxShifts {
		if l == nil || s >= c.nST {
			continue
		}
		var terms []string
		for d := 0; d < c.days; d++ {
			if v := m.x(i, d, s); v != "" {
				terms = append(terms, "+1 "+v)
			}
		}
		if len(terms) > l.Value {
			m.bound(terms, "<=", l.Value, l, 1, false)
		}
	}
	var minutes []string
	for d := 0; d < c.days; d++ {
		for _, s := range m.opts[i][d] {
			if s != Off {
				minutes = append(minutes, fmt.Sprintf("%+d %s", c.p.ShiftTypes[s].Minutes, xName(i, d, s)))
			}
		}
	}
	if l := pe.MaxMinutes; l != nil {
		m.bound(minutes, "<=", l.Value, l, 60, false)
	}
	if l := pe.MinMinutes; l != nil {
		m.bound(minutes, ">=", l.Value, l, 60, false)
	}
	if l := pe.MaxWeekends; l != nil {
		m.weekends(i, l)
	}
}

// weekends: y_i_k is 1 when person i works a day of weekend k.
func (m *lpModel) weekends(i int, l *Limit) {
	c := m.c
	var ys []string
	var weekendDays [][]int // the days of each weekend
	for d, k := range c.weekendOf {
		if k >= 0 {
			for len(weekendDays) <= k {
				weekendDays = append(weekendDays, nil)
			}
			weekendDays[k] = append(weekendDays[k], d)
		}
	}
	for k, days := range weekendDays {
		y, worked := fmt.Sprintf("y_%d_%d", i, k), false
		for _, d := range days {
			for _, v := range m.works(i, d) {
				m.constrain([]string{"+1 " + v, "-1 " + y}, "<=", 0)
				worked = true
			}
		}
		if worked {
			m.bin = append(m.bin, y)
			ys = append(ys, "+1 "+y)
		}
	}
	if len(ys) > l.Value {
		m.bound(ys, "<=", l.Value, l, 1, false)
	}
}

func (m *lpModel) runRules(i int) {
	c, pe := m.c, &m.c.p.People[i]
	if l := pe.MaxConsecutive; l != nil {
		// Each window of Value+1 days wholly worked is one day too many.
		for d := 0; d+l.Value < c.days; d++ {
			var terms []string
			for j := d; j <= d+l.Value; j++ {
				terms = append(terms, plus(m.works(i, j), 1)...)
			}
			if len(terms) > l.Value {
				m.bound(terms, "<=", l.Value, l, 1, true)
			}
		}
	}
	if l := pe.MinConsecutive; l != nil {
		m.shortRuns(i, l, 1)
	}
	if l := pe.MinDaysOff; l != nil {
		m.shortRuns(i, l, -1)
	}
}

// shortRuns weighs every run inside the horizon shorter than l: of working days (sign
// 1) or of days off (sign -1). A run of k days from d has day d-1 and day d+k the other
// way; it costs l.Value-k units.
func (m *lpModel) shortRuns(i int, l *Limit, sign int) {
	c := m.c
	for k := 1; k < l.Value; k++ {
		for d := 1; d+k < c.days; d++ {
			// sign*(sum of the run's days) - sign*(both ends) <= k-1 (working) or 1 (off)
			// unless the pattern holds, when it is one more.
			terms := append(plus(m.works(i, d-1), -sign), plus(m.works(i, d+k), -sign)...)
			for j := d; j < d+k; j++ {
				terms = append(terms, plus(m.works(i, j), sign)...)
			}
			rhs := k - 1
			if sign < 0 {
				rhs = 1
			}
			if !m.patternPossible(i, d, k, sign) {
				continue
			}
			if l.Hard {
				m.constrain(terms, "<=", rhs)
				continue
			}
			z := m.slack(l.Weight*(l.Value-k), true)
			m.constrain(append(terms, "-1 "+z), "<=", rhs)
		}
	}
}

// patternPossible reports whether person i can have a run of k days from d (working
// for sign 1, off for -1) with both neighbours the other way.
func (m *lpModel) patternPossible(i, d, k, sign int) bool {
	canWork := func(j int) bool { return len(m.works(i, j)) > 0 }
	canRest := func(j int) bool { return m.c.fixed[i][j] == noFix }
	run, ends := canWork, canRest
	if sign < 0 {
		run, ends = canRest, canWork
	}
	for j := d; j < d+k; j++ {
		if !run(j) {
			return false
		}
	}
	return ends(d-1) && ends(d+k)
}

func (m *lpModel) coverRules() {
	c := m.c
	for _, cv := range c.p.Cover {
		var terms []string
		for i := range c.p.People {
			if v := m.x(i, cv.Day, cv.Shift); v != "" {
				terms = append(terms, "+1 "+v)
			}
		}
		under, over := m.slack(cv.UnderWeight, false), m.slack(cv.OverWeight, false)
		m.constrain(append(terms, "+1 "+under, "-1 "+over), "=", cv.Required)
	}
}

func (m *lpModel) write(w io.Writer) error {
	b := bufio.NewWriter(w)
	fmt.Fprintln(b, "Minimize")
	var obj []string
	for _, v := range m.order {
		if w := m.obj[v]; w != 0 {
			obj = append(obj, fmt.Sprintf("%+d %s", w, v))
		}
	}
	if len(obj) == 0 {
		// An objective needs a term: a variable of its own, which nothing constrains.
		m.bin = append(m.bin, "none")
		obj = []string{"+0 none"}
	}
	writeWrapped(b, " obj: ", obj)
	fmt.Fprintln(b, "Subject To")
	for _, s := range m.st {
		fmt.Fprintln(b, " "+s)
	}
	if len(m.gen) > 0 {
		fmt.Fprintln(b, "General")
		writeWrapped(b, " ", m.gen)
	}
	fmt.Fprintln(b, "Binary")
	writeWrapped(b, " ", m.bin)
	fmt.Fprintln(b, "End")
	return b.Flush()
}

// writeWrapped writes terms on lines of a few hundred characters (LP readers limit
// line length).
func writeWrapped(w io.Writer, first string, terms []string) {
	line := first
	for _, t := range terms {
		if len(line)+len(t) > 200 {
			fmt.Fprintln(w, line)
			line = "  "
		}
		line += " " + t
	}
	fmt.Fprintln(w, line)
}

// ReadLPSolution reads a solution of WriteLP's programme, as cbc writes it ("solu"):
// a status line, then one line per variable not zero (index, name, value, cost).
// found is false when the solver found no integer solution; optimal when it proved
// the roster optimal.
func ReadLPSolution(p *Problem, r io.Reader) (roster Roster, found, optimal bool, err error) {
	sc := bufio.NewScanner(r)
	if !sc.Scan() {
		return nil, false, false, fmt.Errorf("empty solution: %v", sc.Err())
	}
	status := sc.Text()
	if strings.HasPrefix(status, "Infeasible") || strings.Contains(status, "no integer solution") ||
		strings.Contains(status, "Integer infeasible") {
		return nil, false, false, nil
	}
	optimal = strings.HasPrefix(status, "Optimal")
	roster = NewRoster(p)
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) < 3 || !strings.HasPrefix(f[1], "x_") {
			continue
		}
		v, err := strconv.ParseFloat(f[2], 64)
		if err != nil || v < 0.5 {
			continue
		}
		var i, d, s int
		if _, err := fmt.Sscanf(f[1], "x_%d_%d_%d", &i, &d, &s); err != nil || !p.personOK(i) || !p.dayOK(d) || !p.shiftOK(s) {
			return nil, false, false, fmt.Errorf("solution names an unknown variable %q", f[1])
		}
		roster[i][d] = s
	}
	return roster, true, optimal, sc.Err()
}

// WriteMIPStart writes roster as a starting solution of WriteLP's programme, in the
// format cbc reads ("mipstart"): every x variable with its value.
func WriteMIPStart(p *Problem, roster Roster, w io.Writer) error {
	m := newLPModel(p)
	b := bufio.NewWriter(w)
	fmt.Fprintln(b, "Feasible - objective value 0")
	k := 0
	for i := range p.People {
		for d := 0; d < p.Days; d++ {
			for _, v := range m.works(i, d) {
				val := 0
				if v == xName(i, d, roster[i][d]) {
					val = 1
				}
				fmt.Fprintf(b, "%d %s %d\n", k, v, val)
				k++
			}
		}
	}
	return b.Flush()
}
