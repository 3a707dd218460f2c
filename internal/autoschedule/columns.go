package autoschedule

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"time"
)

// Column generation with diving. Every rule but the cover concerns one person, so a
// roster is one row per person and its penalty is each row's own cost plus the cover's.
// The master programme chooses one row per person from a pool of rows (the columns).
// The duals of its relaxation price each day's shift types, and the replanner's dynamic
// programme finds each person's cheapest row at those prices, which joins the pool when
// it would lower the relaxation ("pricing"). Once none would, a dive fixes the person
// whose row the relaxation chooses most nearly whole, prices again and fixes the next,
// until everyone has a row: a roster, which the search adopts when it is better. The
// fairness term, which is not linear, is left out, as in the whole programme; adopting
// weighs it.
//
// Measured at 60 s (go run ./devtools/roster, seeds 1 to 3): Instance9 439, 442, 439
// after 11 to 12 s (the optimum is 439; the search alone 453 to 457), Instance10 4632,
// 4633, 4632 (best known 4631; alone 4747), Instance14 1278, 1278, 1279 after 23 to 25 s
// (best known 1279; alone 1362 to 1414). The relaxation's bound is 405.7 on Instance9,
// so there the dive, not the bound, closes the gap.

// When the search dives: from columnsAt of the budget until columnsUntil, for problems
// of at most columnsMaxVars shift variables, giving up when the first relaxation is not
// solved by rootUntil. Instance14 with every person and the cover three times over
// (96 people, about 10,700 variables) ends at 3837 (three times the best known) against
// the search's 4209; on the generated 500-person workplace (37,916 variables) the
// relaxations grow slower to solve with every round (cbc starts afresh each time) and
// one dive took longer than the whole budget, ending worse (4429 against 4110), while
// 100 people (about 7,500) end as well as the search alone. Starting at 30% instead of
// 10% left Instance14 short of time to finish its first dive. diveRounds is how many
// rounds of pricing a dive step gets while fixing a row leaves the relaxation's cost
// where it was; when it rises, pricing goes on until no row would lower it (with at
// most two rounds always, Instance9 lost its way at 444 with ten people left and ended
// at 461).
const (
	columnsAt      = 0.1
	columnsUntil   = 0.95
	rootUntil      = 0.5
	columnsMaxVars = 20000
	diveRounds     = 2
	diveRetries    = 3
)

// column is one person's row with what their own rules cost with it.
type column struct {
	person int
	row    []int
	cost   int
}

// columnPool holds each person's rows once.
type columnPool struct {
	cols []column
	seen map[string]bool
}

// add puts row into the pool unless it is there already; it reports whether it was new.
func (pl *columnPool) add(i int, row []int, cost int) bool {
	key := make([]byte, 0, 4+len(row))
	key = fmt.Appendf(key, "%d:", i)
	for _, v := range row {
		key = append(key, byte(v+1))
	}
	if pl.seen[string(key)] {
		return false
	}
	pl.seen[string(key)] = true
	pl.cols = append(pl.cols, column{i, append([]int(nil), row...), cost})
	return true
}

// rowCost is what person i's own rules cost with row; ok is false when the row breaks
// one of their hard rules.
func (c *compiled) rowCost(i int, row []int) (cost int, ok bool) {
	t := tally{}
	c.person(i, row, &t)
	return t.soft, t.hard == 0
}

// writeMaster writes the relaxation of the pool's master programme in the CPLEX LP
// format: l_k is column k's share, u_j and o_j the people under and over cover j. Rows
// p_i give each person one row in all, rows c_j count the cover. A person with a fixed
// column (fixed[i] >= 0) has that column alone.
func (c *compiled) writeMaster(pl *columnPool, fixed []int, w io.Writer) error {
	b := bufio.NewWriter(w)
	fmt.Fprintln(b, "Minimize")
	open := func(k int) bool { f := fixed[pl.cols[k].person]; return f < 0 || f == k }
	obj := make([]string, 0, len(pl.cols)+len(c.p.Cover))
	chosen := make([][]string, len(c.p.People))
	covered := make([][]string, len(c.p.Cover))
	for k, col := range pl.cols {
		if !open(k) {
			continue
		}
		obj = append(obj, fmt.Sprintf("%+d l_%d", col.cost, k))
		l := "+ l_" + strconv.Itoa(k)
		chosen[col.person] = append(chosen[col.person], l)
		for d, v := range col.row {
			if v != Off {
				if j := c.coverAt[d*c.nST+v]; j >= 0 {
					covered[j] = append(covered[j], l)
				}
			}
		}
	}
	for j, cv := range c.p.Cover {
		obj = append(obj, fmt.Sprintf("%+d u_%d %+d o_%d", cv.UnderWeight, j, cv.OverWeight, j))
	}
	writeWrapped(b, " obj: ", obj)
	fmt.Fprintln(b, "Subject To")
	for i, ls := range chosen {
		if len(ls) > 0 {
			writeWrapped(b, fmt.Sprintf(" p_%d: ", i), append(ls, "= 1"))
		}
	}
	for j, cv := range c.p.Cover {
		writeWrapped(b, fmt.Sprintf(" c_%d: ", j), append(covered[j], fmt.Sprintf("+ u_%d - o_%d = %d", j, j, cv.Required)))
	}
	fmt.Fprintln(b, "End")
	return b.Flush()
}

