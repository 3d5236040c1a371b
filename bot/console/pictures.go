package console

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/quintetbot/quintet/render"
)

// WritePictures has the console write the picture of every message it
// prints (a board, a hand, a leaderboard card) into dir, as Discord would
// show it, and print the file's path under the message; "" writes none.
// Files are numbered in the order printed: 0001-general-m3.png.
func (c *Console) WritePictures(dir string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.pictureDir = dir
}

// writePictures writes msg's PNG files into the picture directory, if
// any, and prints their paths; a file that cannot be written is reported
// on the console and the message still printed. The caller holds c.mu.
func (c *Console) writePictures(channel, id string, msg *render.Message) {
	if c.pictureDir == "" {
		return
	}
	for _, f := range msg.Files {
		if f.ContentType != "image/png" || len(f.Data) == 0 {
			continue
		}
		c.pictures++
		name := fmt.Sprintf("%04d-%s-%s.png", c.pictures, fileSafe(channel), fileSafe(id))
		path := filepath.Join(c.pictureDir, name)
		if err := os.WriteFile(path, f.Data, 0o644); err != nil {
			fmt.Fprintf(c.out, "  ! picture not written: %v\n", err)
			continue
		}
		fmt.Fprintf(c.out, "  picture: %s\n", path)
	}
}

// fileSafe is s with every character but letters, digits, '-' and '_'
// made '_', for a file name.
func fileSafe(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '-', r == '_':
			return r
		}
		return '_'
	}, s)
}
