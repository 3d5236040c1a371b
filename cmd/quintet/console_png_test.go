package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestConsoleWritesPictures: quintet console --png DIR writes the picture
// of each board it posts into DIR and names the file; a DIR that is not a
// directory is refused before a line is read.
func TestConsoleWritesPictures(t *testing.T) {
	dir := t.TempDir()
	out, err := runArgs(t, nil, "alice: /play qwinto\nbob: 1\nalice: 4\n", "console", "--png", dir)
	if err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.png"))
	if len(files) == 0 || !strings.Contains(out, "picture: "+files[0]) {
		t.Fatalf("%d pictures written; output:\n%s", len(files), out)
	}
	notDir := filepath.Join(dir, "file")
	if err := os.WriteFile(notDir, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := runArgs(t, nil, "alice: /play qwinto\n", "console", "--png", notDir); err == nil || !strings.Contains(err.Error(), "not a directory") {
		t.Errorf("--png to a file: %v, want it refused as not a directory", err)
	}
}
