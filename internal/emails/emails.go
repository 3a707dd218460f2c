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

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/i18n"
	"github.com/shiftsched/shiftsched/internal/mail"
	"github.com/shiftsched/shiftsched/internal/workzone"
)

// KindDigest names, in unsubscribe links, "every kind I get in my digest".
const KindDigest domain.NotificationKind = "digest"

// kindKeys are the catalogue texts that name each kind in e-mails and on the profile
// screen.
var kindKeys = map[domain.NotificationKind]string{
	domain.KindSchedule:        "KindSchedule",
	domain.KindSwapRequest:     "KindSwapRequest",
	domain.KindSwapDecision:    "KindSwapDecision",
	domain.KindTimeOffRequest:  "KindTimeOffRequest",
	domain.KindTimeOffDecision: "KindTimeOffDecision",
	domain.KindOpenShift:       "KindOpenShift",
	domain.KindAccount:         "KindAccount",
	domain.KindAttendance:      "KindAttendance",
	KindDigest:                 "KindDigest",
}

// KindLabel names a notification kind for people, in English (audit summaries).
func KindLabel(k domain.NotificationKind) string { return KindLabelIn(i18n.For(i18n.English, nil), k) }

// KindKey is the catalogue key that names a notification kind, for texts read later.
func KindKey(k domain.NotificationKind) string { return kindKeys[k] }

// KindLabelIn names a notification kind in l.
func KindLabelIn(l i18n.Locale, k domain.NotificationKind) string { return l.T(kindKeys[k], nil) }

// Writer renders e-mails with links into one installation.
type Writer struct {
	AppURL string         // base of every link
	Secret []byte         // signs unsubscribe links (the server's JWT secret)
	Zone   *workzone.Zone // names the digest's time zone
}

func (w Writer) base() string { return strings.TrimRight(w.AppURL, "/") }

var notificationHTML = template.Must(template.New("email").Parse(`<!doctype html>
<html lang="{{.Lang}}" dir="{{.Dir}}"><body style="font-family: sans-serif; line-height: 1.5">
<p>{{.Hello}}</p>
<p>{{.Message}}</p>
<p><a href="{{.Link}}">{{.Open}}</a></p>
<hr>
<p style="font-size: 0.85em; color: #555">{{.Why}}
<a href="{{.Unsubscribe}}">{{.UnsubscribeText}}</a> {{.Or}}
<a href="{{.Settings}}">{{.SettingsText}}</a>.</p>
</body></html>
`))

// notificationView is what a notification e-mail says, in its reader's language.
type notificationView struct {
	Lang, Dir, Hello, Message, Link, Open, Why, Unsubscribe, UnsubscribeText, Or, Settings, SettingsText string
}

// Notification renders the e-mail of one notification (of kind, with its message and
// the client route it points to) for u, in l (u's language).
func (w Writer) Notification(l i18n.Locale, u *domain.User, kind domain.NotificationKind, message, link string) (mail.Message, error) {
	base := w.base()
	// One line each: names in them may predate the check on control characters.
	message = domain.OneLine(message)
	v := notificationView{Lang: l.Lang, Dir: i18n.Dir(l.Lang),
		Hello: l.T("EmailHello", i18n.Args{"Name": domain.OneLine(u.Name)}), Message: message, Link: base + link,
		Open: l.T("EmailOpen", nil), Why: l.T("EmailWhy", i18n.Args{"Label": KindLabelIn(l, kind)}),
		Unsubscribe: base + "/unsubscribe/" + w.UnsubscribeToken(u.ID, kind), UnsubscribeText: l.T("EmailUnsubscribe", nil),
		Or: l.T("EmailOr", nil), Settings: base + "/profile", SettingsText: l.T("EmailSettingsLink", nil),
	}
	var h bytes.Buffer
	if err := notificationHTML.Execute(&h, v); err != nil {
		return mail.Message{}, err
	}
	text := fmt.Sprintf("%s\n\n%s\n\n%s: %s\n\n-- \n%s\n%s: %s\n%s: %s\n",
		v.Hello, v.Message, v.Open, v.Link, v.Why, v.UnsubscribeText, v.Unsubscribe, l.T("EmailSettings", nil), v.Settings)
	return mail.Message{To: u.Email, Subject: l.T("EmailSubject", i18n.Args{"Message": message}), Body: text, HTML: h.String(),
		Unsubscribe: v.Unsubscribe}, nil
}

