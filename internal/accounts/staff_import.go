package accounts

import (
	"context"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/store"
)

// Importing staff from a spreadsheet saved as CSV. The first line names the columns
// (name, e-mail, role, positions, locations, rule set; any order, any case; only name and
// e-mail columns are required; a person's e-mail may be empty). Positions and locations
// are given by name, several separated by ';' or '|', the primary position first. Every
// person is a row at once, with the positions and locations, not signed up yet (an
// account needs its own password): they can be scheduled before they join, and
// accepting the invitation signs that row up. A person without e-mail is not invited. A
// preview reports every row's problems; the import writes all or nothing.

const (
	// MaxStaffImportBytes bounds the file: it travels inside a GraphQL request.
	MaxStaffImportBytes = 256 << 10
	// MaxStaffImportRows bounds the people of one file.
	MaxStaffImportRows = 1000
)

// StaffImportRow is one line of the file as understood, with its problems.
type StaffImportRow struct {
	Line      int // in the file, the header being line 1
	Name      string
	Email     string
	Role      domain.Role
	Positions []string // the primary first
	Locations []string
	RuleSet   string
	Problems  []string // sentences; none when the row can be imported

	positionIDs, locationIDs []int64
	ruleSetID                int64 // 0: the default
}

// StaffImport is a file's rows and, after an import, the invitations sent.
type StaffImport struct {
	Rows        []StaffImportRow
	Invitations []domain.Invitation
}

// ProblemCount counts the rows with problems.
func (si *StaffImport) ProblemCount() int {
	n := 0
	for _, r := range si.Rows {
		if len(r.Problems) > 0 {
			n++
		}
	}
	return n
}

var importColumns = map[string]string{
	"name": "name", "email": "email", "role": "role", "positions": "positions", "position": "positions",
	"locations": "locations", "location": "locations", "ruleset": "ruleset",
}

// PreviewStaffImport reads the file and reports each row with its problems; it writes
// nothing. Managers only. Errors: Forbidden, Invalid (the file as a whole: too big, too
// many rows, no header, unknown or missing columns, no rows).
func (s *Service) PreviewStaffImport(ctx context.Context, actor *domain.User, file string) (*StaffImport, error) {
	if err := allowStaffImport(actor); err != nil {
		return nil, err
	}
	rows, err := parseStaffCSV(file)
	if err != nil {
		return nil, err
	}
	if err := checkStaffRows(ctx, s.store.Q(), rows); err != nil {
		return nil, err
	}
	if err := mayImportRows(ctx, s.store.Q(), actor, rows); err != nil {
		return nil, err
	}
	return &StaffImport{Rows: rows}, nil
}

// ImportStaff checks the file as the preview does and, when no row has a problem,
// invites every person in one transaction with a fixed number of statements, sending the
// invitations by e-mail through the outbox. An address with a pending invitation gets a
// fresh one. Managers only. Errors: Forbidden, Invalid (as the preview, and when any row
// has a problem: then nothing is written and the rows are returned with their problems).
func (s *Service) ImportStaff(ctx context.Context, actor *domain.User, file string) (*StaffImport, error) {
	if err := allowStaffImport(actor); err != nil {
		return nil, err
	}
	rows, err := parseStaffCSV(file)
	if err != nil {
		return nil, err
	}
	out := &StaffImport{}
	err = s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		// A retried transaction starts again from the parsed rows.
		out.Rows = make([]StaffImportRow, len(rows))
		for i, r := range rows {
			r.Problems = slices.Clone(r.Problems)
			out.Rows[i] = r
		}
		if err := checkStaffRows(ctx, q.Q, out.Rows); err != nil {
			return err
		}
		if err := mayImportRows(ctx, q.Q, actor, out.Rows); err != nil {
			return err
		}
		if n := out.ProblemCount(); n > 0 {
			return errImportProblems(out.Rows, n)
		}
		out.Invitations, err = s.inviteImported(ctx, q, out.Rows)
		return err
	})
	return out, err
}

