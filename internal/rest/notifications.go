package rest

import (
	"context"
	"net/http"

	"github.com/shiftsched/shiftsched/internal/auth"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/pollcache"
)

// notificationJSON is the Notification shape of REST-CONTRACT.md.
type notificationJSON struct {
	ID        string `json:"_id"`
	Message   string `json:"message"`
	Link      string `json:"link"`
	Read      bool   `json:"read"`
	CreatedAt string `json:"createdAt"`
	// Notifications are never edited (only marked read), so the contract's updatedAt
	// is their creation time.
	UpdatedAt string `json:"updatedAt"`
}

func toNotificationJSON(n *domain.Notification) notificationJSON {
	created := timeJSON(n.CreatedAt)
	return notificationJSON{idString(n.ID), n.Message, n.Link, n.Read, created, created}
}

// listNotifications answers GET /api/notifications: unread only, newest first. Every
// open client polls it, so its encoding is kept with the user's cached poll.
func (h *Handler) listNotifications(w http.ResponseWriter, r *http.Request) error {
	a, err := h.polls.Answer(r.Context(), "rest", func(ctx context.Context) (pollcache.Answer, error) {
		ns, err := h.unread(ctx)
		if err != nil {
			return pollcache.Answer{}, err
		}
		out := make([]notificationJSON, len(ns))
		for i := range ns {
			out[i] = toNotificationJSON(&ns[i])
		}
		body, ctype, err := encodeJSON(out)
		return pollcache.Answer{Body: body, ContentType: ctype}, err
	})
	if err != nil {
		return err
	}
	w.Header().Set("Content-Type", a.ContentType)
	w.WriteHeader(http.StatusOK)
	_, err = w.Write(a.Body)
	return err
}

// unread returns the signed-in person's unread notifications: those the poll cache
// read with the token check, or else the service's.
func (h *Handler) unread(ctx context.Context) ([]domain.Notification, error) {
	if e := pollcache.Polled(ctx); e != nil {
		return e.Unread, nil
	}
	a, err := auth.Actor(ctx)
	if err != nil {
		return nil, err
	}
	return h.svc.Notifications(ctx, a)
}

// markNotificationRead answers PUT /api/notifications/read/{id}.
func (h *Handler) markNotificationRead(w http.ResponseWriter, r *http.Request) error {
	u, err := actor(r)
	if err != nil {
		return err
	}
	id, err := pathID(r, "Notification not found")
	if err != nil {
		return err
	}
	n, err := h.svc.MarkNotificationRead(r.Context(), u, id)
	if err != nil {
		return err
	}
	return writeJSON(w, http.StatusOK, toNotificationJSON(n))
}
