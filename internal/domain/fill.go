package domain

import (
	"database/sql/driver"
	"encoding/json"
	"time"
)

// FillMode is how the auto-scheduler treats the shifts already in a range.
type FillMode string

// The modes: fill keeps every shift and adds people where requirements are short;
// rebuild plans the range afresh; repair starts from the shifts there and pays for each
// change.
const (
	FillModeFill    FillMode = "fill"
	FillModeRebuild FillMode = "rebuild"
	FillModeRepair  FillMode = "repair"
)

// FillStatus is where a fill job is in its life.
type FillStatus string

// A job is queued, then running (stopping once asked to stop), then done, stopped or
// failed; a done or stopped job's proposal may be applied once.
const (
	FillQueued   FillStatus = "queued"
	FillRunning  FillStatus = "running"
	FillStopping FillStatus = "stopping"
	FillDone     FillStatus = "done"
	FillStopped  FillStatus = "stopped"
	FillFailed   FillStatus = "failed"
	FillApplied  FillStatus = "applied"
)

// Active reports whether the job still holds the workplace's one slot.
func (s FillStatus) Active() bool { return s == FillQueued || s == FillRunning || s == FillStopping }

// FillJob is one run of the auto-scheduler over a range of weeks.
type FillJob struct {
	ID          int64      `db:"id"`
	Mode        FillMode   `db:"mode"`
	RangeStart  Date       `db:"range_start"`
	Weeks       int        `db:"weeks"`
	LocationID  *int64     `db:"location_id"`
	PositionIDs []int64    `db:"-"` // read by the store
	TimeLimitMS int        `db:"time_limit_ms"`
	Seed        int64      `db:"seed"`
	Status      FillStatus `db:"status"`
	// Problem is the solver's input (the service's format), Fingerprint the drafts' state
	// it was read from.
	Problem     json.RawMessage `db:"problem"`
	Fingerprint string          `db:"fingerprint"`
	Progress    FillProgress    `db:"progress"`
	Proposal    *FillProposal   `db:"proposal"`
	Error       *string         `db:"error"`
	CreatedBy   *int64          `db:"created_by"`
	CreatedAt   time.Time       `db:"created_at"`
	UpdatedAt   time.Time       `db:"updated_at"`
	StartedAt   *time.Time      `db:"started_at"`
	FinishedAt  *time.Time      `db:"finished_at"`
	ClaimedBy   *string         `db:"claimed_by"`
	HeartbeatAt *time.Time      `db:"heartbeat_at"`
}

// RangeEnd is the last day of the job's range.
func (j *FillJob) RangeEnd() Date { return j.RangeStart.AddDays(7*j.Weeks - 1) }

// FillProgress is the best result so far of a running job.
type FillProgress struct {
	Penalty   *int  `json:"penalty,omitempty"`
	Feasible  bool  `json:"feasible"`
	ElapsedMS int64 `json:"elapsedMs"`
	// FirstFeasibleMS is when the first roster without a hard violation was found.
	FirstFeasibleMS *int64 `json:"firstFeasibleMs,omitempty"`
	// Short is how many people the best roster so far still misses, over ShortCovers
	// requirements (a shift type on a day).
	Short       *int             `json:"short,omitempty"`
	ShortCovers *int             `json:"shortCovers,omitempty"`
	History     []FillProgressAt `json:"history,omitempty"`
}

// FillProgressAt is one point of the penalty over time.
type FillProgressAt struct {
	ElapsedMS int64 `json:"elapsedMs"`
	Penalty   int   `json:"penalty"`
	Feasible  bool  `json:"feasible"`
}

// Value stores the progress as JSON.
func (p FillProgress) Value() (driver.Value, error) { return json.Marshal(p) }

// Scan reads the progress from JSON.
func (p *FillProgress) Scan(src any) error { return scanJSON(src, p) }

// FillProposal is what a finished job proposes: the shifts it adds, changes and removes,
// the penalty by rule, and why each requirement it could not fill stays short.
type FillProposal struct {
	Penalty  int            `json:"penalty"`
	Feasible bool           `json:"feasible"`
	ByRule   map[string]int `json:"byRule"`
	Changes  []FillChange   `json:"changes"`
	Short    []FillShortage `json:"short"`
	// Notes are what the scheduler left out and why (people without positions, rules it
	// could not express).
	Notes []string `json:"notes,omitempty"`
	// Assignments is the whole proposed roster of the range, existing shifts kept included.
	Assignments []FillAssignment `json:"assignments"`
	// Checked says Conflicts were computed: by the editor's own check of the range's draft
	// weeks with the proposal applied (and rolled back), so they are what the editor will
	// show once it is applied, coverage included.
	Checked   bool           `json:"checked"`
	Conflicts []FillConflict `json:"conflicts"`
}

// FillConflict is one conflict the editor will report once the proposal is applied.
type FillConflict struct {
	Code     ConflictCode `json:"code"`
	Severity Severity     `json:"severity"`
	UserID   int64        `json:"userId,omitempty"`
	// Date is a coverage conflict's date, else the first of its shifts'.
	Date    string `json:"date,omitempty"`
	Message string `json:"message"`
}

// FillPlace is where a proposed shift is: its location (nil: none), and for a shift
// without a shift type (repair of a workplace without them) its position and times.
type FillPlace struct {
	LocationID *int64 `json:"locationId,omitempty"`
	Location   string `json:"location,omitempty"`
	PositionID *int64 `json:"positionId,omitempty"`
	StartTime  string `json:"startTime,omitempty"` // HH:MM, only without a shift type
	EndTime    string `json:"endTime,omitempty"`
}

// FillAssignment is one person on one shift type on one date.
type FillAssignment struct {
	UserID      int64  `json:"userId"`
	Date        string `json:"date"`        // YYYY-MM-DD
	ShiftTypeID int64  `json:"shiftTypeId"` // 0: none (see FillPlace)
	FillPlace
}

// FillChange is one shift the proposal adds, changes (to another shift type) or removes.
type FillChange struct {
	Op          DraftOp `json:"op"`
	UserID      int64   `json:"userId"`
	Date        string  `json:"date"` // YYYY-MM-DD
	ShiftID     int64   `json:"shiftId,omitempty"`
	ShiftTypeID int64   `json:"shiftTypeId,omitempty"`
	// FromShiftTypeID is what a changed or removed shift was.
	FromShiftTypeID int64 `json:"fromShiftTypeId,omitempty"`
	// FillPlace is where an added or changed shift is.
	FillPlace
}

// FillShortage is a requirement left short on a date, and why.
type FillShortage struct {
	Date        string `json:"date"` // YYYY-MM-DD
	ShiftTypeID int64  `json:"shiftTypeId"`
	Missing     int    `json:"missing"`
	Why         string `json:"why"`
	FillPlace
}

// Value stores the proposal as JSON.
func (p FillProposal) Value() (driver.Value, error) { return json.Marshal(p) }

// Scan reads the proposal from JSON.
func (p *FillProposal) Scan(src any) error { return scanJSON(src, p) }

func scanJSON(src any, dest any) error {
	switch b := src.(type) {
	case []byte:
		return json.Unmarshal(b, dest)
	case string:
		return json.Unmarshal([]byte(b), dest)
	}
	return nil
}
