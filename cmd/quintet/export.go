package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/quintetbot/quintet/bot/discord"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

const exportUsage = "usage: quintet export [--db FILE] [--guild ID]... [--shard N/COUNT] FILE|-"

// runExport writes the database, or the matches and settings of some
// guilds, as JSON lines to a file or to out ("-"). It reads in one
// transaction and may run beside the bot only on a backup: bbolt lets one
// process open the file. It refuses a FILE that is the database itself.
func runExport(ctx context.Context, args, environ []string, out, errOut io.Writer) error {
	fs := newFlags("export")
	openDB := dbFlag(fs, environ)
	var guilds []string
	fs.Func("guild", "export only this guild's matches and settings (repeatable)", func(s string) error {
		if s == "" {
			return errors.New("empty guild id")
		}
		guilds = append(guilds, s)
		return nil
	})
	var shard *discord.Shard
	fs.Func("shard", "export only the guilds that shard N of COUNT serves", func(s string) (err error) {
		shard, err = parseShard(s)
		return err
	})
	if err := parseFlags(fs, args, out); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return errors.New(exportUsage)
	}
	keep := guildFilter(guilds, shard)
	db, path, err := openDB(storage.ReadOnly())
	if err != nil {
		return err
	}
	defer db.Close()
	if err := storage.CheckBackupPath(path, fs.Arg(0)); err != nil {
		return err
	}
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

func reportExport(w io.Writer, s session.ExportStats, where string) {
	fmt.Fprintf(w, "exported %d open and %d ended matches (%d log steps), %d guild settings and %d users' choices to %s\n",
		s.Open, s.Archived, s.Steps, s.Settings, s.Notify, where)
}

// parseShard reads --shard N/COUNT.
func parseShard(s string) (*discord.Shard, error) {
	a, b, ok := strings.Cut(s, "/")
	id, err1 := strconv.Atoi(a)
	count, err2 := strconv.Atoi(b)
	sh := discord.Shard{ID: id, Count: count}
	if !ok || err1 != nil || err2 != nil || sh.Valid() != nil {
		return nil, fmt.Errorf("want N/COUNT with 0 <= N < COUNT, like 3/4; not %q", s)
	}
	return &sh, nil
}

// guildFilter accepts a guild named by --guild or served by the --shard
// (discord.Shard.Owns: (guild_id >> 22) % COUNT == N); nil
// (everything) when neither is given.
func guildFilter(guilds []string, shard *discord.Shard) func(string) bool {
	if len(guilds) == 0 && shard == nil {
		return nil
	}
	return func(g string) bool {
		return slices.Contains(guilds, g) || shard != nil && shard.Owns(g)
	}
}
