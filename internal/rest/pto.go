package rest

import (
	"net/http"
	"strings"

	"github.com/shiftsched/shiftsched/internal/availability"
	"github.com/shiftsched/shiftsched/internal/domain"
)

// ptoJSON is a PTO request of REST-CONTRACT.md.
type ptoJSON struct {
	ID        string `json:"_id"`
	User      string `json:"user"`
	UserName  string `json:"userName"`
	Date      string `json:"date"`
	Reason    string `json:"reason"`
	Status    string `json:"status"`
	CreatedAt string `json:"createdAt"`
	UpdatedAt string `json:"updatedAt"`
}

func toPTOJSON(p domain.TimeOffRequest) ptoJSON {
	return ptoJSON{
		ID: idString(p.ID), User: idString(p.UserID), UserName: p.UserName, Date: dateJSON(p.Date),
		Reason: p.Reason, Status: string(p.Status),
		CreatedAt: timeJSON(p.CreatedAt), UpdatedAt: timeJSON(p.UpdatedAt),
	}
}

// writePTOList answers one entry per request, dated by its first day. Withdrawn and
// cancelled requests (GraphQL-only states) are left out: the contract's status has no
// word for them, and to an old client they are gone.
func writePTOList(w http.ResponseWriter, reqs []domain.TimeOffRequest) error {
	out := make([]ptoJSON, 0, len(reqs))
	for _, p := range reqs {
		if p.Status == domain.TimeOffWithdrawn || p.Status == domain.TimeOffCancelled {
			continue
		}
		out = append(out, toPTOJSON(p))
	}
	return writeJSON(w, http.StatusOK, out)
}

func (h *Handler) requestTimeOff(w http.ResponseWriter, r *http.Request) error {
	a, err := actor(r)
	if err != nil {
		return err
	}
	var body struct {
		Date   string  `json:"date"`
		Reason *string `json:"reason"`
	}
	if err := decode(r, &body); err != nil {
		return err
	}
	date, _ := domain.ParseDate(strings.TrimSpace(body.Date)) // zero when missing or bad: the service says so
	reason := ""
	if body.Reason != nil {
		reason = *body.Reason
	}
	p, err := h.timeOff.RequestTimeOff(r.Context(), a, availability.TimeOffInput{First: date, Reason: reason})
	if err != nil {
		return err
	}
	return writeJSON(w, http.StatusCreated, toPTOJSON(*p))
}

func (h *Handler) myTimeOff(w http.ResponseWriter, r *http.Request) error {
	a, err := actor(r)
	if err != nil {
		return err
	}
	reqs, err := h.timeOff.MyTimeOff(r.Context(), a)
	if err != nil {
		return err
	}
	return writePTOList(w, reqs)
}

func (h *Handler) pendingTimeOff(w http.ResponseWriter, r *http.Request) error {
	a, err := actor(r)
	if err != nil {
		return err
	}
	reqs, err := h.timeOff.PendingTimeOff(r.Context(), a)
	if err != nil {
		return err
	}
	return writePTOList(w, reqs)
}

func (h *Handler) respondToTimeOff(w http.ResponseWriter, r *http.Request) error {
	a, err := actor(r)
	if err != nil {
		return err
	}
	var body struct {
		Status string `json:"status"`
	}
	if err := decode(r, &body); err != nil {
		return err
	}
	status := domain.TimeOffStatus(strings.ToLower(strings.TrimSpace(body.Status)))
	d, err := h.timeOff.RespondToTimeOff(r.Context(), a, lenientID(r), status, "")
	if err != nil {
		return err
	}
	return writeJSON(w, http.StatusOK, toPTOJSON(*d.Request))
}
