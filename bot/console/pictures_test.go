package console

import (
	"bytes"
	"context"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	_ "github.com/quintetbot/quintet/render/qwinto" // Qwinto's board, with its picture
)

// TestWritePictures: with a picture directory, every board the console
// prints has its picture written there, as a PNG that decodes, and its
// path printed under it.
func TestWritePictures(t *testing.T) {
	dir := t.TempDir()
	var out bytes.Buffer
	c, _ := newConsole(&out)
	c.WritePictures(dir)
	script := "alice: /play qwinto\nbob: 1\nalice: 4\nalice: /game move roll red yellow\n"
	if err := c.Run(context.Background(), strings.NewReader(script)); err != nil {
		t.Fatal(err)
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.png"))
	if err != nil || len(files) < 2 {
		t.Fatalf("%d pictures written (%v), want the boards' after the start and the roll:\n%s", len(files), err, out.String())
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := png.Decode(bytes.NewReader(data)); err != nil {
			t.Errorf("%s: %v", f, err)
		}
		if !strings.Contains(out.String(), "  picture: "+f+"\n") {
			t.Errorf("the console does not print the path %s:\n%s", f, out.String())
		}
	}
}

// TestNoPicturesByDefault: without a directory, no path is printed.
func TestNoPicturesByDefault(t *testing.T) {
	var out bytes.Buffer
	c, _ := newConsole(&out)
	if err := c.Run(context.Background(), strings.NewReader("alice: /play qwinto\nbob: 1\nalice: 4\n")); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(out.String(), "picture:") {
		t.Errorf("a picture path printed without a directory:\n%s", out.String())
	}
}
