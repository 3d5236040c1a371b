package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"time"
)

// verdict is what the tests made of one mutant.
type verdict int

const (
	killed   verdict = iota // a test failed (or timed out)
	survived                // every test passed
	broken                  // the mutation does not apply or does not build
)

// result is one mutant's verdict, with the first test that failed (for
// killed), the reason (for broken) and how long it took.
type result struct {
	m       mutation
	verdict verdict
	by      string
	took    time.Duration
}

// failedTest finds the first failing test in go test's output.
var failedTest = regexp.MustCompile(`(?m)^\s*--- FAIL: (\S+)`)

// mutant applies m to a copy of its file under dir, through go's
// -overlay (the work tree is never written), and runs the tests of its
// packages one package at a time, stopping at the first that fails.
func mutant(ctx context.Context, root, dir string, m mutation, timeout time.Duration) result {
	start := time.Now()
	r := result{m: m}
	src, err := m.source(root)
	if err != nil {
		r.verdict, r.by = broken, err.Error()
		return r
	}
	mutated := filepath.Join(dir, m.name+".go")
	overlay := filepath.Join(dir, m.name+".json")
	if err := os.WriteFile(mutated, bytes.Replace(src, []byte(m.old), []byte(m.new), 1), 0o644); err != nil {
		r.verdict, r.by = broken, err.Error()
		return r
	}
	spec, _ := json.Marshal(map[string]map[string]string{"Replace": {filepath.Join(root, m.file): mutated}})
	if err := os.WriteFile(overlay, spec, 0o644); err != nil {
		r.verdict, r.by = broken, err.Error()
		return r
	}
	r.verdict = survived
packages:
	for _, pkg := range m.packages() {
		cmd := exec.CommandContext(ctx, "go", "test", "-count=1", "-failfast", "-timeout", timeout.String(), "-overlay", overlay, pkg)
		cmd.Dir = root
		out, err := cmd.CombinedOutput()
		if err == nil {
			continue
		}
		switch {
		case ctx.Err() != nil:
			r.verdict, r.by = broken, "interrupted"
		case bytes.Contains(out, []byte("[build failed]")) || bytes.Contains(out, []byte("[setup failed]")):
			r.verdict, r.by = broken, "does not build: "+firstLine(out)
		case bytes.Contains(out, []byte("panic: test timed out")):
			r.verdict, r.by = killed, strings.TrimSuffix(pkg, "/")+" timed out"
		default:
			r.verdict, r.by = killed, strings.TrimSuffix(pkg, "/")
			if f := failedTest.FindSubmatch(out); f != nil {
				r.by += " " + string(f[1])
			}
		}
		break packages // a package's tests failed: the next would add nothing
	}
	r.took = time.Since(start)
	return r
}

// source returns the text of m's file, or why m does not apply to it.
func (m mutation) source(root string) ([]byte, error) {
	src, err := os.ReadFile(filepath.Join(root, m.file))
	if err != nil {
		return nil, err
	}
	if n := bytes.Count(src, []byte(m.old)); n != 1 {
		return nil, fmt.Errorf("its old text is found %d times in %s, want once", n, m.file)
	}
	return src, nil
}

// applies reports why m does not apply under root; nil when it does.
func (m mutation) applies(root string) error {
	_, err := m.source(root)
	return err
}

// firstLine is the first line of out that says something.
func firstLine(out []byte) string {
	for _, l := range strings.Split(string(out), "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			return l
		}
	}
	return ""
}
