package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/quintetbot/quintet/bot"
	"github.com/quintetbot/quintet/storage"
)

// errProblems is returned by check when the database has problems, after
// they are printed; the exit status is then 1.
var errProblems = errors.New("the database has problems")

// runCheck opens the database and checks its pages and every record: each
// match decodes and its log replays to its stored state. It prints one
// line per problem and fails when there is any. The bot must be stopped
// (bbolt allows one process per file); to check a running bot's data,
// check a backup: QUINTET_DB=copy.db quintet check.
func runCheck(ctx context.Context, args, environ []string, out io.Writer) error {
	fs := flag.NewFlagSet("check", flag.ContinueOnError)
	fs.SetOutput(out)
	path := dbFlag(fs, environ)
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() != 0 {
		return errors.New("usage: quintet check [--db FILE]")
	}
	db, err := storage.Open(*path)
	if err != nil {
		return err
	}
	defer db.Close()
	n := 0
	if err := db.Check(ctx); err != nil {
		if !errors.Is(err, storage.ErrCorrupt) {
			return err
		}
		for _, line := range strings.Split(err.Error(), "\n") {
			fmt.Fprintln(out, "pages:", strings.TrimPrefix(line, storage.ErrCorrupt.Error()+": "))
			n++
		}
	}
	problems, err := db.Verify(ctx)
	if err != nil {
		return err
	}
	for _, p := range problems {
		fmt.Fprintln(out, oneLine(p.String()))
	}
	n += len(problems)
	if n > 0 {
		return fmt.Errorf("%w: %d found in %s", errProblems, n, *path)
	}
	fmt.Fprintf(out, "%s: no problems\n", *path)
	return nil
}

// dbFlag declares --db, whose default is QUINTET_DB (or its default).
func dbFlag(fs *flag.FlagSet, environ []string) *string {
	def := "quintet.db"
	if cfg, err := bot.LoadConfig(environ); err == nil {
		def = cfg.DB
	}
	return fs.String("db", def, "the database file (default: QUINTET_DB)")
}

// oneLine keeps a message on one line.
func oneLine(s string) string { return strings.ReplaceAll(s, "\n", "; ") }
