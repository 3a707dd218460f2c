package rest

import "net/http"

func (h *Handler) requestTimeOff(w http.ResponseWriter, r *http.Request) error {
	return errNotImplemented
}

func (h *Handler) myTimeOff(w http.ResponseWriter, r *http.Request) error {
	return errNotImplemented
}

func (h *Handler) pendingTimeOff(w http.ResponseWriter, r *http.Request) error {
	return errNotImplemented
}

func (h *Handler) respondToTimeOff(w http.ResponseWriter, r *http.Request) error {
	return errNotImplemented
}
