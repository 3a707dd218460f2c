package audittrail

import (
	"context"
	"encoding/base64"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/i18n"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/store"
)

// MaxAuditPage is the most entries one page of the audit trail holds.
const MaxAuditPage = 100

// AuditPage is one page of the audit trail, newest first.
type AuditPage struct {
	Entries   []domain.AuditEntry
	EndCursor string // pass as after for the next page; "" when there is none
	HasMore   bool
}

var errBadCursor = domain.Errorf(domain.Invalid, "The page cursor is not valid.")

// AuditLog returns, in the reader's language lang, a page of the audit trail matching f (person, action or area, days
// in the workplace's time zone), newest first: first entries (default 50, at most
// MaxAuditPage) after the cursor of the previous page, without rates and pay in the
// before and after of a reader who may not see them (permission.SeesPay: an API token without
// staff:read). The trail tells of every person and location, so it is for managers of
// every location. Errors: Forbidden, Invalid (bad cursor, range backwards, bad action).
func (s *Service) AuditLog(ctx context.Context, actor *domain.User, f domain.AuditFilter, lang string, first int, after string) (*AuditPage, error) {
	if err := permission.RequireManager(actor); err != nil {
		return nil, err
	}
	if err := actor.Allow(domain.ScopeAuditRead); err != nil {
		return nil, err
	}
	if err := permission.RequireEveryLocation(ctx, s.store.Q(), actor, "read the audit trail, which tells of every location"); err != nil {
		return nil, err
	}
	if first <= 0 {
		first = 50
	}
	first = min(first, MaxAuditPage)
	if !f.From.IsZero() && !f.To.IsZero() && f.To.Before(f.From) {
		return nil, domain.Errorf(domain.Invalid, "The end date must not be before the start date.")
	}
	if len(f.Action) > 60 || !validAction(f.Action) {
		return nil, domain.Errorf(domain.Invalid, "Unknown kind of change.")
	}
	var from, to time.Time
	if !f.From.IsZero() {
		from = s.zone.Midnight(f.From)
	}
	if !f.To.IsZero() {
		to = s.zone.Midnight(f.To.AddDays(1))
	}
	var cur *store.AuditCursor
	if after != "" {
		c, err := parseAuditCursor(after)
		if err != nil {
			return nil, err
		}
		cur = c
	}
	q := s.store.Q()
	pay, err := permission.SeesPay(ctx, q, actor)
	if err != nil {
		return nil, err
	}
	es, err := q.AuditPage(ctx, f, from, to, cur, first+1)
	if err != nil {
		return nil, err
	}
	if !pay {
		for i := range es {
			es[i].Before, es[i].After = permission.WithoutPay(es[i].Before), permission.WithoutPay(es[i].After)
		}
	}
	p := &AuditPage{Entries: es, HasMore: len(es) > first}
	if p.HasMore {
		p.Entries = es[:first]
	}
	reader := i18n.ForPerson(&lang, actor.Clock)
	for i := range p.Entries {
		p.Entries[i].Summary = sentenceIn(reader, p.Entries[i])
	}
	if n := len(p.Entries); n > 0 && p.HasMore {
		last := p.Entries[n-1]
		p.EndCursor = base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf("%d:%d", last.At.UnixMicro(), last.ID)))
	}
	return p, nil
}

// validAction reports whether a is made of lower-case letters and "_", with at most one
// "." (LIKE's "%" never reaches the query; "_" there only matches itself or one letter).
func validAction(a string) bool {
	for _, r := range a {
		if !(r >= 'a' && r <= 'z' || r == '_' || r == '.') {
			return false
		}
	}
	return strings.Count(a, ".") <= 1
}

func parseAuditCursor(s string) (*store.AuditCursor, error) {
	b, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil {
		return nil, errBadCursor
	}
	at, id, ok := strings.Cut(string(b), ":")
	micros, err1 := strconv.ParseInt(at, 10, 64)
	n, err2 := strconv.ParseInt(id, 10, 64)
	if !ok || err1 != nil || err2 != nil {
		return nil, errBadCursor
	}
	return &store.AuditCursor{At: time.UnixMicro(micros), ID: n}, nil
}
