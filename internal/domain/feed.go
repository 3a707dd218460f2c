package domain

import "time"

// FeedScope is what a calendar feed shows.
type FeedScope string

// Feed scopes.
const (
	FeedOwn       FeedScope = "own"       // the person's shifts, approved time off and the calendar events
	FeedWorkplace FeedScope = "workplace" // managers: everyone's shifts and time off, and the events
)

// Valid reports whether s is a known scope.
func (s FeedScope) Valid() bool { return s == FeedOwn || s == FeedWorkplace }

// CalendarFeed is a feed that is on. Its secret is stored only hashed.
type CalendarFeed struct {
	UserID     int64     `db:"user_id"`
	Scope      FeedScope `db:"scope"`
	CreatedAt  time.Time `db:"created_at"`
	ETag       string    `db:"etag"`
	ModifiedAt time.Time `db:"modified_at"`
	Role       Role      `db:"role"` // the owner's, checked on every read
	// Language is what the feed's summaries are written in: the owner's, else the
	// workplace's.
	Language string `db:"language"`
}

// FeedContent is what one calendar feed shows, and how its times read.
type FeedContent struct {
	Name    string // the calendar's name
	Shifts  []Shift
	TimeOff []TimeOffRequest // approved
	Events  []Event
	Named   bool   // whose shift or time off it is goes in the summary (workplace feed)
	Lang    string // the language of the summaries (i18n codes; English when empty)
	// Positions and Locations name what the shifts carry (nil when none carries any).
	Positions map[int64]string
	Locations map[int64]Location

	Zone     *time.Location // the workplace's: times are its wall-clock times
	Host     string         // names the installation in UIDs
	From, To Date           // the dates shown
	Stamp    time.Time      // every item's DTSTAMP
}
