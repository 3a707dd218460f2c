package store

import (
	"context"
	"database/sql/driver"
	"errors"
	"fmt"
	"syscall"
	"testing"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

func TestUnavailable(t *testing.T) {
	for _, tc := range []struct {
		name string
		err  error
		want bool
	}{
		{"OKUnavailableAdminShutdown", &pq.Error{Code: "57P01"}, true},
		{"OKUnavailableStartingUp", &pq.Error{Code: "57P03"}, true},
		{"OKUnavailableConnectionFailure", &pq.Error{Code: "08006"}, true},
		{"OKUnavailableBadConn", fmt.Errorf("query: %w", driver.ErrBadConn), true},
		{"OKUnavailableRefused", fmt.Errorf("dial: %w", syscall.ECONNREFUSED), true},
		{"OKUnavailableReadOnlyReplica", &pq.Error{Code: "25006"}, true},
		{"OKUnavailableReplicaReached", fmt.Errorf("connect: %w", errNotPrimary), true},
		{"OKNotUnavailableUniqueViolation", &pq.Error{Code: "23505"}, false},
		{"OKNotUnavailableCancelled", context.Canceled, false},
		{"OKNotUnavailableOther", errors.New("boom"), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := domain.KindOf(unavailable(tc.err)) == domain.Unavailable
			if got != tc.want {
				t.Fatalf("unavailable(%v) = %v, want %v", tc.err, got, tc.want)
			}
		})
	}
	if unavailable(nil) != nil {
		t.Fatal("nil is an error")
	}
}
