package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"time"

	"github.com/quintetbot/quintet/bot"
	"github.com/quintetbot/quintet/bot/console"
	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// runConsole plays lines from in, printing what the bot would send. With
// --db the matches and the console's clock persist in that bbolt file, and
// the boards of open matches take clicks again; otherwise in memory.
func runConsole(ctx context.Context, args, _ []string, in io.Reader, out io.Writer) error {
	fs := newFlags("console")
	db := fs.String("db", "", "bbolt file to keep matches in (default: memory)")
	if err := parseFlags(fs, args, out); err != nil {
		return err
	}
	var store session.Store = session.NewMemStore()
	clock := console.NewClock(nil)
	if *db != "" {
		d, err := storage.Open(*db)
		if err != nil {
			return err
		}
		defer d.Close()
		store = d
		if err := clock.Keep(ctx, d); err != nil {
			return err
		}
	}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	var sched *bot.Scheduler
	matches := session.NewManager(store, session.WithClock(clock.Now),
		session.WithWake(func(time.Time) { sched.Poke() }))
	con := console.New(commands.New(matches, log), matches, out)
	var notify bot.Notifier
	if settings, ok := store.(session.Settings); ok {
		notify = bot.NewDMNotifier(settings, con, log)
		con.Notify(notify)
	}
	sched = bot.NewScheduler(matches, con.Poster(), notify, clock, log)
	con.Deadlines(clock, func(ctx context.Context) error {
		_, err := sched.RunDue(ctx)
		return err
	})
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	// The boards the last run showed take clicks again, and a board owed
	// since the stop is edited in place rather than posted anew.
	if err := con.Restore(ctx); err != nil {
		fmt.Fprintf(out, "! %v\n", err)
	}
	// The start-up repairs and the deadlines that fell due while stopped
	// go out before the first line is read: the console's moves are not
	// delivered in turn with the scheduler's boards, so a board drawn
	// before a move would otherwise show up after the move's own.
	sched.Repair(ctx)
	if _, err := sched.RunDue(ctx); err != nil {
		return err
	}
	go sched.Run(ctx) // deadlines that fall due in real time, too
	return con.Run(ctx, in)
}
