package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/quintetbot/quintet/bot/discord"
	"github.com/quintetbot/quintet/storage"
)

// errProblems is returned by check when the database has problems, after
// they are printed; the exit status is then 1.
var errProblems = errors.New("the database has problems")

// runCheck opens the database and checks its pages and every record: each
// match decodes and its log replays to its stored state, the indexes agree
// with the matches, and the statistics equal those rebuilt from the
// archive (quintet rerate repairs them). It prints one line per problem
// and fails when there is any. The bot must be stopped
// (bbolt allows one process per file); to check a running bot's data,
// check a backup: QUINTET_DB=copy.db quintet check.
func runCheck(ctx context.Context, args, environ []string, out io.Writer) error {
	fs := newFlags("check")
	openDB := dbFlag(fs, environ)
	if err := parseFlags(fs, args, out); err != nil {
		return err
	}
	if fs.NArg() != 0 {
		return errors.New("usage: quintet check [--db FILE]")
	}
	db, path, err := openDB(storage.ReadOnly())
	if errors.Is(err, storage.ErrCorrupt) {
		// Damage that keeps the file from being opened: list it.
		lines := strings.Split(err.Error(), "\n")
		for _, line := range lines {
			fmt.Fprintln(out, "file:", strings.TrimPrefix(line, storage.ErrCorrupt.Error()+": "))
		}
		return fmt.Errorf("%w: %d found in %s", errProblems, len(lines), path)
	}
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
	rep, err := db.Rerate(ctx, false)
	if err != nil {
		fmt.Fprintln(out, "statistics:", oneLine(err.Error()))
		n++
	}
	for _, d := range rep.Diffs {
		fmt.Fprintln(out, "statistics:", oneLine(d))
	}
	if more := rep.DiffCount - len(rep.Diffs); more > 0 {
		fmt.Fprintf(out, "statistics: %d more differences from a rerate\n", more)
	}
	n += rep.DiffCount
	if n > 0 {
		return fmt.Errorf("%w: %d found in %s", errProblems, n, path)
	}
	fmt.Fprintf(out, "%s: no problems\n", path)
	return nil
}

// dbFlag adds --db to fs and returns what opens the database it names:
// the file given, or the bot's (QUINTET_DB, {shard} replaced) by default.
// The opener returns the path it opened, for messages, and passes opts
// to storage.Open (storage.ReadOnly for a command that only reads).
func dbFlag(fs *flag.FlagSet, environ []string) func(opts ...storage.Option) (*storage.DB, string, error) {
	db := fs.String("db", "", "the database file (default: the bot's, from QUINTET_DB)")
	return func(opts ...storage.Option) (*storage.DB, string, error) {
		path := *db
		if path == "" {
			cfg, err := discord.LoadConfig(environ)
			if err != nil {
				return nil, "", err
			}
			path = cfg.DBPath()
		}
		d, err := storage.Open(path, opts...)
		return d, path, err
	}
}

// oneLine keeps a message on one line.
func oneLine(s string) string { return strings.ReplaceAll(s, "\n", "; ") }