var digestHTML = template.Must(template.New("digest").Parse(`<!doctype html>
<html lang="{{.Lang}}" dir="{{.Dir}}"><body style="font-family: sans-serif; line-height: 1.5">
<p>{{.Hello}}</p>
<p>{{.Intro}}</p>
<ul>
{{range .Items}}<li>{{.Message}} <a href="{{.Link}}">{{$.Open}}</a></li>
{{end}}</ul>
<hr>
<p style="font-size: 0.85em; color: #555">{{.Why}}
{{range .Kinds}}<a href="{{.Unsubscribe}}">{{.Stop}}</a> ·
{{end}}<a href="{{.Settings}}">{{.SettingsText}}</a></p>
</body></html>
`))

type digestLine struct{ Message, Link string }
type digestKind struct{ Stop, Unsubscribe string }

type digestView struct {
	Lang, Dir, Hello, Intro, Open, Why, Settings, SettingsText string
	Items                                                      []digestLine
	Kinds                                                      []digestKind
}

// Digest renders u's digest of items on day, which goes out at the time at, in l (u's
// language).
func (w Writer) Digest(l i18n.Locale, u *domain.User, day domain.Date, at domain.TimeOfDay, items []domain.DigestItem) (mail.Message, error) {
	sort.Slice(items, func(i, j int) bool { return items[i].ID < items[j].ID })
	base := w.base()
	v := digestView{Lang: l.Lang, Dir: i18n.Dir(l.Lang), Hello: l.T("EmailHello", i18n.Args{"Name": domain.OneLine(u.Name)}),
		Intro: l.T("DigestIntro", nil), Open: l.T("DigestOpen", nil),
		Why:      l.T("DigestWhy", i18n.Args{"Time": l.Time(int(at)), "Zone": w.Zone.Location().String()}),
		Settings: base + "/profile", SettingsText: l.T("EmailSettings", nil)}
	seen := map[domain.NotificationKind]bool{}
	for _, it := range items {
		v.Items = append(v.Items, digestLine{domain.OneLine(it.Message), base + it.Link})
		if !seen[it.Kind] {
			seen[it.Kind] = true
			v.Kinds = append(v.Kinds, digestKind{l.T("DigestStop", i18n.Args{"Label": KindLabelIn(l, it.Kind)}),
				base + "/unsubscribe/" + w.UnsubscribeToken(u.ID, it.Kind)})
		}
	}
	var h bytes.Buffer
	if err := digestHTML.Execute(&h, v); err != nil {
		return mail.Message{}, err
	}
	day0 := day.Time()
	subject := l.T("DigestSubject", i18n.Args{"Day": l.Date(day0.Year(), day0.Month(), day0.Day()),
		"Updates": l.N("DigestUpdates", len(items), nil)})
	return mail.Message{To: u.Email, Subject: subject, Body: digestText(v), HTML: h.String(),
		Unsubscribe: base + "/unsubscribe/" + w.UnsubscribeToken(u.ID, KindDigest)}, nil
}

// digestText is the text part of a digest.
func digestText(v digestView) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n\n%s\n\n", v.Hello, v.Intro)
	for _, l := range v.Items {
		fmt.Fprintf(&b, "- %s\n  %s\n", l.Message, l.Link)
	}
	fmt.Fprintf(&b, "\n-- \n%s\n", v.Why)
	for _, k := range v.Kinds {
		fmt.Fprintf(&b, "%s: %s\n", k.Stop, k.Unsubscribe)
	}
	fmt.Fprintf(&b, "%s: %s\n", v.SettingsText, v.Settings)
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
