package games_test

import (
	"go/scanner"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	_ "github.com/quintetbot/quintet/games/all"
)

// gameOwned are the folders that may name a game in code, besides each
// game's own games/<name> and render/<name>: the registries that import
// every game.
var gameOwned = []string{"games/all", "render/all"}

// TestNoSharedCodeNamesAGame: outside a game's own packages and the
// registries, no Go code (identifiers, imports and string literals; not
// comments) names a registered game, so that adding a game touches no
// shared file.
func TestNoSharedCodeNamesAGame(t *testing.T) {
	var names []string
	for _, r := range games.All() {
		names = append(names, regexp.QuoteMeta(r.Info().Name))
	}
	word := regexp.MustCompile(`\b(` + strings.Join(names, "|") + `)\b`)
	root := moduleRoot(t)
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			if d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".") && rel != "." || owned(rel, names) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(rel, ".go") || strings.HasSuffix(rel, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, hit := range namingTokens(src, word) {
			t.Errorf("%s:%s names a game; declare it in the game's package instead", rel, hit)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// owned reports whether a folder belongs to one game or is a registry.
func owned(rel string, names []string) bool {
	for _, dir := range gameOwned {
		if rel == dir || strings.HasPrefix(rel, dir+"/") {
			return true
		}
	}
	for _, n := range names {
		for _, dir := range []string{"games/" + n, "render/" + n} {
			if rel == dir || strings.HasPrefix(rel, dir+"/") {
				return true
			}
		}
	}
	return false
}

// namingTokens returns the positions ("line: token") of the identifiers
// and literals of src that contain a game's name as a word.
func namingTokens(src []byte, word *regexp.Regexp) []string {
	fset := token.NewFileSet()
	file := fset.AddFile("", fset.Base(), len(src))
	var s scanner.Scanner
	s.Init(file, src, nil, 0)
	var hits []string
	for {
		pos, tok, lit := s.Scan()
		if tok == token.EOF {
			return hits
		}
		if (tok == token.IDENT || tok == token.STRING) && word.MatchString(lit) {
			hits = append(hits, strings.TrimPrefix(fset.Position(pos).String(), ":")+": "+lit)
		}
	}
}
