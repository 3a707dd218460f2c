package service

// BcryptRuns returns how many bcrypt computations the service has made.
func (s *Service) BcryptRuns() int64 { return s.bcryptRuns.Load() }
