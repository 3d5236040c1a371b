package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/quintetbot/quintet/storage"
)

// runImport reads an export (a file, or in with "-") into the database,
// all of it or nothing: into a copy of the file, renamed over it at the
// end, a batch of records a transaction, so that its memory does not
// grow with the export. Matches the database holds at the same or a newer
// version are kept, so importing twice changes nothing. A database file
// that does not exist is refused, or created with --new. The bot must be
// stopped.
func runImport(ctx context.Context, args, environ []string, in io.Reader, out io.Writer) error {
	fs := newFlags("import")
	openDB := dbFlag(fs, environ)
	create := fs.Bool("new", false, "create the database when it does not exist (a new shard, a restore)")
	if err := parseFlags(fs, args, out); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return errors.New("usage: quintet import [--db FILE] [--new] FILE|-")
	}
	r := in
	if name := fs.Arg(0); name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return err
		}
		defer f.Close()
		r = f
	}
	var opts []storage.Option
	if !*create {
		opts = append(opts, storage.Existing())
	}
	db, path, err := openDB(opts...)
	if err != nil {
		return err
	}
	defer db.Close()
	s, err := db.ImportReplace(ctx, r)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "imported %d matches into %s; kept %d the database had at the same or a newer version; "+
		"settings of %d guilds written, %d kept; %d users' choices\n",
		s.Imported, path, s.Kept, s.Settings, s.SettingsKept, s.Notify)
	return nil
}
