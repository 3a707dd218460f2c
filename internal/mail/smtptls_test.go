package mail

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"math/big"
	"net"
	"net/textproto"
	"strings"
	"sync"
	"testing"
	"time"
)

// How a tlsSMTP server answers STARTTLS.
const (
	upgradeNotOffered = iota // STARTTLS is not in its EHLO answer
	upgradeWorks             // a real TLS handshake with a certificate the test trusts
	upgradeBroken            // says "220 go ahead", then answers the handshake with junk
	upgradeRefused           // offers STARTTLS but answers it with 454
)

// tlsSMTP is a fake SMTP server on a real socket whose STARTTLS works, breaks or is
// absent; it records every delivered message and whether it came over TLS.
type tlsSMTP struct {
	upgrade int
	cert    tls.Certificate

	closed chan struct{} // a connection ended (the client closed it, or it timed out)

	mu          sync.Mutex
	delivered   []string // message data
	overTLS     []bool
	plainAfterX []string // commands received in plain text after a failed upgrade
}

func startTLSSMTP(t *testing.T, upgrade int) (*tlsSMTP, string, *tls.Config) {
	t.Helper()
	cert, pool := testCert(t)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	s := &tlsSMTP{upgrade: upgrade, cert: cert, closed: make(chan struct{}, 16)}
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go s.handle(c)
		}
	}()
	return s, "smtp://" + ln.Addr().String(), &tls.Config{RootCAs: pool, ServerName: "127.0.0.1", MinVersion: tls.VersionTLS12}
}

func (s *tlsSMTP) handle(c net.Conn) {
	defer func() { c.Close(); s.closed <- struct{}{} }()
	c.SetDeadline(time.Now().Add(5 * time.Second))
	tp := textproto.NewConn(c)
	tp.PrintfLine("220 fake ESMTP")
	encrypted, failed := false, false
	for {
		line, err := tp.ReadLine()
		if err != nil {
			return
		}
		cmd := strings.ToUpper(line)
		if failed {
			s.mu.Lock()
			s.plainAfterX = append(s.plainAfterX, line)
			s.mu.Unlock()
		}
		switch {
		case strings.HasPrefix(cmd, "EHLO"):
			if s.upgrade != upgradeNotOffered && !encrypted {
				tp.PrintfLine("250-fake\r\n250-8BITMIME\r\n250 STARTTLS")
			} else {
				tp.PrintfLine("250-fake\r\n250 8BITMIME")
			}
		case cmd == "STARTTLS":
			switch s.upgrade {
			case upgradeRefused:
				tp.PrintfLine("454 TLS not available due to temporary reason")
				failed = true
			case upgradeBroken:
				tp.PrintfLine("220 go ahead")
				c.Write([]byte("this is not a TLS handshake\r\n"))
				failed = true
			case upgradeWorks:
				tp.PrintfLine("220 go ahead")
				tc := tls.Server(c, &tls.Config{Certificates: []tls.Certificate{s.cert}})
				if tc.Handshake() != nil {
					return
				}
				c, tp, encrypted = tc, textproto.NewConn(tc), true
			default:
				tp.PrintfLine("502 not implemented")
			}
		case cmd == "DATA":
			tp.PrintfLine("354 go ahead")
			b, _ := tp.ReadDotBytes()
			s.mu.Lock()
			s.delivered = append(s.delivered, string(b))
			s.overTLS = append(s.overTLS, encrypted)
			s.mu.Unlock()
			tp.PrintfLine("250 queued")
		case cmd == "QUIT":
			tp.PrintfLine("221 bye")
			return
		default:
			tp.PrintfLine("250 ok")
		}
	}
}

// result returns the messages delivered, whether each came over TLS, and the commands
// sent in plain text after a failed upgrade.
func (s *tlsSMTP) result() ([]string, []bool, []string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.delivered...), append([]bool(nil), s.overTLS...), append([]string(nil), s.plainAfterX...)
}

// testCert makes a certificate for 127.0.0.1 and a pool that trusts it.
func testCert(t *testing.T) (tls.Certificate, *x509.CertPool) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "fake smtp"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		IPAddresses: []net.IP{net.ParseIP("127.0.0.1")}, IsCA: true, BasicConstraintsValid: true,
		KeyUsage: x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	leaf, _ := x509.ParseCertificate(der)
	pool := x509.NewCertPool()
	pool.AddCert(leaf)
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key, Leaf: leaf}, pool
}

// sendTo sends one reset e-mail with the SMTP_TLS mode to the server at url.
func sendTo(t *testing.T, url, mode string, cfg *tls.Config) error {
	t.Helper()
	s, err := newSMTPSender(url, "Shiftsched <no-reply@example.com>", mode, cfg)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	return s.Send(ctx, Message{To: "eve@example.com", Subject: "Reset", Body: "Open http://x/reset-password/secret-token\n"})
}

