package service

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"html/template"
	"strconv"
	"strings"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/mail"
)

// notice is one notification to record: what it is about, its text, and the client
// route it points to.
type notice struct {
	kind    domain.NotificationKind
	message string
	link    string
}

// notify records the notice for each user in the change's transaction, and in the same
// transaction queues the e-mail to those who want this kind by e-mail now, and the item
// of the next digest to those who want it in their digest. It is the one way
// notifications are written, so no change can record one and forget its e-mail.
func (q *Tx) notify(userIDs []int64, n notice) error {
	ctx, s := q.ctx, q.s
	if len(userIDs) == 0 {
		return nil
	}
	if err := q.InsertNotifications(ctx, userIDs, n.message, n.link); err != nil {
		return err
	}
	q.notified = append(q.notified, userIDs...)
	to, err := q.NotifyRecipients(ctx, userIDs, n.kind, domain.DefaultDelivery(n.kind))
	if err != nil || len(to) == 0 {
		return err
	}
	var payloads [][]byte
	var digest []int64
	for i := range to {
		if to[i].Delivery == domain.DeliverDigest {
			digest = append(digest, to[i].ID)
			continue
		}
		m, err := s.notificationEmail(&to[i].User, n)
		if err != nil {
			return err
		}
		p, err := json.Marshal(m)
		if err != nil {
			return err
		}
		payloads = append(payloads, p)
	}
	if err := q.InsertDigestItems(ctx, digest, n.kind, n.message, n.link, s.now()); err != nil {
		return err
	}
	return q.InsertOutbox(ctx, domain.OutboxEmail, payloads, s.now())
}

// kindLabels name each kind in e-mails and on the profile screen.
var kindLabels = map[domain.NotificationKind]string{
	domain.KindSchedule:        "schedule published or changed",
	domain.KindSwapRequest:     "swap requests",
	domain.KindSwapDecision:    "swap decisions",
	domain.KindTimeOffRequest:  "time-off requests",
	domain.KindTimeOffDecision: "time-off decisions",
	domain.KindOpenShift:       "open shifts",
	domain.KindAccount:         "account messages",
	kindDigest:                 "your daily digest",
}

var emailHTML = template.Must(template.New("email").Parse(`<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5">
<p>Hello {{.Name}},</p>
<p>{{.Message}}</p>
<p><a href="{{.Link}}">Open Shiftsched</a></p>
<hr>
<p style="font-size: 0.85em; color: #555">You get this e-mail for {{.Label}}.
<a href="{{.Unsubscribe}}">Unsubscribe from these e-mails</a> or
<a href="{{.Settings}}">change your notification settings</a>.</p>
</body></html>
`))

// notificationEmail renders the e-mail of a notice for one person.
func (s *Service) notificationEmail(u *domain.User, n notice) (mail.Message, error) {
	base := strings.TrimRight(s.appURL, "/")
	v := struct{ Name, Message, Link, Label, Unsubscribe, Settings string }{
		// One line each: names in them may predate the check on control characters.
		Name: domain.OneLine(u.Name), Message: domain.OneLine(n.message), Link: base + n.link, Label: kindLabels[n.kind],
		Unsubscribe: base + "/unsubscribe/" + s.unsubscribeToken(u.ID, n.kind),
		Settings:    base + "/profile",
	}
	var h bytes.Buffer
	if err := emailHTML.Execute(&h, v); err != nil {
		return mail.Message{}, err
	}
	text := fmt.Sprintf("Hello %s,\n\n%s\n\nOpen Shiftsched: %s\n\n-- \nYou get this e-mail for %s.\nUnsubscribe from these e-mails: %s\nChange your notification settings: %s\n",
		v.Name, v.Message, v.Link, v.Label, v.Unsubscribe, v.Settings)
	return mail.Message{To: u.Email, Subject: "Shiftsched: " + v.Message, Body: text, HTML: h.String(),
		Unsubscribe: v.Unsubscribe}, nil
}

// unsubscribeToken signs "this person stops e-mails of this kind": user id, kind and an
// HMAC under the server secret. It needs no sign-in and does not expire.
func (s *Service) unsubscribeToken(userID int64, kind domain.NotificationKind) string {
	payload := strconv.FormatInt(userID, 10) + "." + string(kind)
	return payload + "." + base64.RawURLEncoding.EncodeToString(s.unsubscribeMAC(payload))
}

