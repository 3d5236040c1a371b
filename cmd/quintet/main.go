// Command quintet runs the Quintet Discord bot, and plays Quintet's games
// locally.
//
//	quintet [run]                 run the bot (needs DISCORD_TOKEN)
//	quintet console [--db FILE]   play in the terminal, lines from stdin
//	quintet sim --game G --players N --seed S [--json]
//	quintet duel --game G --seats hard,normal --games N --seed S [--json] [--options k:v,...]
//	quintet backup FILE           hot backup of QUINTET_DB
//	quintet check [--db FILE]     check the database, one line per problem
//	quintet export [--guild ID] FILE|-   matches, logs and settings as JSON lines
//	quintet import [--new] FILE|- read an export into QUINTET_DB
//	quintet rerate [--check]      rebuild statistics and ratings from the archive
//	quintet forget --user ID      delete what is kept about a user
//	quintet verify FILE|-         recompute a game's dice from its revealed seed
//	quintet version
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"

	_ "github.com/quintetbot/quintet/render/all"
)

// version is set at build time with -ldflags "-X main.version=...".
var version = "dev"

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	err := run(ctx, os.Args[1:], os.Environ(), os.Stdin, os.Stdout, os.Stderr)
	if errors.Is(err, flag.ErrHelp) {
		os.Exit(0)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "quintet:", err)
		os.Exit(exitStatus(err))
	}
}

// run dispatches a subcommand.
func run(ctx context.Context, args, environ []string, in io.Reader, out, errOut io.Writer) error {
	name := "run"
	if len(args) > 0 {
		name, args = args[0], args[1:]
	}
	switch name {
	case "help", "-h", "--help":
		fmt.Fprintln(out, usage())
		return nil
	}
	c, ok := lookup(name)
	if !ok {
		return fmt.Errorf("unknown command %q\n%s", name, usage())
	}
	return c.run(ctx, args, stdio{environ: environ, in: in, out: out, errOut: errOut})
}
