package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
)

// prepareTeamLeave replays the managers' leave page (the client's TeamLeave: everyone's
// balances and the people) over the whole leave year, as each manager of every
// location in turn. The page asks for today's balances; the measure is the
// year's, which reads every row of the year. It checks first that the answer holds an
// annual leave balance for every person, so that an empty ledger cannot pass for a fast
// one.
func prepareTeamLeave(ctx context.Context, e *env) (op, error) {
	body, headers, err := browser(ctx, e, "TeamLeave")
	if err != nil {
		return nil, err
	}
	_, this := leaveYears(e.today)
	year := body(map[string]any{"from": this.String(), "to": this.AddMonths(12).AddDays(-1).String()})
	perManager := make([]map[string]string, len(e.managers)) // made once: the load client shares the server's cores
	for k, m := range e.managers {
		perManager[k] = bearer(headers, m.Token)
	}
	if err := e.checkTeamLeave(ctx, perManager[0], year); err != nil {
		return nil, err
	}
	return func(ctx context.Context, w *worker, i int64) error {
		return w.gqlWith(ctx, e.srv.URL, "", perManager[i%int64(len(perManager))], year, nil)
	}, nil
}

// checkTeamLeave sends the team's balances once and checks that every person has a
// balance of annual leave in it.
func (e *env) checkTeamLeave(ctx context.Context, headers map[string]string, body []byte) error {
	var annual string
	if err := e.db.QueryRowContext(ctx, `SELECT id::text FROM leave_types WHERE kind = 'annual'`).Scan(&annual); err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, e.srv.URL+"/graphql", bytes.NewReader(body))
	if err != nil {
		return err
	}
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	res, err := e.client.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	var out struct {
		Data struct {
			LeaveBalances []struct{ UserID, LeaveTypeID string } `json:"leaveBalances"`
		} `json:"data"`
		Errors []struct{ Message string } `json:"errors"`
	}
	if err := json.NewDecoder(res.Body).Decode(&out); err != nil {
		return err
	}
	if len(out.Errors) > 0 {
		return fmt.Errorf("TeamLeave: %s", out.Errors[0].Message)
	}
	n := 0
	for _, b := range out.Data.LeaveBalances {
		if b.LeaveTypeID == annual {
			n++
		}
	}
	if n != len(e.users) {
		return fmt.Errorf("TeamLeave: %d people with an annual leave balance of %d people: is the leave seeded?", n, len(e.users))
	}
	return nil
}

// prepareMyLeave replays the staff home screen's balances (the client's
// MyLeaveBalances: the stored and the projected balance of every type in use), as each
// employee in turn asking for their own.
func prepareMyLeave(ctx context.Context, e *env) (op, error) {
	body, headers, err := browser(ctx, e, "MyLeaveBalances")
	if err != nil {
		return nil, err
	}
	bodies, perStaff := make([][]byte, len(e.staff)), make([]map[string]string, len(e.staff))
	for i, who := range e.staff {
		bodies[i] = body(map[string]any{"userId": strconv.FormatInt(who.ID, 10)})
		perStaff[i] = bearer(headers, who.Token)
	}
	return func(ctx context.Context, w *worker, i int64) error {
		k := i % int64(len(e.staff))
		return w.gqlWith(ctx, e.srv.URL, "", perStaff[k], bodies[k], nil)
	}, nil
}
