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

func TestVerifiedTokens(t *testing.T) {
	now := time.Date(2026, 11, 20, 9, 0, 0, 0, time.UTC)
	tok := Tokens{Secret: []byte("0123456789abcdef0123456789abcdef"), Now: func() time.Time { return now }}
	s, err := tok.Issue(&domain.User{ID: 42, TokenVersion: 3})
	if err != nil {
		t.Fatal(err)
	}
	var v VerifiedTokens
	for range 2 { // checked, then remembered
		if c, err := v.Parse(tok, s); err != nil || c.UserID != 42 || c.Version != 3 {
			t.Fatalf("got %+v %v", c, err)
		}
	}
	t.Run("ErrExpiredSinceRemembered", func(t *testing.T) {
		later := tok
		later.Now = func() time.Time { return now.Add(TokenLifetime) }
		if _, err := v.Parse(later, s); err == nil {
			t.Fatal("expired token accepted from memory")
		}
	})
	t.Run("ErrForgedNeverRemembered", func(t *testing.T) {
		other := Tokens{Secret: []byte("another-secret-another-secret-xx"), Now: tok.Now}
		forged, _ := other.Issue(&domain.User{ID: 1, TokenVersion: 1})
		for range 2 {
			if _, err := v.Parse(tok, forged); err == nil {
				t.Fatal("forged token accepted")
			}
		}
	})
	t.Run("OKBounded", func(t *testing.T) {
		for i := range verifiedLimit + 10 {
			s, _ := tok.Issue(&domain.User{ID: int64(i + 1), TokenVersion: 1})
			if _, err := v.Parse(tok, s); err != nil {
				t.Fatal(err)
			}
		}
		if n := len(v.m); n > verifiedLimit {
			t.Fatalf("remembers %d tokens, limit %d", n, verifiedLimit)
		}
	})
}
