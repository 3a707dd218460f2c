package domain

import (
	"slices"
	"time"
)

// Role is what a user may do.
type Role string

// Roles.
const (
	RoleEmployee Role = "employee"
	RoleManager  Role = "manager"
)

// Valid reports whether r is a known role.
func (r Role) Valid() bool { return r == RoleEmployee || r == RoleManager }

// User is a person with an account. Secrets never leave the store in this type.
type User struct {
	ID    int64  `db:"id"`
	Name  string `db:"name"`
	Email string `db:"email"`
	Role  Role   `db:"role"`
	// WorksShifts says whether the person is on the rota: given shifts and offered open
	// shifts.
	WorksShifts bool `db:"works_shifts"`
	// Language is the person's chosen language (a code of i18n.Languages), nil when they
	// chose none.
	Language *string `db:"language"`
	// Clock is the person's chosen clock, 12 or 24 hours; nil when they chose none.
	Clock        *int `db:"clock"`
	TokenVersion int  `db:"token_version"`
	// JoinedAt is when the person signed up (set a password, by accepting their
	// invitation or registering); nil while they have not: they are scheduled and paid,
	// but cannot sign in. Email is "" for a person without e-mail.
	JoinedAt  *time.Time `db:"joined_at"`
	DeletedAt *time.Time `db:"deleted_at"`
	CreatedAt time.Time  `db:"created_at"`
	UpdatedAt time.Time  `db:"updated_at"`
	// Grant limits what this request may do when it came with an API token; nil for a
	// login session.
	Grant *Grant `db:"-"`
	// View is what schedules the user sees, when read with the session (the read cache
	// keys answers by it); nil until read.
	View *View `db:"-"`
	// Limited reports whether the user is a manager limited to some locations, when the
	// session check read it; nil until read.
	Limited *bool `db:"limited"`
	// HomeLocation is the one location in use the person works at, when read with their
	// rules for a publish; nil when they work at none or several (or it was not read).
	HomeLocation *int64 `db:"home_location"`
	// Placed says whether the person works at a location in use, read likewise.
	Placed bool `db:"placed"`
}

// SignedUp reports whether the person has signed up and may sign in.
func (u *User) SignedUp() bool { return u.JoinedAt != nil }

// IsManager reports whether u is a manager.
func (u *User) IsManager() bool { return u.Role == RoleManager }

// Shift is one person's shift on one day of a published week.
type Shift struct {
	ID         int64     `db:"id"`
	ScheduleID int64     `db:"schedule_id"`
	DayKey     DayKey    `db:"day_key"`
	Date       Date      `db:"shift_date"`
	StartTime  TimeOfDay `db:"start_minute"`
	EndTime    TimeOfDay `db:"end_minute"`
	UserID     int64     `db:"user_id"`
	UserName   string    `db:"user_name"`
	Position   int       `db:"position"`
	// ShiftStructure is the shift's position, location and shift type, each optional.
	ShiftStructure
	// Version moves whenever the shift changes; draft edits are made against it.
	Version int `db:"version"`
	// User is the person, when a reader attached it (GraphQL does, in one query for a
	// whole answer); nil otherwise.
	User *User `db:"-"`
}

// Interval returns when the shift runs.
func (s *Shift) Interval() Interval { return ShiftInterval(s.Date, s.StartTime, s.EndTime) }

// Schedule is the published schedule of one week, with its shifts.
type Schedule struct {
	ID           int64     `db:"id"`
	WeekStarting Date      `db:"week_starting"`
	CreatedAt    time.Time `db:"created_at"`
	UpdatedAt    time.Time `db:"updated_at"`
	Shifts       []Shift   `db:"-"`
}

// ScheduleDay is one day of a schedule.
type ScheduleDay struct {
	Key    DayKey
	Date   Date
	Shifts []Shift
}

