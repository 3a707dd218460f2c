package server

import (
	"bytes"
	"log/slog"
	"net/http"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/integrations"
)

// calendarFeed serves GET /calendar/<secret>.ics, the private iCalendar feed. No
// sign-in: the secret is the authority (and the request log redacts it). ETag and
// Last-Modified let polling calendar apps get 304s (http.ServeContent answers them).
func calendarFeed(feeds *integrations.Service, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f, err := feeds.CalendarFeed(r.Context(), r.PathValue("token"))
		if err != nil {
			w.Header().Set("Cache-Control", "no-store")
			switch domain.KindOf(err) {
			case domain.NotFound:
				http.Error(w, "Not found", http.StatusNotFound)
				return
			case domain.Unavailable:
				// Calendar apps poll: tell them to come back rather than report a failure.
				log.WarnContext(r.Context(), "database unavailable", "route", r.Pattern, "err", err)
				setRetryAfter(w.Header())
				http.Error(w, domain.ErrUnavailable.Msg, http.StatusServiceUnavailable)
				return
			}
			log.ErrorContext(r.Context(), "calendar feed", "err", err)
			http.Error(w, "Server error", http.StatusInternalServerError)
			return
		}
		h := w.Header()
		h.Set("Content-Type", "text/calendar; charset=utf-8")
		h.Set("ETag", f.ETag)
		h.Set("Cache-Control", "private, no-cache")
		http.ServeContent(w, r, "", f.LastModified, bytes.NewReader(f.Body))
	})
}
