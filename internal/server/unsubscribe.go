package server

import (
	"html/template"
	"log/slog"
	"net/http"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/emails"
	"github.com/shiftsched/shiftsched/internal/service"
)

// The one-click unsubscribe link of notification e-mails. GET shows a button (mail
// scanners that follow links must not unsubscribe anyone); POST, which mail clients send
// for List-Unsubscribe-Post (RFC 8058), unsubscribes. No sign-in: the signed token is
// the authority, and the request log redacts it (RedactPath).

var unsubscribePage = template.Must(template.New("unsubscribe").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>{{.Title}} · Shiftsched</title></head>
<body><main>
<h1>{{.Title}}</h1>
{{if .Confirm}}<form method="post"><button type="submit">Unsubscribe</button></form>
{{else}}<p>{{.Text}}</p>{{end}}
<p><a href="/profile">Notification settings</a></p>
</main></body></html>
`))

type unsubscribeView struct {
	Title, Text string
	Confirm     bool
}

func unsubscribe(svc *service.Service, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		v := unsubscribeView{Title: "Stop these e-mails?", Confirm: true}
		status := http.StatusOK
		if r.Method == http.MethodPost {
			kind, err := svc.Unsubscribe(r.Context(), r.PathValue("token"))
			switch {
			case err == nil:
				v = unsubscribeView{Title: "Unsubscribed",
					Text: "You will no longer get e-mails for " + emails.KindLabel(kind) + ". You still see them in the app."}
			case domain.KindOf(err) == domain.NotFound:
				status = http.StatusNotFound
				v = unsubscribeView{Title: "Link not valid", Text: "This unsubscribe link is not valid."}
			case domain.KindOf(err) == domain.Unavailable:
				log.WarnContext(r.Context(), "database unavailable", "route", r.Pattern, "err", err)
				status = http.StatusServiceUnavailable
				setRetryAfter(w.Header())
				v = unsubscribeView{Title: "Try again shortly", Text: domain.ErrUnavailable.Msg}
			default:
				log.ErrorContext(r.Context(), "unsubscribe", "err", err)
				status = http.StatusInternalServerError
				v = unsubscribeView{Title: "Something went wrong", Text: "Please try again later."}
			}
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		w.Header().Set("Referrer-Policy", "no-referrer")
		w.WriteHeader(status)
		unsubscribePage.Execute(w, v)
	})
}
