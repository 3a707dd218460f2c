package service

import (
	"fmt"
	"strings"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/i18n"
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
		c.notice = changeNotice(p.week, c, p.sched == nil, p.structure)
		p.changes = append(p.changes, *c)
	}
}

// changeNotice tells a person what a publish changed for them, e.g. "Your schedule for
// the week of Nov 27 changed: Sat 9:00 AM–5:00 PM added, Mon 9:00 AM–5:00 PM removed.",
// to be rendered in the reader's locale.
func changeNotice(week domain.Date, c *PersonChange, first bool, ix *structureIndex) i18n.Msg {
	if first {
		return i18n.M("NoticeSchedulePosted", i18n.Args{"Week": dayText(week)})
	}
	type item struct {
		at   int64
		text i18n.Msg
	}
	var items []item
	for _, sh := range c.Added {
		items = append(items, item{sh.Interval().Start, i18n.M("ChangeAdded", i18n.Args{"Shift": shortShift(sh, ix)})})
	}
	for _, sh := range c.Changed {
		items = append(items, item{sh.Interval().Start, i18n.M("ChangeNow", i18n.Args{"Shift": shortShift(sh, ix)})})
	}
	for _, sh := range c.Removed {
		items = append(items, item{sh.Interval().Start, i18n.M("ChangeRemoved", i18n.Args{"Shift": shortShift(sh, ix)})})
	}
	for i := 1; i < len(items); i++ { // few items: insertion sort by time
		for j := i; j > 0 && items[j].at < items[j-1].at; j-- {
			items[j], items[j-1] = items[j-1], items[j]
		}
	}
	parts := make([]i18n.Msg, len(items))
	for i, it := range items {
		parts[i] = it.text
	}
	return i18n.M("NoticeScheduleChanged", i18n.Args{"Week": dayText(week), "Changes": listText(parts)})
}

// shortShift is a shift for a notification, e.g. "Sat 9:00 AM–5:00 PM", or with its
// position and location "Sat 9:00 AM–5:00 PM (Cook, Kitchen)" when ix names them.
func shortShift(sh domain.Shift, ix *structureIndex) i18n.Text {
	where := ix.names(sh.ShiftStructure)
	return func(l i18n.Locale) string {
		s := l.T("ShiftDayTimes", i18n.Args{"Day": l.Weekday(sh.Date.Time().Weekday()),
			"From": noticeTime(l, sh.StartTime), "To": noticeTime(l, sh.EndTime)})
		if where != "" {
			s = l.T("ShiftWhere", i18n.Args{"Shift": s, "Where": where})
		}
		return s
	}
}

// noticeTime writes a time of day in a schedule notice: on the reader's clock, and in
// English without a chosen clock on the 12-hour one these notices have always used.
func noticeTime(l i18n.Locale, t domain.TimeOfDay) string {
	if l.Clock == nil && l.Lang == i18n.English {
		twelve := false
		l = i18n.For(i18n.English, &twelve)
	}
	return l.Time(int(t))
}

// listText joins texts as the reader's language writes a list ("a, b, c").
func listText(parts []i18n.Msg) i18n.Text {
	return func(l i18n.Locale) string {
		out := make([]string, len(parts))
		for i, p := range parts {
			out[i] = p.Render(l)
		}
		return strings.Join(out, l.T("ListSeparator", nil))
	}
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
