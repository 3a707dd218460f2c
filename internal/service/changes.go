package service

import (
	"fmt"
	"strings"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// diff works out which published shifts go or change and, per person, what they gain,
// lose or have changed, with the message that tells them. On a first publish everyone
// on the week is told it was posted.
func (p *weekPlan) diff() {
	byUser := map[int64]*PersonChange{}
	var order []int64
	person := func(id int64, name string) *PersonChange {
		c, ok := byUser[id]
		if !ok {
			c = &PersonChange{UserID: id, UserName: name}
			byUser[id] = c
			order = append(order, id)
		}
		return c
	}
	seen := map[int64]bool{}
	for _, sh := range p.shifts {
		seen[sh.ID] = true
		prev, kept := p.old[sh.ID]
		switch {
		case !kept:
			person(sh.UserID, sh.UserName).Added = append(person(sh.UserID, sh.UserName).Added, sh)
		case prev.UserID != sh.UserID:
			p.changed = append(p.changed, sh.ID)
			person(prev.UserID, prev.UserName).Removed = append(person(prev.UserID, prev.UserName).Removed, prev)
			person(sh.UserID, sh.UserName).Added = append(person(sh.UserID, sh.UserName).Added, sh)
		case prev.Date != sh.Date || prev.StartTime != sh.StartTime || prev.EndTime != sh.EndTime ||
			!prev.ShiftStructure.Same(sh.ShiftStructure):
			p.changed = append(p.changed, sh.ID)
			person(sh.UserID, sh.UserName).Changed = append(person(sh.UserID, sh.UserName).Changed, sh)
		}
	}
	for _, sh := range p.existing {
		if !seen[sh.ID] {
			p.gone = append(p.gone, sh.ID)
			person(sh.UserID, sh.UserName).Removed = append(person(sh.UserID, sh.UserName).Removed, sh)
		}
	}
	p.changes = make([]PersonChange, 0, len(order))
	for _, id := range order {
		c := byUser[id]
		c.Message = changeMessage(p.week, c, p.sched == nil, p.structure)
		p.changes = append(p.changes, *c)
	}
}

// changeMessage tells a person what a publish changed for them, e.g. "Your schedule for
// the week of Nov 27 changed: Sat 9:00 AM–5:00 PM added, Mon 9:00 AM–5:00 PM removed.".
func changeMessage(week domain.Date, c *PersonChange, first bool, ix *structureIndex) string {
	if first {
		return fmt.Sprintf("A new schedule has been posted for the week of %s.", week.ShortLabel())
	}
	type item struct {
		at   int64
		text string
	}
	var items []item
	for _, sh := range c.Added {
		items = append(items, item{sh.Interval().Start, shortShift(sh, ix) + " added"})
	}
	for _, sh := range c.Changed {
		items = append(items, item{sh.Interval().Start, "now " + shortShift(sh, ix)})
	}
	for _, sh := range c.Removed {
		items = append(items, item{sh.Interval().Start, shortShift(sh, ix) + " removed"})
	}
	for i := 1; i < len(items); i++ { // few items: insertion sort by time
		for j := i; j > 0 && items[j].at < items[j-1].at; j-- {
			items[j], items[j-1] = items[j-1], items[j]
		}
	}
	parts := make([]string, len(items))
	for i, it := range items {
		parts[i] = it.text
	}
	return fmt.Sprintf("Your schedule for the week of %s changed: %s.", week.ShortLabel(), strings.Join(parts, ", "))
}

// shortShift is a shift for a notification, e.g. "Sat 9:00 AM–5:00 PM", or with its
// position and location "Sat 9:00 AM–5:00 PM (Cook, Kitchen)" when ix names them.
func shortShift(sh domain.Shift, ix *structureIndex) string {
	s := fmt.Sprintf("%s %s–%s", sh.Date.Time().Format("Mon"), clock12(sh.StartTime), clock12(sh.EndTime))
	if where := ix.names(sh.ShiftStructure); where != "" {
		s += " (" + where + ")"
	}
	return s
}

// clock12 writes a time of day on the 12-hour clock, e.g. "9:00 AM".
func clock12(t domain.TimeOfDay) string {
	h, m := int(t)/60, int(t)%60
	suffix := "AM"
	if h >= 12 {
		suffix = "PM"
	}
	if h = h % 12; h == 0 {
		h = 12
	}
	return fmt.Sprintf("%d:%02d %s", h, m, suffix)
}