// relaxation is a solved relaxation of the master: its cost, the duals of its rows (per
// person, p_i, and per cover, c_j) and each column's share.
type relaxation struct {
	cost          float64
	person, cover []float64
	share         []float64
}

// readRelaxation reads a solution of writeMaster's programme as cbc writes it with its
// rows (index, name, activity, dual; then index, name, value, reduced cost per column);
// ok is false unless the relaxation was solved to optimality.
func (c *compiled) readRelaxation(r io.Reader, cols int) (rx relaxation, ok bool, err error) {
	sc := bufio.NewScanner(r)
	if !sc.Scan() || !strings.HasPrefix(sc.Text(), "Optimal") {
		return rx, false, sc.Err()
	}
	cost, err := strconv.ParseFloat(strings.TrimSpace(strings.TrimPrefix(sc.Text(), "Optimal - objective value")), 64)
	if err != nil {
		return rx, false, fmt.Errorf("unreadable status %q", sc.Text())
	}
	rx = relaxation{cost, make([]float64, len(c.p.People)), make([]float64, len(c.p.Cover)), make([]float64, cols)}
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) < 4 || len(f[1]) < 3 || f[1][1] != '_' {
			continue
		}
		var into []float64
		field := 3 // a row's dual
		switch f[1][0] {
		case 'p':
			into = rx.person
		case 'c':
			into = rx.cover
		case 'l':
			into, field = rx.share, 2
		default:
			continue
		}
		k, err1 := strconv.Atoi(f[1][2:])
		v, err2 := strconv.ParseFloat(f[field], 64)
		if err1 != nil || err2 != nil || k < 0 || k >= len(into) {
			return rx, false, fmt.Errorf("unreadable solution line %q", sc.Text())
		}
		into[k] = v
	}
	return rx, true, sc.Err()
}

// priceScale turns the duals into the replanner's integer costs: thousandths of a
// penalty point.
const priceScale = 1000

// priceRow is person i's cheapest row at the relaxation's duals, with what their rules
// cost with it; ok is false when no row keeps their hard rules or the cheapest would not
// lower the relaxation's cost.
func (s *search) priceRow(i int, rx *relaxation) (row []int, cost int, ok bool) {
	s.rp.dual = s.rp.dual[:0]
	for k := range s.c.days * s.c.nST {
		p := 0.0
		if j := s.c.coverAt[k]; j >= 0 {
			p = rx.cover[j]
		}
		s.rp.dual = append(s.rp.dual, int32(math.Round(p*priceScale)))
	}
	row = s.replan(i)
	s.rp.dual = s.rp.dual[:0]
	if row == nil {
		return nil, 0, false
	}
	cost, ok = s.c.rowCost(i, row)
	reduced := float64(cost) - rx.person[i]
	for d, v := range row {
		if v != Off {
			if j := s.c.coverAt[d*s.c.nST+v]; j >= 0 {
				reduced -= rx.cover[j]
			}
		}
	}
	return row, cost, ok && reduced < -1e-6
}

// columnsWanted reports whether this search should dive: an exact solver is given (it
// solves the relaxations), the budget is time, and the problem is small enough to price
// in time. A problem handed to the exact solver whole is dived too once the solver is
// done, unless it proved the roster optimal: Instance3 ends at 1001 (the best known)
// with seeds 1 and 2, against 1007 and 1003 without.
func (s *search) columnsWanted() bool {
	return s.o.Exact != nil && s.o.TimeLimit > 0 && s.shiftVars() <= columnsMaxVars
}

