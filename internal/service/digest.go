package service

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"html/template"
	"sort"
	"strings"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/mail"
	"github.com/shiftsched/shiftsched/internal/store"
)

// Daily digests. notify queues an item for each person who wants a kind in their digest;
// once a day, at the person's digest time in the workplace time zone, a worker turns
// their waiting items into one e-mail in the outbox. The person's digest row is locked
// (FOR UPDATE SKIP LOCKED) and marked sent in the transaction that takes the items and
// writes the e-mail, so racing workers on several instances send it once.

// kindDigest names, in unsubscribe links, "every kind I get in my digest".
const kindDigest domain.NotificationKind = "digest"

// SendDueDigests queues the digest of everyone whose digest is due. Every instance's
// outbox worker calls it.
func (s *Service) SendDueDigests(ctx context.Context) error {
	for {
		ok, err := s.SendNextDigest(ctx)
		if err != nil || !ok {
			return err
		}
	}
}

// SendNextDigest queues the digest of one person whose digest is due, and reports
// whether there was one.
func (s *Service) SendNextDigest(ctx context.Context) (bool, error) {
	local := s.now().In(s.workplace)
	today := domain.DateOf(local)
	minute := domain.TimeOfDay(local.Hour()*60 + local.Minute())
	claimed := false
	err := s.store.InTx(ctx, func(q store.Q) error {
		set, err := q.Settings(ctx)
		if err != nil {
			return err
		}
		u, err := q.ClaimDueDigest(ctx, today, minute, set.DigestTime)
		if err != nil || u == nil {
			return err
		}
		claimed = true
		items, err := q.TakeDigestItems(ctx, u.ID, today)
		if err != nil || len(items) == 0 || u.DeletedAt != nil {
			return err // a deleted person's items are dropped unsent
		}
		m, err := s.digestEmail(ctx, q, u, today, items)
		if err != nil {
			return err
		}
		p, err := json.Marshal(m)
		if err != nil {
			return err
		}
		return q.InsertOutbox(ctx, domain.OutboxEmail, [][]byte{p}, s.now())
	})
	return claimed, err
}

var digestHTML = template.Must(template.New("digest").Parse(`<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5">
<p>Hello {{.Name}},</p>
<p>Here is what happened in Shiftsched since your last digest:</p>
<ul>
{{range .Items}}<li>{{.Message}} <a href="{{.Link}}">Open</a></li>
{{end}}</ul>
<hr>
<p style="font-size: 0.85em; color: #555">You get this daily digest at {{.Time}} ({{.Zone}}).
{{range .Kinds}}<a href="{{.Unsubscribe}}">Stop e-mails for {{.Label}}</a> ·
{{end}}<a href="{{.Settings}}">Change your notification settings</a></p>
</body></html>
`))

type digestLine struct{ Message, Link string }
type digestKind struct{ Label, Unsubscribe string }

// digestEmail renders one person's digest of items.
func (s *Service) digestEmail(ctx context.Context, q store.Q, u *domain.User, day domain.Date, items []domain.DigestItem) (mail.Message, error) {
	sort.Slice(items, func(i, j int) bool { return items[i].ID < items[j].ID })
	base := strings.TrimRight(s.appURL, "/")
	v := struct {
		Name, Time, Zone, Settings string
		Items                      []digestLine
		Kinds                      []digestKind
	}{Name: domain.OneLine(u.Name), Zone: s.workplace.String(), Settings: base + "/profile"}
	t, err := s.digestTime(ctx, q, u.ID)
	if err != nil {
		return mail.Message{}, err
	}
	v.Time = t.String()
	seen := map[domain.NotificationKind]bool{}
	for _, it := range items {
		v.Items = append(v.Items, digestLine{domain.OneLine(it.Message), base + it.Link})
		if !seen[it.Kind] {
			seen[it.Kind] = true
			v.Kinds = append(v.Kinds, digestKind{kindLabels[it.Kind], base + "/unsubscribe/" + s.unsubscribeToken(u.ID, it.Kind)})
		}
	}
	var h bytes.Buffer
	if err := digestHTML.Execute(&h, v); err != nil {
		return mail.Message{}, err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Hello %s,\n\nHere is what happened in Shiftsched since your last digest:\n\n", v.Name)
	for _, l := range v.Items {
		fmt.Fprintf(&b, "- %s\n  %s\n", l.Message, l.Link)
	}
	fmt.Fprintf(&b, "\n-- \nYou get this daily digest at %s (%s).\n", v.Time, v.Zone)
	for _, k := range v.Kinds {
		fmt.Fprintf(&b, "Stop e-mails for %s: %s\n", k.Label, k.Unsubscribe)
	}
	fmt.Fprintf(&b, "Change your notification settings: %s\n", v.Settings)
	n := "1 update"
	if len(items) != 1 {
		n = fmt.Sprintf("%d updates", len(items))
	}
	return mail.Message{To: u.Email, Subject: fmt.Sprintf("Shiftsched daily digest, %s: %s", day.ShortLabel(), n),
		Body: b.String(), HTML: h.String(),
		Unsubscribe: base + "/unsubscribe/" + s.unsubscribeToken(u.ID, kindDigest)}, nil
}

// digestTime is when the user's digest goes out: their choice or the workplace default.
func (s *Service) digestTime(ctx context.Context, q store.Q, userID int64) (domain.TimeOfDay, error) {
	t, err := q.DigestTime(ctx, userID)
	if err != nil || t != nil {
		if t == nil {
			return 0, err
		}
		return *t, nil
	}
	set, err := q.Settings(ctx)
	return set.DigestTime, err
}

// DigestSettings is when a person's daily digest goes out.
type DigestSettings struct {
	Time      domain.TimeOfDay
	IsDefault bool
	TimeZone  string
}

// DigestSettings returns when the actor's digest goes out. Any signed-in user, for
// themself.
func (s *Service) DigestSettings(ctx context.Context, actor *domain.User) (*DigestSettings, error) {
	if err := actor.RequireSession(); err != nil {
		return nil, err
	}
	q := s.store.Q()
	chosen, err := q.DigestTime(ctx, actor.ID)
	if err != nil {
		return nil, err
	}
	t, err := s.digestTime(ctx, q, actor.ID)
	if err != nil {
		return nil, err
	}
	return &DigestSettings{Time: t, IsDefault: chosen == nil, TimeZone: s.workplace.String()}, nil
}

// SetDigestTime sets when the actor's digest goes out; nil goes back to the workplace
// default. Any signed-in user, for themself. A digest already sent today is not sent
// again today, whatever the new time.
func (s *Service) SetDigestTime(ctx context.Context, actor *domain.User, t *domain.TimeOfDay) (*DigestSettings, error) {
	if err := actor.RequireSession(); err != nil {
		return nil, err
	}
	if t != nil && (*t < 0 || *t >= 24*60) {
		return nil, domain.Errorf(domain.Invalid, "The digest time must be between 00:00 and 23:59.")
	}
	err := s.change(ctx, actor, func(q *Tx) error {
		summary := "Turned the daily digest off"
		if t != nil {
			summary = "Set the daily digest time to " + t.String()
		}
		q.audit(Audit{Action: "notification.digest_time", Object: "user", ID: actor.ID, Summary: summary, After: t})
		return q.SetDigestTime(ctx, actor.ID, t)
	})
	if err != nil {
		return nil, err
	}
	return s.DigestSettings(ctx, actor)
}