func (s *Service) unsubscribeMAC(payload string) []byte {
	m := hmac.New(sha256.New, s.tokens.Secret)
	m.Write([]byte("unsubscribe\x00" + payload))
	return m.Sum(nil)
}

var errBadUnsubscribe = domain.Errorf(domain.NotFound, "This unsubscribe link is not valid")

// Unsubscribe turns off e-mail for the kind a signed unsubscribe token names (for
// kindDigest: every kind the person gets in their digest) and returns that kind. Anyone holding the token (no sign-in). Errors: NotFound (a token
// that is malformed, forged, or of a deleted user).
func (s *Service) Unsubscribe(ctx context.Context, token string) (domain.NotificationKind, error) {
	i := strings.LastIndexByte(token, '.')
	if i < 0 {
		return "", errBadUnsubscribe
	}
	payload := token[:i]
	mac, err := base64.RawURLEncoding.DecodeString(token[i+1:])
	if err != nil || !hmac.Equal(mac, s.unsubscribeMAC(payload)) {
		return "", errBadUnsubscribe
	}
	id, kind, _ := strings.Cut(payload, ".")
	userID, err := strconv.ParseInt(id, 10, 64)
	k := domain.NotificationKind(kind)
	if err != nil || (!k.Valid() && k != kindDigest) {
		return "", errBadUnsubscribe
	}
	u, err := s.store.Q().UserByID(ctx, userID)
	if domain.KindOf(err) == domain.NotFound || (err == nil && u.DeletedAt != nil) {
		return "", errBadUnsubscribe
	}
	if err != nil {
		return "", err
	}
	return k, s.change(ctx, u, func(q *Tx) error {
		if k == kindDigest {
			q.audit(Audit{Action: "notification.unsubscribe", Object: "user", ID: userID, Summary: "Unsubscribed from the daily digest"})
			return q.StopDigest(ctx, userID)
		}
		q.audit(Audit{Action: "notification.unsubscribe", Object: "user", ID: userID, Summary: "Unsubscribed from e-mails about " + kindLabels[k]})
		return q.SetNotificationPreference(ctx, userID, domain.NotificationPreference{Kind: k, Delivery: domain.DeliverInApp})
	})
}

// KindLabel names a notification kind for people.
func KindLabel(k domain.NotificationKind) string { return kindLabels[k] }

// NotificationPreferences returns how the actor gets each kind, defaults filled in, in
// the order of domain.NotificationKinds. Any signed-in user, for themself.
func (s *Service) NotificationPreferences(ctx context.Context, actor *domain.User) ([]domain.NotificationPreference, error) {
	if err := actor.RequireSession(); err != nil {
		return nil, err
	}
	chosen, err := s.store.Q().NotificationPreferences(ctx, actor.ID)
	if err != nil {
		return nil, err
	}
	by := map[domain.NotificationKind]domain.Delivery{}
	for _, p := range chosen {
		by[p.Kind] = p.Delivery
	}
	out := make([]domain.NotificationPreference, len(domain.NotificationKinds))
	for i, k := range domain.NotificationKinds {
		d, ok := by[k]
		if !ok {
			d = domain.DefaultDelivery(k)
		}
		out[i] = domain.NotificationPreference{Kind: k, Delivery: d}
	}
	return out, nil
}

// SetNotificationPreference records how the actor wants one kind delivered and returns
// every preference. Any signed-in user, for themself. Errors: Invalid (unknown kind or
// delivery).
func (s *Service) SetNotificationPreference(ctx context.Context, actor *domain.User, p domain.NotificationPreference) ([]domain.NotificationPreference, error) {
	if err := actor.RequireSession(); err != nil {
		return nil, err
	}
	if !p.Kind.Valid() || !p.Delivery.Valid() {
		return nil, domain.Errorf(domain.Invalid, "Unknown notification kind or delivery")
	}
	err := s.change(ctx, actor, func(q *Tx) error {
		q.audit(Audit{Action: "notification.set_preference", Object: "user", ID: actor.ID,
			Summary: "Set " + kindLabels[p.Kind] + " to " + string(p.Delivery), After: p})
		return q.SetNotificationPreference(ctx, actor.ID, p)
	})
	if err != nil {
		return nil, err
	}
	return s.NotificationPreferences(ctx, actor)
}

var invitationHTML = template.Must(template.New("invitation").Parse(`<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5">
<p>Hello,</p>
<p>{{.By}} invited you to join Shiftsched as {{.Role}}.</p>
<p><a href="{{.Link}}">Set your name and password</a> (the link works once, for 7 days).</p>
</body></html>
`))
