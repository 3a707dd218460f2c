package rest

import "net/http"

func (h *Handler) register(w http.ResponseWriter, r *http.Request) error {
	return errNotImplemented
}

func (h *Handler) login(w http.ResponseWriter, r *http.Request) error {
	return errNotImplemented
}

// currentUser answers GET /api/auth.
func (h *Handler) currentUser(w http.ResponseWriter, r *http.Request) error {
	u, err := actor(r)
	if err != nil {
		return err
	}
	return writeJSON(w, http.StatusOK, toUserJSON(u))
}

func (h *Handler) forgotPassword(w http.ResponseWriter, r *http.Request) error {
	return errNotImplemented
}

func (h *Handler) resetPassword(w http.ResponseWriter, r *http.Request) error {
	return errNotImplemented
}
