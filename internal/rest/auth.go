package rest

import (
	"net/http"
	"strings"

	"github.com/shiftsched/shiftsched/internal/accounts"
	"github.com/shiftsched/shiftsched/internal/auth"
	"github.com/shiftsched/shiftsched/internal/domain"
)

type tokenBody struct {
	Token string `json:"token"`
}

// register answers POST /api/auth/register.
func (h *Handler) register(w http.ResponseWriter, r *http.Request) error {
	var in struct {
		Name        string `json:"name"`
		Email       string `json:"email"`
		Password    string `json:"password"`
		Role        string `json:"role"`
		ManagerCode string `json:"managerCode"`
	}
	if err := decode(r, &in); err != nil {
		return err
	}
	role := domain.Role(strings.ToLower(strings.TrimSpace(in.Role)))
	if role == "" {
		role = domain.RoleEmployee // the registration form always sends one; scripts may not
	}
	_, err := h.accounts.Register(r.Context(), accounts.Registration{
		Name: in.Name, Email: in.Email, Password: in.Password, Role: role, ManagerCode: in.ManagerCode,
	})
	if err != nil {
		return err
	}
	return writeJSON(w, http.StatusCreated, msg("User created successfully"))
}

// login answers POST /api/auth/login.
func (h *Handler) login(w http.ResponseWriter, r *http.Request) error {
	var in struct {
		Email    string `json:"email"`
		Password string `json:"password"`
	}
	if err := decode(r, &in); err != nil {
		return err
	}
	token, _, err := h.accounts.Login(r.Context(), in.Email, in.Password)
	if err != nil {
		return err
	}
	return writeJSON(w, http.StatusOK, tokenBody{token})
}

// currentUser answers GET /api/auth.
func (h *Handler) currentUser(w http.ResponseWriter, r *http.Request) error {
	u, err := actor(r)
	if err != nil {
		return err
	}
	return writeJSON(w, http.StatusOK, toUserJSON(u))
}

// forgotPassword answers POST /api/auth/forgot-password.
func (h *Handler) forgotPassword(w http.ResponseWriter, r *http.Request) error {
	var in struct {
		Email string `json:"email"`
	}
	if err := decode(r, &in); err != nil {
		return err
	}
	answer, err := h.accounts.RequestPasswordReset(r.Context(), in.Email)
	if err != nil {
		return err
	}
	return writeJSON(w, http.StatusOK, msg(answer))
}

// resetPassword answers POST /api/auth/reset-password/{token}.
func (h *Handler) resetPassword(w http.ResponseWriter, r *http.Request) error {
	var in struct {
		NewPassword string `json:"newPassword"`
	}
	if err := decode(r, &in); err != nil {
		return err
	}
	token, _, err := h.accounts.ResetPassword(r.Context(), r.PathValue("token"), in.NewPassword)
	if err != nil {
		return err
	}
	return writeJSON(w, http.StatusOK, tokenBody{token})
}

// logout answers POST /api/auth/logout: the token sent stops working.
func (h *Handler) logout(w http.ResponseWriter, r *http.Request) error {
	u, err := actor(r)
	if err != nil {
		return err
	}
	if err := h.accounts.Logout(r.Context(), u, auth.Token(r.Context())); err != nil {
		return err
	}
	return writeJSON(w, http.StatusOK, msg("Logged out"))
}
