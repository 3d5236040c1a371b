package games_test

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestLayering keeps the dependency direction of the packages: the rules
// know nothing of Discord, storage or drawing; render knows nothing of
// storage; storage knows nothing of commands or the bot.
func TestLayering(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	root := moduleRoot(t)
	const mod = "github.com/quintetbot/quintet/"
	rules := []struct {
		pattern   string
		forbidden []string
	}{
		{"./games/...", []string{"github.com/bwmarrin/discordgo", "go.etcd.io/bbolt", mod + "render", mod + "commands", mod + "bot", mod + "storage"}},
		{"./render/...", []string{"go.etcd.io/bbolt", mod + "storage", mod + "commands", mod + "bot"}},
		{"./storage/...", []string{mod + "commands", mod + "bot", mod + "render", "github.com/bwmarrin/discordgo"}},
		{"./commands/...", []string{"go.etcd.io/bbolt", mod + "storage", mod + "bot"}},
	}
	for _, r := range rules {
		cmd := exec.Command("go", "list", "-deps", r.pattern)
		cmd.Dir = root
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("go list %s: %v\n%s", r.pattern, err, out)
		}
		for _, dep := range strings.Fields(string(out)) {
			for _, f := range r.forbidden {
				if dep == f || strings.HasPrefix(dep, f+"/") {
					t.Errorf("%s depends on %s", r.pattern, dep)
				}
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
