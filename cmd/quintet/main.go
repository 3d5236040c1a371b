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
//	quintet import FILE|-         read an export into QUINTET_DB
//	quintet rerate [--check]      rebuild statistics and ratings from the archive
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
		os.Exit(1)
	}
}

// run dispatches a subcommand.
func run(ctx context.Context, args, environ []string, in io.Reader, out, errOut io.Writer) error {
	cmd := "run"
	if len(args) > 0 {
		cmd, args = args[0], args[1:]
	}
	switch cmd {
	case "run":
		return runBot(ctx, environ, errOut)
	case "console":
		return runConsole(ctx, args, environ, in, out)
	case "sim":
		return runSim(args, out)
	case "duel":
		return runDuel(args, out)
	case "backup":
		return runBackup(ctx, args, environ, out)
	case "check":
		return runCheck(ctx, args, environ, out)
	case "export":
		return runExport(ctx, args, environ, out, errOut)
	case "import":
		return runImport(ctx, args, environ, in, out)
	case "rerate":
		return runRerate(ctx, args, environ, out)
	case "version":
		fmt.Fprintln(out, "quintet", version)
		return nil
	case "help", "-h", "--help":
		fmt.Fprintln(out, usage)
		return nil
	}
	return fmt.Errorf("unknown command %q\n%s", cmd, usage)
}

const usage = `usage:
  quintet [run]                        run the bot (DISCORD_TOKEN, QUINTET_DB, ...)
  quintet console [--db FILE]          play in the terminal: lines like "alice: /play qwinto"
  quintet sim --game G --players N --seed S [--json]
                                       play whole games with the default policy
  quintet duel --game G --seats hard,normal[,...] --games N --seed S [--json] [--options k:v,...]
                                       bots (easy, normal, hard, random) play N games; score, wins, ties, ms per decision
  quintet backup FILE                  hot backup of the database (QUINTET_DB)
  quintet check [--db FILE]            check every page, match and log; exit 1 on a problem
  quintet export [--db FILE] [--guild ID]... [--shard N/COUNT] FILE|-
                                       write matches, logs and settings as JSON lines
  quintet import [--db FILE] FILE|-    read an export; keeps newer versions; all or nothing
  quintet rerate [--db FILE] [--check] rebuild statistics and ratings from the archive; report differences
  quintet version`
