package emails

import (
	"fmt"
	"html/template"
	"strings"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/mail"
)

var invitationHTML = template.Must(template.New("invitation").Parse(`<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5">
<p>Hello,</p>
<p>{{.By}} invited you to join Shiftsched as {{.Role}}.</p>
<p><a href="{{.Link}}">Set your name and password</a> (the link works once, for 7 days).</p>
</body></html>
`))

// Invitation renders the e-mail inviting inv's address, sent by by, whose link holds
// the invitation's secret token.
func (w Writer) Invitation(inv *domain.Invitation, by *domain.User, token string) (mail.Message, error) {
	link := w.base() + "/invitation/" + token
	byName := domain.OneLine(by.Name) // stored names may predate the check on control characters
	role := article(string(inv.Role)) + " " + string(inv.Role)
	text := fmt.Sprintf("Hello,\n\n%s invited you to join Shiftsched as %s.\n\nSet your name and password here (the link works once, for 7 days):\n%s\n",
		byName, role, link)
	var h strings.Builder
	if err := invitationHTML.Execute(&h, map[string]string{"By": byName, "Role": role, "Link": link}); err != nil {
		return mail.Message{}, err
	}
	return mail.Message{To: inv.Email, Subject: "You are invited to Shiftsched", Body: text, HTML: h.String()}, nil
}

func article(word string) string {
	if strings.ContainsRune("aeiou", rune(word[0])) {
		return "an"
	}
	return "a"
}

// Reset renders the e-mail carrying u's password reset link with its secret token.
func (w Writer) Reset(u *domain.User, token string) mail.Message {
	return mail.Message{To: u.Email, Subject: "Reset your Shiftsched password",
		Body: fmt.Sprintf(`Hello %s,

Someone (hopefully you) asked to reset the password of your Shiftsched account.
Open this link within one hour to choose a new password:

%s

The link works once. If you did not ask for this, ignore this e-mail: your password
stays as it is.
`, domain.OneLine(u.Name), w.AppURL+"/reset-password/"+token)}
}
