package bot

import (
	"bytes"
	"errors"
	"log/slog"
	"strings"
	"testing"
)

// TestGuards: a panic under Guard or GuardThen is logged with what was
// being done and the goroutine goes on (GuardThen after running what it
// still owes); Safely turns a panic into an error and passes errors
// through.
func TestGuards(t *testing.T) {
	var out bytes.Buffer
	log := slog.New(slog.NewTextHandler(&out, nil))
	func() {
		defer Guard(log, "testing guard", "id", "42")
		panic("boom")
	}()
	owed := false
	func() {
		defer GuardThen(log, "testing then", func() { owed = true })
		panic("bang")
	}()
	for _, want := range []string{"during=\"testing guard\"", "panic=boom", "id=42", "during=\"testing then\"", "panic=bang"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("log lacks %s:\n%s", want, out.String())
		}
	}
	if !owed {
		t.Error("GuardThen did not run what was owed")
	}
	if err := Safely("decoding", func() error { panic("bad") }); err == nil || !strings.Contains(err.Error(), "decoding: panic: bad") {
		t.Errorf("Safely after a panic: %v", err)
	}
	plain := errors.New("plain")
	if err := Safely("decoding", func() error { return plain }); err != plain {
		t.Errorf("Safely passed %v, want the error itself", err)
	}
}
