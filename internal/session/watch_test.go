package session_test

import (
	"context"
	"errors"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/dbtest"
	"github.com/shiftsched/shiftsched/internal/session"
)

type seen struct {
	mu              sync.Mutex
	refused, failed []string
}

func (s *seen) Refused(action string) {
	s.mu.Lock()
	s.refused = append(s.refused, action)
	s.mu.Unlock()
}
func (s *seen) Failed(door string) { s.mu.Lock(); s.failed = append(s.failed, door); s.mu.Unlock() }

// The watch (the metrics) hears each refusal with its action, and the wrong
// credentials it is told of; an allowed attempt is no refusal.
func TestTheWatchHearsRefusals(t *testing.T) {
	t.Parallel()
	l := session.NewLimiter(dbtest.New(t), map[string]session.Limit{"guess": {Every: time.Hour, Burst: 1}}, nil)
	w := &seen{}
	l.SetWatch(w)
	tooMany := errors.New("too many")
	ctx := context.Background()
	if err := l.Take(ctx, "guess", "k", tooMany); err != nil {
		t.Fatal(err)
	}
	if err := l.Take(ctx, "guess", "k", tooMany); err != tooMany {
		t.Fatalf("second attempt: %v", err)
	}
	l.Take(ctx, "unlimited", "k", tooMany)
	l.Failed(session.DoorKiosk)
	if !slices.Equal(w.refused, []string{"guess"}) || !slices.Equal(w.failed, []string{"kiosk"}) {
		t.Errorf("refused %v, failed %v", w.refused, w.failed)
	}
	if got := l.Actions(); !slices.Equal(got, []string{"guess"}) {
		t.Errorf("Actions() = %v", got)
	}
}
