package store

import (
	"database/sql/driver"
	"errors"
	"fmt"
	"io"
	"net"
	"strings"
	"syscall"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// unavailable turns an error that says the database cannot be reached (refused or
// dropped connection, server shutting down or starting up, or a replica reached during a
// failover: see connector.go) into domain.ErrUnavailable,
// keeping the cause for the log; other errors pass unchanged. Both doors answer it with
// 503 and Retry-After, instead of a 500 for each request while PostgreSQL restarts.
func unavailable(err error) error {
	if err == nil || !isUnavailable(err) {
		return err
	}
	return fmt.Errorf("%w (%v)", domain.ErrUnavailable, err)
}

func isUnavailable(err error) bool {
	var pqErr *pq.Error
	if errors.As(err, &pqErr) {
		code := string(pqErr.Code)
		// 08: connection exceptions; 57P01-57P03: admin shutdown, crash shutdown,
		// cannot connect now (starting up); 53300: too many connections; 25006: read-only
		// (the server is a replica: the store never writes in a read-only transaction).
		return strings.HasPrefix(code, "08") || code == "57P01" || code == "57P02" || code == "57P03" || code == "53300" || code == "25006"
	}
	var netErr net.Error
	var opErr *net.OpError
	return errors.Is(err, driver.ErrBadConn) || errors.Is(err, errNotPrimary) ||
		errors.Is(err, syscall.ECONNREFUSED) || errors.Is(err, syscall.ECONNRESET) ||
		errors.Is(err, syscall.ENOENT) || // a Unix socket that is gone
		errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) ||
		errors.As(err, &opErr) || (errors.As(err, &netErr) && netErr.Timeout())
}
