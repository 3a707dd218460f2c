package bench

import (
	"context"
	"database/sql"
	"errors"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// The schedule editor's two hot calls, each sent as the client's own document: a
// single-shift edit of a week's draft (UpdateDraftShift, which asks for the part of the
// draft the edit touched), and the dry run of publishing a week (PublishPreview).

// editable is one shift of the edited week and the version its next edit names.
type editable struct {
	id, user   int64
	workplace  [3]sql.NullInt64 // position, location, shift type
	day, date  string
	start, end domain.TimeOfDay
	version    int
}

// prepareDraftEdit edits the shifts of next week's draft one at a time, each edit
// naming the version the previous one left.
func prepareDraftEdit(ctx context.Context, e *env) (op, error) {
	if err := e.turnRulesOn(ctx); err != nil {
		return nil, err
	}
	week := domain.FridayWeeks.Start(e.today).AddDays(7)
	rows, err := e.db.QueryContext(ctx, `
		SELECT s.id, s.user_id, s.day_key, s.shift_date::text, s.start_minute, s.end_minute, s.position_id, s.location_id, s.shift_type_id, s.version
		FROM shifts s JOIN schedules c ON c.id = s.schedule_id
		JOIN users u ON u.id = s.user_id AND u.deleted_at IS NULL
		WHERE c.week_starting = $1 ORDER BY s.id`, week)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var shifts []*editable
	for rows.Next() {
		s := &editable{}
		if err := rows.Scan(&s.id, &s.user, &s.day, &s.date, &s.start, &s.end, &s.workplace[0], &s.workplace[1], &s.workplace[2], &s.version); err != nil {
			return nil, err
		}
		shifts = append(shifts, s)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if len(shifts) < 2*e.cfg.Conns {
		return nil, errors.New("next week has too few shifts to edit")
	}
	mutation, err := ClientOperation(filepath.Join(e.cfg.clientDir(), "src"), "UpdateDraftShift")
	if err != nil {
		return nil, err
	}
	pool := make(chan *editable, len(shifts))
	for _, s := range shifts {
		pool <- s
	}
	return func(ctx context.Context, w *worker, i int64) error {
		s, err := take(ctx, w, pool)
		if err != nil {
			return err
		}
		var out struct {
			UpdateDraftShift struct {
				HasChanges bool `json:"hasChanges"`
			} `json:"updateDraftShift"`
		}
		input := map[string]any{"weekStarting": week.String(), "id": strconv.FormatInt(s.id, 10), "version": s.version,
			"dayKey": strings.ToUpper(s.day), "userId": strconv.FormatInt(s.user, 10),
			"startTime": s.start.String(), "endTime": s.end.String()}
		for k, name := range []string{"positionId", "locationId", "shiftTypeId"} {
			if s.workplace[k].Valid {
				input[name] = strconv.FormatInt(s.workplace[k].Int64, 10)
			}
		}
		id, user := strconv.FormatInt(s.id, 10), strconv.FormatInt(s.user, 10)
		vars := map[string]any{"input": input, "ids": []string{id}, "people": []string{user}, "dates": []string{s.date}}
		err = w.gql(ctx, e.srv.URL, e.managers[i%int64(len(e.managers))].Token, gqlBody(mutation, vars), &out)
		if err != nil {
			return err // the shift is dropped: its version is unknown
		}
		s.version++
		pool <- s
		if !out.UpdateDraftShift.HasChanges {
			return errors.New("updateDraftShift: the draft has no changes")
		}
		return nil
	}, nil
}

// prepareDryRun previews publishing the current seeded week (about 280 shifts small,
// 2,000 large).
func prepareDryRun(ctx context.Context, e *env) (op, error) {
	if err := e.turnRulesOn(ctx); err != nil {
		return nil, err
	}
	return dryRunOp(e)
}

// dryRunOp sends the client's own PublishPreview of the current seeded week, as the
// managers in turn.
func dryRunOp(e *env) (op, error) {
	preview, err := ClientOperation(filepath.Join(e.cfg.clientDir(), "src"), "PublishPreview")
	if err != nil {
		return nil, err
	}
	body := gqlBody(preview, map[string]any{"week": domain.FridayWeeks.Start(e.today).String()})
	return func(ctx context.Context, w *worker, i int64) error {
		var out struct {
			PublishPreview struct {
				FirstPublish bool `json:"firstPublish"`
			} `json:"publishPreview"`
		}
		if err := w.gql(ctx, e.srv.URL, e.managers[i%int64(len(e.managers))].Token, body, &out); err != nil {
			return err
		}
		if out.PublishPreview.FirstPublish {
			return errors.New("publishPreview: the seeded week is not published")
		}
		return nil
	}, nil
}
