package domain

import "time"

// OpenShiftStatus is where an open shift or offer stands.
type OpenShiftStatus string

// Open shift statuses. Only open ones take claims.
const (
	OpenShiftOpen      OpenShiftStatus = "open"
	OpenShiftFilled    OpenShiftStatus = "filled"    // given to a claimant
	OpenShiftWithdrawn OpenShiftStatus = "withdrawn" // taken back by the manager or the offering person
	OpenShiftCancelled OpenShiftStatus = "cancelled" // the system withdrew it (shift republished away, person deleted)
)

// OpenShift is a shift nobody works yet, posted by a manager, or one its owner offers
// up (OfferedBy set; they keep it until a claim is approved).
type OpenShift struct {
	ID           int64     `db:"id"`
	WeekStarting Date      `db:"week_starting"`
	DayKey       DayKey    `db:"day_key"`
	Date         Date      `db:"shift_date"`
	StartTime    TimeOfDay `db:"start_minute"`
	EndTime      TimeOfDay `db:"end_minute"`
	// ShiftStructure is what kind of work it is and where, each optional.
	ShiftStructure
	ShiftID      *int64          `db:"shift_id"`
	OfferedBy    *int64          `db:"offered_by"`
	Eligible     []int64         `db:"-"`
	Status       OpenShiftStatus `db:"status"`
	FilledBy     *int64          `db:"filled_by"`
	CancelReason *string         `db:"cancel_reason"`
	CreatedBy    int64           `db:"created_by"`
	// Published says whether the week has a published schedule; staff see only those.
	Published bool      `db:"published"`
	CreatedAt time.Time `db:"created_at"`
	UpdatedAt time.Time `db:"updated_at"`
	// Claims are its pending claims when a reader loaded them for a whole list; nil otherwise.
	Claims []ShiftClaim `db:"-"`
}

// Interval returns when the shift runs.
func (o *OpenShift) Interval() Interval { return ShiftInterval(o.Date, o.StartTime, o.EndTime) }

// Label names the shift in notifications: "Dec 7 09:00-17:00".
func (o *OpenShift) Label() string {
	return o.Date.ShortLabel() + " " + o.StartTime.String() + "-" + o.EndTime.String()
}

// When names the shift in an audit sentence, e.g. "Monday 23 November, 9a–5p".
func (o *OpenShift) When() string { return ShiftWhen(o.Date, o.StartTime, o.EndTime) }

// IsOffer reports whether a person offers their own shift (rather than a manager posting one).
func (o *OpenShift) IsOffer() bool { return o.OfferedBy != nil }

// MayClaim reports whether the user may claim it: anyone when no one is named, and never
// the person who offers it.
func (o *OpenShift) MayClaim(userID int64) bool {
	if o.OfferedBy != nil && *o.OfferedBy == userID {
		return false
	}
	if len(o.Eligible) == 0 {
		return true
	}
	for _, id := range o.Eligible {
		if id == userID {
			return true
		}
	}
	return false
}

// ClaimStatus is where a claim stands.
type ClaimStatus string

// Claim statuses: pending until a manager (or the first-claim rule) decides, the
// claimant withdraws it, or the system cancels it.
const (
	ClaimPending   ClaimStatus = "pending"
	ClaimApproved  ClaimStatus = "approved"
	ClaimDeclined  ClaimStatus = "declined" // denied, or another claim was approved
	ClaimWithdrawn ClaimStatus = "withdrawn"
	ClaimCancelled ClaimStatus = "cancelled"
)

// ShiftClaim is one person's request to take an open shift.
type ShiftClaim struct {
	ID          int64       `db:"id"`
	OpenShiftID int64       `db:"open_shift_id"`
	UserID      int64       `db:"user_id"`
	UserName    string      `db:"user_name"`
	Status      ClaimStatus `db:"status"`
	Reason      *string     `db:"reason"`
	CreatedAt   time.Time   `db:"created_at"`
	UpdatedAt   time.Time   `db:"updated_at"`
	// OpenShift is the shift claimed when a reader loaded it for a whole list; nil otherwise.
	OpenShift *OpenShift `db:"-"`
}