// mayImportRows refuses a manager limited to some locations a file that invites a
// manager, or gives someone a location not theirs: nobody they invite reaches further than
// they do (reach.go).
func mayImportRows(ctx context.Context, q store.Q, actor *domain.User, rows []StaffImportRow) error {
	m, err := permission.ManagerScope(ctx, q, actor)
	if err != nil || !m.Limited() {
		return err
	}
	for _, r := range rows {
		if r.Role == domain.RoleManager {
			return domain.Errorf(domain.Forbidden, "Only a manager of every location may invite managers (line %d).", r.Line)
		}
		for i, l := range r.locationIDs {
			if m.Locations[l] {
				continue
			}
			if len(r.locationIDs) != len(r.Locations) { // an unknown name too: the ids do not line up with the names
				return domain.Errorf(domain.Forbidden, "You manage only some locations, and may invite people only to those (line %d).", r.Line)
			}
			return domain.Errorf(domain.Forbidden, "You manage only some locations, and may invite people only to those (line %d: %s).",
				r.Line, r.Locations[i])
		}
	}
	return nil
}

func allowStaffImport(actor *domain.User) error {
	if err := actor.Allow(domain.ScopeStaffWrite); err != nil {
		return err
	}
	return permission.RequireManager(actor)
}

// errImportProblems names the first problems, for callers that only show the error.
func errImportProblems(rows []StaffImportRow, n int) error {
	var first []string
	for _, r := range rows {
		if len(r.Problems) > 0 && len(first) < 3 {
			first = append(first, fmt.Sprintf("line %d: %s", r.Line, strings.Join(r.Problems, " ")))
		}
	}
	if n == 1 {
		return domain.Errorf(domain.Invalid, "Nothing was imported: 1 row has problems (%s).", strings.Join(first, "; "))
	}
	return domain.Errorf(domain.Invalid, "Nothing was imported: %d rows have problems (%s).", n, strings.Join(first, "; "))
}

// inviteImported makes every person a row, not signed up yet, with their positions,
// locations and rule set, invites those with an address, and writes the e-mails, audit
// entries and one webhook event: three statements whatever the number of people.
func (s *Service) inviteImported(ctx context.Context, q *change.Tx, rows []StaffImportRow) ([]domain.Invitation, error) {
	people := make([]store.ImportedPerson, len(rows))
	byEmail := make(map[string]*StaffImportRow, len(rows))
	for i, r := range rows {
		people[i] = store.ImportedPerson{Email: r.Email, Name: r.Name, Role: r.Role,
			PositionIDs: r.positionIDs, LocationIDs: r.locationIDs, RuleSetID: r.ruleSetID}
		byEmail[strings.ToLower(r.Email)] = &rows[i]
	}
	invs, err := s.invitePeople(ctx, q, people, func(inv *domain.Invitation) change.Audit {
		r := byEmail[strings.ToLower(inv.Email)]
		return change.Audit{Action: "invitation.send", Object: "invitation", ID: inv.ID,
			Say:   change.Say("AuditInvitedFromCSV", map[string]any{"Email": r.Email, "Role": roleWord(r.Role)}),
			After: map[string]any{"email": r.Email, "name": r.Name, "role": r.Role, "positions": r.Positions, "locations": r.Locations, "user": inv.UserID}}
	})
	if err != nil {
		return nil, err
	}
	q.Emit(domain.EventWorkplaceChanged, map[string]any{"object": "staff_import", "change": "create", "people": len(rows), "invited": len(invs)})
	return invs, nil
}

