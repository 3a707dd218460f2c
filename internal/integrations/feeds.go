package integrations

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"net/url"
	"strings"
	"time"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/i18n"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/session"
	"github.com/shiftsched/shiftsched/internal/store"
)

// Private calendar feeds: a secret URL per person (and per manager for the whole
// workplace) that calendar apps poll without signing in.

const (
	feedWeeksBack  = 8
	feedWeeksAhead = 26
)

var errFeedNotFound = domain.Errorf(domain.NotFound, "Not found")

// CalendarFeedStatus is one of the actor's feeds that is on; the URL itself is shown
// only when it is made (only its hash is kept).
type CalendarFeedStatus struct {
	Scope     domain.FeedScope
	CreatedAt time.Time
}

// EnableCalendarFeed turns on the actor's feed of the scope, or rotates it (the old URL
// stops working), and returns its URL. Any signed-in user for their own shifts; managers
// for the workplace. Errors: Forbidden, Invalid (unknown scope).
func (s *Service) EnableCalendarFeed(ctx context.Context, actor *domain.User, scope domain.FeedScope) (string, error) {
	if err := actor.RequireSession(); err != nil {
		return "", err
	}
	if !scope.Valid() {
		return "", domain.Errorf(domain.Invalid, "Unknown feed")
	}
	if scope == domain.FeedWorkplace {
		if err := permission.RequireManager(actor); err != nil {
			return "", err
		}
	}
	token, hash := session.NewLinkSecret() // 32 random bytes, stored hashed
	err := s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		q.Audit(change.Audit{Action: "calendar_feed.enable", Object: "user", ID: actor.ID, Say: change.Say("AuditTurnedOnFeed", map[string]any{"Feed": feedWord(scope)})})
		return q.SetCalendarFeed(ctx, actor.ID, scope, hash, s.Now())
	})
	if err != nil {
		return "", err
	}
	return strings.TrimRight(s.appURL, "/") + "/calendar/" + token + ".ics", nil
}

// RevokeCalendarFeeds turns feeds off; their URLs answer 404 at once. userID 0 or the
// actor's own id revokes the actor's feed of the scope; managers may revoke every feed
// of anyone they manage (scope ignored). Errors: Forbidden.
func (s *Service) RevokeCalendarFeeds(ctx context.Context, actor *domain.User, userID int64, scope domain.FeedScope) error {
	if err := actor.RequireSession(); err != nil {
		return err
	}
	scopes := []domain.FeedScope{scope}
	if userID == 0 || userID == actor.ID {
		userID = actor.ID
	} else if err := permission.RequireManager(actor); err != nil {
		return err
	} else {
		scopes = []domain.FeedScope{domain.FeedOwn, domain.FeedWorkplace}
	}
	return s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		if err := permission.MayManagePerson(ctx, q.Q, actor, userID); err != nil {
			return err
		}
		q.Audit(change.Audit{Action: "calendar_feed.revoke", Object: "user", ID: userID, Say: change.Say("AuditTurnedOffFeeds", nil),
			After: map[string]any{"scopes": scopes}})
		_, err := q.DeleteCalendarFeeds(ctx, userID, scopes)
		return err
	})
}

// CalendarFeeds returns which of the actor's feeds are on. Any signed-in user.
func (s *Service) CalendarFeeds(ctx context.Context, actor *domain.User) ([]CalendarFeedStatus, error) {
	if err := actor.RequireSession(); err != nil {
		return nil, err
	}
	feeds, err := s.store.Q().CalendarFeeds(ctx, actor.ID)
	if err != nil {
		return nil, err
	}
	out := make([]CalendarFeedStatus, len(feeds))
	for i, f := range feeds {
		out[i] = CalendarFeedStatus{Scope: f.Scope, CreatedAt: f.CreatedAt}
	}
	return out, nil
}

// Feed is a rendered calendar feed.
type Feed struct {
	Body         []byte
	ETag         string
	LastModified time.Time
}

