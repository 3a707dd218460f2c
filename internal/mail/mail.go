// Package mail sends e-mail through SMTP, or writes each message to the log when no
// SMTP server is configured.
package mail

import (
	"context"
	"crypto/tls"
	"fmt"
	"log/slog"
	"net"
	"net/url"
	"strconv"
	"strings"
	"sync"

	gomail "github.com/wneessen/go-mail"
)

// Message is one e-mail: plain text, and HTML as an alternative when HTML is set.
type Message struct {
	To      string
	Subject string
	Body    string
	HTML    string
	// Unsubscribe is a one-click unsubscribe URL (RFC 8058) for the List-Unsubscribe
	// headers; it is a secret of sorts and never logged.
	Unsubscribe string
}

// Sender delivers messages.
type Sender interface {
	Send(ctx context.Context, m Message) error
}

// NewSender is the sender SMTP_URL configures (NewSMTPSender, with from and the SMTP_TLS
// mode), or, when smtpURL is empty, the LogSender writing to log.
func NewSender(smtpURL, from, tlsMode string, log *slog.Logger) (Sender, error) {
	if smtpURL == "" {
		return LogSender{Log: log}, nil
	}
	s, err := NewSMTPSender(smtpURL, from, tlsMode)
	if err != nil {
		return nil, fmt.Errorf("SMTP_URL: %w", err)
	}
	return s, nil
}

// LogSender writes each message, body included, to the log. It is for development
// without SMTP_URL, and the one place where a secret (the password-reset link) is
// written to the log on purpose: the server's log redaction (server.RedactAttr) leaves
// the body as is. Configure SMTP_URL wherever the log is read by others.
type LogSender struct{ Log *slog.Logger }

// Send logs the message.
func (s LogSender) Send(ctx context.Context, m Message) error {
	body := m.Body
	if m.Unsubscribe != "" {
		body = strings.ReplaceAll(body, m.Unsubscribe, "[unsubscribe link]")
	}
	s.Log.InfoContext(ctx, "mail (no SMTP_URL set, so it is logged instead of sent)",
		"to", m.To, "subject", m.Subject, "body", body)
	return nil
}

// SMTPSender sends through an SMTP server given as smtp://user:pass@host:port
// (STARTTLS as SMTP_TLS says) or smtps://... (implicit TLS).
type SMTPSender struct {
	client *gomail.Client
	from   string
}

// SMTP_TLS values: how an smtp:// server is asked for TLS.
const (
	// TLSOpportunistic (SMTP_TLS unset) upgrades with STARTTLS when the server offers it
	// and sends in plain text only to a server that does not. An offered upgrade that
	// fails fails the send: the message is never sent in plain text after it.
	TLSOpportunistic = ""
	// TLSRequired refuses to send unless the STARTTLS upgrade succeeds.
	TLSRequired = "required"
	// TLSOff never upgrades: plain text even when STARTTLS is offered.
	TLSOff = "off"
)

// NewSMTPSender configures a sender from an SMTP URL and the SMTP_TLS setting
// (TLSOpportunistic, TLSRequired or TLSOff).
func NewSMTPSender(rawURL, from, tlsMode string) (*SMTPSender, error) {
	return newSMTPSender(rawURL, from, tlsMode, nil)
}

