package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"sync"
	"time"

	"github.com/quintetbot/quintet/bot"
	"github.com/quintetbot/quintet/bot/console"
	"github.com/quintetbot/quintet/bot/web"
	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// runConsole plays lines from in, printing what the bot would send. With
// --db the matches and the console's clock persist in that bbolt file, and
// the boards of open matches take clicks again; otherwise in memory.
func runConsole(ctx context.Context, args, _ []string, in io.Reader, out io.Writer) error {
	fs := newFlags("console")
	db := fs.String("db", "", "bbolt file to keep matches and the clock in (default: memory)")
	png := fs.String("png", "", "directory to write each posted board's picture into, as Discord shows it (default: none)")
	lang := fs.String("locale", "", "the server's Discord locale, such as fr, de, es-ES, pt-BR or ru (default: English); a line  name: locale <code>  sets one user's")
	webAddr := fs.String("web", "", "address to serve the web pages of the console's games at, such as 127.0.0.1:8080; final boards and /history print their links (default: none)")
	if err := parseFlags(fs, args, out); err != nil {
		return err
	}
	if *png != "" {
		if st, err := os.Stat(*png); err != nil || !st.IsDir() {
			return fmt.Errorf("console: --png %s is not a directory", *png)
		}
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
	return playConsole(ctx, consoleSetup{store: store, clock: clock, png: *png, locale: *lang, web: *webAddr}, in, out)
}

// consoleSetup is what a console run plays with: its store, its clock,
// the directory its pictures go to ("" for none), its server's locale,
// where its web pages are served, and further options of its session
// manager (a test's fixed seeds).
type consoleSetup struct {
	store   session.Store
	clock   *console.Clock
	png     string
	locale  string // the server's Discord locale ("" for English)
	web     string // the address to serve web pages at ("" for none)
	options []session.Option
}

// playConsole plays lines from in as runConsole does, with what setup
// gives.
func playConsole(ctx context.Context, setup consoleSetup, in io.Reader, out io.Writer) error {
	clock := setup.clock
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	passes := &deadlinePasses{clock: clock, wake: make(chan struct{}, 1)}
	opts := append([]session.Option{session.WithClock(clock.Now), session.WithWake(passes.poke)}, setup.options...)
	matches := session.NewManager(setup.store, opts...)
	pages, err := newWebWiring(matches, setup.web, "", log)
	if err != nil {
		return fmt.Errorf("console: --web: %w", err)
	}
	defer pages.close()
	if pages.ln != nil {
		base := "http://" + pages.ln.Addr().String()
		pages.links = web.NewLinks(matches, base)
		fmt.Fprintf(out, "Web pages of these games: links below lead to %s\n", base)
	}
	con := console.New(matches, out)
	if setup.locale != "" {
		if err := con.SetLocale(setup.locale); err != nil {
			return err
		}
	}
	con.WritePictures(setup.png)
	var notify bot.Notifier
	if settings, ok := matches.Settings(); ok {
		mail, _ := matches.Mailbox()
		notify = bot.NewDMNotifier(settings, mail, con, log)
	}
	// The console is the transport of a board's life like Discord's:
	// lines are answered, boards queued, recorded and retired, deadlines
	// run by the same code. With no board interval, a line's board is out
	// before the next line is read.
	life := bot.New(matches, commands.NewRouter(matches, log, pages.routerOptions()...), con, log, pages.lifeOptions(bot.Options{Clock: clock, Notify: notify}))
	con.Attach(life)
	passes.sched = life.Scheduler()
	con.Deadlines(clock, passes.run)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	// The boards the last run showed take clicks again, and a board owed
	// since the stop is edited in place rather than posted anew.
	if err := con.Restore(ctx); err != nil {
		fmt.Fprintf(out, "! %v\n", err)
	}
	// The start-up repairs and the deadlines that fell due while stopped
	// go out before the first line is read, so that what they print comes
	// before the lines' answers, whatever the timing.
	passes.sched.Repair(ctx)
	if _, err := passes.run(ctx); err != nil {
		return err
	}
	go passes.loop(ctx) // deadlines that fall due in real time, too
	served := make(chan error, 1)
	go func() { served <- pages.serve(ctx) }()
	defer func() { cancel(); <-served }()
	err = con.Run(ctx, in)
	life.Wait() // boards still on their way
	if pages.ln != nil && err == nil {
		// The pages outlive the input: a newcomer who played a game
		// through a pipe still opens its replay.
		fmt.Fprintln(out, "Input ended; the web pages stay up until the console is stopped (Ctrl-C).")
		<-ctx.Done()
	}
	return err
}

// deadlinePasses runs the scheduler's passes one at a time: a "wait"
// line's pass waits for one under way in real time, so that what the
// deadlines post is printed before the next line is read. (With the
// scheduler's own loop beside the wait's pass, a timeout could be taken
// by the loop and printed after the lines that follow, or not at all
// when the input ended first.)
type deadlinePasses struct {
	sched *bot.Scheduler
	clock *console.Clock
	mu    sync.Mutex
	wake  chan struct{}
}

// run makes one pass; see bot.Scheduler.RunDue.
func (p *deadlinePasses) run(ctx context.Context) (time.Time, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.sched.RunDue(ctx)
}

// poke wakes loop to look for the next deadline again; it never blocks.
func (p *deadlinePasses) poke(time.Time) {
	select {
	case p.wake <- struct{}{}:
	default:
	}
}

// loop makes a pass whenever the next deadline falls due in real time or
// a change writes one, until ctx ends.
func (p *deadlinePasses) loop(ctx context.Context) {
	for {
		next, err := p.run(ctx)
		if ctx.Err() != nil {
			return
		}
		var timer <-chan time.Time
		switch {
		case err != nil:
			timer = p.clock.After(5 * time.Second)
		case !next.IsZero():
			timer = p.clock.After(max(next.Sub(p.clock.Now()), 0))
		}
		select {
		case <-ctx.Done():
			return
		case <-p.wake:
		case <-timer:
		}
	}
}
