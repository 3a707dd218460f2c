package rest

import "net/http"

func (h *Handler) listNotifications(w http.ResponseWriter, r *http.Request) error {
	return errNotImplemented
}

func (h *Handler) markNotificationRead(w http.ResponseWriter, r *http.Request) error {
	return errNotImplemented
}
