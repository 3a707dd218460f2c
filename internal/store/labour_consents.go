package store

import (
	"context"
	"time"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// Late changes to published shifts and the consent they ask (internal/labour,
// migration 0056).

// LabourConsent is one late change to a person's published shift: what it was and is
// (nil dates: no shift on that side), the premium it pays, and the person's answer.
type LabourConsent struct {
	ID          int64             `db:"id"`
	UserID      int64             `db:"user_id"`
	UserName    string            `db:"user_name"`
	ShiftID     int64             `db:"shift_id"`
	Kind        string            `db:"kind"`
	BeforeDate  *domain.Date      `db:"before_date"`
	BeforeStart *domain.TimeOfDay `db:"before_start"`
	BeforeEnd   *domain.TimeOfDay `db:"before_end"`
	AfterDate   *domain.Date      `db:"after_date"`
	AfterStart  *domain.TimeOfDay `db:"after_start"`
	AfterEnd    *domain.TimeOfDay `db:"after_end"`
	PayDate     domain.Date       `db:"pay_date"`
	LostMinutes int               `db:"lost_minutes"`
	Name        string            `db:"premium_name"`
	Cents       int64             `db:"premium_cents"`
	Priced      bool              `db:"priced"`
	Status      string            `db:"status"`
	RequestedBy *int64            `db:"requested_by"`
	CreatedAt   time.Time         `db:"created_at"`
	DecidedAt   *time.Time        `db:"decided_at"`
}

const labourConsentColumns = `c.id, c.user_id, u.name AS user_name, c.shift_id, c.kind, c.before_date, c.before_start, c.before_end,
	c.after_date, c.after_start, c.after_end, c.pay_date, c.lost_minutes, c.premium_name, c.premium_cents, c.priced,
	c.status, c.requested_by, c.created_at, c.decided_at`

// InsertLabourConsents records late changes, pending, in one statement, and returns
// them with their ids, in the order given.
func (q Q) InsertLabourConsents(ctx context.Context, cs []LabourConsent, now time.Time) ([]LabourConsent, error) {
	if len(cs) == 0 {
		return nil, nil
	}
	n := len(cs)
	users, shifts, lost, cents := make([]int64, n), make([]int64, n), make([]int64, n), make([]int64, n)
	kinds, names, bd, ad, pd := make([]string, n), make([]string, n), make([]*string, n), make([]*string, n), make([]string, n)
	bs, be, as, ae := make([]*int64, n), make([]*int64, n), make([]*int64, n), make([]*int64, n)
	priced := make([]bool, n)
	var by *int64
	for i, c := range cs {
		users[i], shifts[i], kinds[i], names[i], pd[i] = c.UserID, c.ShiftID, c.Kind, c.Name, c.PayDate.String()
		lost[i], cents[i], priced[i], by = int64(c.LostMinutes), c.Cents, c.Priced, c.RequestedBy
		bd[i], bs[i], be[i] = slotArgs(c.BeforeDate, c.BeforeStart, c.BeforeEnd)
		ad[i], as[i], ae[i] = slotArgs(c.AfterDate, c.AfterStart, c.AfterEnd)
	}
	var out []LabourConsent
	err := q.sel(ctx, &out, `
		WITH c AS (
		  INSERT INTO labour_consents (user_id, shift_id, kind, before_date, before_start, before_end, after_date, after_start,
		         after_end, pay_date, lost_minutes, premium_name, premium_cents, priced, requested_by, created_at)
		  SELECT t.user_id, t.shift_id, t.kind, t.bd, t.bs, t.be, t.ad, t.as_, t.ae, t.pay_date, t.lost, t.name, t.cents, t.priced,
		         $15::bigint, $16::timestamptz
		  FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::date[], $5::smallint[],
		         $6::smallint[], $7::date[], $8::smallint[], $9::smallint[], $10::date[], $11::int[], $12::text[], $13::bigint[],
		         $14::boolean[]) AS t (user_id, shift_id, kind, bd, bs, be, ad, as_, ae, pay_date, lost, name, cents, priced)
		  RETURNING id, user_id, shift_id, kind, before_date, before_start, before_end, after_date, after_start, after_end,
		            pay_date, lost_minutes, premium_name, premium_cents, priced, status, requested_by, created_at, decided_at)
		SELECT `+labourConsentColumns+` FROM c JOIN users u ON u.id = c.user_id ORDER BY c.id`,
		pq.Array(users), pq.Array(shifts), pq.Array(kinds), pq.Array(bd), pq.Array(bs), pq.Array(be), pq.Array(ad),
		pq.Array(as), pq.Array(ae), pq.Array(pd), pq.Array(lost), pq.Array(names), pq.Array(cents), pq.Array(priced), by, now)
	return out, err
}

// slotArgs are a side of a change as arguments (nil: no shift on that side).
func slotArgs(d *domain.Date, start, end *domain.TimeOfDay) (*string, *int64, *int64) {
	if d == nil || start == nil || end == nil {
		return nil, nil, nil
	}
	s, a, b := d.String(), int64(*start), int64(*end)
	return &s, &a, &b
}

var errLabourConsentNotFound = domain.Errorf(domain.NotFound, "Consent request not found.")

// LockLabourConsent returns a late change, locked until the transaction ends, or NotFound.
func (q Q) LockLabourConsent(ctx context.Context, id int64) (*LabourConsent, error) {
	var c LabourConsent
	err := q.get(ctx, &c, errLabourConsentNotFound, `
		SELECT `+labourConsentColumns+` FROM labour_consents c JOIN users u ON u.id = c.user_id WHERE c.id = $1 FOR UPDATE OF c`, id)
	return &c, err
}

// DecideLabourConsent records a person's answer to a pending late change.
func (q Q) DecideLabourConsent(ctx context.Context, id int64, status string, now time.Time) error {
	_, err := q.exec(ctx, `UPDATE labour_consents SET status = $2, decided_at = $3 WHERE id = $1 AND status = 'pending'`, id, status, now)
	return err
}

// MaxLabourConsents is the most late changes a listing returns (payroll's lines are
// never cut: Limit 0).
const MaxLabourConsents = 1000

// LabourConsentsFilter picks late changes: of some people (nil: everyone), with a
// status ("" any), on pay days from From to To (zero: unbounded), at most Limit of them
// (0: all).
type LabourConsentsFilter struct {
	Users    []int64
	Status   string
	From, To domain.Date
	Limit    int
}

// LabourConsents returns the late changes the filter picks, newest first, in one statement.
func (q Q) LabourConsents(ctx context.Context, f LabourConsentsFilter) ([]LabourConsent, error) {
	var from, to *string
	if !f.From.IsZero() {
		s := f.From.String()
		from = &s
	}
	if !f.To.IsZero() {
		s := f.To.String()
		to = &s
	}
	var users any
	if f.Users != nil {
		users = pq.Array(f.Users)
	}
	var out []LabourConsent
	err := q.sel(ctx, &out, `
		SELECT `+labourConsentColumns+` FROM labour_consents c JOIN users u ON u.id = c.user_id
		WHERE ($1::bigint[] IS NULL OR c.user_id = ANY($1)) AND ($2 = '' OR c.status = $2)
		  AND ($3::date IS NULL OR c.pay_date >= $3) AND ($4::date IS NULL OR c.pay_date <= $4)
		ORDER BY c.created_at DESC, c.id DESC LIMIT nullif($5, 0)`, users, f.Status, from, to, f.Limit)
	return out, err
}
