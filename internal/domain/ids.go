package domain

// UniqueIDs is ids without repeats, in the order each first appears. The week's rules
// (people's locations, a shift type's successors) and the market (the people an open
// shift is open to) both clean lists of ids a client sent, so it is here.
func UniqueIDs(ids []int64) []int64 {
	seen := map[int64]bool{}
	out := []int64{}
	for _, id := range ids {
		if !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	return out
}
