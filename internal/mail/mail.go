// Package mail sends e-mail through SMTP, or writes each message to the log when no
// SMTP server is configured.
package mail

import (
	"context"
	"fmt"
	"log/slog"
	"net/url"
	"strconv"
	"sync"

	gomail "github.com/wneessen/go-mail"
)

// Message is one plain-text e-mail.
type Message struct {
	To      string
	Subject string
	Body    string
}

// Sender delivers messages.
type Sender interface {
	Send(ctx context.Context, m Message) error
}

// LogSender writes each message, body included, to the log. It is for development
// without SMTP_URL, and the one place where a secret (the password-reset link) is
// written to the log on purpose: the server's log redaction (server.RedactAttr) leaves
// the body as is. Configure SMTP_URL wherever the log is read by others.
type LogSender struct{ Log *slog.Logger }

// Send logs the message.
func (s LogSender) Send(ctx context.Context, m Message) error {
	s.Log.InfoContext(ctx, "mail (no SMTP_URL set, so it is logged instead of sent)",
		"to", m.To, "subject", m.Subject, "body", m.Body)
	return nil
}

// SMTPSender sends through an SMTP server given as smtp://user:pass@host:port
// (STARTTLS when offered) or smtps://... (implicit TLS).
type SMTPSender struct {
	client *gomail.Client
	from   string
}

// NewSMTPSender configures a sender from an SMTP URL.
func NewSMTPSender(rawURL, from string) (*SMTPSender, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return nil, err
	}
	opts := []gomail.Option{gomail.WithTLSPolicy(gomail.TLSOpportunistic)}
	if p := u.Port(); p != "" {
		n, err := strconv.Atoi(p)
		if err != nil {
			return nil, fmt.Errorf("SMTP port: %w", err)
		}
		opts = append(opts, gomail.WithPort(n))
	}
	if u.Scheme == "smtps" {
		opts = append(opts, gomail.WithSSL())
	}
	if u.User != nil {
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
	return s.client.DialAndSendWithContext(ctx, msg)
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
