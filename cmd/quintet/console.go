package main

import (
	"context"
	"flag"
	"io"
	"log/slog"

	"github.com/quintetbot/quintet/bot/console"
	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// runConsole plays lines from in, printing what the bot would send. With
// --db the matches persist in that bbolt file; otherwise in memory.
func runConsole(ctx context.Context, args, _ []string, in io.Reader, out io.Writer) error {
	fs := flag.NewFlagSet("console", flag.ContinueOnError)
	db := fs.String("db", "", "bbolt file to keep matches in (default: memory)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	var store session.Store = session.NewMemStore()
	if *db != "" {
		d, err := storage.Open(*db)
		if err != nil {
			return err
		}
		defer d.Close()
		store = d
	}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	matches := session.NewManager(store)
	return console.New(commands.New(matches, log), matches, out).Run(ctx, in)
}
