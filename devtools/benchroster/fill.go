package main

import (
	"context"
	"fmt"
	"time"

	"github.com/shiftsched/shiftsched/internal/autoschedule"
	"github.com/shiftsched/shiftsched/internal/domain"
)

type filled struct {
	assignments           []autoschedule.Assignment
	firstFeasible, atBest float64 // seconds; firstFeasible -1 when none
}

const fillJobQ = `query($id: ID!) { fillJob(id: $id) { status error
	progress { penalty feasible firstFeasibleMs elapsedMs history { elapsedMs penalty feasible } short }
	proposal { notes byRule { rule penalty } short { why } assignments { userId date shiftTypeId } } } }`

type fillJob struct {
	Status   string
	Error    *string
	Progress struct {
		ElapsedMs       int
		FirstFeasibleMs *int
		Short           *int
		History         []progressPoint
	}
	Proposal *struct {
		Notes  []string
		ByRule []struct {
			Rule    string
			Penalty int
		}
		Short       []struct{ Why string }
		Assignments []struct{ UserID, Date, ShiftTypeID string }
	}
}

type progressPoint struct {
	ElapsedMs, Penalty int
	Feasible           bool
}

// fill runs a rebuild over the instance's weeks through the API and reads back its roster.
func (w *workplace) fill(ctx context.Context, p *autoschedule.Problem, seconds int) (*filled, error) {
	if w.measure > 0 {
		w.idleP99 = w.p99(ctx, w.measure)
	}
	in := map[string]any{"mode": "REBUILD", "rangeStart": w.start.String(), "weeks": p.Days / 7,
		"locationId": w.loc, "timeLimitSeconds": seconds, "fairness": false} // the records have no fairness term
	j, err := w.runFill(ctx, in)
	if err != nil {
		return nil, err
	}
	return w.readBack(p, j)
}

// runFill starts a fill and polls it until it has ended.
func (w *workplace) runFill(ctx context.Context, in map[string]any) (*fillJob, error) {
	var started struct {
		S struct{ ID string } `json:"startFill"`
	}
	if err := w.mgr.do(ctx, `mutation($in: FillInput!) { startFill(input: $in) { id } }`, map[string]any{"in": in}, &started); err != nil {
		return nil, err
	}
	var job struct {
		J fillJob `json:"fillJob"`
	}
	for {
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(500 * time.Millisecond):
		}
		if err := w.mgr.do(ctx, fillJobQ, map[string]any{"id": started.S.ID}, &job); err != nil {
			return nil, err
		}
		if job.J.Status == "RUNNING" && w.measure > 0 && w.busyP99 == 0 {
			w.busyP99 = w.p99(ctx, w.measure)
		}
		switch job.J.Status {
		case "DONE", "STOPPED":
			return &job.J, nil
		case "FAILED":
			return nil, fmt.Errorf("the fill failed: %s", *job.J.Error)
		}
	}
}

func (w *workplace) readBack(p *autoschedule.Problem, j *fillJob) (*filled, error) {
	index := func(ids []string) map[string]int {
		m := map[string]int{}
		for i, id := range ids {
			m[id] = i
		}
		return m
	}
	people, types := index(w.people), index(w.shiftTypes)
	out := &filled{firstFeasible: -1}
	if ms := j.Progress.FirstFeasibleMs; ms != nil {
		out.firstFeasible = float64(*ms) / 1000
	}
	if h := j.Progress.History; len(h) > 0 {
		out.atBest = float64(h[len(h)-1].ElapsedMs) / 1000
	}
	for _, a := range j.Proposal.Assignments {
		d, err := domain.ParseDate(a.Date)
		if err != nil {
			return nil, err
		}
		out.assignments = append(out.assignments, autoschedule.Assignment{Person: people[a.UserID],
			Day: w.start.DaysUntil(d), Shift: types[a.ShiftTypeID]})
	}
	return out, nil
}
