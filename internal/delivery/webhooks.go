package delivery

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"syscall"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/store"
)

const (
	// webhookTimeout bounds one delivery, connection included.
	webhookTimeout = 10 * time.Second
	// webhookMaxRedirects is how many redirects a delivery follows, each checked again.
	webhookMaxRedirects = 3
	// SignatureHeader carries "t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">",
	// keyed with the whole secret string. Deprecated: sent beside the Standard Webhooks
	// headers for one release so that receivers can move over
	// (docs/api/webhooks.md#the-old-signature-header).
	SignatureHeader = "Shiftsched-Signature"
)

// standardSigner signs the Standard Webhooks way. Its key is the secret's whsec_ form
// decoded: new secrets are whsec_ + base64 of random bytes, and older ones (whsec_ + hex)
// decode as base64 too, so every stored secret works as is in any Standard Webhooks
// library. A secret that does not decode (none is stored so) is used as raw bytes.
func standardSigner(secret string) *standardwebhooks.Webhook {
	wh, err := standardwebhooks.NewWebhook(secret)
	if err != nil {
		wh, _ = standardwebhooks.NewWebhookRaw([]byte(secret))
	}
	return wh
}

// setSignatures sets the Standard Webhooks headers of a delivery and the old one.
// id is the event's id, the same on retries and redeliveries, so receivers can drop
// repeats.
func setSignatures(h http.Header, secret, id string, t time.Time, body []byte) error {
	sig, err := standardSigner(secret).Sign(id, t, body)
	if err != nil {
		return err
	}
	h.Set(standardwebhooks.HeaderWebhookID, id)
	h.Set(standardwebhooks.HeaderWebhookTimestamp, strconv.FormatInt(t.Unix(), 10))
	h.Set(standardwebhooks.HeaderWebhookSignature, sig)
	h.Set(SignatureHeader, Sign(secret, t, body))
	return nil
}

// Sign returns the signature header value of a delivery body sent at t.
func Sign(secret string, t time.Time, body []byte) string {
	ts := strconv.FormatInt(t.Unix(), 10)
	m := hmac.New(sha256.New, []byte(secret))
	m.Write([]byte(ts + "."))
	m.Write(body)
	return "t=" + ts + ",v1=" + hex.EncodeToString(m.Sum(nil))
}

var errForbiddenAddr = domain.Errorf(domain.Invalid,
	"Webhook addresses may not point to loopback, private or link-local addresses, or to any other address that is not publicly reachable.")

// newWebhookClient returns the client deliveries use: a deadline, no proxy, and a dialer
// that refuses forbidden addresses at connect time (so neither DNS answers that change
// nor redirects can reach them). refuse nil allows every address.
func newWebhookClient(refuse func(netip.AddrPort) bool) *http.Client {
	return newDeliveryClient(refuse, webhookTimeout)
}

// newDeliveryClient is newWebhookClient with a deadline of timeout (connecting within
// half of it, at most 5 s).
func newDeliveryClient(refuse func(netip.AddrPort) bool, timeout time.Duration) *http.Client {
	d := &net.Dialer{Timeout: min(5*time.Second, timeout/2)}
	if refuse != nil {
		d.Control = func(_, address string, _ syscall.RawConn) error {
			ap, err := netip.ParseAddrPort(address)
			if err != nil || refuse(ap) {
				return errForbiddenAddr
			}
			return nil
		}
	}
	return &http.Client{
		Timeout: timeout,
		Transport: &http.Transport{
			Proxy: nil, DialContext: d.DialContext, TLSHandshakeTimeout: min(5*time.Second, timeout/2),
			ResponseHeaderTimeout: timeout, MaxIdleConnsPerHost: 2,
		},
		CheckRedirect: func(req *http.Request, via []*http.Request) error {
			if len(via) >= webhookMaxRedirects {
				return errors.New("too many redirects")
			}
			if req.URL.Scheme != "https" && refuse != nil {
				return errors.New("redirect to a non-https address")
			}
			return nil
		},
	}
}

