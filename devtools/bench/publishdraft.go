package bench

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// The editor's publish, as a manager in the browser does it every week: the week is
// built in its draft (here copied from the current week with the client's CopyIntoDraft),
// previewed (PublishPreview, whose warnings the manager accepts) and published with the
// client's PublishDraft. Only the publish is timed; the copy and the preview are the
// operation's untimed set-up. Each operation publishes a week never published before,
// so every one writes its 280 shifts and tells everyone the week is posted.

// draftWeeksFrom is the first week the scenario drafts: a year after the weeks the
// time-off scenario asks for, so that none of the benchmark's writes meet.
func (e *env) draftWeeksFrom() domain.Date {
	return e.publishFrom().AddDays(14*publishWeeks + 14 + 364)
}

func preparePublishDraft(ctx context.Context, e *env) (op, error) {
	src := filepath.Join(e.cfg.clientDir(), "src")
	docs := map[string]string{}
	for _, name := range []string{"CopyIntoDraft", "PublishPreview", "PublishDraft"} {
		doc, err := ClientOperation(src, name)
		if err != nil {
			return nil, err
		}
		docs[name] = doc
	}
	current, from := domain.FridayWeeks.Start(e.today), e.draftWeeksFrom()
	return func(ctx context.Context, w *worker, i int64) error {
		week := from.AddDays(7 * int(i))
		token := e.managers[i%int64(len(e.managers))].Token
		setUp := time.Now()
		accept, err := draftWeek(ctx, w, e.srv.URL, token, docs, current, week)
		if err != nil {
			return err
		}
		w.untimed = time.Since(setUp)
		var out struct {
			PublishDraft struct {
				NotifiedCount int `json:"notifiedCount"`
			} `json:"publishDraft"`
		}
		body := gqlBody(docs["PublishDraft"], map[string]any{"week": week.String(), "accept": accept})
		if err := w.gql(ctx, e.srv.URL, token, body, &out); err != nil {
			return err
		}
		if out.PublishDraft.NotifiedCount == 0 {
			return errors.New("publishDraft: nobody was told of the new week")
		}
		return nil
	}, nil
}

// draftWeek copies the published week from into week's draft and previews publishing
// it, returning the keys of the warnings a manager would accept.
func draftWeek(ctx context.Context, w *worker, url, token string, docs map[string]string, from, week domain.Date) ([]string, error) {
	var copied struct {
		CopyIntoDraft struct {
			Copied int `json:"copied"`
		} `json:"copyIntoDraft"`
	}
	input := map[string]any{"weekStarting": week.String(), "fromWeek": from.String()}
	if err := w.gql(ctx, url, token, gqlBody(docs["CopyIntoDraft"], map[string]any{"input": input}), &copied); err != nil {
		return nil, err
	}
	if copied.CopyIntoDraft.Copied < 200 {
		return nil, fmt.Errorf("copyIntoDraft: only %d shifts copied into %s", copied.CopyIntoDraft.Copied, week)
	}
	var preview struct {
		PublishPreview struct {
			FirstPublish bool `json:"firstPublish"`
			Conflicts    []struct {
				Key      string `json:"key"`
				Severity string `json:"severity"`
			} `json:"conflicts"`
		} `json:"publishPreview"`
	}
	if err := w.gql(ctx, url, token, gqlBody(docs["PublishPreview"], map[string]any{"week": week.String()}), &preview); err != nil {
		return nil, err
	}
	if !preview.PublishPreview.FirstPublish {
		return nil, fmt.Errorf("publishPreview: %s was published before", week)
	}
	accept := []string{}
	for _, c := range preview.PublishPreview.Conflicts {
		if c.Severity == "WARNING" {
			accept = append(accept, c.Key)
		}
	}
	return accept, nil
}
