package main

import (
	"errors"
	"fmt"
	"io"

	"github.com/quintetbot/quintet/storage"
)

// runCompact writes a compacted copy of the database to OUT, checked as a
// backup is: the pages that finished matches, pruned logs and forgotten
// players freed take no room in it. The bot must be stopped; to shrink its
// file, stop it, compact, move the copy over QUINTET_DB and start it.
func runCompact(args, environ []string, out io.Writer) error {
	fs := newFlags("compact")
	openDB := dbFlag(fs, environ)
	if err := parseFlags(fs, args, out); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return errors.New("usage: quintet compact [--db FILE] OUT")
	}
	db, path, err := openDB(storage.ReadOnly())
	if err != nil {
		return err
	}
	defer db.Close()
	before, after, err := db.CompactTo(fs.Arg(0))
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "compacted %s (%s) to %s (%s)\n", path, megabytes(before), fs.Arg(0), megabytes(after))
	return nil
}

// megabytes writes a size in MB with one decimal.
func megabytes(n int64) string { return fmt.Sprintf("%.1f MB", float64(n)/1e6) }
