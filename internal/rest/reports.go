package rest

import (
	"encoding/csv"
	"fmt"
	"net/http"
	"strings"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/reports"
)

// hoursCSV answers GET /api/reports/hours.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: the hours
// report as RFC 4180 CSV (UTF-8, CRLF, a header row, one row per person), written as
// the rows are read. Errors found before the first row are answered as {"msg"}; one
// after it (the database going away) can only cut the download short, and is logged.
func (h *Handler) hoursCSV(w http.ResponseWriter, r *http.Request) error {
	me, err := actor(r)
	if err != nil {
		return err
	}
	from, err1 := domain.ParseDate(r.URL.Query().Get("from"))
	to, err2 := domain.ParseDate(r.URL.Query().Get("to"))
	if err1 != nil || err2 != nil {
		return &httpError{http.StatusBadRequest, "Query parameters from and to must be dates (YYYY-MM-DD)."}
	}
	var out *csv.Writer
	var cols domain.HoursPeriods
	started := false
	flusher, _ := w.(http.Flusher)
	// The header goes out before the first row, so that a long report streams.
	head := func(rep *reports.HoursReport) error {
		started, cols = true, rep.HoursPeriods
		w.Header().Set("Content-Type", "text/csv; charset=utf-8; header=present")
		w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="hours-%s-to-%s.csv"`, from, to))
		w.Header().Set("Cache-Control", "no-store")
		w.WriteHeader(http.StatusOK)
		out = csv.NewWriter(w)
		out.UseCRLF = true
		if err := out.Write(hoursHeader(cols)); err != nil {
			return err
		}
		out.Flush()
		return out.Error()
	}
	_, err = h.reports.HoursReport(r.Context(), me, from, to, head, func(p reports.HoursPerson) error {
		if err := out.Write(hoursRecord(cols, p)); err != nil {
			return err
		}
		out.Flush()
		if flusher != nil {
			flusher.Flush()
		}
		return out.Error()
	})
	if err != nil && started {
		h.log.ErrorContext(r.Context(), "hours csv cut short", "err", err)
		return nil
	}
	return err
}

func hoursHeader(p domain.HoursPeriods) []string {
	head := []string{"Name", "Email", "Total hours"}
	for _, w := range p.Weeks {
		head = append(head, "Week of "+w.String())
	}
	for _, m := range p.Months {
		head = append(head, "Month "+m)
	}
	head = append(head, "Time off")
	// Columns added since the report's first version go last, so that spreadsheets
	// reading columns by position keep working.
	for _, c := range p.Positions {
		head = append(head, "Hours as "+spreadsheetSafe(c.Name))
	}
	for _, c := range p.Locations {
		head = append(head, "Hours at "+spreadsheetSafe(c.Name))
	}
	if p.Cost {
		head = append(head, "Labour cost")
	}
	return head
}

func hoursRecord(cols domain.HoursPeriods, p reports.HoursPerson) []string {
	rec := []string{spreadsheetSafe(p.Name), spreadsheetSafe(p.Email), hoursText(p.Hours.Minutes)}
	for _, m := range p.Hours.WeekMinutes {
		rec = append(rec, hoursText(m))
	}
	for _, m := range p.Hours.MonthMinutes {
		rec = append(rec, hoursText(m))
	}
	off := make([]string, len(p.TimeOff))
	for i, t := range p.TimeOff {
		switch {
		case t.PartDay():
			off[i] = fmt.Sprintf("%s %s-%s", t.Date, t.StartTime, t.EndTime)
		case t.LastDay() != t.Date:
			off[i] = fmt.Sprintf("%s to %s", t.Date, t.LastDay())
		default:
			off[i] = t.Date.String()
		}
	}
	rec = append(rec, strings.Join(off, "; "))
	for _, m := range p.Hours.PositionMinutes {
		rec = append(rec, hoursText(m))
	}
	for _, m := range p.Hours.LocationMinutes {
		rec = append(rec, hoursText(m))
	}
	if cols.Cost {
		cost := ""
		if c := p.Hours.LabourCost(); c != nil {
			cost = *c
		}
		rec = append(rec, cost)
	}
	return rec
}

// hoursText writes minutes as decimal hours, e.g. 450 as 7.50.
func hoursText(minutes int) string { return fmt.Sprintf("%.2f", float64(minutes)/60) }

// spreadsheetSafe: the payroll export shares the rule, so it lives in domain.
func spreadsheetSafe(s string) string { return domain.SpreadsheetSafe(s) }
