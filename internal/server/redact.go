package server

import (
	"log/slog"
	"net/http"
	"net/url"
	"regexp"
	"strings"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// Redacted replaces a secret in a log line.
const Redacted = "[redacted]"

// secretRoutes are path segments whose next segment is a secret that grants access on
// its own: password-reset links, invitation links, unsubscribe links, calendar feed links.
var secretRoutes = []string{"reset-password", "invitation", "unsubscribe", "feed", "calendar"}

// RedactPath returns path with the token of a secret-carrying route replaced by
// [redacted]: /reset-password/<token> (the client's page and the REST route),
// /invitation/<token>, /unsubscribe/<token>, /feed/<token> and /calendar/<token>, wherever they appear in
// the path. Other paths are returned unchanged.
func RedactPath(path string) string {
	if !containsSecretRoute(path) {
		return path // the common case costs no allocation
	}
	segs := strings.Split(path, "/")
	for i := 0; i < len(segs)-1; i++ {
		if isSecretRoute(segs[i]) && segs[i+1] != "" {
			segs[i+1] = Redacted
			i++
		}
	}
	return strings.Join(segs, "/")
}

func containsSecretRoute(path string) bool {
	lower := strings.ToLower(path)
	for _, r := range secretRoutes {
		if strings.Contains(lower, r+"/") {
			return true
		}
	}
	return false
}

func isSecretRoute(seg string) bool {
	for _, r := range secretRoutes {
		if strings.EqualFold(seg, r) {
			return true
		}
	}
	return false
}

// isSecretName reports whether a query parameter, header or log attribute of this name
// carries a secret.
func isSecretName(name string) bool {
	n := strings.ToLower(name)
	switch n {
	case "authorization", "proxy-authorization", "cookie", "set-cookie", "jwt", "key", "api_key",
		"apikey", "sig", "signature", "newpassword", "currentpassword", "managercode":
		return true
	}
	return strings.Contains(n, "token") || strings.Contains(n, "password") || strings.Contains(n, "secret")
}

// RedactQuery returns a raw query string with the values of secret parameters (token,
// access_token, anything named like a token, password or secret, and a few more)
// replaced by [redacted], keeping the order and the other parameters as sent.
func RedactQuery(rawQuery string) string {
	if rawQuery == "" {
		return ""
	}
	pairs := strings.Split(rawQuery, "&")
	for i, p := range pairs {
		k, _, hasValue := strings.Cut(p, "=")
		name, err := url.QueryUnescape(k)
		if err != nil {
			name = k
		}
		if hasValue && isSecretName(name) {
			pairs[i] = k + "=" + Redacted
		}
	}
	return strings.Join(pairs, "&")
}

// RedactURL returns the URL's path and query, redacted, for a log line.
func RedactURL(u *url.URL) string {
	s := RedactPath(u.Path)
	if u.RawQuery != "" {
		s += "?" + RedactQuery(u.RawQuery)
	}
	return s
}

var (
	bearerToken = regexp.MustCompile(`(?i)\bbearer\s+[A-Za-z0-9._~+/=-]{8,}`)
	jwtLike     = regexp.MustCompile(`eyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*`)
	apiTokenish = regexp.MustCompile(regexp.QuoteMeta(domain.APITokenPrefix) + `[A-Za-z0-9]+`)
)

// RedactString replaces credentials found inside free text: "Bearer <token>" and
// anything shaped like a JWT (our login tokens) or a personal API token.
func RedactString(s string) string {
	if strings.Contains(s, "eyJ") {
		s = jwtLike.ReplaceAllString(s, Redacted)
	}
	if strings.Contains(s, domain.APITokenPrefix) {
		s = apiTokenish.ReplaceAllString(s, Redacted)
	}
	if strings.Contains(strings.ToLower(s), "bearer") {
		s = bearerToken.ReplaceAllString(s, "Bearer "+Redacted)
	}
	return s
}

// RedactAttr is a slog ReplaceAttr function that keeps secrets out of log lines: an
// attribute named like a secret (authorization, x-auth-token, token, password, ...)
// loses its value; a path or URL attribute has its tokens redacted; an http.Header has
// its secret headers redacted; and any text has its bearer tokens and JWTs redacted.
// The one deliberate exception is mail.LogSender, which logs e-mails (reset links
// included) in development when no SMTP server is set: its body attribute keeps them.
func RedactAttr(_ []string, a slog.Attr) slog.Attr {
	if a.Key == slog.TimeKey || a.Key == slog.LevelKey {
		return a
	}
	if isSecretName(a.Key) {
		return slog.String(a.Key, Redacted)
	}
	v := a.Value.Resolve()
	switch v.Kind() {
	case slog.KindString:
		s := v.String()
		switch strings.ToLower(a.Key) {
		case "path", "url", "uri", "referer", "location":
			if p, q, ok := strings.Cut(s, "?"); ok {
				s = RedactPath(p) + "?" + RedactQuery(q)
			} else {
				s = RedactPath(s)
			}
		}
		return slog.String(a.Key, RedactString(s))
	case slog.KindAny:
		switch x := v.Any().(type) {
		case http.Header:
			return slog.Any(a.Key, redactHeader(x))
		case *url.URL:
			if x != nil {
				return slog.String(a.Key, RedactURL(x))
			}
		case error:
			return slog.String(a.Key, RedactString(x.Error()))
		}
	}
	return a
}

// redactHeader returns a copy of h with the values of secret headers redacted.
func redactHeader(h http.Header) http.Header {
	out := make(http.Header, len(h))
	for k, vs := range h {
		if isSecretName(k) {
			out[k] = []string{Redacted}
			continue
		}
		cp := make([]string, len(vs))
		for i, v := range vs {
			cp[i] = RedactString(v)
		}
		out[k] = cp
	}
	return out
}
