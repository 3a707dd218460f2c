package auth

import (
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"

	"github.com/shiftsched/shiftsched/internal/domain"
)

func TestTokens(t *testing.T) {
	now := time.Date(2026, 11, 20, 9, 0, 0, 0, time.UTC)
	tok := Tokens{Secret: []byte("0123456789abcdef0123456789abcdef"), Now: func() time.Time { return now }}
	s, err := tok.Issue(&domain.User{ID: 42, TokenVersion: 3})
	if err != nil {
		t.Fatal(err)
	}
	t.Run("OK", func(t *testing.T) {
		c, err := tok.Parse(s)
		if err != nil || c.UserID != 42 || c.Version != 3 || !c.ExpiresAt.Equal(now.Add(TokenLifetime)) {
			t.Fatalf("got %+v %v", c, err)
		}
	})
	t.Run("OKEachTokenHasItsOwnID", func(t *testing.T) {
		s2, _ := tok.Issue(&domain.User{ID: 42, TokenVersion: 3})
		a, _ := tok.Parse(s)
		b, _ := tok.Parse(s2)
		if a.ID == "" || a.ID == b.ID {
			t.Fatalf("token ids %q and %q", a.ID, b.ID)
		}
	})
	t.Run("ErrExpired", func(t *testing.T) {
		later := tok
		later.Now = func() time.Time { return now.Add(TokenLifetime + time.Second) }
		if _, err := later.Parse(s); err == nil {
			t.Fatal("expired token accepted")
		}
	})
	t.Run("ErrOtherSecret", func(t *testing.T) {
		other := tok
		other.Secret = []byte("another-secret-another-secret-xx")
		if _, err := other.Parse(s); err == nil {
			t.Fatal("forged token accepted")
		}
	})
	t.Run("ErrAlgNone", func(t *testing.T) {
		none, _ := jwt.NewWithClaims(jwt.SigningMethodNone, jwt.MapClaims{"sub": "42", "exp": now.Add(time.Hour).Unix()}).SignedString(jwt.UnsafeAllowNoneSignatureType)
		if _, err := tok.Parse(none); err == nil {
			t.Fatal("unsigned token accepted")
		}
	})
	t.Run("ErrMalformed", func(t *testing.T) {
		if _, err := tok.Parse("not.a.token"); err == nil {
			t.Fatal("malformed token accepted")
		}
	})
}

func TestPasswords(t *testing.T) {
	BcryptCost = 4
	h, err := HashPassword("secret1")
	if err != nil || !CheckPassword(h, "secret1") || CheckPassword(h, "secret2") {
		t.Fatal("bcrypt round trip failed")
	}
}
