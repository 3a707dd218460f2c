package devdb

import "testing"

func TestWithDatabase(t *testing.T) {
	cases := map[string]string{
		"host=/x user=postgres dbname=a sslmode=disable": "host=/x user=postgres sslmode=disable dbname=b",
		"postgres://u:p@h:5432/a?sslmode=disable":        "postgres://u:p@h:5432/b?sslmode=disable",
		"postgres://u@h/a":                               "postgres://u@h/b",
		"postgres://u@h?sslmode=disable":                 "postgres://u@h/b?sslmode=disable",
		"postgresql://u@h":                               "postgresql://u@h/b",
	}
	for in, want := range cases {
		if got := WithDatabase(in, "b"); got != want {
			t.Errorf("WithDatabase(%q) = %q, want %q", in, got, want)
		}
	}
}
