package graph

// optID is an optional id input: 0 when left out (the service adds a new one).
func optID(id *int64) int64 {
	if id == nil {
		return 0
	}
	return *id
}

// optInt64 widens an optional GraphQL Int.
func optInt64(n *int) *int64 {
	if n == nil {
		return nil
	}
	v := int64(*n)
	return &v
}
