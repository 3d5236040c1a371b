package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/quintetbot/quintet/games/all"
)

// subcommand is one of quintet's commands: how it is called, what it
// does, and how it runs.
type subcommand struct {
	name  string
	args  string // the arguments as the usage shows them
	about string
	run   func(ctx context.Context, args []string, s stdio) error
}

// stdio is what a subcommand reads and writes besides its arguments.
type stdio struct {
	environ     []string
	in          io.Reader
	out, errOut io.Writer
}

// subcommands lists every subcommand, in the order the usage shows them.
// Each parses its flags with parseFlags before it opens any file.
func subcommands() []subcommand {
	return []subcommand{
		{"run", "", "run the bot (DISCORD_TOKEN, QUINTET_DB, ...); the default",
			func(ctx context.Context, args []string, s stdio) error { return runBot(ctx, args, s.environ, s.errOut) }},
		{"console", "[--db FILE]", `play in the terminal: lines like "alice: /play ` + all.Default + `"`,
			func(ctx context.Context, args []string, s stdio) error {
				return runConsole(ctx, args, s.environ, s.in, s.out)
			}},
		{"sim", "--game G --players N --seed S [--json]", "play whole games with the default policy",
			func(_ context.Context, args []string, s stdio) error { return runSim(args, s.out) }},
		{"duel", "--game G --seats hard,normal[,...] --games N --seed S [--json] [--options k:v,...]",
			"bots (easy, normal, hard, random) play N games; score, wins, ties, length, ms a decision",
			func(_ context.Context, args []string, s stdio) error { return runDuel(args, s.out) }},
		{"backup", "FILE", "hot backup of the database (QUINTET_DB)",
			func(ctx context.Context, args []string, s stdio) error { return runBackup(ctx, args, s.environ, s.out) }},
		{"check", "[--db FILE]", "check every page, match and log; exit 1 on a problem",
			func(ctx context.Context, args []string, s stdio) error { return runCheck(ctx, args, s.environ, s.out) }},
		{"export", "[--db FILE] [--guild ID]... [--shard N/COUNT] FILE|-", "write matches, logs and settings as JSON lines",
			func(ctx context.Context, args []string, s stdio) error {
				return runExport(ctx, args, s.environ, s.out, s.errOut)
			}},
		{"import", "[--db FILE] [--new] FILE|-", "read an export; keeps newer versions; all or nothing",
			func(ctx context.Context, args []string, s stdio) error {
				return runImport(ctx, args, s.environ, s.in, s.out)
			}},
		{"rerate", "[--db FILE] [--check]", "rebuild statistics and ratings from the archive; report differences",
			func(ctx context.Context, args []string, s stdio) error { return runRerate(ctx, args, s.environ, s.out) }},
		{"compact", "[--db FILE] OUT", "write a compacted, checked copy of the database (bot stopped)",
			func(_ context.Context, args []string, s stdio) error { return runCompact(args, s.environ, s.out) }},
		{"forget", "[--db FILE] [--user ID]", "delete what is kept about a user, as /privacy does (bot stopped)",
			func(ctx context.Context, args []string, s stdio) error { return runForget(ctx, args, s.environ, s.out) }},
		{"verify", "FILE|-", "recompute the dice and results of a /history export or an export; exit 0 only when all verify",
			func(_ context.Context, args []string, s stdio) error { return runVerify(args, s.in, s.out) }},
		{"version", "", "print the version",
			func(_ context.Context, args []string, s stdio) error { return runVersion(args, s.out) }},
	}
}

// subcommandNames lists the names of subcommands.
func subcommandNames() []string {
	var names []string
	for _, c := range subcommands() {
		names = append(names, c.name)
	}
	return names
}

// lookup returns the subcommand called name.
func lookup(name string) (subcommand, bool) {
	for _, c := range subcommands() {
		if c.name == name {
			return c, true
		}
	}
	return subcommand{}, false
}

// synopsis is a subcommand's usage line.
func (c subcommand) synopsis() string {
	return strings.TrimSpace("usage: quintet " + c.name + " " + c.args)
}

// usage is the whole program's usage.
func usage() string {
	var b strings.Builder
	b.WriteString("usage:")
	for _, c := range subcommands() {
		call := strings.TrimSpace("quintet " + c.name + " " + c.args)
		if len(call) > 36 {
			fmt.Fprintf(&b, "\n  %s\n  %-36s %s", call, "", c.about)
			continue
		}
		fmt.Fprintf(&b, "\n  %-36s %s", call, c.about)
	}
	return b.String()
}

// newFlags returns the flag set of subcommand name; parse it with
// parseFlags.
func newFlags(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}

// parseFlags parses a subcommand's arguments. On -h or --help it writes
// the subcommand's usage and flags to out and returns flag.ErrHelp (the
// exit status is then 0); an unknown or malformed flag is refused with
// the usage line. Either way the subcommand must then stop, before it
// opens any file.
func parseFlags(fs *flag.FlagSet, args []string, out io.Writer) error {
	c, _ := lookup(fs.Name())
	err := fs.Parse(args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		fmt.Fprintf(out, "%s\n  %s\n", c.synopsis(), c.about)
		fs.SetOutput(out)
		fs.PrintDefaults()
		fs.SetOutput(io.Discard)
		return flag.ErrHelp
	case err != nil:
		return fmt.Errorf("%w\n%s", err, c.synopsis())
	}
	return nil
}

// noArgs parses the flags of a subcommand that takes no arguments.
func noArgs(name string, args []string, out io.Writer) error {
	fs := newFlags(name)
	if err := parseFlags(fs, args, out); err != nil {
		return err
	}
	if fs.NArg() != 0 {
		c, _ := lookup(name)
		return fmt.Errorf("%s takes no arguments\n%s", name, c.synopsis())
	}
	return nil
}

// runVersion prints the version.
func runVersion(args []string, out io.Writer) error {
	if err := noArgs("version", args, out); err != nil {
		return err
	}
	fmt.Fprintln(out, "quintet", version)
	return nil
}