// diveFromBest seeds the pool with the best roster's rows and dives until a dive brings
// nothing better or the time for diving is spent; then the search carries on from the
// best roster.
func (s *search) diveFromBest(ctx context.Context) {
	if s.best == nil || s.bestHard > 0 {
		return // a dive improves rosters that keep the hard rules
	}
	// Pricing plans rows as re-plans do; its work is not the search's and must not use
	// up the re-plans' share of it.
	work, dpWork := s.work, s.dpWork
	defer func() { s.work, s.dpWork = work, dpWork }()
	pl := &columnPool{seen: map[string]bool{}}
	for i, row := range s.best {
		if cost, ok := s.c.rowCost(i, row); ok {
			pl.add(i, row, cost)
		}
	}
	for fails := 0; fails < diveRetries; {
		switch s.dive(ctx, pl, fails > 0) {
		case 1:
			fails = 0
		case 0:
			fails++
		default:
			return
		}
	}
}

// dive fixes one person's row after another (see the top of this file), when random
// choosing among the nearer ones at random (nearestWhole), and adopts the roster they
// make: 1 when it is better than the best, 0 when not or when the
// relaxation alone shows it could not be, -1 when time ran out or the solver failed.
func (s *search) dive(ctx context.Context, pl *columnPool, random bool) int {
	fixed := make([]int, len(s.grid))
	for i := range fixed {
		fixed[i] = -1
	}
	left, last := len(fixed), math.Inf(-1)
	for left > 0 {
		rx, ok := s.priceRelaxation(ctx, pl, fixed, last)
		if !ok {
			return -1
		}
		if rx.cost >= float64(s.bestSoft)-0.5 {
			return 0
		}
		last = rx.cost
		before, nearest := left, s.nearestWhole(pl, rx.share, fixed, random)
		for k, v := range rx.share {
			if i := pl.cols[k].person; fixed[i] < 0 && v >= 1-1e-6 {
				fixed[i], left = k, left-1
			}
		}
		if nearest >= 0 && fixed[pl.cols[nearest].person] < 0 {
			fixed[pl.cols[nearest].person], left = nearest, left-1
		}
		if left == before {
			return -1 // a solution without shares: nothing to fix
		}
	}
	roster := NewRoster(s.c.p)
	for i, k := range fixed {
		copy(roster[i], pl.cols[k].row)
	}
	return s.adopt(roster)
}

// nearestWhole is the column of a person not fixed with the largest share short of
// whole, or when random one of those with at least half that share, chosen at random;
// -1 when there is none.
func (s *search) nearestWhole(pl *columnPool, share []float64, fixed []int, random bool) int {
	nearest, most := -1, 0.0
	for k, v := range share {
		if fixed[pl.cols[k].person] < 0 && v > most && v < 1-1e-6 {
			nearest, most = k, v
		}
	}
	if !random || nearest < 0 {
		return nearest
	}
	seen := 0
	for k, v := range share {
		if fixed[pl.cols[k].person] < 0 && v >= most/2 && v < 1-1e-6 {
			if seen++; s.rng.IntN(seen) == 0 {
				nearest = k
			}
		}
	}
	return nearest
}

// priceRelaxation solves the relaxation and prices rows for the people not fixed, round
// after round, until no row would lower its cost, or, after diveRounds rounds, while
// its cost is no higher than last; it returns the last relaxation solved.
func (s *search) priceRelaxation(ctx context.Context, pl *columnPool, fixed []int, last float64) (relaxation, bool) {
	for round := 1; ; round++ {
		until := columnsUntil
		if math.IsInf(last, -1) {
			until = rootUntil // the first relaxation, priced to the end
		}
		if s.stopped(ctx) || s.fraction() >= until {
			return relaxation{}, false
		}
		rx, ok := s.solveRelaxation(ctx, pl, fixed)
		if !ok {
			return rx, false
		}
		added := 0
		for i := range s.grid {
			if fixed[i] >= 0 || ctx.Err() != nil {
				continue
			}
			if row, cost, ok := s.priceRow(i, &rx); ok && pl.add(i, row, cost) {
				added++
			}
		}
		if added == 0 || round >= diveRounds && rx.cost <= last+0.5 {
			return rx, true
		}
	}
}

// solveRelaxation has the exact solver solve the master's relaxation.
func (s *search) solveRelaxation(ctx context.Context, pl *columnPool, fixed []int) (relaxation, bool) {
	var lp bytes.Buffer
	if err := s.c.writeMaster(pl, fixed, &lp); err != nil {
		return relaxation{}, false
	}
	out, err := s.o.Exact(ctx, lp.Bytes(), nil, s.o.TimeLimit-time.Since(s.start))
	if err != nil || ctx.Err() != nil {
		return relaxation{}, false
	}
	rx, ok, err := s.c.readRelaxation(bytes.NewReader(out), len(pl.cols))
	return rx, ok && err == nil
}
