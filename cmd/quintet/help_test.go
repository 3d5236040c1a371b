package main

import (
	"errors"
	"flag"
	"os"
	"strings"
	"testing"
)

// TestSubcommandHelp: every subcommand answers -h and --help with its
// usage, and refuses an unknown flag, without creating or opening a file
// (QUINTET_DB is left at its default, quintet.db in the working
// directory, and a DISCORD_TOKEN is set so that run would start; its
// Discord is an address where nothing listens).
func TestSubcommandHelp(t *testing.T) {
	t.Chdir(t.TempDir())
	env := []string{"DISCORD_TOKEN=not-a-token", "DISCORD_API_URL=http://127.0.0.1:1"}
	for _, name := range subcommandNames() {
		for _, arg := range []string{"-h", "--help", "--no-such-flag"} {
			t.Run(name+" "+arg, func(t *testing.T) {
				out, err := runArgs(t, env, "", name, arg)
				if arg == "--no-such-flag" {
					if err == nil || !strings.Contains(err.Error(), "no-such-flag") || !strings.Contains(err.Error(), "usage: quintet "+name) {
						t.Errorf("unknown flag: %v, want a refusal naming it and the usage", err)
					}
				} else if (err != nil && !errors.Is(err, flag.ErrHelp)) || !strings.Contains(out, "usage: quintet "+name) {
					t.Errorf("help: %v\n%s", err, out)
				}
				if files, _ := os.ReadDir("."); len(files) != 0 {
					for _, f := range files {
						t.Errorf("left file %q", f.Name())
						os.RemoveAll(f.Name())
					}
				}
			})
		}
	}
}
