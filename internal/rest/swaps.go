package rest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"reflect"
	"strconv"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/market"
)

// swapJSON is the Swap shape of REST-CONTRACT.md.
type swapJSON struct {
	ID                    string  `json:"_id"`
	Status                string  `json:"status"`
	RequestingUser        string  `json:"requestingUser"`
	RequestingUserName    string  `json:"requestingUserName"`
	TargetUser            string  `json:"targetUser"`
	TargetUserName        string  `json:"targetUserName"`
	ShiftAScheduleID      string  `json:"shiftA_scheduleId"`
	ShiftADayKey          string  `json:"shiftA_dayKey"`
	ShiftAOriginalShiftID *string `json:"shiftA_originalShiftId"`
	ShiftADate            string  `json:"shiftA_date"`
	ShiftAStartTime       string  `json:"shiftA_startTime"`
	ShiftAEndTime         string  `json:"shiftA_endTime"`
	ShiftBScheduleID      string  `json:"shiftB_scheduleId"`
	ShiftBDayKey          string  `json:"shiftB_dayKey"`
	ShiftBOriginalShiftID *string `json:"shiftB_originalShiftId"`
	ShiftBDate            string  `json:"shiftB_date"`
	ShiftBStartTime       string  `json:"shiftB_startTime"`
	ShiftBEndTime         string  `json:"shiftB_endTime"`
	CancelReason          *string `json:"cancelReason"`
	CreatedAt             string  `json:"createdAt"`
	UpdatedAt             string  `json:"updatedAt"`
}

func toSwapJSON(sw *domain.Swap) swapJSON {
	optID := func(p *int64) *string {
		if p == nil {
			return nil
		}
		s := idString(*p)
		return &s
	}
	a, b := sw.ShiftA, sw.ShiftB
	return swapJSON{
		ID:                    idString(sw.ID),
		Status:                string(sw.Status),
		RequestingUser:        idString(sw.RequesterID),
		RequestingUserName:    sw.RequesterName,
		TargetUser:            idString(sw.TargetID),
		TargetUserName:        sw.TargetName,
		ShiftAScheduleID:      idString(a.ScheduleID),
		ShiftADayKey:          string(a.DayKey),
		ShiftAOriginalShiftID: optID(a.ShiftID),
		ShiftADate:            dateJSON(a.Date),
		ShiftAStartTime:       a.StartTime.String(),
		ShiftAEndTime:         a.EndTime.String(),
		ShiftBScheduleID:      idString(b.ScheduleID),
		ShiftBDayKey:          string(b.DayKey),
		ShiftBOriginalShiftID: optID(b.ShiftID),
		ShiftBDate:            dateJSON(b.Date),
		ShiftBStartTime:       b.StartTime.String(),
		ShiftBEndTime:         b.EndTime.String(),
		CancelReason:          sw.CancelReason,
		CreatedAt:             timeJSON(sw.CreatedAt),
		UpdatedAt:             timeJSON(sw.UpdatedAt),
	}
}

func toSwapsJSON(swaps []domain.Swap) []swapJSON {
	out := make([]swapJSON, len(swaps))
	for i := range swaps {
		out[i] = toSwapJSON(&swaps[i])
	}
	return out
}

// looseID is an id sent in a body: a JSON string ("12") or, from lenient clients, a
// number (12).
type looseID struct {
	raw string
	set bool
}

func (l *looseID) UnmarshalJSON(b []byte) error {
	if bytes.Equal(b, []byte("null")) {
		return nil
	}
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		var n json.Number
		if err := json.Unmarshal(b, &n); err != nil {
			return &json.UnmarshalTypeError{Value: string(b), Type: typeOfString}
		}
		s = n.String()
	}
	l.raw, l.set = s, true
	return nil
}

var typeOfString = reflect.TypeOf("")

// swapShiftBody is one shift of POST /api/swaps as the client saw it.
type swapShiftBody struct {
	ScheduleID looseID `json:"scheduleId"`
	DayKey     *string `json:"dayKey"`
	ID         looseID `json:"id"`
	Date       *string `json:"date"`
	StartTime  *string `json:"startTime"`
	EndTime    *string `json:"endTime"`
}

type createSwapBody struct {
	ShiftA     *swapShiftBody `json:"shiftA"`
	ShiftB     *swapShiftBody `json:"shiftB"`
	TargetUser *struct {
		ID   looseID `json:"_id"`
		Name string  `json:"name"` // ignored: names come from the users table
	} `json:"targetUser"`
}

func badRequest(format string, args ...any) error {
	return &httpError{http.StatusBadRequest, fmt.Sprintf(format, args...)}
}

// bodyID reads an id field of a request body; an id that cannot exist is a 400 here,
// since the thing it names is part of the request, not the resource addressed.
func bodyID(l looseID, field string) (int64, error) {
	if !l.set {
		return 0, badRequest("%s is required.", field)
	}
	id, err := strconv.ParseInt(l.raw, 10, 64)
	if err != nil || id <= 0 {
		return 0, badRequest("%s is not a valid id.", field)
	}
	return id, nil
}

