package rest

import (
	"net/http"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// userJSON is the User shape: an explicit list of fields, never a secret.
type userJSON struct {
	ID        string `json:"_id"`
	Name      string `json:"name"`
	Email     string `json:"email"`
	Role      string `json:"role"`
	CreatedAt string `json:"createdAt"`
	UpdatedAt string `json:"updatedAt"`
}

func toUserJSON(u *domain.User) userJSON {
	return userJSON{idString(u.ID), u.Name, u.Email, string(u.Role), timeJSON(u.CreatedAt), timeJSON(u.UpdatedAt)}
}

func (h *Handler) updateMyDetails(w http.ResponseWriter, r *http.Request) error {
	return errNotImplemented
}

func (h *Handler) changeMyPassword(w http.ResponseWriter, r *http.Request) error {
	return errNotImplemented
}

func (h *Handler) listUsers(w http.ResponseWriter, r *http.Request) error {
	return errNotImplemented
}

func (h *Handler) deleteUser(w http.ResponseWriter, r *http.Request) error {
	return errNotImplemented
}
