package domain

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// ConflictCode names a scheduling rule a set of shifts breaks.
type ConflictCode string

// Conflict codes. DOUBLE_BOOKED and ON_TIME_OFF are hard (they block publishing); the
// others are warnings a manager may accept.
const (
	DoubleBooked ConflictCode = "DOUBLE_BOOKED"
	OnTimeOff    ConflictCode = "ON_TIME_OFF"
	ShortRest    ConflictCode = "SHORT_REST"
	OverHours    ConflictCode = "OVER_HOURS"
	// OutsideAvailability: a shift outside the person's weekly availability or on a date
	// they marked unavailable.
	OutsideAvailability ConflictCode = "UNAVAILABLE"
	// NotQualified: a person on a shift whose position they are not qualified for (hard).
	NotQualified ConflictCode = "NOT_QUALIFIED"
	// ShiftTypeSequence: a shift of a type that may not follow the person's shift type of
	// the day before (hard).
	ShiftTypeSequence ConflictCode = "SHIFT_TYPE_SEQUENCE"
)

// Severity says whether a conflict blocks publishing.
type Severity string

// Severities.
const (
	Hard    Severity = "HARD"
	Warning Severity = "WARNING"
	// Info is for the manager's eyes only: it neither blocks nor needs accepting.
	Info Severity = "INFO"
)

// ShiftConflict is one broken rule: its code, the person and shifts involved, and a sentence.
type ShiftConflict struct {
	Code     ConflictCode
	Severity Severity
	UserID   int64
	UserName string
	// ShiftIDs are the shifts involved; a shift not stored yet has id 0.
	ShiftIDs []int64
	Message  string
	// Date, RequirementID and Count are set on coverage conflicts (UNDERSTAFFED,
	// OVERSTAFFED), which concern a day and a requirement rather than a person.
	Date          Date
	RequirementID int64
	Count         int
	// LocationID is set on OVER_BUDGET, which concerns a location's week; its Count is
	// the week's scheduled cost in cents.
	LocationID int64
	// LastDay is the latest day of the shifts involved, when all of them are known
	// (Conflicts sets it); zero otherwise.
	LastDay Date
}

// Key identifies a conflict across two computations of the same shifts, so that a
// manager can accept exactly the warnings they were shown.
// A coverage conflict is keyed by its requirement, date and count instead.
func (c ShiftConflict) Key() string {
	if c.RequirementID != 0 {
		return fmt.Sprintf("%s:requirement %d:%s:%d", c.Code, c.RequirementID, c.Date, c.Count)
	}
	if c.Code == OverBudget {
		// Accepted for a cost; a costlier week asks again.
		return fmt.Sprintf("%s:location %d:%d", c.Code, c.LocationID, c.Count)
	}
	ids := make([]string, len(c.ShiftIDs))
	for i, id := range c.ShiftIDs {
		ids[i] = strconv.FormatInt(id, 10)
	}
	return fmt.Sprintf("%s:%d:%s", c.Code, c.UserID, strings.Join(ids, ","))
}

// Settings are the workplace's scheduling rules that managers edit.
type Settings struct {
	// MinRestMinutes is the least time off between two shifts of one person.
	MinRestMinutes int `db:"min_rest_minutes"`
	// WeeklyLimitMinutes is the most one person may work in one of the workplace's weeks.
	WeeklyLimitMinutes int `db:"weekly_limit_minutes"`
	// DigestTime is when people who did not choose one get their daily digest, in the
	// workplace time zone.
	DigestTime TimeOfDay `db:"digest_minute"`
	// NewDigestTime, when set, replaces DigestTime in an update (clients that predate
	// digests leave it out).
	NewDigestTime *TimeOfDay `db:"-"`
	// OpenShiftsFirstClaim gives a posted open shift to its first claimant without a
	// manager's approval (offers always need one).
	OpenShiftsFirstClaim bool `db:"open_shifts_first_claim"`
	// HasPreferences and HasRequirements say whether anyone marked a preference and
	// whether there is a staffing requirement, read with the settings so that a
	// workplace without them runs no statement for them.
	HasPreferences  bool `db:"has_preferences"`
	HasRequirements bool `db:"has_requirements"`
	// HasLabourBudgets: a location has a weekly labour budget (likewise).
	HasLabourBudgets bool `db:"has_labour_budgets"`
	// LocationsInUse is how many locations are not archived: read with the people of a
	// publish, where with several every new shift gets a location (service.placeShift).
	LocationsInUse int `db:"locations_in_use"`
	// NewOpenShiftsFirstClaim, when set, replaces OpenShiftsFirstClaim in an update
	// (clients that predate open shifts leave it out).
	NewOpenShiftsFirstClaim *bool `db:"-"`
	// WeekStartsOn is the first day of the workplace's weeks.
	WeekStartsOn DayKey `db:"week_starts_on"`
}

