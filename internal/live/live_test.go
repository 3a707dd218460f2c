package live_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/internal/dbtest"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/live"
	"github.com/shiftsched/shiftsched/internal/store"
)

func startHub(t *testing.T) (*live.Hub, *store.Store, context.CancelFunc, chan struct{}) {
	t.Helper()
	dsn := dbtest.NewURL(t)
	st, err := store.Open(context.Background(), dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	hub := live.New(dsn, st.Q().NotificationsByIDs, slog.New(slog.NewTextHandler(io.Discard, nil)))
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { defer close(done); hub.Run(ctx) }()
	t.Cleanup(func() { cancel(); <-done })
	select {
	case <-hub.Ready():
	case <-time.After(5 * time.Second):
		t.Fatal("hub does not listen")
	}
	return hub, st, cancel, done
}

func mustUser(t *testing.T, st *store.Store, name string) int64 {
	t.Helper()
	u, err := st.Q().CreateUser(context.Background(), name, name+"@example.com", domain.RoleEmployee, "x")
	if err != nil {
		t.Fatal(err)
	}
	return u.ID
}

func receive(t *testing.T, ch <-chan *domain.Notification) *domain.Notification {
	t.Helper()
	select {
	case n, ok := <-ch:
		if !ok {
			t.Fatal("channel closed")
		}
		return n
	case <-time.After(5 * time.Second):
		t.Fatal("nothing delivered")
	}
	return nil
}

func TestHub(t *testing.T) {
	t.Parallel()

	t.Run("OK_FanOutToTheOwnersSubscriptions", func(t *testing.T) {
		t.Parallel()
		hub, st, _, _ := startHub(t)
		ann, bo := mustUser(t, st, "ann"), mustUser(t, st, "bo")
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		first, _ := hub.Subscribe(ctx, ann)
		second, _ := hub.Subscribe(ctx, ann)
		if hub.Subscribers(ann) != 2 || hub.Subscribers(bo) != 0 {
			t.Fatalf("subscribers %d / %d", hub.Subscribers(ann), hub.Subscribers(bo))
		}
		q := st.Q()
		if err := q.InsertNotifications(context.Background(), []int64{bo}, "for bo", "/x"); err != nil {
			t.Fatal(err)
		}
		if err := q.InsertNotifications(context.Background(), []int64{ann}, "for ann", "/swaps"); err != nil {
			t.Fatal(err)
		}
		for _, ch := range []<-chan *domain.Notification{first, second} {
			if n := receive(t, ch); n.Message != "for ann" || n.UserID != ann || n.Link != "/swaps" || n.ID == 0 {
				t.Errorf("delivered %+v", n)
			}
		}
	})

	t.Run("OK_UnsubscribeWhenContextEnds", func(t *testing.T) {
		t.Parallel()
		hub, st, _, _ := startHub(t)
		ann := mustUser(t, st, "ann")
		ctx, cancel := context.WithCancel(context.Background())
		ch, _ := hub.Subscribe(ctx, ann)
		cancel()
		select {
		case _, ok := <-ch:
			if ok {
				t.Fatal("value after cancel")
			}
		case <-time.After(5 * time.Second):
			t.Fatal("channel not closed")
		}
		if hub.Subscribers(ann) != 0 {
			t.Error("still subscribed")
		}
	})

	t.Run("OK_StopClosesEverything", func(t *testing.T) {
		t.Parallel()
		hub, st, stop, done := startHub(t)
		ann := mustUser(t, st, "ann")
		ch, err := hub.Subscribe(context.Background(), ann)
		if err != nil {
			t.Fatal(err)
		}
		stop()
		<-done
		if _, ok := <-ch; ok {
			t.Error("channel open after stop")
		}
		if _, err := hub.Subscribe(context.Background(), ann); !errors.Is(err, live.ErrStopped) {
			t.Errorf("Subscribe after stop = %v", err)
		}
	})
}
