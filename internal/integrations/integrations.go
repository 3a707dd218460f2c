package integrations

import (
	"log/slog"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/session"
	"github.com/shiftsched/shiftsched/internal/store"
	"github.com/shiftsched/shiftsched/internal/workzone"
)

// Service holds the rules of API tokens, webhooks, persisted queries and calendar feeds.
type Service struct {
	change.Frame
	store          *store.Store
	appURL         string
	limits         *session.Limiter
	renderCalendar func(domain.FeedContent) string
}

// Deps is what a Service needs. Store and Changes are required.
type Deps struct {
	Store *store.Store
	// Changes is the one write path, shared with the other domains
	// (service.Service.Changes): one clock, one outbox, which checks webhook addresses.
	Changes *change.Runner
	Log     *slog.Logger
	Zone    *workzone.Zone // whose "today" a feed's weeks count from; nil means UTC
	AppURL  string         // base of the feeds' URLs
	// Limits counts persisted-query registrations; nil means one with DefaultLimits. The
	// buckets are kept in PostgreSQL, so a limiter shared with another domain and one
	// of its own count the same.
	Limits *session.Limiter
	// RenderCalendar writes a calendar feed (ical.Render, whose library would bring
	// net/http into the rules); nil: feeds answer Unavailable.
	RenderCalendar func(domain.FeedContent) string
}

// New returns a Service.
func New(d Deps) *Service {
	if d.Log == nil {
		d.Log = slog.Default()
	}
	if d.Limits == nil {
		d.Limits = session.NewLimiter(d.Store, DefaultLimits, d.Log)
	}
	return &Service{Frame: change.NewFrame(d.Changes, d.Zone), store: d.Store, appURL: d.AppURL,
		limits: d.Limits, renderCalendar: d.RenderCalendar}
}