// Weeks are the workplace's weeks.
func (s Settings) Weeks() Weeks { return Weeks{First: s.WeekStartsOn} }

// DefaultSettings are the rules of a new workplace: 10 hours' rest, 40 hours a week.
var DefaultSettings = Settings{MinRestMinutes: 10 * 60, WeeklyLimitMinutes: 40 * 60, DigestTime: DefaultDigestTime}

// Validate refuses settings no workplace could mean.
func (s Settings) Validate() error {
	if s.MinRestMinutes < 0 || s.MinRestMinutes > 48*60 {
		return Errorf(Invalid, "The minimum rest must be between 0 and 48 hours.")
	}
	if s.WeeklyLimitMinutes < 60 || s.WeeklyLimitMinutes > 7*24*60 {
		return Errorf(Invalid, "The weekly hours limit must be between 1 and 168 hours.")
	}
	return nil
}

// ConflictInput is everything the conflict rules look at.
type ConflictInput struct {
	// Shifts are the proposed shifts: the ones being checked. A shift with UserID 0 is
	// open (nobody assigned) and breaks no personal rule.
	Shifts []Shift
	// Others are stored shifts of the same people that are not being replaced (for
	// example the neighbouring weeks'): conflicts between two of them are not reported.
	Others []Shift
	// TimeOff is the approved time off of the people involved.
	TimeOff []TimeOffRequest
	// Availability is the weekly availability of the people involved, by user id; a
	// person without one is available all week.
	Availability map[int64]WeeklyAvailability
	// Unavailable are the one-off unavailable dates of the people involved.
	Unavailable []UnavailableDate
	// Kept are the published versions of proposed shifts, by id: a shift kept on the same
	// person and day as when it was published may stay on time off approved since, as a
	// warning.
	Kept map[int64]Shift
	// WeekStarting is the week whose weekly hours are counted.
	WeekStarting Date
	Settings     Settings
	// Qualified holds the (person, position) pairs where the person is qualified, for
	// the proposed shifts that have a position.
	Qualified map[[2]int64]bool
	// Positions names the positions of the proposed shifts, by id.
	Positions map[int64]string
	// ShiftTypes are the shift types of the shifts involved, by id, with the types that
	// may not follow each on the next day.
	ShiftTypes map[int64]ShiftType
	// Preferences are the people's preferences, by user id.
	Preferences map[int64][]Preference
	// RuleSets are the rule sets of the people who have their own, by user id; the
	// others follow DefaultRules, or the Settings' rest and weekly limit when it is nil.
	RuleSets     map[int64]*RuleSet
	DefaultRules *RuleSet
}

func (in *ConflictInput) ruleSetOf(user int64) *RuleSet {
	if rs := in.RuleSets[user]; rs != nil {
		return rs
	}
	if in.DefaultRules == nil {
		in.DefaultRules = RuleSetFromSettings(in.Settings)
	}
	return in.DefaultRules
}

// Conflicts returns every rule the proposed shifts break, hard ones first: double
// bookings within the proposal, then against other weeks, then time off, then the
// warnings (short rest, weekly hours), each group by person and time.
func Conflicts(in ConflictInput) []ShiftConflict {
	byUser := map[int64][]Shift{}
	var users []int64
	for _, sh := range in.Shifts {
		if sh.UserID == 0 {
			continue
		}
		if _, ok := byUser[sh.UserID]; !ok {
			users = append(users, sh.UserID)
		}
		byUser[sh.UserID] = append(byUser[sh.UserID], sh)
	}
	others := map[int64][]Shift{}
	for _, sh := range in.Others {
		if _, ok := byUser[sh.UserID]; ok {
			others[sh.UserID] = append(others[sh.UserID], sh)
		}
	}
	sortShifts := func(list []Shift) {
		sort.SliceStable(list, func(i, j int) bool { return list[i].Interval().Start < list[j].Interval().Start })
	}
	var inWeek, crossWeek, timeOff, warnings, structure []ShiftConflict
	for _, u := range users {
		mine := byUser[u]
		sortShifts(mine)
		inWeek = append(inWeek, overlapsWithin(mine)...)
		crossWeek = append(crossWeek, overlapsAgainst(mine, others[u], in.Settings.Weeks())...)
		structure = append(structure, notQualified(mine, in.Qualified, in.Positions)...)
		structure = append(structure, typeSequences(mine, others[u], in.ShiftTypes)...)
		warnings = append(warnings, workRules(in.ruleSetOf(u), mine, others[u], in.WeekStarting, in.ShiftTypes)...)
	}
	timeOff = onTimeOff(in.Shifts, in.TimeOff, in.Kept)
	warnings = append(warnings, outsideAvailability(in.Shifts, in.Availability, in.Unavailable)...)
	out := append(append(append(append(inWeek, crossWeek...), timeOff...), structure...), warnings...)
	out = append(out, againstPreferences(in.Shifts, in.Preferences, in.ShiftTypes)...)
	// Hard ones first, keeping the groups' order.
	sort.SliceStable(out, func(i, j int) bool { return out[i].Severity == Hard && out[j].Severity != Hard })
	stampDays(out, in.Shifts, in.Others)
	return out
}

