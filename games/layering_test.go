package games_test

import (
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestLayering keeps the dependency direction of the packages: the rules
// know nothing of Discord, storage or drawing; render knows nothing of
// storage; storage knows nothing of commands or the bot; commands knows
// nothing of the bot but the facts it answers and their plan
// (bot/boardlife), which knows nothing of commands, storage or the rest
// of the bot; a board's life (bot) knows nothing of its transports, which
// know nothing of each other.
func TestLayering(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	root := moduleRoot(t)
	const mod = "github.com/quintetbot/quintet/"
	rules := []struct {
		pattern   string
		forbidden []string
		allowed   []string // under a forbidden prefix, yet allowed
	}{
		{"./games/...", []string{"github.com/bwmarrin/discordgo", "go.etcd.io/bbolt", mod + "render", mod + "commands", mod + "bot", mod + "storage"}, nil},
		{"./render/...", []string{"go.etcd.io/bbolt", mod + "storage", mod + "commands", mod + "bot"}, nil},
		{"./storage/...", []string{mod + "commands", mod + "bot", mod + "render", "github.com/bwmarrin/discordgo"}, nil},
		{"./commands/...", []string{"go.etcd.io/bbolt", mod + "storage", mod + "bot"}, []string{mod + "bot/boardlife"}},
		{"./bot/boardlife/...", []string{"go.etcd.io/bbolt", mod + "storage", mod + "commands", mod + "bot/discord", mod + "bot/console"}, nil},
		{"./bot", []string{mod + "bot/discord", mod + "bot/console"}, nil},
		{"./bot/console/...", []string{mod + "bot/discord"}, nil},
		{"./bot/discord/...", []string{mod + "bot/console"}, nil},
	}
	for _, r := range rules {
		cmd := exec.Command("go", "list", "-deps", r.pattern)
		cmd.Dir = root
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("go list %s: %v\n%s", r.pattern, err, out)
		}
		for _, dep := range strings.Fields(string(out)) {
			if slices.Contains(r.allowed, dep) {
				continue
			}
			for _, f := range r.forbidden {
				if dep == f || strings.HasPrefix(dep, f+"/") {
					t.Errorf("%s depends on %s", r.pattern, dep)
				}
			}
		}
	}
}

// TestLayeringImports keeps the rules that hold for a package's own
// imports (its dependencies may still reach what it must not name): the
// board's life (bot) does not call discordgo, and only cmd/quintet wires
// a transport (Discord, the console) in (tests aside).
func TestLayeringImports(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	const mod = "github.com/quintetbot/quintet/"
	cmd := exec.Command("go", "list", "-f", "{{.ImportPath}} {{join .Imports \" \"}}", "./...")
	cmd.Dir = moduleRoot(t)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(line)
		pkg, imports := f[0], f[1:]
		for _, imp := range imports {
			if pkg == mod+"bot" && imp == "github.com/bwmarrin/discordgo" {
				t.Errorf("%s imports %s", pkg, imp)
			}
			if (imp == mod+"bot/discord" || imp == mod+"bot/console") && pkg != mod+"cmd/quintet" {
				t.Errorf("%s imports %s; only cmd/quintet may", pkg, imp)
			}
		}
	}
}

func moduleRoot(t *testing.T) string {
	t.Helper()
	out, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		t.Fatal(err)
	}
	return filepath.Dir(strings.TrimSpace(string(out)))
}
