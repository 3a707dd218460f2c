package leave_test

import (
	"slices"
	"testing"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/leave"
	"github.com/shiftsched/shiftsched/internal/store"
)

// location adds a location and returns its id.
func (f *fixture) location(name string) int64 {
	f.t.Helper()
	var id int64
	if err := f.app.Store.DB.GetContext(f.ctx, &id, `INSERT INTO locations (name) VALUES ($1) RETURNING id`, name); err != nil {
		f.t.Fatal(err)
	}
	return id
}

// limitedManager adds a manager of the location only.
func (f *fixture) limitedManager(name string, loc int64) *domain.User {
	f.t.Helper()
	u := f.user(f.app.Manager(name))
	f.exec(`INSERT INTO manager_locations (user_id, location_id) VALUES ($1, $2)`, u.ID, loc)
	return u
}

func TestAProfileReadsBackForPeopleNotSignedUpWithinReach(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	north, south := f.location("North"), f.location("South")
	nia, err := f.app.Accounts.AddPerson(f.ctx, f.boss, "Nia New", "", domain.RoleEmployee)
	if err != nil {
		t.Fatal(err)
	}
	p, err := f.leave.Profile(f.ctx, f.boss, nia.ID)
	if err != nil {
		t.Fatal(err)
	}
	if p.Set || p.StartsOn != nil || p.MinutesPerWeek != nil || !slices.Equal(p.WorkDays, []int{1, 2, 3, 4, 5}) || p.HolidaysFrom != nil {
		t.Errorf("Nia before anything was set: %+v, want the defaults", p)
	}
	f.exec(`INSERT INTO user_locations (user_id, location_id) VALUES ($1, $2)`, nia.ID, north)
	set := domain.LeaveProfile{UserID: nia.ID, StartsOn: ptr(date("2026-07-01")), MinutesPerWeek: ptr(1800), WorkDays: []int{1, 3, 5},
		HolidayLocationID: &south}
	if err := f.leave.SetProfile(f.ctx, f.boss, set); err != nil {
		t.Fatal(err)
	}
	if p, err = f.leave.Profile(f.ctx, f.boss, nia.ID); err != nil {
		t.Fatal(err)
	}
	if !p.Set || *p.StartsOn != date("2026-07-01") || p.EndsOn != nil || *p.MinutesPerWeek != 1800 || !slices.Equal(p.WorkDays, []int{1, 3, 5}) ||
		*p.HolidayLocationID != south || *p.HolidaysFrom != south {
		t.Errorf("Nia after it was set: %+v", p)
	}

	t.Run("OKForTheManagerOfHerLocation", func(t *testing.T) {
		if p, err := f.leave.Profile(f.ctx, f.limitedManager("Lou North", north), nia.ID); err != nil || *p.HolidaysFrom != south {
			t.Errorf("North's manager: %+v %v", p, err)
		}
	})
	t.Run("ErrForbiddenToAnotherLocationsManager", func(t *testing.T) {
		if _, err := f.leave.Profile(f.ctx, f.limitedManager("Sam South", south), nia.ID); !isKind(err, domain.Forbidden) {
			t.Errorf("South's manager: %v, want Forbidden", err)
		}
	})
	t.Run("OKForOneselfAndForbiddenForAnother", func(t *testing.T) {
		eve := f.employee("Eve Staff", domain.LeaveProfile{})
		f.exec(`INSERT INTO user_locations (user_id, location_id) VALUES ($1, $2)`, eve.ID, north)
		if p, err := f.leave.Profile(f.ctx, eve, eve.ID); err != nil || !p.Set || *p.HolidaysFrom != north {
			t.Errorf("Eve's own: %+v %v", p, err)
		}
		if _, err := f.leave.Profile(f.ctx, eve, nia.ID); !isKind(err, domain.Forbidden) {
			t.Errorf("Eve reading Nia's: %v, want Forbidden", err)
		}
	})
	t.Run("ErrNotFound", func(t *testing.T) {
		if _, err := f.leave.Profile(f.ctx, f.boss, nia.ID+1000); !isKind(err, domain.NotFound) {
			t.Errorf("nobody: %v, want NotFound", err)
		}
	})
}

