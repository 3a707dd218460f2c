package store

// PreparedCount is how many statements the store keeps prepared (for tests).
func (s *Store) PreparedCount() int {
	s.stmts.mu.RLock()
	defer s.stmts.mu.RUnlock()
	return len(s.stmts.m)
}