// claim parses what the client says about one shift; only the id is required, every
// other field is checked by the market (internal/market) when present.
func (b *swapShiftBody) claim(name string) (int64, market.ShiftClaim, error) {
	var c market.ShiftClaim
	if b == nil {
		return 0, c, badRequest("%s is required.", name)
	}
	id, err := bodyID(b.ID, name+".id")
	if err != nil {
		return 0, c, err
	}
	if b.ScheduleID.set {
		sid, err := bodyID(b.ScheduleID, name+".scheduleId")
		if err != nil {
			return 0, c, err
		}
		c.ScheduleID = &sid
	}
	if b.DayKey != nil {
		k, err := domain.ParseDayKey(*b.DayKey)
		if err != nil {
			return 0, c, badRequest("%s.dayKey must be a day of the week, e.g. friday.", name)
		}
		c.DayKey = &k
	}
	if b.Date != nil {
		d, err := domain.ParseDate(*b.Date)
		if err != nil {
			return 0, c, badRequest("%s.date must be a date (YYYY-MM-DD).", name)
		}
		c.Date = &d
	}
	for _, f := range []struct {
		field string
		in    *string
		out   **domain.TimeOfDay
	}{{"startTime", b.StartTime, &c.StartTime}, {"endTime", b.EndTime, &c.EndTime}} {
		if f.in == nil {
			continue
		}
		t, err := domain.ParseTimeOfDay(*f.in)
		if err != nil {
			return 0, c, badRequest("%s.%s must be a time HH:MM (00:00 to 23:59).", name, f.field)
		}
		*f.out = &t
	}
	return id, c, nil
}

// createSwap answers POST /api/swaps.
func (h *Handler) createSwap(w http.ResponseWriter, r *http.Request) error {
	u, err := actor(r)
	if err != nil {
		return err
	}
	var body createSwapBody
	if err := decode(r, &body); err != nil {
		return err
	}
	var in market.NewSwap
	if in.ShiftID, in.ClaimA, err = body.ShiftA.claim("shiftA"); err != nil {
		return err
	}
	if in.TargetShiftID, in.ClaimB, err = body.ShiftB.claim("shiftB"); err != nil {
		return err
	}
	if body.TargetUser == nil {
		return badRequest("targetUser is required.")
	}
	if in.TargetUserID, err = bodyID(body.TargetUser.ID, "targetUser._id"); err != nil {
		return err
	}
	sw, err := h.market.RequestSwap(r.Context(), u, in)
	if err != nil {
		return err
	}
	return writeJSON(w, http.StatusCreated, toSwapJSON(sw))
}

// mySwaps answers GET /api/swaps/my-requests.
func (h *Handler) mySwaps(w http.ResponseWriter, r *http.Request) error {
	u, err := actor(r)
	if err != nil {
		return err
	}
	swaps, err := h.market.MySwaps(r.Context(), u)
	if err != nil {
		return err
	}
	return writeJSON(w, http.StatusOK, toSwapsJSON(swaps))
}

// swapsPendingApproval answers GET /api/swaps/pending-approval.
func (h *Handler) swapsPendingApproval(w http.ResponseWriter, r *http.Request) error {
	u, err := actor(r)
	if err != nil {
		return err
	}
	swaps, err := h.market.SwapsAwaitingApproval(r.Context(), u)
	if err != nil {
		return err
	}
	return writeJSON(w, http.StatusOK, toSwapsJSON(swaps))
}

type swapResponseBody struct {
	Response string `json:"response"`
}

// respondToSwap answers PUT /api/swaps/respond/target/{id}.
func (h *Handler) respondToSwap(w http.ResponseWriter, r *http.Request) error {
	u, err := actor(r)
	if err != nil {
		return err
	}
	id, err := pathID(r, "Swap request not found.")
	if err != nil {
		return err
	}
	var body swapResponseBody
	if err := decode(r, &body); err != nil {
		return err
	}
	if body.Response != "accept" && body.Response != "deny" {
		return badRequest("Response must be 'accept' or 'deny'.")
	}
	sw, err := h.market.RespondToSwap(r.Context(), u, id, body.Response == "accept")
	if err != nil {
		return err
	}
	return writeJSON(w, http.StatusOK, toSwapJSON(sw))
}

// decideSwap answers PUT /api/swaps/respond/manager/{id}.
func (h *Handler) decideSwap(w http.ResponseWriter, r *http.Request) error {
	u, err := actor(r)
	if err != nil {
		return err
	}
	if !u.IsManager() { // before the id, so that employees learn nothing about swaps
		return domain.ErrManagersOnly
	}
	id, err := pathID(r, "Request not found or not pending manager approval.")
	if err != nil {
		return err
	}
	var body swapResponseBody
	if err := decode(r, &body); err != nil {
		return err
	}
	if body.Response != "approve" && body.Response != "deny" {
		return badRequest("Response must be 'approve' or 'deny'.")
	}
	sw, err := h.market.DecideSwap(r.Context(), u, id, body.Response == "approve")
	if err != nil {
		return err
	}
	return writeJSON(w, http.StatusOK, toSwapJSON(sw))
}
