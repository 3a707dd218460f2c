package server

import (
	"context"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"time"
)

// ShutdownTimeout is how long a stopping server waits for in-flight requests.
const ShutdownTimeout = 30 * time.Second

// Serve answers on ln with handler until ctx ends (SIGTERM), then stops gracefully: it
// stops accepting, lets in-flight requests finish (up to ShutdownTimeout), and tells
// the live-update sockets in sockets to reconnect, to another instance, instead of
// cutting them. Requests are not cancelled by ctx. It returns once the server stopped.
func Serve(ctx context.Context, ln net.Listener, handler http.Handler, sockets *Sockets, log *slog.Logger) error {
	srv := &http.Server{
		Handler:           handler,
		ReadHeaderTimeout: 10 * time.Second, // and the body: DefaultBodyReadTimeout
		MaxHeaderBytes:    64 << 10,         // a GET /graphql query is at most 16 KiB
		IdleTimeout:       2 * time.Minute,
		BaseContext:       func(net.Listener) context.Context { return context.WithoutCancel(ctx) },
	}
	// Shutdown does not wait for hijacked connections: live-update sockets are told to
	// reconnect instead of being cut.
	if sockets != nil {
		srv.RegisterOnShutdown(sockets.CloseAll)
	}
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	select {
	case err := <-served:
		return err
	case <-ctx.Done():
	}
	log.Info("shutting down: finishing in-flight requests")
	shutdownCtx, cancel := context.WithTimeout(context.Background(), ShutdownTimeout)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil {
		return fmt.Errorf("shutdown: %w", err)
	}
	return nil
}