// HardConflicts returns the conflicts that block publishing.
func HardConflicts(cs []ShiftConflict) []ShiftConflict {
	var out []ShiftConflict
	for _, c := range cs {
		if c.Severity == Hard {
			out = append(out, c)
		}
	}
	return out
}

// overlapsWithin reports each pair of one person's proposed shifts (sorted by start)
// that overlap.
func overlapsWithin(list []Shift) []ShiftConflict {
	var out []ShiftConflict
	for i := range list {
		for j := i + 1; j < len(list) && list[j].Interval().Start < list[i].Interval().End; j++ {
			out = append(out, doubleBooked(list[i], list[j], ""))
		}
	}
	return out
}

// overlapsAgainst reports each proposed shift that overlaps a stored shift of the same
// person in another week.
func overlapsAgainst(mine, others []Shift, weeks Weeks) []ShiftConflict {
	var out []ShiftConflict
	for _, sh := range mine {
		for _, o := range others {
			if sh.Interval().Overlaps(o.Interval()) {
				first, second := o, sh
				if sh.Interval().Start < o.Interval().Start {
					first, second = sh, o
				}
				out = append(out, doubleBooked(first, second, weeks.Start(o.Date).ShortLabel()))
			}
		}
	}
	return out
}

func doubleBooked(a, b Shift, otherWeek string) ShiftConflict {
	msg := fmt.Sprintf("%s cannot work two overlapping shifts: %s and %s.", a.UserName, ShiftLabel(a), ShiftLabel(b))
	if otherWeek != "" {
		msg = fmt.Sprintf("%s cannot work two overlapping shifts: %s and %s (one of them is in the published week of %s).",
			a.UserName, ShiftLabel(a), ShiftLabel(b), otherWeek)
	}
	return ShiftConflict{
		Code: DoubleBooked, Severity: Hard, UserID: a.UserID, UserName: a.UserName,
		ShiftIDs: []int64{a.ID, b.ID}, Message: msg,
	}
}

// shortRests reports two consecutive shifts of one person with less than minRest
// minutes between them, when at least one of them is proposed.
func shortRests(mine, others []Shift, rule *Rule) []ShiftConflict {
	minRest := rule.Value
	type tagged struct {
		Shift
		proposed bool
	}
	all := make([]tagged, 0, len(mine)+len(others))
	for _, sh := range mine {
		all = append(all, tagged{sh, true})
	}
	for _, sh := range others {
		all = append(all, tagged{sh, false})
	}
	sort.SliceStable(all, func(i, j int) bool { return all[i].Interval().Start < all[j].Interval().Start })
	var out []ShiftConflict
	for i := 1; i < len(all); i++ {
		prev, next := all[i-1].Shift, all[i].Shift
		if !all[i-1].proposed && !all[i].proposed {
			continue
		}
		gap := next.Interval().Start - prev.Interval().End
		if gap < 0 || gap >= int64(minRest) {
			continue
		}
		out = append(out, ShiftConflict{
			Code: ShortRest, Severity: rule.severity(), UserID: prev.UserID, UserName: prev.UserName,
			ShiftIDs: []int64{prev.ID, next.ID},
			Message: fmt.Sprintf("%s would rest only %s between %s and %s (the minimum is %s).",
				prev.UserName, Hours(int(gap)), ShiftLabel(prev), ShiftLabel(next), Hours(minRest)),
		})
	}
	return out
}

