package gametest_test

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
)

// recorder is a testing.TB that keeps failures instead of reporting them;
// Fatal ends the goroutine like the real one.
type recorder struct {
	testing.TB
	failures []string
}

func (r *recorder) Helper() {}
func (r *recorder) Errorf(format string, args ...any) {
	r.failures = append(r.failures, fmt.Sprintf(format, args...))
}
func (r *recorder) Fatalf(format string, args ...any) {
	r.Errorf(format, args...)
	runtime.Goexit()
}
func (r *recorder) Fatal(args ...any) { r.Fatalf("%s", fmt.Sprint(args...)) }

// record runs f against a recorder and returns what failed.
func record(f func(t testing.TB)) []string {
	r := &recorder{}
	done := make(chan struct{})
	go func() {
		defer close(done)
		f(r)
	}()
	<-done
	return r.failures
}

func TestGolden(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.golden")
	if err := os.WriteFile(path, []byte("a\nb\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := record(func(t testing.TB) { gametest.Golden(t, path, []byte("a\nb\n")) }); len(got) != 0 {
		t.Fatalf("equal files failed: %q", got)
	}
	got := record(func(t testing.TB) { gametest.Golden(t, path, []byte("a\nc\n")) })
	if len(got) != 1 || !strings.Contains(got[0], "line 2") {
		t.Fatalf("a changed line: %q", got)
	}
	got = record(func(t testing.TB) { gametest.Golden(t, path, []byte("a\nb\nc\n")) })
	if len(got) != 1 || !strings.Contains(got[0], "line 3") {
		t.Fatalf("an added line: %q", got)
	}
	got = record(func(t testing.TB) { gametest.Golden(t, path, []byte("a\nb")) })
	if len(got) != 1 || !strings.Contains(got[0], "2 lines, want 3") {
		t.Fatalf("a missing last newline: %q", got)
	}
	got = record(func(t testing.TB) { gametest.Golden(t, path+".missing", nil) })
	if len(got) != 1 || !strings.Contains(got[0], "-update") {
		t.Fatalf("a missing file: %q", got)
	}
}

// word is a toy notation: "go N" with N from 1 to 9.
type word struct{ n int }

func (w word) Move() games.Move { return games.Move(fmt.Sprintf("go %d", w.n)) }

func parseWord(m games.Move) (word, error) {
	var w word
	if _, err := fmt.Sscanf(strings.TrimSpace(strings.ToLower(string(m))), "go %d", &w.n); err != nil || w.n < 1 || w.n > 9 {
		return word{}, fmt.Errorf("toy: %w: say go 1 to go 9", games.ErrBadNotation)
	}
	return w, nil
}

func TestCheckNotation(t *testing.T) {
	if got := record(func(t testing.TB) {
		gametest.CheckNotation(t, parseWord, []gametest.NotationCase{{"GO 3", "go 3"}, {"go 0", ""}, {"", ""}})
	}); len(got) != 0 {
		t.Fatalf("a right table failed: %q", got)
	}
	got := record(func(t testing.TB) {
		gametest.CheckNotation(t, parseWord, []gametest.NotationCase{{"go 3", "go 4"}, {"go 5", ""}, {"stop", "stop"}})
	})
	if len(got) != 3 {
		t.Fatalf("a wrong table: %d failures %q, want 3", len(got), got)
	}
}

func TestRoundTrip(t *testing.T) {
	if got := record(func(t testing.TB) {
		if a, ok := gametest.RoundTrip(t, parseWord, " go 7"); !ok || a.n != 7 {
			t.Errorf("go 7: %v %v", a, ok)
		}
		if _, ok := gametest.RoundTrip(t, parseWord, "go 70"); ok {
			t.Errorf("go 70 parsed")
		}
	}); len(got) != 0 {
		t.Fatalf("%q", got)
	}
	// A parser whose errors carry no reason breaks the property.
	bare := func(m games.Move) (word, error) { return word{}, fmt.Errorf("toy: no") }
	if got := record(func(t testing.TB) { gametest.RoundTrip(t, bare, "x") }); len(got) != 1 {
		t.Fatalf("a bare error passed: %q", got)
	}
}