// refuseForbidden is the production dial check.
func refuseForbidden(ap netip.AddrPort) bool { return forbiddenAddr(ap.Addr()) }

// CheckWebhookURL validates an endpoint address: https (http too when private
// addresses are allowed), a host, no credentials, and, unless allowed, a host that
// resolves to no forbidden address.
func (o *Outbox) CheckWebhookURL(ctx context.Context, raw string) (string, error) {
	raw = strings.TrimSpace(raw)
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" || u.Hostname() == "" || u.User != nil || u.Fragment != "" || len(raw) > 2000 {
		return "", domain.Errorf(domain.Invalid, "Enter a full https:// address for the webhook.")
	}
	if u.Scheme != "https" && !(o.allowPrivate && u.Scheme == "http") {
		return "", domain.Errorf(domain.Invalid, "Webhook addresses must use https://.")
	}
	if o.allowPrivate {
		return u.String(), nil
	}
	host := u.Hostname()
	var addrs []netip.Addr
	if a, err := netip.ParseAddr(host); err == nil {
		addrs = []netip.Addr{a}
	} else {
		rctx, cancel := context.WithTimeout(ctx, 5*time.Second)
		addrs, err = net.DefaultResolver.LookupNetIP(rctx, "ip", host)
		cancel()
		if err != nil || len(addrs) == 0 {
			return "", domain.Errorf(domain.Invalid, "The webhook host %q could not be found.", host)
		}
	}
	for _, a := range addrs {
		if forbiddenAddr(a) {
			return "", errForbiddenAddr
		}
	}
	return u.String(), nil
}

// deliverWebhook makes one attempt at a webhook row: POST the event, signed.
func (o *Outbox) deliverWebhook(ctx context.Context, q store.Q, it *domain.OutboxItem) error {
	if it.WebhookID == nil {
		return errors.New("webhook delivery without an endpoint")
	}
	w, err := q.WebhookByID(ctx, *it.WebhookID)
	if err != nil {
		return err
	}
	if w.RemovedAt != nil {
		return errors.New("webhook removed")
	}
	var ev domain.WebhookEvent
	json.Unmarshal(it.Payload, &ev)
	// The stored jsonb is re-serialised by PostgreSQL; sign exactly the bytes sent.
	body := []byte(it.Payload)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, w.URL, strings.NewReader(string(body)))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", "Shiftsched-Webhooks/1")
	req.Header.Set("Shiftsched-Event-Id", ev.ID)
	req.Header.Set("Shiftsched-Event-Kind", string(ev.Kind))
	if err := setSignatures(req.Header, w.Secret, ev.ID, o.now(), body); err != nil {
		return err
	}
	resp, err := o.client.Do(req)
	if err != nil {
		return &deliveryFailure{shown: "The endpoint could not be reached.", cause: err}
	}
	defer resp.Body.Close()
	io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		return &deliveryFailure{
			shown: fmt.Sprintf("The endpoint answered %d %s.", resp.StatusCode, http.StatusText(resp.StatusCode)),
			cause: fmt.Errorf("endpoint answered %s", resp.Status)}
	}
	return nil
}

// deliveryFailure is a failed attempt as the delivery log shows it to managers, and its
// cause, for the server log only. Connection failures all read alike: how one failed
// (refused, timed out, TLS) would let the log map which hosts and ports answer inside
// and around the network.
type deliveryFailure struct {
	shown string
	cause error
}

func (f *deliveryFailure) Error() string { return f.cause.Error() }
func (f *deliveryFailure) Unwrap() error { return f.cause }

// shownFailure is what the outbox records of a failed attempt.
func shownFailure(err error) string {
	if f, ok := errors.AsType[*deliveryFailure](err); ok {
		return f.shown
	}
	return err.Error()
}