// Days returns the seven days of the schedule from its first, each with its shifts in
// stored order.
func (s *Schedule) Days() []ScheduleDay {
	days := make([]ScheduleDay, 7)
	for i := range days {
		d := s.WeekStarting.AddDays(i)
		days[i] = ScheduleDay{Key: DayKeyOf(d), Date: d, Shifts: []Shift{}}
	}
	for _, sh := range s.Shifts {
		if i := s.WeekStarting.DaysUntil(sh.Date); i >= 0 && i < 7 {
			days[i].Shifts = append(days[i].Shifts, sh)
		}
	}
	return days
}

// Week is one week: its schedule when published, and its events.
type Week struct {
	WeekStarting Date
	WeekEnding   Date
	Schedule     *Schedule
	Events       []Event
}

// Month is a calendar month's schedules (every week overlapping it) and events, and
// when asked for, its days in summary.
type Month struct {
	Year      int
	Month     int
	Schedules []Schedule
	Events    []Event
	Days      []MonthDay
}

// MonthDay is one date of a month in summary: how many shifts it holds, for everyone,
// and its events.
type MonthDay struct {
	Date       Date
	ShiftCount int
	Events     []Event
}

// EventType is the kind of a calendar event.
type EventType string

// Event types.
const (
	EventMeeting       EventType = "MEETING"
	EventMandatory     EventType = "MANDATORY"
	EventPTORestricted EventType = "PTO_RESTRICTED"
)

// EventTypes are the event types; a date holds at most one event of each.
var EventTypes = []EventType{EventMeeting, EventMandatory, EventPTORestricted}

// Valid reports whether t is a known event type.
func (t EventType) Valid() bool {
	return slices.Contains(EventTypes, t)
}

// Event is a dated entry on the workplace calendar.
type Event struct {
	ID        int64     `db:"id"`
	Date      Date      `db:"event_date"`
	Title     string    `db:"title"`
	Type      EventType `db:"type"`
	CreatedAt time.Time `db:"created_at"`
	UpdatedAt time.Time `db:"updated_at"`
}

// SwapStatus is the state of a swap request.
type SwapStatus string

// Swap statuses (DESIGN.md, Shift swaps).
const (
	SwapPendingTarget   SwapStatus = "pending_target"
	SwapPendingManager  SwapStatus = "pending_manager"
	SwapApproved        SwapStatus = "approved"
	SwapDeniedByTarget  SwapStatus = "denied_by_target"
	SwapDeniedByManager SwapStatus = "denied_by_manager"
	SwapCancelled       SwapStatus = "cancelled"
)

// Open reports whether the swap still waits for someone.
func (s SwapStatus) Open() bool { return s == SwapPendingTarget || s == SwapPendingManager }

// CanBecome reports whether the swap may move from s to next.
func (s SwapStatus) CanBecome(next SwapStatus) bool {
	switch s {
	case SwapPendingTarget:
		return next == SwapPendingManager || next == SwapDeniedByTarget || next == SwapCancelled
	case SwapPendingManager:
		return next == SwapApproved || next == SwapDeniedByManager || next == SwapCancelled
	}
	return false
}

// SwapShift is a shift as it was when a swap was requested.
type SwapShift struct {
	ShiftID    *int64    `db:"shift_id"`
	ScheduleID int64     `db:"schedule_id"`
	DayKey     DayKey    `db:"day_key"`
	Date       Date      `db:"date"`
	StartTime  TimeOfDay `db:"start_minute"`
	EndTime    TimeOfDay `db:"end_minute"`
}

// Swap is a proposal to exchange the requester's shift A with the target's shift B.
type Swap struct {
	ID            int64      `db:"id"`
	Status        SwapStatus `db:"status"`
	RequesterID   int64      `db:"requester_id"`
	RequesterName string     `db:"requester_name"`
	TargetID      int64      `db:"target_id"`
	TargetName    string     `db:"target_name"`
	ShiftA        SwapShift  `db:"a"`
	ShiftB        SwapShift  `db:"b"`
	CancelReason  *string    `db:"cancel_reason"`
	CreatedAt     time.Time  `db:"created_at"`
	UpdatedAt     time.Time  `db:"updated_at"`
}

