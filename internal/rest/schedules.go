package rest

import "net/http"

func (h *Handler) listEmployees(w http.ResponseWriter, r *http.Request) error {
	return errNotImplemented
}

func (h *Handler) publishSchedule(w http.ResponseWriter, r *http.Request) error {
	return errNotImplemented
}

func (h *Handler) weekSchedule(w http.ResponseWriter, r *http.Request) error {
	return errNotImplemented
}

func (h *Handler) monthSchedule(w http.ResponseWriter, r *http.Request) error {
	return errNotImplemented
}
