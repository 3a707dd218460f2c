package borders

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// browserTestLimitMs is the longest a browser test may take (client/playwright.config.ts's
// timeout): one that needs longer is split, a page or a small group of pages a test, since
// a long test is the first to time out when the machine is busy.
const browserTestLimitMs = 60_000

var (
	slowTest      = regexp.MustCompile(`\btest\.slow\(`)
	longerTimeout = regexp.MustCompile(`\b(?:test|testInfo)\.setTimeout\(\s*([\d_]+)\s*\)`)
)

func TestNoBrowserTestAsksForMoreThanAMinute(t *testing.T) {
	specs, err := filepath.Glob("../../client/e2e/*.ts")
	if err != nil || len(specs) == 0 {
		t.Fatalf("no browser tests found in client/e2e (%v)", err)
	}
	for _, spec := range specs {
		src, err := os.ReadFile(spec)
		if err != nil {
			t.Fatal(err)
		}
		name := filepath.Base(spec)
		if slowTest.Match(src) {
			t.Errorf("%s: test.slow() triples a test's time limit; split the test instead", name)
		}
		for _, m := range longerTimeout.FindAllSubmatch(src, -1) {
			ms, _ := strconv.Atoi(strings.ReplaceAll(string(m[1]), "_", ""))
			if ms > browserTestLimitMs {
				t.Errorf("%s: %s asks for more than %d ms; split the test instead", name, m[0], browserTestLimitMs)
			}
		}
	}
}