// ShiftIDs returns the ids of the swap's shifts that still exist.
func (sw *Swap) ShiftIDs() []int64 {
	var ids []int64
	for _, p := range []*int64{sw.ShiftA.ShiftID, sw.ShiftB.ShiftID} {
		if p != nil {
			ids = append(ids, *p)
		}
	}
	return ids
}

// Notification is an in-app message for one user.
type Notification struct {
	ID        int64     `db:"id"`
	UserID    int64     `db:"user_id"`
	Message   string    `db:"message"`
	Link      string    `db:"link"`
	Read      bool      `db:"read"`
	CreatedAt time.Time `db:"created_at"`
}

// DraftOp is what a draft does to one shift of its week.
type DraftOp string

// Draft operations.
const (
	DraftAdd    DraftOp = "add"
	DraftModify DraftOp = "change"
	DraftRemove DraftOp = "remove"
)

// DraftChange is one pending change of one shift in a week's draft. UserID is nil for
// an open (unassigned) shift, which drafts leave room for.
type DraftChange struct {
	ShiftID      int64     `db:"shift_id"`
	WeekStarting Date      `db:"week_starting"`
	Op           DraftOp   `db:"op"`
	DayKey       DayKey    `db:"day_key"`
	Date         Date      `db:"shift_date"`
	UserID       *int64    `db:"user_id"`
	UserName     *string   `db:"user_name"`
	StartTime    TimeOfDay `db:"start_minute"`
	EndTime      TimeOfDay `db:"end_minute"`
	Version      int       `db:"version"`
	ShiftStructure
}

// DraftStatus says how a shift of a draft differs from the published week.
type DraftStatus string

// Draft statuses.
const (
	DraftPublished DraftStatus = "PUBLISHED" // as published, no pending change
	DraftAdded     DraftStatus = "ADDED"
	DraftChanged   DraftStatus = "CHANGED"
	DraftRemoved   DraftStatus = "REMOVED"
)

// DraftShift is one shift of a week as its draft has it, with the version an edit must
// name (0 for a published shift with no pending change).
type DraftShift struct {
	Shift
	Status  DraftStatus
	Version int
	// Pinned shifts are kept by the auto-scheduler: never moved, and the only ones a
	// rebuild keeps.
	Pinned bool
}

// WeekDraft is a week as managers edit it: the published shifts with the pending
// changes applied (removed shifts are listed with status REMOVED), and their conflicts.
type WeekDraft struct {
	WeekStarting Date
	// HasChanges reports whether the week has a draft with pending changes.
	HasChanges bool
	// Published reports whether the week has a published schedule.
	Published bool
	Shifts    []DraftShift
	Conflicts []ShiftConflict
	UpdatedAt *time.Time
}

// Live returns the shifts the draft would publish (every one but the removed).
func (w *WeekDraft) Live() []Shift {
	out := make([]Shift, 0, len(w.Shifts))
	for _, s := range w.Shifts {
		if s.Status != DraftRemoved {
			out = append(out, s.Shift)
		}
	}
	return out
}

// Template is a named week that managers copy into drafts.
type Template struct {
	ID         int64     `db:"id"`
	Name       string    `db:"name"`
	ShiftCount int       `db:"shift_count"`
	CreatedAt  time.Time `db:"created_at"`
	UpdatedAt  time.Time `db:"updated_at"`
}

// TemplateShift is one shift of a template, by day of the week.
type TemplateShift struct {
	DayKey    DayKey    `db:"day_key"`
	UserID    *int64    `db:"user_id"`
	StartTime TimeOfDay `db:"start_minute"`
	EndTime   TimeOfDay `db:"end_minute"`
	Position  int       `db:"position"`
	ShiftStructure
}

// Acknowledgement is whether one person on a published week has said "Got it" since
// their shifts last changed.
type Acknowledgement struct {
	UserID         int64      `db:"user_id"`
	UserName       string     `db:"user_name"`
	AcknowledgedAt *time.Time `db:"acknowledged_at"`
}

// ShiftLoad is how many published shifts there are: on the busiest day, and in all.
type ShiftLoad struct {
	BusiestDay int `db:"busiest_day"`
	Total      int `db:"total"`
}
