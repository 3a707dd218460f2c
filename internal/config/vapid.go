package config

import (
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	webpush "github.com/SherClockHolmes/webpush-go"
)

// VAPID is the key pair that signs Web Push messages (RFC 8292), base64url as browsers
// take the public key, and the contact push services are given.
type VAPID struct {
	PublicKey  string `json:"publicKey"`
	PrivateKey string `json:"privateKey"`
	Subject    string `json:"-"`
}

const vapidFile = "vapid-keys.json"

// loadVAPID reads VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT: the keys are
// required in production (a browser's subscription is bound to the public key, so new
// keys silently end every device's notifications); development makes them once and
// keeps them in DataDir.
func (c *Config) loadVAPID(getenv func(string) string) error {
	c.VAPID = VAPID{PublicKey: getenv("VAPID_PUBLIC_KEY"), PrivateKey: getenv("VAPID_PRIVATE_KEY"), Subject: getenv("VAPID_SUBJECT")}
	if c.VAPID.Subject == "" {
		c.VAPID.Subject = c.AppURL
	}
	if !strings.HasPrefix(c.VAPID.Subject, "mailto:") && !strings.HasPrefix(c.VAPID.Subject, "https://") && !strings.HasPrefix(c.VAPID.Subject, "http://") {
		return fmt.Errorf("VAPID_SUBJECT must be a mailto: or https: URL, not %q", c.VAPID.Subject)
	}
	if c.VAPID.PublicKey == "" && c.VAPID.PrivateKey == "" && !c.Production() {
		keys, err := devVAPID(c.DataDir)
		if err != nil {
			return err
		}
		c.VAPID.PublicKey, c.VAPID.PrivateKey = keys.PublicKey, keys.PrivateKey
		c.Defaults["VAPID_PUBLIC_KEY"] = "(generated, kept in " + filepath.Join(c.DataDir, vapidFile) + ")"
		return nil
	}
	if !validVAPID(c.VAPID) {
		return errors.New("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set to a VAPID key pair (base64url), e.g. made by `bin/shiftsched vapid-keys`; see docs/user-guide/push-notifications.md#vapid-keys")
	}
	return nil
}

// validVAPID checks the shapes of the keys: an uncompressed P-256 point and a scalar.
func validVAPID(v VAPID) bool {
	pub, err1 := base64.RawURLEncoding.DecodeString(strings.TrimRight(v.PublicKey, "="))
	priv, err2 := base64.RawURLEncoding.DecodeString(strings.TrimRight(v.PrivateKey, "="))
	return err1 == nil && err2 == nil && len(pub) == 65 && pub[0] == 4 && len(priv) == 32
}

// NewVAPID makes a VAPID key pair.
func NewVAPID() (VAPID, error) {
	priv, pub, err := webpush.GenerateVAPIDKeys()
	return VAPID{PublicKey: pub, PrivateKey: priv}, err
}

// devVAPID reads the key pair kept in dir, making it first when there is none. Like
// the development secrets, it is written whole and linked into place, so two servers
// starting at once end up with the same keys.
func devVAPID(dir string) (VAPID, error) {
	path := filepath.Join(dir, vapidFile)
	keys, err := readVAPID(path)
	if err == nil || !errors.Is(err, fs.ErrNotExist) {
		return keys, err
	}
	if keys, err = NewVAPID(); err != nil {
		return keys, err
	}
	b, _ := json.MarshalIndent(keys, "", "  ")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return keys, fmt.Errorf("development VAPID keys: %w", err)
	}
	tmp, err := os.CreateTemp(dir, vapidFile+".*")
	if err != nil {
		return keys, fmt.Errorf("development VAPID keys: %w", err)
	}
	defer os.Remove(tmp.Name())
	_, err = tmp.Write(append(b, '\n'))
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Link(tmp.Name(), path)
	}
	if errors.Is(err, fs.ErrExist) {
		return readVAPID(path)
	}
	if err != nil {
		return keys, fmt.Errorf("development VAPID keys: %w", err)
	}
	return keys, nil
}

func readVAPID(path string) (VAPID, error) {
	var keys VAPID
	b, err := os.ReadFile(path)
	if err != nil {
		return keys, err
	}
	if json.Unmarshal(b, &keys) != nil || !validVAPID(keys) {
		return keys, fmt.Errorf("development VAPID keys in %s are damaged: delete the file to make new ones (every device must turn notifications on again)", path)
	}
	return keys, nil
}
