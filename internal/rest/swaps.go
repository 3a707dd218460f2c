package rest

import "net/http"

func (h *Handler) createSwap(w http.ResponseWriter, r *http.Request) error {
	return errNotImplemented
}

func (h *Handler) mySwaps(w http.ResponseWriter, r *http.Request) error {
	return errNotImplemented
}

func (h *Handler) swapsPendingApproval(w http.ResponseWriter, r *http.Request) error {
	return errNotImplemented
}

func (h *Handler) respondToSwap(w http.ResponseWriter, r *http.Request) error {
	return errNotImplemented
}

func (h *Handler) decideSwap(w http.ResponseWriter, r *http.Request) error {
	return errNotImplemented
}