func TestAssignmentsListRuleSetsAndThePeopleAManagerReaches(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	north, south := f.location("North"), f.location("South")
	ann, bob := f.employee("Ann North", domain.LeaveProfile{}), f.employee("Bob South", domain.LeaveProfile{})
	f.exec(`INSERT INTO user_locations (user_id, location_id) VALUES ($1, $2), ($3, $4)`, ann.ID, north, bob.ID, south)
	var ruleSet int64
	if err := f.app.Store.DB.GetContext(f.ctx, &ruleSet, `INSERT INTO rule_sets (name, period_kind) VALUES ('Part time', 'MONTH') RETURNING id`); err != nil {
		t.Fatal(err)
	}
	p := f.policy(domain.LeavePolicy{Method: domain.LeaveAllowance, Amount: hours(200)}, "2026-01-01", ann, bob)
	if err := f.leave.AssignPolicy(f.ctx, f.boss, leave.Assignment{LeaveTypeID: f.annual.ID, PolicyID: p.ID, RuleSetID: &ruleSet}); err != nil {
		t.Fatal(err)
	}
	who := func(u *domain.User) []string {
		t.Helper()
		as, err := f.leave.Assignments(f.ctx, u)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, a := range as {
			switch {
			case a.PolicyID != p.ID || a.LeaveTypeID != f.annual.ID:
				t.Errorf("assignment %+v, want policy %d of type %d", a, p.ID, f.annual.ID)
			case a.RuleSetID != nil && *a.RuleSetID == ruleSet:
				out = append(out, "rule set")
			case a.UserID != nil && *a.UserID == ann.ID:
				out = append(out, "Ann")
			case a.UserID != nil && *a.UserID == bob.ID:
				out = append(out, "Bob")
			}
		}
		return out
	}
	if got := who(f.boss); !slices.Equal(got, []string{"rule set", "Ann", "Bob"}) {
		t.Errorf("every location's manager sees %v", got)
	}
	if got := who(f.limitedManager("Lou North", north)); !slices.Equal(got, []string{"rule set", "Ann"}) {
		t.Errorf("North's manager sees %v, want the rule set and Ann", got)
	}
	if _, err := f.leave.Assignments(f.ctx, ann); !isKind(err, domain.Forbidden) {
		t.Errorf("staff: %v, want Forbidden", err)
	}
	// Taking Bob's away (no policy) leaves the others.
	if err := f.leave.AssignPolicy(f.ctx, f.boss, leave.Assignment{LeaveTypeID: f.annual.ID, UserID: &bob.ID}); err != nil {
		t.Fatal(err)
	}
	if got := who(f.boss); !slices.Equal(got, []string{"rule set", "Ann"}) {
		t.Errorf("after removing Bob's: %v", got)
	}
}

func TestBalancesOnGivesEveryTypeAsBalanceOnDoes(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	eve := f.employee("Eve Staff", domain.LeaveProfile{})
	f.policy(domain.LeavePolicy{Method: domain.LeaveMonthly, Amount: hours(10)}, "2026-01-01", eve)
	days := f.leaveType(domain.LeaveType{Name: "Study days", Paid: true, Unit: domain.LeaveDays, NeedsApproval: true, NeedsBalance: true})
	f.policy(domain.LeavePolicy{LeaveTypeID: days.ID, Method: domain.LeaveAllowance, Amount: 500}, "2026-01-01", eve)
	f.leaveType(domain.LeaveType{Name: "Old type", Unit: domain.LeaveHours, Archived: true})
	if _, err := f.leave.Adjust(f.ctx, f.boss, leave.Adjustment{UserID: eve.ID, LeaveTypeID: days.ID, Amount: -150, Reason: "Exam"}); err != nil {
		t.Fatal(err)
	}
	// Today 5 days less 1.5 taken; next year 5 again (nothing carries over).
	want := map[domain.Date]int64{{}: 350, date("2027-03-31"): 500}
	for _, on := range []domain.Date{{}, date("2027-03-31")} {
		ctx, counter := store.WithCounter(f.ctx)
		all, err := f.leave.BalancesOn(ctx, eve, eve.ID, on)
		if err != nil {
			t.Fatal(err)
		}
		// Reach, the person, the types, the ledger, the policies, the profile, the settings:
		// the same for any number of types (none of these policies reads timesheets).
		if n := counter.Statements(); n > 7 {
			t.Errorf("%d types' balances took %d statements, want at most 7", len(all), n)
		}
		types, _ := f.leave.Types(f.ctx, eve)
		if len(all) != len(types)-1 {
			t.Errorf("%d balances, want one for each of the %d types in use", len(all), len(types)-1)
		}
		for _, b := range all {
			one, err := f.leave.BalanceOn(f.ctx, eve, eve.ID, b.Type.ID, on)
			if err != nil {
				t.Fatal(err)
			}
			if b != *one {
				t.Errorf("%s on %v: %+v, BalanceOn says %+v", b.Type.Name, on, b, *one)
			}
			if b.Type.ID == days.ID && b.Projected != want[on] {
				t.Errorf("study days on %v: %d, want %d", on, b.Projected, want[on])
			}
		}
	}
	other := f.employee("Pat Other", domain.LeaveProfile{})
	if _, err := f.leave.BalancesOn(f.ctx, eve, other.ID, domain.Date{}); !isKind(err, domain.Forbidden) {
		t.Errorf("Eve reading Pat's: %v, want Forbidden", err)
	}
}

