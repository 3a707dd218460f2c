package rest

import (
	"net/http"
	"strings"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// eventJSON is a calendar event of REST-CONTRACT.md.
type eventJSON struct {
	ID        string `json:"_id"`
	Date      string `json:"date"`
	Title     string `json:"title"`
	Type      string `json:"type"`
	CreatedAt string `json:"createdAt"`
	UpdatedAt string `json:"updatedAt"`
}

func toEventJSON(e domain.Event) eventJSON {
	return eventJSON{
		ID: idString(e.ID), Date: dateJSON(e.Date), Title: e.Title, Type: string(e.Type),
		CreatedAt: timeJSON(e.CreatedAt), UpdatedAt: timeJSON(e.UpdatedAt),
	}
}

func (h *Handler) weekEvents(w http.ResponseWriter, r *http.Request) error {
	a, err := actor(r)
	if err != nil {
		return err
	}
	raw := strings.TrimSpace(r.URL.Query().Get("weekStart"))
	if raw == "" {
		return &httpError{http.StatusBadRequest, "Week start date is required."}
	}
	from, err := domain.ParseDate(raw)
	if err != nil {
		return &httpError{http.StatusBadRequest, "Invalid date format provided."}
	}
	events, err := h.svc.Events(r.Context(), a, from, from.AddDays(6))
	if err != nil {
		return err
	}
	out := make([]eventJSON, len(events))
	for i, e := range events {
		out[i] = toEventJSON(e)
	}
	return writeJSON(w, http.StatusOK, out)
}

func (h *Handler) createEvent(w http.ResponseWriter, r *http.Request) error {
	a, err := actor(r)
	if err != nil {
		return err
	}
	var body struct {
		Date  string `json:"date"`
		Title string `json:"title"`
		Type  string `json:"type"`
	}
	if err := decode(r, &body); err != nil {
		return err
	}
	date, _ := domain.ParseDate(strings.TrimSpace(body.Date)) // zero when bad: the service says so
	typ := domain.EventType(strings.ToUpper(strings.TrimSpace(body.Type)))
	e, err := h.svc.CreateEvent(r.Context(), a, date, body.Title, typ)
	if err != nil {
		return err
	}
	return writeJSON(w, http.StatusCreated, toEventJSON(*e))
}

func (h *Handler) deleteEvent(w http.ResponseWriter, r *http.Request) error {
	a, err := actor(r)
	if err != nil {
		return err
	}
	if err := h.svc.DeleteEvent(r.Context(), a, lenientID(r)); err != nil {
		return err
	}
	return writeJSON(w, http.StatusOK, msg("Event removed"))
}