// newSMTPSender is NewSMTPSender with the TLS configuration tests need (their own CA);
// nil keeps go-mail's, which verifies the server's certificate for its host name.
func newSMTPSender(rawURL, from, tlsMode string, tlsConfig *tls.Config) (*SMTPSender, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return nil, err
	}
	// WithTLSPolicy, never WithTLSPortPolicy: with the latter, an opportunistic client
	// whose dial fails retries on port 25 without TLS.
	var policy gomail.TLSPolicy
	switch tlsMode {
	case TLSOpportunistic, "opportunistic":
		// go-mail returns the error of a failed STARTTLS and does not go on in plain
		// text (TestSMTPNeverSendsPlainTextAfterAFailedUpgrade keeps it so).
		policy = gomail.TLSOpportunistic
	case TLSRequired:
		policy = gomail.TLSMandatory
	case TLSOff:
		if u.Scheme == "smtps" {
			return nil, fmt.Errorf("SMTP_TLS=off cannot be used with smtps://, which is TLS from the start")
		}
		policy = gomail.NoTLS
	default:
		return nil, fmt.Errorf("SMTP_TLS must be off or required, or unset (STARTTLS when offered), not %q", tlsMode)
	}
	opts := []gomail.Option{gomail.WithTLSPolicy(policy)}
	if tlsConfig != nil {
		opts = append(opts, gomail.WithTLSConfig(tlsConfig))
	}
	if p := u.Port(); p != "" {
		n, err := strconv.Atoi(p)
		if err != nil {
			return nil, fmt.Errorf("SMTP port: %w", err)
		}
		opts = append(opts, gomail.WithPort(n))
	}
	if u.Scheme == "smtps" {
		opts = append(opts, gomail.WithSSL())
	} else {
		opts = append(opts, gomail.WithDialContextFunc(dialKept))
	}
	if u.User != nil {
		// Auto-discovery never picks PLAIN or LOGIN on an unencrypted connection, so a
		// password is not sent in the clear even with SMTP_TLS=off.
		pass, _ := u.User.Password()
		opts = append(opts, gomail.WithSMTPAuth(gomail.SMTPAuthAutoDiscover),
			gomail.WithUsername(u.User.Username()), gomail.WithPassword(pass))
	}
	c, err := gomail.NewClient(u.Hostname(), opts...)
	if err != nil {
		return nil, err
	}
	return &SMTPSender{client: c, from: from}, nil
}

// Send delivers one message.
func (s *SMTPSender) Send(ctx context.Context, m Message) error {
	msg := gomail.NewMsg()
	if err := msg.From(s.from); err != nil {
		return fmt.Errorf("MAIL_FROM: %w", err)
	}
	if err := msg.To(m.To); err != nil {
		return err
	}
	msg.Subject(m.Subject)
	msg.SetBodyString(gomail.TypeTextPlain, m.Body)
	if m.HTML != "" {
		msg.AddAlternativeString(gomail.TypeTextHTML, m.HTML)
	}
	if m.Unsubscribe != "" {
		msg.SetGenHeader(gomail.HeaderListUnsubscribe, "<"+m.Unsubscribe+">")
		msg.SetGenHeader(gomail.HeaderListUnsubscribePost, "List-Unsubscribe=One-Click")
	}
	// go-mail leaves the connection open when the session fails before it hands the
	// client back (a refused or broken STARTTLS): the server would hold it until its
	// own timeout. Whatever this send dialled is closed when the send fails.
	kept := &keptConn{}
	err := s.client.DialAndSendWithContext(context.WithValue(ctx, keptConnKey{}, kept), msg)
	if err != nil && kept.conn != nil {
		kept.conn.Close()
	}
	return err
}

// Capture records messages instead of sending them; tests read them back.
type Capture struct {
	mu   sync.Mutex
	sent []Message
}

// Send records the message.
func (c *Capture) Send(_ context.Context, m Message) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.sent = append(c.sent, m)
	return nil
}

// Sent returns the messages recorded so far.
func (c *Capture) Sent() []Message {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]Message(nil), c.sent...)
}

// keptConn is the connection one send dialled (smtp:// only: smtps:// is go-mail's own
// TLS dial, which fails before a session starts).
type keptConn struct{ conn net.Conn }

type keptConnKey struct{}

// dialKept dials like go-mail's default and keeps the connection in the send's keptConn.
func dialKept(ctx context.Context, network, addr string) (net.Conn, error) {
	var d net.Dialer
	conn, err := d.DialContext(ctx, network, addr)
	if k, ok := ctx.Value(keptConnKey{}).(*keptConn); ok && err == nil {
		k.conn = conn
	}
	return conn, err
}
