package emails

import (
	"fmt"
	"html/template"
	"strings"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/i18n"
	"github.com/shiftsched/shiftsched/internal/mail"
)

var invitationHTML = template.Must(template.New("invitation").Parse(`<!doctype html>
<html lang="{{.Lang}}" dir="{{.Dir}}"><body style="font-family: sans-serif; line-height: 1.5">
<p>{{.Hello}}</p>
<p>{{.Body}}</p>
<p><a href="{{.Link}}">{{.LinkText}}</a> {{.Note}}</p>
</body></html>
`))

// Invitation renders the e-mail inviting inv's address, sent by by, whose link holds
// the invitation's secret token, in the invitation's language; it names the workplace
// when it has a name.
func (w Writer) Invitation(inv *domain.Invitation, by *domain.User, token string) (mail.Message, error) {
	workplace := inv.Workplace
	l := i18n.For(inv.Language, nil)
	link := w.base() + "/invitation/" + token
	role := l.T("InviteRoleEmployee", nil)
	if inv.Role == domain.RoleManager {
		role = l.T("InviteRoleManager", nil)
	}
	subject, body := "InviteSubject", "InviteBody"
	if workplace != "" {
		subject, body = "InviteSubjectNamed", "InviteBodyNamed"
	}
	// Stored names may predate the check on control characters.
	v := map[string]string{"Lang": l.Lang, "Dir": i18n.Dir(l.Lang), "Hello": l.T("InviteHello", nil),
		"Body": l.T(body, i18n.Args{"By": domain.OneLine(by.Name), "Role": role, "Workplace": workplace}),
		"Link": link, "LinkText": l.T("InviteLink", nil), "Note": l.T("InviteLinkNote", nil)}
	text := fmt.Sprintf("%s\n\n%s\n\n%s\n%s\n", v["Hello"], v["Body"], l.T("InviteLinkText", nil), link)
	var h strings.Builder
	if err := invitationHTML.Execute(&h, v); err != nil {
		return mail.Message{}, err
	}
	return mail.Message{To: inv.Email, Subject: l.T(subject, i18n.Args{"Workplace": workplace}), Body: text, HTML: h.String()}, nil
}

// Reset renders the e-mail carrying u's password reset link with its secret token, in
// l (u's language).
func (w Writer) Reset(l i18n.Locale, u *domain.User, token string) mail.Message {
	return mail.Message{To: u.Email, Subject: l.T("ResetSubject", nil),
		Body: l.T("ResetBody", i18n.Args{"Name": domain.OneLine(u.Name), "Link": w.AppURL + "/reset-password/" + token})}
}
