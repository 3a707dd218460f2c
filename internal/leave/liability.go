package leave

import (
	"bytes"
	"context"
	"encoding/csv"
	"fmt"
	"strconv"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/store"
)

// LiabilityLine is one person's outstanding paid leave of one type: the balance in
// hundredths of the type's unit, the same in minutes of their contract, and its value
// at their hourly rate (nil: no rate set, or hidden from the reader).
type LiabilityLine struct {
	UserID       int64
	Name         string
	LocationID   *int64
	LocationName string
	Type         domain.LeaveType
	Balance      int64
	Minutes      int
	RateCents    *int64
	ValueCents   *int64
}

// LiabilityTotal is a location's outstanding paid leave (LocationID nil: people with
// no location). ValueCents counts the lines that have a value.
type LiabilityTotal struct {
	LocationID   *int64
	LocationName string
	Minutes      int
	ValueCents   int64
}

// Liability is what the workplace owes in paid leave on a day.
type Liability struct {
	On        domain.Date
	Currency  string
	Lines     []LiabilityLine
	Locations []LiabilityTotal
	CSV       string
}

// Liability returns the outstanding paid leave on the day (zero: today): every
// positive balance of a paid type, in hours and in money at the person's hourly rate,
// per person and per location (the person's holiday location). The ledger as it
// stands (settled hourly). A location manager gets the people they manage; rates and
// values are left out for an API token without staff:read. Managers (a token needs
// timeoff:read). Errors: Forbidden.
func (s *Service) Liability(ctx context.Context, actor *domain.User, on domain.Date) (*Liability, error) {
	if err := actor.Allow(domain.ScopeTimeOffRead); err != nil {
		return nil, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	if on.IsZero() {
		on = s.Today()
	}
	q := s.store.Q()
	m, err := permission.ManagerScope(ctx, q, actor)
	if err != nil {
		return nil, err
	}
	var people []int64
	if m.Limited() {
		people = []int64{}
		for id := range m.People {
			people = append(people, id)
		}
	}
	rows, err := q.LeaveLiability(ctx, people, on)
	if err != nil {
		return nil, err
	}
	profile, err := q.WorkplaceProfile(ctx)
	if err != nil {
		return nil, err
	}
	out := &Liability{On: on, Currency: profile.Currency, Lines: []LiabilityLine{}, Locations: []LiabilityTotal{}}
	if err := s.priceLiability(ctx, q, out, rows, actor.Allow(domain.ScopeStaffRead) == nil); err != nil {
		return nil, err
	}
	out.CSV, err = liabilityCSV(out)
	return out, err
}

// priceLiability turns balances into lines and location totals: days by the person's
// contracted working day, money at their hourly rate when showPay.
func (s *Service) priceLiability(ctx context.Context, q store.Q, out *Liability, rows []store.LiabilityRow, showPay bool) error {
	types, err := q.LeaveTypes(ctx)
	if err != nil {
		return err
	}
	byID := map[int64]domain.LeaveType{}
	for _, t := range types {
		byID[t.ID] = t
	}
	settings, err := q.LeaveSettings(ctx)
	if err != nil {
		return err
	}
	ids := make([]int64, len(rows))
	for i, r := range rows {
		ids[i] = r.UserID
	}
	profiles, err := q.LeaveProfiles(ctx, ids)
	if err != nil {
		return err
	}
	for _, r := range rows {
		l := LiabilityLine{UserID: r.UserID, Name: r.Name, LocationID: r.LocationID, Type: byID[r.LeaveTypeID], Balance: r.Balance}
		if r.LocationName != nil {
			l.LocationName = *r.LocationName
		}
		l.Minutes = int((r.Balance*60 + 50) / 100)
		if l.Type.Unit == domain.LeaveDays {
			l.Minutes = int((r.Balance*int64(contractedDay(profiles[r.UserID], settings)) + 50) / 100)
		}
		if showPay && r.RateCents != nil {
			v := (int64(l.Minutes)**r.RateCents + 30) / 60
			l.RateCents, l.ValueCents = r.RateCents, &v
		}
		out.Lines = append(out.Lines, l)
		n := len(out.Locations)
		if n == 0 || !sameLocation(out.Locations[n-1].LocationID, l.LocationID) {
			out.Locations = append(out.Locations, LiabilityTotal{LocationID: l.LocationID, LocationName: l.LocationName})
			n++
		}
		out.Locations[n-1].Minutes += l.Minutes
		if l.ValueCents != nil {
			out.Locations[n-1].ValueCents += *l.ValueCents
		}
	}
	return nil
}

func sameLocation(a, b *int64) bool { return (a == nil) == (b == nil) && (a == nil || *a == *b) }

// liabilityCSV writes the lines as RFC 4180 CSV (UTF-8, CRLF, a header row), like the
// payroll export: hours as decimals, money with two decimals; empty where no rate is set.
func liabilityCSV(l *Liability) (string, error) {
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	w.UseCRLF = true
	_ = w.Write([]string{"Employee ID", "Name", "Location", "Leave type", "Balance", "Unit", "Hours", "Hourly rate", "Value", "Currency", "On"})
	for _, x := range l.Lines {
		_ = w.Write([]string{strconv.FormatInt(x.UserID, 10), domain.SpreadsheetSafe(x.Name), domain.SpreadsheetSafe(x.LocationName),
			domain.SpreadsheetSafe(x.Type.Name), domain.Hundredths(x.Balance), string(x.Type.Unit), fmt.Sprintf("%.2f", float64(x.Minutes)/60),
			cents(x.RateCents), cents(x.ValueCents), l.Currency, l.On.String()})
	}
	w.Flush()
	return b.String(), w.Error()
}

func cents(c *int64) string {
	if c == nil {
		return ""
	}
	return fmt.Sprintf("%d.%02d", *c/100, *c%100)
}
