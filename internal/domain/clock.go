package domain

import (
	"math"
	"net/netip"
	"strconv"
	"strings"
	"time"
)

// ClockSource says where a clock-in or clock-out was made.
type ClockSource string

// Clock sources. ClockSweep closes forgotten clock-outs; nobody clocks in with it.
const (
	ClockDevice ClockSource = "device" // the person's own phone or computer
	ClockKiosk  ClockSource = "kiosk"  // a shared kiosk, by PIN
	ClockSweep  ClockSource = "sweep"
)

// TimeRecord is one stretch on the clock as the server's clock recorded it. Once closed
// it never changes; corrections are kept beside it.
type TimeRecord struct {
	ID                int64        `db:"id"`
	UserID            int64        `db:"user_id"`
	UserName          string       `db:"user_name"`
	ShiftID           *int64       `db:"shift_id"`
	ShiftStartsAt     *time.Time   `db:"shift_starts_at"`
	ShiftEndsAt       *time.Time   `db:"shift_ends_at"`
	LocationID        *int64       `db:"location_id"`
	ClockInAt         time.Time    `db:"clock_in_at"`
	ClockOutAt        *time.Time   `db:"clock_out_at"`
	Source            ClockSource  `db:"source"`
	KioskID           *int64       `db:"kiosk_id"`
	ClockOutSource    *ClockSource `db:"clock_out_source"`
	Latitude          *float64     `db:"latitude"`
	Longitude         *float64     `db:"longitude"`
	AccuracyM         *float64     `db:"accuracy_m"`
	OnSite            *bool        `db:"on_site"` // nil: the location has no on-site rule
	NoShift           bool         `db:"no_shift"`
	OffSiteClockOut   bool         `db:"off_site_clock_out"`
	ForgottenClockOut bool         `db:"forgotten_clock_out"`
	ClockOutReason    *string      `db:"clock_out_reason"` // why, when clocked out far from the shift's end
	// LateMinutes: how many minutes after the shift started the clock-in came, when past
	// the workplace's late minutes; nil when on time or without a shift.
	LateMinutes *int        `db:"late_minutes"`
	Breaks      []TimeBreak `db:"-"`
}

// TimeBreak is a break within a time record.
type TimeBreak struct {
	ID        int64      `db:"id"`
	RecordID  int64      `db:"record_id"`
	StartedAt time.Time  `db:"started_at"`
	EndedAt   *time.Time `db:"ended_at"`
}

// OnBreak reports whether the record's last break is still running.
func (r *TimeRecord) OnBreak() bool {
	return len(r.Breaks) > 0 && r.Breaks[len(r.Breaks)-1].EndedAt == nil
}

// BreakTime is the time spent on breaks, counting a running one up to now.
func (r *TimeRecord) BreakTime(now time.Time) time.Duration {
	var d time.Duration
	for _, b := range r.Breaks {
		end := now
		if b.EndedAt != nil {
			end = *b.EndedAt
		}
		d += end.Sub(b.StartedAt)
	}
	return d
}

// Worked is the real time elapsed on the clock less breaks, up to now when still open.
// Instants, not wall-clock times: a daylight-saving change inside a shift counts as the
// hour it really was (or was not).
func (r *TimeRecord) Worked(now time.Time) time.Duration {
	end := now
	if r.ClockOutAt != nil {
		end = *r.ClockOutAt
	}
	return end.Sub(r.ClockInAt) - r.BreakTime(now)
}

// GeoPoint is where a device says it is.
type GeoPoint struct {
	Latitude, Longitude float64
	AccuracyM           *float64
}

// ClockRule is a location's on-site rule: within RadiusM metres of a position, or from
// one of Networks; either is enough when both are set.
type ClockRule struct {
	LocationID int64    `db:"location_id"`
	Latitude   *float64 `db:"latitude"`
	Longitude  *float64 `db:"longitude"`
	RadiusM    *int     `db:"radius_m"`
	Networks   []string `db:"-"`
}

// OnSite checks a position (nil: none sent) and a client address against the rule. It
// returns whether the person is on site and, when not, a sentence saying why.
func (c *ClockRule) OnSite(pos *GeoPoint, addr string) (bool, string) {
	if c.OnNetwork(addr) {
		return true, ""
	}
	if c.Latitude == nil {
		return false, "You are not on this location's network, so you cannot clock in from here."
	}
	if pos == nil {
		return false, "This location needs your position to clock in: allow location access and try again."
	}
	d := DistanceMetres(pos.Latitude, pos.Longitude, *c.Latitude, *c.Longitude)
	if d <= float64(*c.RadiusM) {
		return true, ""
	}
	return false, "You are " + formatDistance(d) + " from the location; clocking in is allowed within " +
		formatDistance(float64(*c.RadiusM)) + "."
}

// OnNetwork reports whether a client address is in one of the rule's networks.
func (c *ClockRule) OnNetwork(addr string) bool {
	a, err := netip.ParseAddr(addr)
	if err != nil {
		return false
	}
	for _, n := range c.Networks {
		if p, err := netip.ParsePrefix(n); err == nil && p.Contains(a.Unmap()) {
			return true
		}
	}
	return false
}

func formatDistance(m float64) string {
	if m >= 1000 {
		return strings.TrimSuffix(strconv.FormatFloat(m/1000, 'f', 1, 64), ".0") + " km"
	}
	return strconv.FormatFloat(math.Round(m), 'f', 0, 64) + " m"
}

// earthRadiusM is the mean radius of the Earth.
const earthRadiusM = 6371008.8

// DistanceMetres is the great-circle (haversine) distance between two positions.
func DistanceMetres(lat1, lon1, lat2, lon2 float64) float64 {
	rad := math.Pi / 180
	dLat, dLon := (lat2-lat1)*rad, (lon2-lon1)*rad
	h := math.Sin(dLat/2)*math.Sin(dLat/2) + math.Cos(lat1*rad)*math.Cos(lat2*rad)*math.Sin(dLon/2)*math.Sin(dLon/2)
	return 2 * earthRadiusM * math.Asin(math.Min(1, math.Sqrt(h)))
}

// KioskPrefix starts every kiosk credential, so that it is never taken for a login or
// API token (and secret scanners can find a leaked one).
const KioskPrefix = "shskiosk_"

// Kiosk is a shared device that clocks people of one location in and out by PIN.
type Kiosk struct {
	ID           int64      `db:"id"`
	LocationID   int64      `db:"location_id"`
	LocationName string     `db:"location_name"`
	Name         string     `db:"name"`
	Hint         string     `db:"hint"`
	CreatedAt    time.Time  `db:"created_at"`
	RevokedAt    *time.Time `db:"revoked_at"`
}

// ValidPIN reports whether pin is 4 to 6 digits.
func ValidPIN(pin string) bool {
	if len(pin) < 4 || len(pin) > 6 {
		return false
	}
	for _, c := range pin {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}
