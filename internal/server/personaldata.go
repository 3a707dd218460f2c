package server

import (
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strconv"

	"github.com/shiftsched/shiftsched/internal/auth"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/personaldata"
)

// personalDataExport answers GET /exports/personal-data/{id}: the person's archive as a
// ZIP, streamed as it is read. The caller is the session in the x-auth-token or
// Authorization header (as GET /api/reports/hours.csv), or, with ?link=, the one-time
// link the GraphQL mutation exportPersonalData made (a browser's plain download). Errors
// before the first byte are answered as {"msg"} with their status; one after it can only
// cut the download short, and is logged.
func personalDataExport(pd *personaldata.Service, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
		if err != nil || id <= 0 {
			writeJSON(w, http.StatusBadRequest, map[string]string{"msg": "The person's id must be a positive whole number."})
			return
		}
		var a *personaldata.Archive
		if link := r.URL.Query().Get("link"); link != "" {
			a, err = pd.ExportByLink(r.Context(), link, id)
		} else {
			var me *domain.User
			if me, err = auth.Actor(r.Context()); err == nil {
				a, err = pd.Export(r.Context(), me, id)
			}
		}
		if err != nil {
			writeDomainError(w, r, log, err)
			return
		}
		h := w.Header()
		h.Set("Content-Type", "application/zip")
		h.Set("Content-Disposition", fmt.Sprintf(`attachment; filename="%s"`, a.FileName))
		h.Set("Referrer-Policy", "no-referrer") // the link's secret stays out of other sites' logs
		w.WriteHeader(http.StatusOK)
		if err := a.WriteTo(r.Context(), w); err != nil {
			log.ErrorContext(r.Context(), "personal data export cut short", "person", id, "err", err)
		}
	})
}

// writeDomainError answers err as {"msg"} with the status of its kind.
func writeDomainError(w http.ResponseWriter, r *http.Request, log *slog.Logger, err error) {
	status := domain.HTTPStatus(domain.KindOf(err))
	var de *domain.Error
	msg := "Server error"
	switch {
	case status == 0:
		log.ErrorContext(r.Context(), "personal data export", "err", err)
		status = http.StatusInternalServerError
	case status == http.StatusServiceUnavailable:
		setRetryAfter(w.Header())
		msg = domain.ErrUnavailable.Msg
	case errors.As(err, &de):
		msg = de.Msg
	}
	writeJSON(w, status, map[string]string{"msg": msg})
}