// After the server offered STARTTLS and the upgrade failed (a broken handshake or a
// refusal), the message is not sent, neither on that connection in plain text nor on
// another: by default and with SMTP_TLS=required.
func TestSMTPNeverSendsPlainTextAfterAFailedUpgrade(t *testing.T) {
	t.Parallel()
	for _, mode := range []string{TLSOpportunistic, TLSRequired} {
		for name, upgrade := range map[string]int{"Broken": upgradeBroken, "Refused": upgradeRefused} {
			t.Run("Err"+name+"_"+mode, func(t *testing.T) {
				t.Parallel()
				srv, url, cfg := startTLSSMTP(t, upgrade)
				if err := sendTo(t, url, mode, cfg); err == nil {
					t.Error("Send succeeded after a failed STARTTLS")
				}
				// The client closes its connection: once the server has read to its end,
				// it has seen everything the client sent (before, go-mail left it open
				// until the server's 5-second deadline).
				select {
				case <-srv.closed:
				case <-time.After(2 * time.Second):
					t.Fatal("the client left its connection open after the failed upgrade")
				}
				delivered, _, plain := srv.result()
				if len(delivered) != 0 {
					t.Errorf("delivered after a failed upgrade: %q", delivered)
				}
				for _, c := range plain {
					if u := strings.ToUpper(c); strings.HasPrefix(u, "MAIL") || strings.HasPrefix(u, "RCPT") || strings.HasPrefix(u, "AUTH") {
						t.Errorf("sent %q in plain text after the failed upgrade", c)
					}
				}
			})
		}
	}
}

// With STARTTLS offered and working, the message goes over TLS.
func TestSMTPUpgradesWhenOffered(t *testing.T) {
	t.Parallel()
	for _, mode := range []string{TLSOpportunistic, TLSRequired} {
		srv, url, cfg := startTLSSMTP(t, upgradeWorks)
		if err := sendTo(t, url, mode, cfg); err != nil {
			t.Fatalf("mode %q: %v", mode, err)
		}
		delivered, overTLS, _ := srv.result()
		if len(delivered) != 1 || !overTLS[0] || !strings.Contains(delivered[0], "reset-password/secret-token") {
			t.Errorf("mode %q: delivered %q over TLS %v", mode, delivered, overTLS)
		}
	}
}

// SMTP_TLS=off sends in plain text, even to a server whose STARTTLS is broken.
func TestSMTPTLSOffSendsPlainText(t *testing.T) {
	t.Parallel()
	for _, upgrade := range []int{upgradeBroken, upgradeNotOffered} {
		srv, url, cfg := startTLSSMTP(t, upgrade)
		if err := sendTo(t, url, TLSOff, cfg); err != nil {
			t.Fatalf("upgrade %d: %v", upgrade, err)
		}
		if delivered, overTLS, _ := srv.result(); len(delivered) != 1 || overTLS[0] {
			t.Errorf("upgrade %d: delivered %q over TLS %v", upgrade, delivered, overTLS)
		}
	}
}

// A server that does not offer STARTTLS gets the message in plain text by default, and
// nothing with SMTP_TLS=required.
func TestSMTPTLSRequiredRefusesServerWithoutSTARTTLS(t *testing.T) {
	t.Parallel()
	srv, url, cfg := startTLSSMTP(t, upgradeNotOffered)
	if err := sendTo(t, url, TLSRequired, cfg); err == nil {
		t.Error("SMTP_TLS=required sent without TLS")
	}
	if delivered, _, _ := srv.result(); len(delivered) != 0 {
		t.Fatalf("delivered %q", delivered)
	}
	if err := sendTo(t, url, TLSOpportunistic, cfg); err != nil {
		t.Fatal(err)
	}
	if delivered, overTLS, _ := srv.result(); len(delivered) != 1 || overTLS[0] {
		t.Errorf("delivered %q over TLS %v", delivered, overTLS)
	}
}

func TestNewSMTPSenderRefusesBadTLSSettings(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ url, mode string }{
		{"smtp://mail.example.com:587", "yes"},
		{"smtp://mail.example.com:587", "OFF "},
		{"smtps://mail.example.com:465", TLSOff},
	} {
		if _, err := NewSMTPSender(c.url, "a@example.com", c.mode); err == nil || !strings.Contains(err.Error(), "SMTP_TLS") {
			t.Errorf("%s with SMTP_TLS=%q: %v", c.url, c.mode, err)
		}
	}
	for _, mode := range []string{TLSOpportunistic, "opportunistic", TLSRequired, TLSOff} {
		if _, err := NewSMTPSender("smtp://mail.example.com:587", "a@example.com", mode); err != nil {
			t.Errorf("SMTP_TLS=%q: %v", mode, err)
		}
	}
}
