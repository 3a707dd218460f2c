package emails

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"html/template"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/mail"
)

// KindDigest names, in unsubscribe links, "every kind I get in my digest".
const KindDigest domain.NotificationKind = "digest"

// kindLabels name each kind in e-mails and on the profile screen.
var kindLabels = map[domain.NotificationKind]string{
	domain.KindSchedule:        "schedule published or changed",
	domain.KindSwapRequest:     "swap requests",
	domain.KindSwapDecision:    "swap decisions",
	domain.KindTimeOffRequest:  "time-off requests",
	domain.KindTimeOffDecision: "time-off decisions",
	domain.KindOpenShift:       "open shifts",
	domain.KindAccount:         "account messages",
	domain.KindAttendance:      "late and no-show alerts",
	KindDigest:                 "your daily digest",
}

// KindLabel names a notification kind for people.
func KindLabel(k domain.NotificationKind) string { return kindLabels[k] }

// Writer renders e-mails with links into one installation.
type Writer struct {
	AppURL    string         // base of every link
	Secret    []byte         // signs unsubscribe links (the server's JWT secret)
	Workplace *time.Location // names the digest's time zone
}

func (w Writer) base() string { return strings.TrimRight(w.AppURL, "/") }

var notificationHTML = template.Must(template.New("email").Parse(`<!doctype html>
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

// Notification renders the e-mail of one notification (of kind, with its message and
// the client route it points to) for u.
func (w Writer) Notification(u *domain.User, kind domain.NotificationKind, message, link string) (mail.Message, error) {
	base := w.base()
	v := struct{ Name, Message, Link, Label, Unsubscribe, Settings string }{
		// One line each: names in them may predate the check on control characters.
		Name: domain.OneLine(u.Name), Message: domain.OneLine(message), Link: base + link, Label: kindLabels[kind],
		Unsubscribe: base + "/unsubscribe/" + w.UnsubscribeToken(u.ID, kind),
		Settings:    base + "/profile",
	}
	var h bytes.Buffer
	if err := notificationHTML.Execute(&h, v); err != nil {
		return mail.Message{}, err
	}
	text := fmt.Sprintf("Hello %s,\n\n%s\n\nOpen Shiftsched: %s\n\n-- \nYou get this e-mail for %s.\nUnsubscribe from these e-mails: %s\nChange your notification settings: %s\n",
		v.Name, v.Message, v.Link, v.Label, v.Unsubscribe, v.Settings)
	return mail.Message{To: u.Email, Subject: "Shiftsched: " + v.Message, Body: text, HTML: h.String(),
		Unsubscribe: v.Unsubscribe}, nil
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

type digestView struct {
	Name, Time, Zone, Settings string
	Items                      []digestLine
	Kinds                      []digestKind
}

// Digest renders u's digest of items on day, which goes out at the time at.
func (w Writer) Digest(u *domain.User, day domain.Date, at domain.TimeOfDay, items []domain.DigestItem) (mail.Message, error) {
	sort.Slice(items, func(i, j int) bool { return items[i].ID < items[j].ID })
	base := w.base()
	v := digestView{Name: domain.OneLine(u.Name), Time: at.String(), Zone: w.Workplace.String(), Settings: base + "/profile"}
	seen := map[domain.NotificationKind]bool{}
	for _, it := range items {
		v.Items = append(v.Items, digestLine{domain.OneLine(it.Message), base + it.Link})
		if !seen[it.Kind] {
			seen[it.Kind] = true
			v.Kinds = append(v.Kinds, digestKind{kindLabels[it.Kind], base + "/unsubscribe/" + w.UnsubscribeToken(u.ID, it.Kind)})
		}
	}
	var h bytes.Buffer
	if err := digestHTML.Execute(&h, v); err != nil {
		return mail.Message{}, err
	}
	n := "1 update"
	if len(items) != 1 {
		n = fmt.Sprintf("%d updates", len(items))
	}
	return mail.Message{To: u.Email, Subject: fmt.Sprintf("Shiftsched daily digest, %s: %s", day.ShortLabel(), n),
		Body: digestText(v), HTML: h.String(),
		Unsubscribe: base + "/unsubscribe/" + w.UnsubscribeToken(u.ID, KindDigest)}, nil
}

// digestText is the text part of a digest.
func digestText(v digestView) string {
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
	return b.String()
}

// UnsubscribeToken signs "this person stops e-mails of this kind": user id, kind and an
// HMAC under the server secret. It needs no sign-in and does not expire.
func (w Writer) UnsubscribeToken(userID int64, kind domain.NotificationKind) string {
	payload := strconv.FormatInt(userID, 10) + "." + string(kind)
	return payload + "." + base64.RawURLEncoding.EncodeToString(w.unsubscribeMAC(payload))
}

func (w Writer) unsubscribeMAC(payload string) []byte {
	m := hmac.New(sha256.New, w.Secret)
	m.Write([]byte("unsubscribe\x00" + payload))
	return m.Sum(nil)
}

// ParseUnsubscribe returns whom and which kind a token of UnsubscribeToken names; ok is
// false for a token that is malformed or forged, or names an unknown kind.
func (w Writer) ParseUnsubscribe(token string) (userID int64, kind domain.NotificationKind, ok bool) {
	i := strings.LastIndexByte(token, '.')
	if i < 0 {
		return 0, "", false
	}
	payload := token[:i]
	mac, err := base64.RawURLEncoding.DecodeString(token[i+1:])
	if err != nil || !hmac.Equal(mac, w.unsubscribeMAC(payload)) {
		return 0, "", false
	}
	id, k, _ := strings.Cut(payload, ".")
	userID, err = strconv.ParseInt(id, 10, 64)
	kind = domain.NotificationKind(k)
	if err != nil || (!kind.Valid() && kind != KindDigest) {
		return 0, "", false
	}
	return userID, kind, true
}
