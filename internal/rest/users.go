package rest

import (
	"net/http"
	"slices"
	"strconv"

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

func toUsersJSON(users []domain.User) []userJSON {
	out := make([]userJSON, len(users))
	for i := range users {
		out[i] = toUserJSON(&users[i])
	}
	return out
}

// updateMyDetails answers PUT /api/users/me/details.
func (h *Handler) updateMyDetails(w http.ResponseWriter, r *http.Request) error {
	me, err := actor(r)
	if err != nil {
		return err
	}
	var in struct {
		Name string `json:"name"`
	}
	if err := decode(r, &in); err != nil {
		return err
	}
	u, err := h.accounts.UpdateMyName(r.Context(), me, in.Name)
	if err != nil {
		return err
	}
	return writeJSON(w, http.StatusOK, toUserJSON(u))
}

// changeMyPassword answers PUT /api/users/me/password. Besides the contract's msg it
// carries a fresh token: the one the request was made with stops working.
func (h *Handler) changeMyPassword(w http.ResponseWriter, r *http.Request) error {
	me, err := actor(r)
	if err != nil {
		return err
	}
	var in struct {
		CurrentPassword string `json:"currentPassword"`
		NewPassword     string `json:"newPassword"`
		// Optional, beyond the contract: false keeps the personal API tokens. Unset
		// revokes them, the safe choice when a password changes because it leaked.
		RevokeTokens *bool `json:"revokeTokens"`
	}
	if err := decode(r, &in); err != nil {
		return err
	}
	revoke := in.RevokeTokens == nil || *in.RevokeTokens
	token, _, err := h.accounts.ChangeMyPassword(r.Context(), me, in.CurrentPassword, in.NewPassword, revoke)
	if err != nil {
		return err
	}
	return writeJSON(w, http.StatusOK, struct {
		Msg   string `json:"msg"`
		Token string `json:"token"`
	}{"Password updated", token})
}

// listUsers answers GET /api/users.
func (h *Handler) listUsers(w http.ResponseWriter, r *http.Request) error {
	me, err := actor(r)
	if err != nil {
		return err
	}
	users, err := h.svc.Staff(r.Context(), me)
	if err != nil {
		return err
	}
	return writeJSON(w, http.StatusOK, toUsersJSON(signedUp(users)))
}

// deleteUser answers DELETE /api/users/{id}.
func (h *Handler) deleteUser(w http.ResponseWriter, r *http.Request) error {
	me, err := actor(r)
	if err != nil {
		return err
	}
	// An id that cannot exist is left to the service, which refuses employees (403)
	// before it looks for the user (404).
	id, _ := strconv.ParseInt(r.PathValue("id"), 10, 64)
	d, err := h.svc.DeleteUser(r.Context(), me, id)
	if err != nil {
		return err
	}
	return writeJSON(w, http.StatusOK, msg(d.Message))
}

// signedUp keeps the people who have signed up: the frozen contract's user lists know
// accounts only, not people still to join (issue 42, 1), who have no sign-in address or
// none they confirmed. The GraphQL API lists those too.
func signedUp(users []domain.User) []domain.User {
	return slices.DeleteFunc(users, func(u domain.User) bool { return !u.SignedUp() })
}
