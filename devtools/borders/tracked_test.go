package borders

import (
	"bytes"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"testing"
)

// maxTrackedBytes is the largest file the repository keeps, outside bigFilesAllowed:
// anything larger is almost always build output (a compiled binary was once committed).
const maxTrackedBytes = 1 << 20

// bigFilesAllowed are the patterns of tracked files that may be larger: generated code,
// which a check regenerates and compares, and the documentation's screenshots.
var bigFilesAllowed = []string{"graph/generated.go", "client/src/gql/graphql.ts", "docs/*.png", "docs/*/*.png"}

func TestNoLargeFileIsTracked(t *testing.T) {
	cmd := exec.Command("git", "ls-files", "-z")
	cmd.Dir = "../.."
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("git ls-files: %v", err)
	}
	for _, name := range bytes.Split(bytes.TrimRight(out, "\x00"), []byte{0}) {
		file := string(name)
		info, err := os.Stat(filepath.Join("../..", file))
		if err != nil || info.Size() <= maxTrackedBytes || allowedBig(file) {
			continue
		}
		t.Errorf("%s is %d bytes, over %d: build output belongs in .gitignore, not in a commit", file, info.Size(), maxTrackedBytes)
	}
}

func allowedBig(file string) bool {
	for _, p := range bigFilesAllowed {
		if ok, _ := path.Match(p, file); ok {
			return true
		}
	}
	return false
}
