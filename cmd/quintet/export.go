package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/quintetbot/quintet/storage"
)

const exportUsage = "usage: quintet export [--db FILE] [--guild ID]... [--shard N/COUNT] FILE|-"

// runExport writes the database, or the matches and settings of some
// guilds, as JSON lines to a file or to out ("-"). It reads in one
// transaction and may run beside the bot only on a backup: bbolt lets one
// process open the file.
func runExport(ctx context.Context, args, environ []string, out, errOut io.Writer) error {
	fs := flag.NewFlagSet("export", flag.ContinueOnError)
	fs.SetOutput(errOut)
	path := dbFlag(fs, environ)
	var guilds []string
	fs.Func("guild", "export only this guild's matches and settings (repeatable)", func(s string) error {
		if s == "" {
			return errors.New("empty guild id")
		}
		guilds = append(guilds, s)
		return nil
	})
	var shard *shardSpec
	fs.Func("shard", "export only the guilds that Discord routes to shard N of COUNT", func(s string) (err error) {
		shard, err = parseShard(s)
		return err
	})
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return errors.New(exportUsage)
	}
	keep := guildFilter(guilds, shard)
	db, err := storage.Open(*path)
	if err != nil {
		return err
	}
	defer db.Close()
	if fs.Arg(0) == "-" {
		s, err := db.Export(ctx, out, keep)
		if err == nil {
			reportExport(errOut, s, "standard output")
		}
		return err
	}
	return exportFile(ctx, db, fs.Arg(0), keep, errOut)
}

// exportFile writes an export to a new file beside name and renames it
// into place, so that name never holds half an export. The file is the
// owner's only: it holds the generators of the dice.
func exportFile(ctx context.Context, db *storage.DB, name string, keep func(string) bool, errOut io.Writer) (err error) {
	f, err := os.CreateTemp(filepath.Dir(name), "."+filepath.Base(name)+".tmp-*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(f.Name())
		}
	}()
	s, err := db.Export(ctx, f, keep)
	if err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	if err := os.Rename(f.Name(), name); err != nil {
		return err
	}
	reportExport(errOut, s, name)
	return nil
}

func reportExport(w io.Writer, s storage.ExportStats, where string) {
	fmt.Fprintf(w, "exported %d open and %d ended matches (%d log steps), %d guild settings and %d users' choices to %s\n",
		s.Open, s.Archived, s.Steps, s.Settings, s.Notify, where)
}

// shardSpec is --shard N/COUNT.
type shardSpec struct{ id, count uint64 }

func parseShard(s string) (*shardSpec, error) {
	a, b, ok := strings.Cut(s, "/")
	id, err1 := strconv.ParseUint(a, 10, 32)
	count, err2 := strconv.ParseUint(b, 10, 32)
	if !ok || err1 != nil || err2 != nil || count == 0 || id >= count {
		return nil, fmt.Errorf("want N/COUNT with 0 <= N < COUNT, like 3/4; not %q", s)
	}
	return &shardSpec{id, count}, nil
}

// has reports whether Discord routes a guild to the shard:
// (guild_id >> 22) % count == id. An id that is not a number is on no
// shard.
func (s *shardSpec) has(guild string) bool {
	g, err := strconv.ParseUint(guild, 10, 64)
	return err == nil && (g>>22)%s.count == s.id
}

// guildFilter accepts a guild named by --guild or on the --shard; nil
// (everything) when neither is given.
func guildFilter(guilds []string, shard *shardSpec) func(string) bool {
	if len(guilds) == 0 && shard == nil {
		return nil
	}
	return func(g string) bool {
		return slices.Contains(guilds, g) || shard != nil && shard.has(g)
	}
}