// parseStaffCSV reads the file into rows, each with the problems it has by itself.
func parseStaffCSV(file string) ([]StaffImportRow, error) {
	if len(file) > MaxStaffImportBytes {
		return nil, domain.Errorf(domain.Invalid, "The file is too big: at most %d KB.", MaxStaffImportBytes>>10)
	}
	// Excel writes a UTF-8 byte order mark first.
	file = strings.TrimPrefix(file, "\uFEFF")
	r := csv.NewReader(strings.NewReader(file))
	r.FieldsPerRecord = -1 // a line with too few or many fields is that row's problem
	header, err := r.Read()
	if errors.Is(err, io.EOF) {
		return nil, domain.Errorf(domain.Invalid, "The file is empty: its first line names the columns (name, e-mail, role, positions, locations, rule set).")
	}
	if err != nil {
		return nil, domain.Errorf(domain.Invalid, "The first line cannot be read as CSV: %s.", csvReason(err))
	}
	cols, err := staffColumns(header)
	if err != nil {
		return nil, err
	}
	var rows []StaffImportRow
	for {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if len(rows) == MaxStaffImportRows {
			return nil, domain.Errorf(domain.Invalid, "The file has more than %d people: split it into several files.", MaxStaffImportRows)
		}
		row := StaffImportRow{Role: domain.RoleEmployee}
		var perr *csv.ParseError
		switch {
		case errors.As(err, &perr):
			row.Line = perr.StartLine
			row.Problems = []string{"This line is not valid CSV: " + csvReason(err) + "."}
		case err != nil:
			return nil, err
		default:
			row.Line, _ = r.FieldPos(0)
			staffRow(&row, rec, cols, len(header))
		}
		rows = append(rows, row)
	}
	if len(rows) == 0 {
		return nil, domain.Errorf(domain.Invalid, "The file has no people: add a line for each under the header.")
	}
	return rows, nil
}

// csvReason is the reader's complaint without its position (the row says where).
func csvReason(err error) string {
	var perr *csv.ParseError
	if errors.As(err, &perr) {
		err = perr.Err
	}
	switch {
	case errors.Is(err, csv.ErrQuote), errors.Is(err, csv.ErrBareQuote):
		return "a quote is out of place (a field with quotes must be wholly quoted, its quotes doubled)"
	case errors.Is(err, csv.ErrFieldCount):
		return "it has the wrong number of fields"
	}
	return err.Error()
}

// staffColumns maps each column the file has to its field index; name and e-mail are
// required, an unknown column is refused (a typo would otherwise drop data silently).
func staffColumns(header []string) (map[string]int, error) {
	cols := map[string]int{}
	for i, h := range header {
		key := strings.Map(func(r rune) rune {
			if r == ' ' || r == '-' || r == '_' {
				return -1
			}
			return r
		}, strings.ToLower(strings.TrimSpace(h)))
		col, ok := importColumns[key]
		if !ok {
			return nil, domain.Errorf(domain.Invalid, "The column %q is unknown: the columns are name, e-mail, role, positions, locations and rule set.", h)
		}
		if _, twice := cols[col]; twice {
			return nil, domain.Errorf(domain.Invalid, "The column %q is there twice.", h)
		}
		cols[col] = i
	}
	for _, need := range []string{"name", "email"} {
		if _, ok := cols[need]; !ok {
			return nil, domain.Errorf(domain.Invalid, "The file needs a column %q (the first line names the columns).", map[string]string{"name": "name", "email": "e-mail"}[need])
		}
	}
	return cols, nil
}

// staffRow fills row from one record with the problems it has by itself.
func staffRow(row *StaffImportRow, rec []string, cols map[string]int, width int) {
	if len(rec) != width {
		row.Problems = append(row.Problems, fmt.Sprintf("This line has %d fields; the header has %d.", len(rec), width))
		return
	}
	field := func(col string) string {
		if i, ok := cols[col]; ok {
			return strings.TrimSpace(rec[i])
		}
		return ""
	}
	var err error
	if row.Name, err = normalizeName(field("name")); err != nil {
		row.Name = field("name")
		row.Problems = append(row.Problems, err.Error())
	}
	// No e-mail: the person is scheduled and paid, not invited (a manager may add an
	// address and invite them later).
	row.Email = field("email")
	if row.Email != "" {
		if _, err := normalizeEmail(row.Email); err != nil {
			row.Problems = append(row.Problems, fmt.Sprintf("%q is not a valid e-mail address.", row.Email))
		}
	}
	switch role := strings.ToLower(field("role")); role {
	case "", "employee":
	case "manager":
		row.Role = domain.RoleManager
	default:
		row.Problems = append(row.Problems, fmt.Sprintf("The role %q is neither employee nor manager.", field("role")))
	}
	row.Positions, row.Locations = splitNames(field("positions")), splitNames(field("locations"))
	row.RuleSet = field("ruleset")
}

