package main

import (
	"os"
	"strings"
	"testing"
)

// TestDocsNameEverySubcommand: the README and the contributors' page name
// every subcommand, so a new one is not left out of either.
func TestDocsNameEverySubcommand(t *testing.T) {
	for _, path := range []string{"../../README.md", "../../.github/CONTRIBUTING.md"} {
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range subcommandNames() {
			if !strings.Contains(string(b), "`"+name+"`") {
				t.Errorf("%s does not name the subcommand `%s`", path, name)
			}
		}
	}
}
