package session

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
)

// NewLinkSecret returns the secret of a link that works without signing in (an
// invitation, a calendar feed): 32 random bytes, URL-safe, and the hash that is stored.
func NewLinkSecret() (token, hash string) {
	b := make([]byte, 32)
	rand.Read(b)
	token = base64.RawURLEncoding.EncodeToString(b)
	return token, HashLinkSecret(token)
}

// HashLinkSecret is how a link secret is kept and looked up: only its hash is stored.
func HashLinkSecret(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}