// splitNames splits a cell of names on ';' and '|', dropping empty and repeated ones.
func splitNames(cell string) []string {
	out := []string{}
	seen := map[string]bool{}
	for _, n := range strings.FieldsFunc(cell, func(r rune) bool { return r == ';' || r == '|' }) {
		n = strings.TrimSpace(n)
		if k := strings.ToLower(n); n != "" && !seen[k] {
			seen[k] = true
			out = append(out, n)
		}
	}
	return out
}

// checkStaffRows adds the problems that need the database: unknown positions and
// locations and rule sets, addresses repeated in the file or belonging to someone. Two
// statements whatever the number of rows, three when a row names a rule set.
func checkStaffRows(ctx context.Context, q store.Q, rows []StaffImportRow) error {
	ps, ls, _, err := q.Structure(ctx)
	if err != nil {
		return err
	}
	positions, locations := liveNames(ps, nil), liveNames(nil, ls)
	// Most files name no rule set: only those pay for the look-up.
	var ruleSets map[string]int64
	if slices.ContainsFunc(rows, func(r StaffImportRow) bool { return strings.TrimSpace(r.RuleSet) != "" }) {
		if ruleSets, err = q.RuleSetNames(ctx); err != nil {
			return err
		}
	}
	var emails []string
	for _, r := range rows {
		emails = append(emails, r.Email)
	}
	used, err := q.EmailsInUse(ctx, emails)
	if err != nil {
		return err
	}
	firstLine := map[string]int{}
	for i := range rows {
		r := &rows[i]
		r.positionIDs = resolveNames(r, r.Positions, positions, "position")
		r.locationIDs = resolveNames(r, r.Locations, locations, "location")
		r.ruleSetID = resolveImportRuleSet(r, ruleSets)
		key := strings.ToLower(r.Email)
		if key == "" {
			continue
		}
		if used[key] {
			r.Problems = append(r.Problems, r.Email+" already has an account.")
		}
		if line, ok := firstLine[key]; ok {
			r.Problems = append(r.Problems, fmt.Sprintf("The e-mail %s is also on line %d.", r.Email, line))
		} else {
			firstLine[key] = r.Line
		}
	}
	return nil
}

// resolveImportRuleSet returns the id of the row's rule set (0 when the cell is empty:
// the default), adding a problem when no rule set has the name.
func resolveImportRuleSet(r *StaffImportRow, known map[string]int64) int64 {
	name := strings.TrimSpace(r.RuleSet)
	if name == "" {
		return 0
	}
	id, ok := known[strings.ToLower(name)]
	if !ok {
		r.Problems = append(r.Problems, fmt.Sprintf("There is no rule set named %q.", name))
	}
	return id
}

// liveNames maps the lower-cased names of the positions or locations in use to ids.
func liveNames(ps []domain.Position, ls []domain.Location) map[string]int64 {
	out := map[string]int64{}
	for _, p := range ps {
		if p.ArchivedAt == nil {
			out[strings.ToLower(strings.TrimSpace(p.Name))] = p.ID
		}
	}
	for _, l := range ls {
		if l.ArchivedAt == nil {
			out[strings.ToLower(strings.TrimSpace(l.Name))] = l.ID
		}
	}
	return out
}

// resolveNames returns the ids of names, adding a problem for each unknown one.
func resolveNames(r *StaffImportRow, names []string, known map[string]int64, what string) []int64 {
	var ids []int64
	for _, n := range names {
		id, ok := known[strings.ToLower(n)]
		if !ok {
			r.Problems = append(r.Problems, fmt.Sprintf("There is no %s named %q.", what, n))
			continue
		}
		ids = append(ids, id)
	}
	return ids
}
