// Package curtoisqu reads the Curtois–Qu employee shift scheduling benchmark's text
// format (schedulingbenchmarks.org) into an autoschedule.Problem, where every rule of
// the benchmark is hard except requests and cover, as the benchmark defines them.
package curtoisqu

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/shiftsched/shiftsched/internal/autoschedule"
)

// Parse reads one instance. All instances start on a Monday.
func Parse(r io.Reader) (*autoschedule.Problem, error) {
	ps := &parser{p: &autoschedule.Problem{FirstWeekday: time.Monday}, shift: map[string]int{}, person: map[string]int{}}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	section, lineNo := "", 0
	for sc.Scan() {
		lineNo++
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if strings.HasPrefix(line, "SECTION_") {
			section = line
			continue
		}
		if err := ps.line(section, strings.Split(line, ",")); err != nil {
			return nil, fmt.Errorf("line %d: %w", lineNo, err)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	ps.resolveFollows()
	return ps.p, ps.p.Validate()
}

type parser struct {
	p       *autoschedule.Problem
	shift   map[string]int
	person  map[string]int
	follows [][]string
}

func (ps *parser) line(section string, f []string) error {
	for i := range f {
		f[i] = strings.TrimSpace(f[i])
	}
	switch section {
	case "SECTION_HORIZON":
		n, err := strconv.Atoi(f[0])
		ps.p.Days = n
		return err
	case "SECTION_SHIFTS":
		return ps.shiftLine(f)
	case "SECTION_STAFF":
		return ps.staffLine(f)
	case "SECTION_DAYS_OFF":
		return ps.daysOffLine(f)
	case "SECTION_SHIFT_ON_REQUESTS", "SECTION_SHIFT_OFF_REQUESTS":
		return ps.requestLine(f, section == "SECTION_SHIFT_ON_REQUESTS")
	case "SECTION_COVER":
		return ps.coverLine(f)
	}
	return fmt.Errorf("a line outside any known section (%q)", section)
}

func (ps *parser) shiftLine(f []string) error {
	if len(f) < 2 {
		return fmt.Errorf("a shift needs an id and a length")
	}
	m, err := strconv.Atoi(f[1])
	if err != nil {
		return err
	}
	ps.shift[f[0]] = len(ps.p.ShiftTypes)
	ps.p.ShiftTypes = append(ps.p.ShiftTypes, autoschedule.ShiftType{ID: f[0], Minutes: m})
	var fol []string
	if len(f) > 2 && f[2] != "" {
		fol = strings.Split(f[2], "|")
	}
	ps.follows = append(ps.follows, fol)
	return nil
}

func (ps *parser) resolveFollows() {
	for s, fol := range ps.follows {
		for _, id := range fol {
			if k, ok := ps.shift[strings.TrimSpace(id)]; ok {
				ps.p.ShiftTypes[s].CannotFollow = append(ps.p.ShiftTypes[s].CannotFollow, k)
			}
		}
	}
}

func (ps *parser) staffLine(f []string) error {
	if len(f) < 8 {
		return fmt.Errorf("a staff line has 8 fields")
	}
	n := make([]int, 6)
	for k := range n {
		v, err := strconv.Atoi(f[k+2])
		if err != nil {
			return err
		}
		n[k] = v
	}
	hard := func(v int) *autoschedule.Limit { return &autoschedule.Limit{Value: v, Hard: true} }
	pe := autoschedule.Person{ID: f[0], MaxMinutes: hard(n[0]), MinMinutes: hard(n[1]), MaxConsecutive: hard(n[2]),
		MinConsecutive: hard(n[3]), MinDaysOff: hard(n[4]), MaxWeekends: hard(n[5])}
	pe.MaxShifts = make([]*autoschedule.Limit, len(ps.p.ShiftTypes))
	for _, pair := range strings.Split(f[1], "|") {
		id, v, ok := strings.Cut(pair, "=")
		s, known := ps.shift[strings.TrimSpace(id)]
		lim, err := strconv.Atoi(strings.TrimSpace(v))
		if !ok || !known || err != nil {
			return fmt.Errorf("MaxShifts %q is not ShiftID=limit", pair)
		}
		pe.MaxShifts[s] = hard(lim)
	}
	ps.person[f[0]] = len(ps.p.People)
	ps.p.People = append(ps.p.People, pe)
	return nil
}

func (ps *parser) daysOffLine(f []string) error {
	i, ok := ps.person[f[0]]
	if !ok {
		return fmt.Errorf("unknown employee %q", f[0])
	}
	for _, s := range f[1:] {
		if s == "" {
			continue
		}
		d, err := strconv.Atoi(s)
		if err != nil {
			return err
		}
		ps.p.People[i].Unavailable = append(ps.p.People[i].Unavailable, d)
	}
	return nil
}

func (ps *parser) requestLine(f []string, on bool) error {
	if len(f) < 4 {
		return fmt.Errorf("a request has 4 fields")
	}
	i, okP := ps.person[f[0]]
	s, okS := ps.shift[f[2]]
	d, errD := strconv.Atoi(f[1])
	w, errW := strconv.Atoi(f[3])
	if !okP || !okS || errD != nil || errW != nil {
		return fmt.Errorf("request %v names an unknown employee or shift, or a bad number", f)
	}
	ps.p.Requests = append(ps.p.Requests, autoschedule.Request{Person: i, Day: d, Shift: s, On: on, Weight: w})
	return nil
}

func (ps *parser) coverLine(f []string) error {
	if len(f) < 5 {
		return fmt.Errorf("a cover line has 5 fields")
	}
	s, ok := ps.shift[f[1]]
	n := make([]int, 4)
	for k, idx := range []int{0, 2, 3, 4} {
		v, err := strconv.Atoi(f[idx])
		if err != nil {
			return err
		}
		n[k] = v
	}
	if !ok {
		return fmt.Errorf("unknown shift %q", f[1])
	}
	ps.p.Cover = append(ps.p.Cover, autoschedule.Cover{Day: n[0], Shift: s, Required: n[1], UnderWeight: n[2], OverWeight: n[3]})
	return nil
}
