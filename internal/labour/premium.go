package labour

// PremiumKind names what work a premium pays for.
type PremiumKind string

// Premium kinds.
const (
	// Night: the minutes inside a window of the day (From-To, past midnight when To is
	// not after From).
	Night PremiumKind = "NIGHT"
	// Sunday: the minutes on a Sunday, midnight to midnight in the workplace's zone.
	Sunday PremiumKind = "SUNDAY"
	// Holiday: the minutes on a public holiday of the work's location.
	Holiday PremiumKind = "HOLIDAY"
	// ShiftType and Position: every minute of work of that shift type or position.
	ShiftType PremiumKind = "SHIFT_TYPE"
	Position  PremiumKind = "POSITION"
	// ClopeningPay: every minute of the opening work of a clopening.
	ClopeningPay PremiumKind = "CLOPENING"
	// MissedBreak: Hours of the person's pay for each piece of worked time whose
	// required break was missed, short or late (California's meal period premium).
	MissedBreak PremiumKind = "MISSED_BREAK"
)

// Premium pays extra for some minutes of work: Percent of the person's hourly rate, and
// CentsPerHour on top, for each hour of them. Name labels it on a payslip.
type Premium struct {
	Kind         PremiumKind `json:"kind"`
	Name         string      `json:"name"`
	Percent      int         `json:"percent,omitempty"`
	CentsPerHour int64       `json:"centsPerHour,omitempty"`
	From         *Clock      `json:"from,omitempty"`
	To           *Clock      `json:"to,omitempty"`
	ShiftTypeID  *int64      `json:"shiftTypeId,omitempty"`
	PositionID   *int64      `json:"positionId,omitempty"`
	Hours        int         `json:"hours,omitempty"` // MISSED_BREAK: hours of pay per missed break
	Source       string      `json:"source,omitempty"`
}

// Pay is one premium earned on one piece of work: its minutes and its money (cents),
// Priced false when a percentage could not be priced for want of an hourly rate.
type Pay struct {
	Kind    PremiumKind
	Name    string
	UserID  int64
	ShiftID int64
	// LocationID is the work's location (nil: none), for the location's labour cost.
	LocationID *int64
	Minutes    int
	Cents      int64
	Priced     bool
}

// price is the money for minutes of a premium at rateCents an hour (nil: unknown).
func (p Premium) price(minutes int, rateCents *int64) (int64, bool) {
	perHour, priced := p.CentsPerHour*100, true
	if p.Percent != 0 {
		if rateCents == nil {
			priced = false
		} else {
			perHour += *rateCents * int64(p.Percent)
		}
	}
	// perHour is in hundredths of a cent: round once, at the end.
	return (int64(minutes)*perHour + 3000) / 6000, priced
}
