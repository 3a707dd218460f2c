package personaldata

import (
	"archive/zip"
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"time"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/session"
	"github.com/shiftsched/shiftsched/internal/store"
)

// LinkLifetime is how long a download link made over GraphQL works (once).
const LinkLifetime = 10 * time.Minute

// Archive is an export about to be written: whose, and its file name.
type Archive struct {
	Person   int64
	FileName string // "personal-data-12-2026-11-29.zip"
	svc      *Service
	at       time.Time
	by       string
}

// WriteTo writes the archive to w as it is read, section by section and row by row, so
// that years of shifts never sit in memory. An error after the first byte can only cut
// the download short.
func (a *Archive) WriteTo(ctx context.Context, w io.Writer) error {
	zw := zip.NewWriter(w)
	q := a.svc.store.Q()
	if err := a.writeManifest(zw); err != nil {
		return err
	}
	for _, sec := range store.PersonalSections {
		if err := a.writeJSON(ctx, zw, q, sec); err != nil {
			return fmt.Errorf("%s: %w", sec.File, err)
		}
	}
	if err := a.writeCSV(ctx, zw, q, "shifts.csv", store.PersonalShiftsCSV,
		[]string{"Shift id", "Date", "Day", "Start", "End", "Location", "Position"}); err != nil {
		return err
	}
	if err := a.writeCSV(ctx, zw, q, "time_records.csv", store.PersonalTimeRecordsCSV,
		[]string{"Record id", "Clock in (UTC)", "Clock out (UTC)", "Break minutes", "Source", "Location", "Clock-out reason"}); err != nil {
		return err
	}
	return zw.Close()
}

func (a *Archive) create(zw *zip.Writer, name string) (io.Writer, error) {
	return zw.CreateHeader(&zip.FileHeader{Name: name, Method: zip.Deflate, Modified: a.at})
}

func (a *Archive) writeManifest(zw *zip.Writer) error {
	f, err := a.create(zw, "about.json")
	if err != nil {
		return err
	}
	files := []string{}
	for _, s := range store.PersonalSections {
		files = append(files, s.File)
	}
	enc := json.NewEncoder(f)
	enc.SetIndent("", "  ")
	return enc.Encode(map[string]any{
		"about":      "Everything this workplace's Shiftsched holds about one person. Secrets (password, PIN, token, calendar feed and push keys) are left out.",
		"personId":   a.Person,
		"exportedAt": a.at.UTC(),
		"exportedBy": a.by,
		"files":      append(files, "shifts.csv", "time_records.csv"),
	})
}

// writeJSON writes one section: an array of its rows, or profile.json's one object.
func (a *Archive) writeJSON(ctx context.Context, zw *zip.Writer, q store.Q, sec store.PersonalSection) error {
	f, err := a.create(zw, sec.File)
	if err != nil {
		return err
	}
	single := sec.File == "profile.json"
	n := 0
	if !single {
		io.WriteString(f, "[")
	}
	err = q.EachJSONRow(ctx, sec.Query, a.Person, func(doc []byte) error {
		if n > 0 {
			io.WriteString(f, ",")
		}
		if !single {
			io.WriteString(f, "\n  ")
		}
		n++
		_, err := f.Write(doc)
		return err
	})
	if err != nil {
		return err
	}
	if !single {
		io.WriteString(f, "\n]")
	}
	_, err = io.WriteString(f, "\n")
	return err
}

func (a *Archive) writeCSV(ctx context.Context, zw *zip.Writer, q store.Q, name, query string, head []string) error {
	f, err := a.create(zw, name)
	if err != nil {
		return err
	}
	out := csv.NewWriter(f)
	out.UseCRLF = true
	if err := out.Write(head); err != nil {
		return err
	}
	err = q.EachTextRow(ctx, query, a.Person, func(cols []string) error {
		for i := range cols {
			cols[i] = domain.SpreadsheetSafe(cols[i])
		}
		return out.Write(cols)
	})
	out.Flush()
	if err != nil {
		return err
	}
	return out.Error()
}

// Export opens the archive of person's data for actor, and records in the audit trail
// that actor exported it; the caller writes it (Archive.WriteTo). A person may export
// their own data, a manager that of anyone they manage; an API token may not. Errors:
// Forbidden, NotFound.
func (s *Service) Export(ctx context.Context, actor *domain.User, person int64) (*Archive, error) {
	if err := actor.RequireSession(); err != nil {
		return nil, err
	}
	var a *Archive
	err := s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		var err error
		a, err = s.export(ctx, q, actor, person)
		return err
	})
	return a, err
}

// export checks actor's reach and audits the export, in q.
func (s *Service) export(ctx context.Context, q *change.Tx, actor *domain.User, person int64) (*Archive, error) {
	u, err := mayExport(ctx, q.Q, actor, person)
	if err != nil {
		return nil, err
	}
	q.Audit(change.Audit{Action: "personal_data.export", Object: "user", ID: person,
		Say: change.Say("AuditExportedPersonalData", map[string]any{"Name": u.Name})})
	at := s.Now()
	return &Archive{Person: person, svc: s, at: at, by: actor.Name,
		FileName: fmt.Sprintf("personal-data-%d-%s.zip", person, s.Zone().Today(at))}, nil
}

// ExportLink is a one-time download link to a person's archive.
type ExportLink struct {
	URL       string // relative to the server: "/exports/personal-data/12?link=..."
	ExpiresAt time.Time
}

// MakeExportLink makes a link that downloads person's archive once within LinkLifetime,
// without the session in a header (a browser's plain download). Who may: as Export; the
// link is audited when made, the download when used. Errors: those of Export.
func (s *Service) MakeExportLink(ctx context.Context, actor *domain.User, person int64) (*ExportLink, error) {
	if err := actor.RequireSession(); err != nil {
		return nil, err
	}
	token, hash := session.NewLinkSecret()
	l := &ExportLink{URL: fmt.Sprintf("/exports/personal-data/%d?link=%s", person, token), ExpiresAt: s.Now().Add(LinkLifetime)}
	err := s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		u, err := mayExport(ctx, q.Q, actor, person)
		if err != nil {
			return err
		}
		q.Audit(change.Audit{Action: "personal_data.export_link", Object: "user", ID: person,
			Say: change.Say("AuditMadePersonalDataLink", map[string]any{"Name": u.Name})})
		return q.CreatePersonalDataLink(ctx, hash, actor.ID, person, l.ExpiresAt)
	})
	if err != nil {
		return nil, err
	}
	return l, nil
}

// ExportByLink opens person's archive with a link of MakeExportLink, once; the one who
// made it must still reach the person. Errors: NotFound (unknown, used, expired, or
// another person's link), Forbidden.
func (s *Service) ExportByLink(ctx context.Context, token string, person int64) (*Archive, error) {
	var a *Archive
	err := s.Changes().Run(ctx, nil, func(q *change.Tx) error {
		actorID, of, err := q.UsePersonalDataLink(ctx, session.HashLinkSecret(token), s.Now())
		if err != nil {
			return err
		}
		if of != person {
			return errBadLink
		}
		actor, err := q.ActiveUserByID(ctx, actorID)
		if err != nil {
			return errBadLink
		}
		q.ActAs(actor)
		a, err = s.export(ctx, q, actor, person)
		return err
	})
	return a, err
}

var errBadLink = domain.Errorf(domain.NotFound, "This download link is not valid, was used already, or expired.")
