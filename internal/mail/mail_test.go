package mail

import (
	"bufio"
	"bytes"
	"context"
	"log/slog"
	"net"
	"net/textproto"
	"strings"
	"sync"
	"testing"
	"time"
)

func TestLogSender(t *testing.T) {
	var buf bytes.Buffer
	s := LogSender{Log: slog.New(slog.NewTextHandler(&buf, nil))}
	if err := s.Send(context.Background(), Message{To: "eve@example.com", Subject: "Reset", Body: "open http://x/reset-password/abc"}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"eve@example.com", "Reset", "http://x/reset-password/abc"} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("log %q lacks %q", buf.String(), want)
		}
	}
}

func TestCapture(t *testing.T) {
	var c Capture
	c.Send(context.Background(), Message{To: "a@example.com"})
	c.Send(context.Background(), Message{To: "b@example.com"})
	if s := c.Sent(); len(s) != 2 || s[1].To != "b@example.com" {
		t.Fatalf("Sent = %+v", s)
	}
}

func TestNewSMTPSenderRefusesBadURLs(t *testing.T) {
	for _, u := range []string{"smtp://mail.example.com:port", "smtp://%zz"} {
		if _, err := NewSMTPSender(u, "a@example.com", ""); err == nil {
			t.Errorf("%s accepted", u)
		}
	}
}

// fakeSMTP is a minimal SMTP server that accepts one message per connection and
// records what it was given.
type fakeSMTP struct {
	mu       sync.Mutex
	from, to string
	data     string
}

func (f *fakeSMTP) serve(t *testing.T, ln net.Listener) {
	for {
		c, err := ln.Accept()
		if err != nil {
			return
		}
		go f.handle(c)
	}
}

func (f *fakeSMTP) handle(c net.Conn) {
	defer c.Close()
	tp := textproto.NewConn(c)
	tp.PrintfLine("220 fake ESMTP")
	for {
		line, err := tp.ReadLine()
		if err != nil {
			return
		}
		cmd := strings.ToUpper(line)
		switch {
		case strings.HasPrefix(cmd, "EHLO"), strings.HasPrefix(cmd, "HELO"):
			tp.PrintfLine("250-fake\r\n250 8BITMIME")
		case strings.HasPrefix(cmd, "MAIL FROM:"):
			f.mu.Lock()
			f.from = line[len("MAIL FROM:"):]
			f.mu.Unlock()
			tp.PrintfLine("250 ok")
		case strings.HasPrefix(cmd, "RCPT TO:"):
			f.mu.Lock()
			f.to = line[len("RCPT TO:"):]
			f.mu.Unlock()
			tp.PrintfLine("250 ok")
		case cmd == "DATA":
			tp.PrintfLine("354 go ahead")
			b, _ := tp.ReadDotBytes()
			f.mu.Lock()
			f.data = string(b)
			f.mu.Unlock()
			tp.PrintfLine("250 queued")
		case cmd == "QUIT":
			tp.PrintfLine("221 bye")
			return
		default:
			tp.PrintfLine("250 ok")
		}
	}
}

func TestSMTPSenderDelivers(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	srv := &fakeSMTP{}
	go srv.serve(t, ln)

	s, err := NewSMTPSender("smtp://"+ln.Addr().String(), "Shiftsched <no-reply@example.com>", "")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	err = s.Send(ctx, Message{To: "eve@example.com", Subject: "Reset your password", Body: "Open http://x/reset-password/abc\n"})
	if err != nil {
		t.Fatal(err)
	}
	srv.mu.Lock()
	defer srv.mu.Unlock()
	if !strings.Contains(srv.from, "no-reply@example.com") || !strings.Contains(srv.to, "eve@example.com") {
		t.Fatalf("envelope from %q to %q", srv.from, srv.to)
	}
	msg, err := textproto.NewReader(bufio.NewReader(strings.NewReader(srv.data))).ReadMIMEHeader()
	if err != nil {
		t.Fatalf("message %q: %v", srv.data, err)
	}
	if msg.Get("Subject") != "Reset your password" || !strings.Contains(srv.data, "http://x/reset-password/abc") {
		t.Fatalf("message = %q", srv.data)
	}
}
