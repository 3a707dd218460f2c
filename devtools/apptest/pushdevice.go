package apptest

import (
	"bytes"
	"crypto/aes"
	"crypto/cipher"
	"crypto/ecdh"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/hkdf"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"time"

	"github.com/golang-jwt/jwt/v5"

	"github.com/shiftsched/shiftsched/internal/config"
	"github.com/shiftsched/shiftsched/internal/delivery"
)

// PushKeys is the VAPID key pair every test app signs its pushes with.
var PushKeys = func() *delivery.PushKeys {
	v, err := config.NewVAPID()
	if err != nil {
		panic(err)
	}
	return &delivery.PushKeys{PublicKey: v.PublicKey, PrivateKey: v.PrivateKey, Subject: "mailto:ops@shiftsched.test"}
}()

// PushDevice is a browser's side of a push subscription, made as a browser makes it:
// an ECDH P-256 key pair and a 16-byte auth secret (RFC 8291). It decrypts what a push
// service hands it, and checks the sender's VAPID signature (RFC 8292).
type PushDevice struct {
	key  *ecdh.PrivateKey
	auth []byte
	// P256dh and Auth are the subscription's keys as toJSON() gives them (base64url).
	P256dh, Auth string
}

// NewPushDevice makes the keys of a new subscription.
func NewPushDevice() *PushDevice {
	key, err := ecdh.P256().GenerateKey(rand.Reader)
	if err != nil {
		panic(err)
	}
	auth := make([]byte, 16)
	rand.Read(auth)
	b64 := base64.RawURLEncoding.EncodeToString
	return &PushDevice{key: key, auth: auth, P256dh: b64(key.PublicKey().Bytes()), Auth: b64(auth)}
}

// Decrypt opens an aes128gcm body (RFC 8188) encrypted to the device (RFC 8291): the
// header carries the salt, the record size and the sender's ephemeral public key.
func (d *PushDevice) Decrypt(body []byte) ([]byte, error) {
	if len(body) < 21 || len(body) < 21+int(body[20]) {
		return nil, errors.New("body shorter than its header")
	}
	salt, rs, idLen := body[:16], binary.BigEndian.Uint32(body[16:20]), int(body[20])
	senderKey, records := body[21:21+idLen], body[21+idLen:]
	if uint32(len(records)) > rs {
		return nil, fmt.Errorf("%d bytes in one record of at most %d: a push is one record", len(records), rs)
	}
	sender, err := ecdh.P256().NewPublicKey(senderKey)
	if err != nil {
		return nil, fmt.Errorf("sender key: %w", err)
	}
	shared, err := d.key.ECDH(sender)
	if err != nil {
		return nil, err
	}
	info := append(append([]byte("WebPush: info\x00"), d.key.PublicKey().Bytes()...), senderKey...)
	ikm, err := hkdf.Key(sha256.New, shared, d.auth, string(info), 32)
	if err != nil {
		return nil, err
	}
	cek, err := hkdf.Key(sha256.New, ikm, salt, "Content-Encoding: aes128gcm\x00", 16)
	if err != nil {
		return nil, err
	}
	nonce, err := hkdf.Key(sha256.New, ikm, salt, "Content-Encoding: nonce\x00", 12)
	if err != nil {
		return nil, err
	}
	block, _ := aes.NewCipher(cek)
	gcm, _ := cipher.NewGCM(block)
	plain, err := gcm.Open(nil, nonce, records, nil) // the first record's sequence number is 0
	if err != nil {
		return nil, fmt.Errorf("decrypt: %w", err)
	}
	// The last record ends with the delimiter 2 and then zero padding.
	plain = bytes.TrimRight(plain, "\x00")
	if len(plain) == 0 || plain[len(plain)-1] != 2 {
		return nil, errors.New("no last-record delimiter")
	}
	return plain[:len(plain)-1], nil
}

// CheckVAPID checks an Authorization header ("vapid t=<JWT>, k=<public key>"): the key
// is keys', the JWT is signed with it (ES256), names the push service's origin as its
// audience, a contact as its subject, and expires within a day.
func CheckVAPID(header, endpoint string, keys *delivery.PushKeys, now time.Time) error {
	rest, ok := strings.CutPrefix(header, "vapid ")
	if !ok {
		return fmt.Errorf("not a vapid authorization: %q", header)
	}
	params := map[string]string{}
	for p := range strings.SplitSeq(rest, ",") {
		k, v, _ := strings.Cut(strings.TrimSpace(p), "=")
		params[k] = v
	}
	if params["k"] != strings.TrimRight(keys.PublicKey, "=") {
		return fmt.Errorf("k = %q, not the server's public key", params["k"])
	}
	raw, err := base64.RawURLEncoding.DecodeString(params["k"])
	if err != nil {
		return err
	}
	pub, err := ecdsa.ParseUncompressedPublicKey(elliptic.P256(), raw)
	if err != nil {
		return err
	}
	u, _ := url.Parse(endpoint)
	claims := jwt.MapClaims{}
	_, err = jwt.ParseWithClaims(params["t"], claims, func(*jwt.Token) (any, error) { return pub, nil },
		jwt.WithValidMethods([]string{"ES256"}), jwt.WithAudience(u.Scheme+"://"+u.Host), jwt.WithExpirationRequired(),
		jwt.WithTimeFunc(func() time.Time { return now }))
	if err != nil {
		return err
	}
	if exp, _ := claims.GetExpirationTime(); exp.Sub(now) > 24*time.Hour {
		return fmt.Errorf("expires at %v, over a day ahead", exp)
	}
	if sub, _ := claims.GetSubject(); sub != keys.Subject {
		return fmt.Errorf("sub = %q, want %q", sub, keys.Subject)
	}
	return nil
}
