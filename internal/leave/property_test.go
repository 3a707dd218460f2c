package leave_test

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/shiftsched/shiftsched/internal/availability"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/leave"
)

// randomPolicy is a policy of random method, amounts, leave year, waiting period, cap,
// carry-over and negative limit.
func randomPolicy(r *rand.Rand) domain.LeavePolicy {
	p := domain.LeavePolicy{Name: "Random", YearStartMonth: 1 + r.Intn(12), YearStartDay: 1 + r.Intn(28),
		WaitingDays: []int{0, 0, 30, 90}[r.Intn(4)], NegativeLimit: int64(r.Intn(3)) * 800}
	switch r.Intn(3) {
	case 0:
		p.Method, p.Amount = domain.LeaveAllowance, int64(8000+r.Intn(20000))
	case 1:
		p.Method, p.Amount = domain.LeaveMonthly, int64(500+r.Intn(2000))
	default:
		p.Method, p.Amount = domain.LeavePayPeriod, int64(200+r.Intn(800))
	}
	if r.Intn(2) == 0 {
		p.Cap = ptr(int64(5000 + r.Intn(30000)))
	}
	if r.Intn(2) == 0 {
		p.CarryOverMax = int64(r.Intn(4000))
		if r.Intn(2) == 0 {
			m := 1 + (p.YearStartMonth+r.Intn(6))%12
			p.CarryExpMonth, p.CarryExpDay = &m, ptr(1+r.Intn(28))
			if *p.CarryExpMonth == p.YearStartMonth && *p.CarryExpDay == p.YearStartDay {
				p.CarryExpMonth, p.CarryExpDay = nil, nil
			}
		}
	}
	return p
}

// For random policies, contracts and request sequences (asked, approved or refused,
// cancelled, withdrawn), with adjustments between: the balance on any day is what an
// independent sum of the ledger's rows says, settling twice writes nothing the second
// time, a projection to today equals the settled ledger, and no approval took a balance
// below the policy's limit on its first day.
func TestPropertyTheBalanceIsAlwaysTheLedgersSum(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	r := rand.New(rand.NewSource(45))
	today := date("2026-11-22")
	type approved struct {
		who   *domain.User
		first domain.Date
		limit int64
	}
	var people []*domain.User
	var taken []approved
	for i := 0; i < 12; i++ {
		prof := domain.LeaveProfile{WorkDays: []int{1, 2, 3, 4, 5}}
		if r.Intn(2) == 0 {
			prof.StartsOn = ptr(date("2025-01-01").AddDays(r.Intn(600)))
		}
		if r.Intn(3) == 0 {
			prof.MinutesPerWeek = ptr(600 + r.Intn(1800))
		}
		if r.Intn(4) == 0 {
			prof.WorkDays = []int{3, 4, 5, 6}
		}
		u := f.employee(fmt.Sprintf("Person %d", i), prof)
		pol := f.policy(randomPolicy(r), "2025-0"+fmt.Sprint(1+r.Intn(9))+"-01", u)
		people = append(people, u)
		for k := 0; k < 6; k++ {
			first := today.AddDays(1 + r.Intn(300))
			last := first.AddDays(r.Intn(6))
			req, err := f.avail.RequestTimeOff(f.ctx, u, availability.TimeOffInput{First: first, Last: last})
			if err != nil {
				continue // over the balance already, or overlapping an earlier request
			}
			switch r.Intn(4) {
			case 0: // left pending
			case 1:
				if f.approve(req.ID) == nil {
					if _, err := f.avail.CancelTimeOff(f.ctx, f.boss, req.ID, ""); err != nil {
						t.Fatal(err)
					}
				}
			default:
				if f.approve(req.ID) == nil {
					taken = append(taken, approved{u, first, pol.NegativeLimit})
				}
			}
			if r.Intn(3) == 0 {
				if _, err := f.leave.Adjust(f.ctx, f.boss, leave.Adjustment{UserID: u.ID, LeaveTypeID: f.annual.ID,
					Amount: int64(1 + r.Intn(1000)), On: today.AddDays(-r.Intn(300)), Reason: "Correction"}); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if _, err := f.leave.Settle(f.ctx, today); err != nil {
		t.Fatal(err)
	}
	if n, err := f.leave.Settle(f.ctx, today); err != nil || n != 0 {
		t.Errorf("settling again wrote %d rows: %v", n, err)
	}
	for _, u := range people {
		if p, s := f.balance(u, today.String()), f.stored(u, today.String()); p != s {
			t.Errorf("%s today: projected %d, settled %d", u.Name, p, s)
		}
		for k := 0; k < 8; k++ {
			day := date("2025-01-01").AddDays(r.Intn(700)).String()
			if got, want := f.stored(u, day), ledgerSum(f, u, day); got != want {
				t.Errorf("%s on %s: balance %d, the ledger's sum %d", u.Name, day, got, want)
			}
		}
	}
	for _, a := range taken {
		if got := f.balance(a.who, a.first.String()); got < -a.limit {
			t.Errorf("%s on %s: %d, below the limit %d", a.who.Name, a.first, got, a.limit)
		}
	}
	if len(taken) < 5 {
		t.Errorf("only %d approvals: the sequences test too little", len(taken))
	}
}

// For random policies, contracts and ledgers, what the plan grants through a day does
// not depend on how far it was asked to look: settling every day and settling once a
// year later write the same ledger.
func TestPropertyAPlanGrantsTheSameWhateverDayItIsSettledOn(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewSource(4545))
	base := date("2025-01-01")
	for i := 0; i < 300; i++ {
		prof := domain.LeaveProfile{UserID: 1, WorkDays: []int{1, 2, 3, 4, 5}}
		if r.Intn(2) == 0 {
			prof.StartsOn = ptr(base.AddDays(r.Intn(500)))
		}
		if r.Intn(3) == 0 {
			prof.EndsOn = ptr(base.AddDays(500 + r.Intn(400)))
		}
		pl := leave.Plan{Policy: randomPolicy(r), Person: leave.Person{Profile: prof, FullTimeMinutes: 2400, Since: base},
			Pay: domain.TimesheetRules{PayPeriod: domain.PayBiweekly, PayPeriodStart: date("2026-01-02")}}
		var written []domain.LeaveEntry
		for k := 0; k < 10; k++ {
			kind := []domain.LeaveEntryKind{domain.EntryTaken, domain.EntryRestored, domain.EntryAdjustment}[r.Intn(3)]
			written = append(written, domain.LeaveEntry{EffectiveOn: base.AddDays(r.Intn(900)), Kind: kind, Amount: int64(r.Intn(4000) - 3000)})
		}
		d1 := base.AddDays(r.Intn(900))
		d2 := d1.AddDays(r.Intn(400))
		near, far := pl.Generate(written, d1), pl.Generate(written, d2)
		if a, b := leave.SumThrough(near, d1), leave.SumThrough(far, d1); a != b {
			t.Fatalf("case %d, policy %+v: through %s %d, asked through %s %d", i, pl.Policy, d1, a, d2, b)
		}
		if len(leave.Missing(near, near)) != 0 || len(leave.Missing(far, far)) != 0 {
			t.Fatalf("case %d: a settled ledger still misses rows", i)
		}
	}
}
