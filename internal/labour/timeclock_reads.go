package labour

import (
	"context"
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/store"
	"github.com/shiftsched/shiftsched/internal/timeclock"
)

// workedReads reads what judging worked records needs, for the people with labour rules.
type workedReads struct {
	q     store.Q
	rules map[int64]Rules
	zone  *time.Location
}

// inputs builds one Input a person with labour rules, from their records: each record a
// piece of worked time with its id, shift date and structure, and clocked breaks.
func (r workedReads) inputs(ctx context.Context, worked []timeclock.WorkedRecord) ([]Input, error) {
	var ids, people []int64
	seen := map[int64]bool{}
	births, holidays := false, false
	for _, w := range worked {
		rules, ok := r.rules[w.UserID]
		if !ok {
			continue
		}
		ids = append(ids, w.RecordID)
		if !seen[w.UserID] {
			seen[w.UserID] = true
			people = append(people, w.UserID)
			births = births || rules.hasMinors()
			for _, p := range rules.Premiums {
				holidays = holidays || p.Kind == Holiday
			}
		}
	}
	if len(ids) == 0 {
		return nil, nil
	}
	work, err := r.work(ctx, worked, ids)
	if err != nil {
		return nil, err
	}
	persons, err := r.persons(ctx, worked, people, births)
	if err != nil {
		return nil, err
	}
	var days map[int64]map[domain.Date]string
	if holidays {
		if days, err = r.holidays(ctx, work); err != nil {
			return nil, err
		}
	}
	out := make([]Input, 0, len(people))
	for _, u := range people {
		out = append(out, Input{Rules: r.rules[u], Person: persons[u], Work: work[u], Zone: r.zone, Holidays: days})
	}
	return out, nil
}

// work reads the records' shifts and breaks (two statements) into pieces of work.
func (r workedReads) work(ctx context.Context, worked []timeclock.WorkedRecord, ids []int64) (map[int64][]Work, error) {
	shifts, err := r.q.LabourRecords(ctx, ids)
	if err != nil {
		return nil, err
	}
	breaks, err := r.q.RecordBreaks(ctx, ids)
	if err != nil {
		return nil, err
	}
	of := make(map[int64]store.LabourRecord, len(shifts))
	for _, s := range shifts {
		of[s.RecordID] = s
	}
	spans := map[int64][]Span{}
	for _, b := range breaks {
		spans[b.RecordID] = append(spans[b.RecordID], Span{At: b.At, Until: b.Until})
	}
	out := map[int64][]Work{}
	for _, w := range worked {
		if _, ok := r.rules[w.UserID]; !ok {
			continue
		}
		rec := of[w.RecordID]
		p := Work{ShiftID: w.RecordID, Date: domain.DateOf(w.In.In(r.zone)), At: w.In, Until: w.Out, Worked: true,
			Structure: rec.ShiftStructure, Label: workLabel(w.In, w.Out, r.zone)}
		if rec.ShiftDate != nil {
			p.Date = *rec.ShiftDate // a shift's work belongs to its day, past midnight too
		}
		if w.Corrected {
			p.UntimedBreakMinutes = w.BreakMinutes // a correction keeps a total, not the times
		} else {
			p.Breaks = spans[w.RecordID]
		}
		out[w.UserID] = append(out[w.UserID], p)
	}
	return out, nil
}

// persons are the people with their names, rates and, when a rule for minors is on,
// birth dates: one or two statements.
func (r workedReads) persons(ctx context.Context, worked []timeclock.WorkedRecord, people []int64, births bool) (map[int64]Person, error) {
	out := make(map[int64]Person, len(people))
	for _, w := range worked {
		out[w.UserID] = Person{UserID: w.UserID, Name: w.Name, PositionRates: map[int64]int64{}}
	}
	rates, err := r.q.RatesOf(ctx, people)
	if err != nil {
		return nil, err
	}
	for _, rt := range rates {
		p, ok := out[rt.UserID]
		switch {
		case !ok:
		case rt.Position == nil:
			c := rt.Cents
			p.RateCents = &c
		default:
			p.PositionRates[*rt.Position] = rt.Cents
		}
		out[rt.UserID] = p
	}
	if !births {
		return out, nil
	}
	dates, err := r.q.BirthDates(ctx, people)
	for u, d := range dates {
		p := out[u]
		p.BirthDate = &d
		out[u] = p
	}
	return out, err
}

// holidays reads the public holidays of the days the work touches at its locations.
func (r workedReads) holidays(ctx context.Context, work map[int64][]Work) (map[int64]map[domain.Date]string, error) {
	var ids []int64
	seen := map[int64]bool{}
	var from, to domain.Date
	for _, ws := range work {
		for _, w := range ws {
			id := int64(0)
			if w.Structure.LocationID != nil {
				id = *w.Structure.LocationID
			}
			if !seen[id] {
				seen[id] = true
				ids = append(ids, id)
			}
			first, last := domain.DateOf(w.At.In(r.zone)), domain.DateOf(w.Until.In(r.zone))
			if from.IsZero() || first.Before(from) {
				from = first
			}
			if last.After(to) {
				to = last
			}
		}
	}
	return readHolidays(ctx, r.q, ids, from, to.AddDays(1))
}