// onTimeOff reports proposed shifts that overlap their person's approved time off (a
// whole-day request from its first midnight to the midnight after its last day, a part-day
// one for its hours): hard, unless the shift was published on that person and day before
// (then a warning).
func onTimeOff(shifts []Shift, off []TimeOffRequest, kept map[int64]Shift) []ShiftConflict {
	if len(off) == 0 {
		return nil
	}
	byUser := map[int64][]TimeOffRequest{}
	for _, r := range off {
		if r.Status == TimeOffApproved {
			byUser[r.UserID] = append(byUser[r.UserID], r)
		}
	}
	var out []ShiftConflict
	for _, sh := range shifts {
		if sh.UserID == 0 {
			continue
		}
		for _, r := range byUser[sh.UserID] {
			if !sh.Interval().Overlaps(r.Interval()) {
				continue
			}
			when := fmt.Sprintf("on %s %s", DayName(DayKeyOf(sh.Date)), sh.Date.ShortLabel())
			if r.PartDay() || !r.Covers(sh.Date) {
				// Part of a day, or an overnight shift running into the time off.
				when = fmt.Sprintf("(%s) overlapping %s", r.Label(), ShiftLabel(sh))
			}
			c := ShiftConflict{Code: OnTimeOff, Severity: Hard, UserID: sh.UserID, UserName: sh.UserName, ShiftIDs: []int64{sh.ID},
				Message: fmt.Sprintf("%s has approved time off %s and cannot be scheduled that day.", sh.UserName, when)}
			if prev, ok := kept[sh.ID]; ok && sh.ID != 0 && prev.UserID == sh.UserID && prev.Date == sh.Date {
				c.Severity = Warning
				c.Message = fmt.Sprintf("%s has approved time off %s, approved after this shift was published.", sh.UserName, when)
			}
			out = append(out, c)
			break
		}
	}
	return out
}

// DayName is a day key as a person writes it, e.g. "Friday".
func DayName(k DayKey) string {
	if k == "" {
		return ""
	}
	return strings.ToUpper(string(k[:1])) + string(k[1:])
}

// ShiftLabel describes a shift for a person, e.g. "Friday Nov 20 22:00-06:00".
func ShiftLabel(s Shift) string {
	return fmt.Sprintf("%s %s %s-%s", DayName(DayKeyOf(s.Date)), s.Date.ShortLabel(), s.StartTime, s.EndTime)
}

// Hours writes a number of minutes as hours, e.g. "9 h" or "7 h 30 min".
func Hours(minutes int) string {
	if minutes%60 == 0 {
		return fmt.Sprintf("%d h", minutes/60)
	}
	if minutes < 60 {
		return fmt.Sprintf("%d min", minutes)
	}
	return fmt.Sprintf("%d h %d min", minutes/60, minutes%60)
}

// notQualified reports each of one person's proposed shifts whose position they are not
// qualified for.
func notQualified(mine []Shift, qualified map[[2]int64]bool, names map[int64]string) []ShiftConflict {
	var out []ShiftConflict
	for _, sh := range mine {
		if sh.PositionID == nil || qualified[[2]int64{sh.UserID, *sh.PositionID}] {
			continue
		}
		name := names[*sh.PositionID]
		if name == "" {
			name = "its position"
		}
		out = append(out, ShiftConflict{Code: NotQualified, Severity: Hard, UserID: sh.UserID, UserName: sh.UserName,
			ShiftIDs: []int64{sh.ID},
			Message:  fmt.Sprintf("%s is not qualified as %s and cannot work %s.", sh.UserName, name, ShiftLabel(sh))})
	}
	return out
}

// typeSequences reports a shift whose type may not follow the type of the person's
// shift the day before, when at least one of the two is proposed.
func typeSequences(mine, others []Shift, types map[int64]ShiftType) []ShiftConflict {
	if len(types) == 0 {
		return nil
	}
	proposed := map[*Shift]bool{}
	all := make([]*Shift, 0, len(mine)+len(others))
	for i := range mine {
		all = append(all, &mine[i])
		proposed[&mine[i]] = true
	}
	for i := range others {
		all = append(all, &others[i])
	}
	byDate := map[Date][]*Shift{}
	for _, sh := range all {
		if sh.ShiftTypeID != nil {
			byDate[sh.Date] = append(byDate[sh.Date], sh)
		}
	}
	var out []ShiftConflict
	for _, first := range all {
		if first.ShiftTypeID == nil {
			continue
		}
		t := types[*first.ShiftTypeID]
		for _, next := range byDate[first.Date.AddDays(1)] {
			if !(proposed[first] || proposed[next]) || !slices.Contains(t.NotFollowedBy, *next.ShiftTypeID) {
				continue
			}
			out = append(out, ShiftConflict{Code: ShiftTypeSequence, Severity: Hard, UserID: first.UserID,
				UserName: first.UserName, ShiftIDs: []int64{first.ID, next.ID},
				Message: fmt.Sprintf("%s cannot work %s (%s) the day after %s (%s): %s may not follow %s.",
					first.UserName, types[*next.ShiftTypeID].Name, ShiftLabel(*next), t.Name, ShiftLabel(*first),
					types[*next.ShiftTypeID].Name, t.Name)})
		}
	}
	return out
}
