// Package smtptest runs a real SMTP server (github.com/emersion/go-smtp) inside a test
// process and keeps what it receives, parsed, for the test to check. The browser tests
// run it as a separate process (devtools/smtpsink).
package smtptest

import (
	"bytes"
	"errors"
	"io"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net"
	"net/mail"
	"strings"
	"sync"
	"testing"

	"github.com/emersion/go-smtp"
)

// Received is one message as it arrived.
type Received struct {
	From   string      `json:"from"`
	To     []string    `json:"to"`
	Header mail.Header `json:"header"`
	Text   string      `json:"text"` // the text/plain part
	HTML   string      `json:"html"` // the text/html part
}

// Server is a running SMTP server.
type Server struct {
	URL string // smtp://host:port, for mail.NewSMTPSender with SMTP_TLS=off

	srv *smtp.Server

	mu       sync.Mutex
	received []Received
	refuse   int // how many more DATA commands to refuse with a temporary error
}

// Start runs a server until the test ends.
func Start(t testing.TB) *Server {
	t.Helper()
	s, err := Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// Listen runs a server on addr until Close.
func Listen(addr string) (*Server, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, err
	}
	s := &Server{URL: "smtp://" + ln.Addr().String()}
	s.srv = smtp.NewServer(backend{s})
	s.srv.Domain = "localhost"
	go s.srv.Serve(ln)
	return s, nil
}

// Close stops the server.
func (s *Server) Close() error { return s.srv.Close() }

// Refuse makes the server answer the next n messages with "451 try again later".
func (s *Server) Refuse(n int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.refuse = n
}

// Received returns the messages accepted so far.
func (s *Server) Received() []Received {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Received(nil), s.received...)
}

type backend struct{ s *Server }

func (b backend) NewSession(*smtp.Conn) (smtp.Session, error) { return &session{s: b.s}, nil }

type session struct {
	s    *Server
	from string
	to   []string
}

func (x *session) Reset()        { x.from, x.to = "", nil }
func (x *session) Logout() error { return nil }
func (x *session) Mail(from string, _ *smtp.MailOptions) error {
	x.from = from
	return nil
}
func (x *session) Rcpt(to string, _ *smtp.RcptOptions) error {
	x.to = append(x.to, to)
	return nil
}

func (x *session) Data(r io.Reader) error {
	raw, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	x.s.mu.Lock()
	defer x.s.mu.Unlock()
	if x.s.refuse > 0 {
		x.s.refuse--
		return &smtp.SMTPError{Code: 451, EnhancedCode: smtp.EnhancedCode{4, 3, 0}, Message: "Try again later"}
	}
	m, err := parse(raw)
	if err != nil {
		return &smtp.SMTPError{Code: 554, EnhancedCode: smtp.EnhancedCode{5, 6, 0}, Message: err.Error()}
	}
	m.From, m.To = x.from, x.to
	x.s.received = append(x.s.received, m)
	return nil
}

// parse reads a message and its text and HTML parts (one level of multipart).
func parse(raw []byte) (Received, error) {
	msg, err := mail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		return Received{}, err
	}
	out := Received{Header: msg.Header}
	ct, params, err := mime.ParseMediaType(msg.Header.Get("Content-Type"))
	if err != nil {
		return Received{}, err
	}
	if !strings.HasPrefix(ct, "multipart/") {
		body, err := decode(msg.Header.Get("Content-Transfer-Encoding"), msg.Body)
		out.Text = body
		return out, err
	}
	mr := multipart.NewReader(msg.Body, params["boundary"])
	for {
		p, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			return out, nil
		}
		if err != nil {
			return Received{}, err
		}
		// multipart.Reader already undoes quoted-printable.
		body, err := io.ReadAll(p)
		if err != nil {
			return Received{}, err
		}
		pt, _, _ := mime.ParseMediaType(p.Header.Get("Content-Type"))
		switch pt {
		case "text/plain":
			out.Text = string(body)
		case "text/html":
			out.HTML = string(body)
		}
	}
}

func decode(enc string, r io.Reader) (string, error) {
	if strings.EqualFold(enc, "quoted-printable") {
		r = quotedprintable.NewReader(r)
	}
	b, err := io.ReadAll(r)
	return string(b), err
}
