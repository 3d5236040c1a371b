package main

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// A mutation is one named break of a promise: a line of one file whose
// text old becomes new. The tests of the file's package, then of the
// packages in also, must fail with it. One that they let pass is a
// survivor: it fails the check unless survives says why it is kept.
type mutation struct {
	name     string
	file     string   // relative to the module's root
	old, new string   // the text replaced, found exactly once in file
	also     []string // more packages to test, as "./commands/"
	survives string   // why a survivor is kept; "" when it must be killed
	line     int      // where the mutation starts in its list, for errors
}

// packages returns the packages whose tests must fail: the file's own,
// then those of also.
func (m mutation) packages() []string {
	return append([]string{"./" + filepath.Dir(m.file) + "/"}, m.also...)
}

// parseMutations reads a list of mutations: blocks that start with a line
// "[name]", followed by "key: value" lines (file, old, new, also,
// survives); lines starting with # are comments. Each value is one line,
// taken as written after ": ".
func parseMutations(path string) ([]mutation, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []mutation
	names := map[string]bool{}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		switch {
		case strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "[") && strings.HasSuffix(line, "]"):
			name := line[1 : len(line)-1]
			if names[name] {
				return nil, fmt.Errorf("%s:%d: mutation %s named twice", path, n, name)
			}
			names[name] = true
			out = append(out, mutation{name: name, line: n})
		default:
			key, value, ok := strings.Cut(line, ": ")
			if !ok || len(out) == 0 {
				return nil, fmt.Errorf("%s:%d: want [name] or key: value, got %q", path, n, line)
			}
			m := &out[len(out)-1]
			switch key {
			case "file":
				m.file = value
			case "old":
				m.old = value
			case "new":
				m.new = value
			case "also":
				m.also = strings.Fields(value)
			case "survives":
				m.survives = value
			default:
				return nil, fmt.Errorf("%s:%d: unknown key %q", path, n, key)
			}
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	for _, m := range out {
		if m.file == "" || m.old == "" || m.old == m.new {
			return nil, fmt.Errorf("%s:%d: mutation %s needs a file and an old text that new changes", path, m.line, m.name)
		}
	}
	return out, nil
}
