package main

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/quintetbot/quintet/storage"
)

// errStatsDiffer is returned by rerate --check when the stored statistics
// differ from the rebuilt ones, after the differences are printed.
var errStatsDiffer = errors.New("the stored statistics differ from the archive")

// runRerate rebuilds every standing, rating and match record from the
// archived matches, each finished one's result replayed from its log with
// the recorded dice, reports whether the stored ones matched, and writes
// the rebuilt ones; with --check it only reports, and fails when they
// differ. It refuses a database file that does not exist. Like check, it
// needs the bot stopped.
func runRerate(ctx context.Context, args, environ []string, out io.Writer) error {
	fs := newFlags("rerate")
	openDB := dbFlag(fs, environ)
	check := fs.Bool("check", false, "only compare; change nothing, exit 1 when they differ")
	if err := parseFlags(fs, args, out); err != nil {
		return err
	}
	if fs.NArg() != 0 {
		return errors.New("usage: quintet rerate [--db FILE] [--check]")
	}
	opts := []storage.Option{storage.Existing()}
	if *check {
		opts = append(opts, storage.ReadOnly())
	}
	db, _, err := openDB(opts...)
	if err != nil {
		return err
	}
	defer db.Close()
	rep, err := db.Rerate(ctx, !*check)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "%d archived matches, %d counted, %d standings rebuilt\n", rep.Matches, rep.Counted, rep.Standings)
	for _, d := range rep.Diffs {
		fmt.Fprintln(out, "differs:", oneLine(d))
	}
	if more := rep.DiffCount - len(rep.Diffs); more > 0 {
		fmt.Fprintf(out, "... and %d more differences\n", more)
	}
	switch {
	case rep.Match():
		fmt.Fprintln(out, "the stored statistics match the archive")
	case rep.Written:
		fmt.Fprintf(out, "%d differences; the rebuilt statistics are stored\n", rep.DiffCount)
	default:
		return fmt.Errorf("%w: %d differences", errStatsDiffer, rep.DiffCount)
	}
	return nil
}