// CalendarFeed renders the feed a secret names (the path segment after /calendar/,
// with or without ".ics"). Public: the secret is the authority. Every token, well
// formed or not, costs one hash and one indexed lookup, so a miss says nothing about
// why. Errors: NotFound (unknown, revoked, or of a deleted user, or a workplace feed
// of someone no longer a manager).
func (s *Service) CalendarFeed(ctx context.Context, token string) (*Feed, error) {
	if s.renderCalendar == nil {
		return nil, domain.Errorf(domain.Unavailable, "Calendar feeds are not served here.")
	}
	token = strings.TrimSuffix(token, ".ics")
	f, err := s.store.Q().CalendarFeedByTokenHash(ctx, session.HashLinkSecret(token))
	if err != nil {
		return nil, err
	}
	if f.Scope == domain.FeedWorkplace && f.Role != domain.RoleManager {
		return nil, errFeedNotFound
	}
	today := s.Today()
	from, to := today.AddDays(-7*feedWeeksBack), today.AddDays(7*feedWeeksAhead)
	items, err := s.feedItems(ctx, f, from, to)
	if err != nil {
		return nil, err
	}
	// DTSTAMP is when the feed was turned on, not the time of the request, so that an
	// unchanged feed renders the same bytes and keeps its ETag.
	items.Zone, items.Host, items.From, items.To, items.Stamp = s.Zone().Location(), s.feedHost(), from, to, f.CreatedAt
	body := s.renderCalendar(items)
	sum := sha256.Sum256([]byte(body))
	etag := `"` + hex.EncodeToString(sum[:16]) + `"`
	modified := f.ModifiedAt
	if etag != f.ETag {
		// The first render, or changed since the last: Last-Modified moves to now.
		modified = s.Now().Truncate(time.Second)
		if err := s.store.Q().TouchCalendarFeed(ctx, f.UserID, f.Scope, etag, modified); err != nil {
			return nil, err
		}
	}
	return &Feed{Body: []byte(body), ETag: etag, LastModified: modified}, nil
}

// feedItems loads what a feed shows between two dates.
func (s *Service) feedItems(ctx context.Context, f *domain.CalendarFeed, from, to domain.Date) (domain.FeedContent, error) {
	q := s.store.Q()
	it := domain.FeedContent{Lang: f.Language}
	var err error
	var who *int64
	if f.Scope == domain.FeedOwn {
		who = &f.UserID
		it.Name = i18n.For(f.Language, nil).T("FeedOwnName", nil)
	} else {
		it.Name, it.Named = i18n.For(f.Language, nil).T("FeedWorkplaceName", nil), true
	}
	if it.Shifts, err = q.ShiftsBetween(ctx, from, to, who); err != nil {
		return it, err
	}
	if err := feedStructure(ctx, q, &it); err != nil {
		return it, err
	}
	off, err := q.TimeOffBetween(ctx, from, to, domain.TimeOffApproved)
	if err != nil {
		return it, err
	}
	for _, r := range off {
		if who == nil || r.UserID == *who {
			it.TimeOff = append(it.TimeOff, r)
		}
	}
	it.Events, err = q.EventsBetween(ctx, from, to)
	return it, err
}

// feedStructure names the positions and locations of a feed's shifts, read in one
// statement and only when a shift has one.
func feedStructure(ctx context.Context, q store.Q, it *domain.FeedContent) error {
	needed := false
	for i := range it.Shifts {
		needed = needed || it.Shifts[i].PositionID != nil || it.Shifts[i].LocationID != nil
	}
	if !needed {
		return nil
	}
	ps, ls, _, err := q.Structure(ctx)
	if err != nil {
		return err
	}
	it.Positions = make(map[int64]string, len(ps))
	for _, p := range ps {
		it.Positions[p.ID] = p.Name
	}
	it.Locations = make(map[int64]domain.Location, len(ls))
	for _, l := range ls {
		it.Locations[l.ID] = l
	}
	return nil
}

// feedWord names a calendar feed in an audit sentence.
func feedWord(f domain.FeedScope) change.Word {
	if f == domain.FeedWorkplace {
		return change.Word{Key: "AuditFeedWorkplace"}
	}
	return change.Word{Key: "AuditFeedOwn"}
}

// feedHost names this installation in UIDs.
func (s *Service) feedHost() string {
	if u, err := url.Parse(s.appURL); err == nil && u.Hostname() != "" {
		return u.Hostname()
	}
	return "shiftsched"
}
