package metrics

import "slices"

// labelSet is a label's fixed set of values; anything else is Other.
type labelSet map[string]struct{}

func newLabelSet(values []string) labelSet {
	s := labelSet{}
	for _, v := range values {
		s[v] = struct{}{}
	}
	return s
}

// of returns v when it is in the set, Other otherwise.
func (s labelSet) of(v string) string {
	if _, ok := s[v]; ok {
		return v
	}
	return Other
}

// values returns the set and Other, sorted.
func (s labelSet) values() []string {
	out := []string{Other}
	for v := range s {
		out = append(out, v)
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// statusClasses are the status label's values, by the status' first digit.
var statusClasses = [...]string{Other, "1xx", "2xx", "3xx", "4xx", "5xx"}

// statusClass returns "2xx" for 200 to 299, and so on; Other outside 100 to 599.
func statusClass(code int) string {
	if code < 100 || code > 599 {
		return Other
	}
	return statusClasses[code/100]
}