func TestHolidaysOfManyLocationsAgreeWithOneAtATimeAndListRemovals(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	london, leeds := f.location("London"), f.location("Leeds")
	if err := f.leave.SetHolidayCalendar(f.ctx, f.boss, london, &domain.HolidayCalendar{Country: "gb"}); err != nil {
		t.Fatal(err)
	}
	changes := []domain.HolidayChange{
		{Date: date("2026-12-31"), Name: "Founders Day"},                  // every location
		{LocationID: &london, Date: date("2026-12-28"), Removed: true},    // London works Boxing Day (observed)
		{Date: date("2026-12-25"), Removed: true},                         // every location works Christmas ...
		{LocationID: &london, Date: date("2026-12-25"), Name: "Xmas"},     // ... but London keeps a day of its own
		{LocationID: &leeds, Date: date("2026-12-24"), Name: "Leeds Eve"}, // Leeds only
	}
	for _, c := range changes {
		if err := f.leave.SetHolidayChange(f.ctx, f.boss, c, false); err != nil {
			t.Fatal(err)
		}
	}
	from, to := date("2026-12-01"), date("2027-01-31")
	ids := []int64{leeds, london, leeds, london + leeds + 100}
	ctx, counter := store.WithCounter(f.ctx)
	all, err := f.leave.HolidaysOfLocations(ctx, f.boss, ids, from, to)
	if err != nil {
		t.Fatal(err)
	}
	if n := counter.Statements(); n != 1 {
		t.Errorf("three locations' holidays took %d statements, want 1", n)
	}
	if len(all) != 3 || all[0].LocationID != leeds || all[1].LocationID != london {
		t.Fatalf("answers %+v, want Leeds, London and the unknown location, once each in the order asked", all)
	}
	for _, a := range all {
		one, err := f.leave.HolidaysAt(f.ctx, f.boss, &a.LocationID, from, to)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(a.Holidays, one) {
			t.Errorf("location %d: %+v, one at a time %+v", a.LocationID, a.Holidays, one)
		}
	}
	if got := names(all[1].Holidays); !slices.Equal(got, []string{"Xmas", "Founders Day", "New Year's Day"}) {
		t.Errorf("London: %v", got)
	}
	removed, err := f.leave.RemovedHolidays(f.ctx, f.boss, london, from, to)
	if err != nil {
		t.Fatal(err)
	}
	if len(removed) != 1 || removed[0].Date != date("2026-12-28") || removed[0].Name != "Boxing Day" || removed[0].EveryLocation {
		t.Errorf("London's removed days: %+v, want Boxing Day only (Christmas is overridden by its own)", removed)
	}
	// Restoring clears the day's change: Boxing Day is back.
	if err := f.leave.SetHolidayChange(f.ctx, f.boss, domain.HolidayChange{LocationID: &london, Date: date("2026-12-28")}, true); err != nil {
		t.Fatal(err)
	}
	if removed, _ = f.leave.RemovedHolidays(f.ctx, f.boss, london, from, to); len(removed) != 0 {
		t.Errorf("after restoring: %+v", removed)
	}
	t.Run("ErrInvalidForTooManyLocations", func(t *testing.T) {
		many := make([]int64, leave.MaxHolidayLocations+1)
		for i := range many {
			many[i] = int64(i + 1)
		}
		if _, err := f.leave.HolidaysOfLocations(f.ctx, f.boss, many, from, to); !isKind(err, domain.Invalid) {
			t.Errorf("%d locations: %v, want Invalid", len(many), err)
		}
	})
}

func names(hs []leave.Holiday) []string {
	out := make([]string, len(hs))
	for i, h := range hs {
		out[i] = h.Name
	}
	return out
}
