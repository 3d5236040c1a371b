package session_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// storeOwners are the folders that may assert a store to one of its
// capabilities: the session, which hands them out through Manager
// methods, and the storage that implements them.
var storeOwners = []string{"games/session", "storage"}

// TestStoreReachedOnlyThroughTheManager: outside games/session and
// storage, no Go file (tests included) asserts a value to one of the
// session's interfaces (a store capability such as session.Settings or
// session.Snapshotter); handlers ask the Manager (Settings, Mailbox,
// Snapshotter, Ready, ...) instead.
func TestStoreReachedOnlyThroughTheManager(t *testing.T) {
	out, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		t.Fatal(err)
	}
	root := filepath.Dir(strings.TrimSpace(string(out)))
	fset := token.NewFileSet()
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			if d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".") && rel != "." || ownsStore(rel) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(rel, ".go") {
			return nil
		}
		file, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		session := sessionImportName(file)
		if session == "" {
			return nil
		}
		ast.Inspect(file, func(n ast.Node) bool {
			if a, ok := n.(*ast.TypeAssertExpr); ok && a.Type != nil {
				if sel, ok := a.Type.(*ast.SelectorExpr); ok {
					if pkg, ok := sel.X.(*ast.Ident); ok && pkg.Name == session {
						t.Errorf("%s: asserts to session.%s; ask the session Manager instead", fset.Position(a.Pos()), sel.Sel.Name)
					}
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// ownsStore reports whether a folder may reach a store's capabilities.
func ownsStore(rel string) bool {
	for _, dir := range storeOwners {
		if rel == dir || strings.HasPrefix(rel, dir+"/") {
			return true
		}
	}
	return false
}

// sessionImportName is the name file uses for games/session, "" when it
// does not import it.
func sessionImportName(file *ast.File) string {
	for _, imp := range file.Imports {
		if strings.Trim(imp.Path.Value, `"`) != "github.com/quintetbot/quintet/games/session" {
			continue
		}
		if imp.Name != nil {
			return imp.Name.Name
		}
		return "session"
	}
	return ""
}
