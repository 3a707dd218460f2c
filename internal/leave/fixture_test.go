package leave_test

import (
	"context"
	"math"
	"strconv"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/availability"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/leave"
)

// fixture is a workplace on a database of its own, with its leave and time off rules
// and a manager of every location. The app's clock reads 2026-11-22 (a Sunday).
type fixture struct {
	t      *testing.T
	ctx    context.Context
	app    *apptest.App
	leave  *leave.Service
	avail  *availability.Service
	boss   *domain.User
	annual domain.LeaveType
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	app := apptest.New(t)
	f := &fixture{t: t, ctx: context.Background(), app: app, leave: app.Leave, avail: app.Availability}
	f.boss = f.user(app.Manager("Mia Boss"))
	a, err := app.Store.Q().LeaveTypeOfKind(f.ctx, domain.LeaveAnnual)
	if err != nil {
		t.Fatal(err)
	}
	f.annual = *a
	return f
}

func (f *fixture) user(u apptest.User) *domain.User {
	f.t.Helper()
	id, _ := strconv.ParseInt(u.ID, 10, 64)
	out, err := f.app.Store.Q().UserByID(f.ctx, id)
	if err != nil {
		f.t.Fatal(err)
	}
	return out
}

// employee adds a person with a leave profile.
func (f *fixture) employee(name string, p domain.LeaveProfile) *domain.User {
	f.t.Helper()
	u := f.user(f.app.Employee(name))
	p.UserID = u.ID
	if p.WorkDays == nil {
		p.WorkDays = []int{1, 2, 3, 4, 5}
	}
	if err := f.leave.SetProfile(f.ctx, f.boss, p); err != nil {
		f.t.Fatal(err)
	}
	return u
}

// policy saves a policy of the annual type (or p's type) and gives it to the people,
// as of since (the assignment's date decides the first leave year granted).
func (f *fixture) policy(p domain.LeavePolicy, since string, people ...*domain.User) domain.LeavePolicy {
	f.t.Helper()
	if p.LeaveTypeID == 0 {
		p.LeaveTypeID = f.annual.ID
	}
	if p.Name == "" {
		p.Name = "Policy"
	}
	if p.YearStartMonth == 0 {
		p.YearStartMonth, p.YearStartDay = 1, 1
	}
	saved, err := f.leave.SavePolicy(f.ctx, f.boss, p)
	if err != nil {
		f.t.Fatal(err)
	}
	for _, u := range people {
		id := u.ID
		if err := f.leave.AssignPolicy(f.ctx, f.boss, leave.Assignment{LeaveTypeID: p.LeaveTypeID, PolicyID: saved.ID, UserID: &id}); err != nil {
			f.t.Fatal(err)
		}
	}
	f.exec(`UPDATE leave_policy_assignments SET created_at = $1::date WHERE policy_id = $2`, since, saved.ID)
	return *saved
}

func (f *fixture) exec(sql string, args ...any) {
	f.t.Helper()
	if _, err := f.app.Store.DB.ExecContext(f.ctx, sql, args...); err != nil {
		f.t.Fatalf("%s: %v", sql, err)
	}
}

// balance is the person's annual balance on the day, projected (the policy's grants
// counted in); it also checks that it equals the stored ledger after settling.
func (f *fixture) balance(u *domain.User, day string) int64 {
	f.t.Helper()
	b, err := f.leave.BalanceOn(f.ctx, f.boss, u.ID, f.annual.ID, date(day))
	if err != nil {
		f.t.Fatal(err)
	}
	return b.Projected
}

// stored is the person's annual balance on the day as the ledger stands.
func (f *fixture) stored(u *domain.User, day string) int64 {
	f.t.Helper()
	b, err := f.leave.BalanceOn(f.ctx, f.boss, u.ID, f.annual.ID, date(day))
	if err != nil {
		f.t.Fatal(err)
	}
	return b.Stored
}

// request asks for annual leave as the person and returns its id.
func (f *fixture) request(u *domain.User, first, last string) int64 {
	f.t.Helper()
	r, err := f.avail.RequestTimeOff(f.ctx, u, availability.TimeOffInput{First: date(first), Last: date(last)})
	if err != nil {
		f.t.Fatal(err)
	}
	return r.ID
}

func (f *fixture) approve(id int64) error {
	_, err := f.avail.RespondToTimeOff(f.ctx, f.boss, id, domain.TimeOffApproved, "")
	return err
}

func date(s string) domain.Date {
	d, err := domain.ParseDate(s)
	if err != nil {
		panic(err)
	}
	return d
}

func ptr[T any](v T) *T { return &v }

// hours is a number of hours in hundredths.
func hours(h float64) int64 { return int64(math.Round(h * 100)) }

func availabilityInput(day string) availability.TimeOffInput {
	return availability.TimeOffInput{First: date(day), Last: date(day)}
}
