package rest

import "net/http"

func (h *Handler) weekEvents(w http.ResponseWriter, r *http.Request) error {
	return errNotImplemented
}

func (h *Handler) createEvent(w http.ResponseWriter, r *http.Request) error {
	return errNotImplemented
}

func (h *Handler) deleteEvent(w http.ResponseWriter, r *http.Request) error {
	return errNotImplemented
}
