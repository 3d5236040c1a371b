package locale

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// keyLike is the shape of a message key: dotted lower-case words, or
// the prefix of keys made of parts, ending in "." ("cmd.").
var keyLike = regexp.MustCompile(`^[a-z][a-z0-9_]*((\.[a-z0-9_-]+)+\.?|\.)$`)

// TestKeysInCode fails when the code names a key the English catalog
// lacks (a string literal shaped like a key, in one of the catalog's
// namespaces, in Go or quoted in a page's template), and when the English catalog has a key no code names,
// as a literal or under a literal prefix ending in "." (a key made of
// parts, such as "cmd." + path + ".desc").
func TestKeysInCode(t *testing.T) {
	en := Messages()[English]
	spaces := map[string]bool{}
	for k := range en {
		spaces[k[:strings.IndexByte(k, '.')]] = true
	}
	literals := map[string]string{} // literal -> where
	root := filepath.Join("..", "..")
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); name == "testdata" || (strings.HasPrefix(name, ".") && path != root) {
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(path, ".tmpl") {
			return templateKeys(path, spaces, literals)
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, src, 0)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			s, err := strconv.Unquote(lit.Value)
			if err == nil && keyLike.MatchString(s) && spaces[s[:strings.IndexByte(s, '.')]] {
				literals[s] = path
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for lit, where := range literals {
		if _, ok := en[lit]; !ok && !strings.HasSuffix(lit, ".") && !isPrefixOfAKey(lit, en) {
			t.Errorf("%s names %q, which the English catalog lacks", where, lit)
		}
	}
	for k := range en {
		if _, ok := literals[k]; ok {
			continue
		}
		used := false
		for lit := range literals {
			if strings.HasSuffix(lit, ".") && strings.HasPrefix(k, lit) {
				used = true
				break
			}
		}
		if !used {
			t.Errorf("the English catalog has %q, which no code names", k)
		}
	}
}

// templateQuoted is a quoted string in a template's action.
var templateQuoted = regexp.MustCompile(`"([a-z][a-z0-9_.-]*)"`)

// templateKeys adds the key-shaped strings quoted in the template file at
// path (a page's words: {{say $l "web.col.player"}}) to literals.
func templateKeys(path string, spaces map[string]bool, literals map[string]string) error {
	src, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	for _, m := range templateQuoted.FindAllStringSubmatch(string(src), -1) {
		if s := m[1]; keyLike.MatchString(s) && spaces[s[:strings.IndexByte(s, '.')]] {
			literals[s] = path
		}
	}
	return nil
}

// isPrefixOfAKey reports whether lit begins some key at a dot: a part
// of a key made of parts ("rules.qwinto" of "rules.qwinto.scoring").
func isPrefixOfAKey(lit string, en map[string]Message) bool {
	for k := range en {
		if strings.HasPrefix(k, lit+".") {
			return true
		}
	}
	return false
}
