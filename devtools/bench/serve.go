package bench

import "context"

// Server is the real binary running on a loopback port, for other harnesses (the
// rostering benchmark).
type Server struct{ s *server }

// URL is where it serves.
func (s *Server) URL() string { return s.s.URL }

// Stop ends it.
func (s *Server) Stop() error { return s.s.stop() }

// Logs are the last lines it printed.
func (s *Server) Logs() string { return s.s.logs.String() }

// StartServer runs bin against databaseURL as the load benchmark does (rate limits off,
// the benchmark's secrets) and waits until it is ready.
func StartServer(ctx context.Context, bin, databaseURL string, extra []string) (*Server, error) {
	s, err := startServer(ctx, bin, databaseURL, false, extra)
	if err != nil {
		return nil, err
	}
	return &Server{s}, nil
}
