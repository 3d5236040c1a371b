package discord_test

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"path/filepath"
	"testing"
	"time"

	"github.com/quintetbot/quintet/bot"
	"github.com/quintetbot/quintet/bot/discord"
	"github.com/quintetbot/quintet/bot/discordtest"
	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// harness is a bot connected to the fake Discord, over a bbolt file.
type harness struct {
	t       *testing.T
	ctx     context.Context
	srv     *discordtest.Server
	store   *storage.DB
	path    string // the bbolt file's
	matches *session.Manager
	done    chan string
	bot     *discord.Bot
}

// harnessOptions change how newHarnessWith sets the bot up; the zero
// value is newHarness.
type harnessOptions struct {
	// seeds seed every match's generator; zero: {11, 12}.
	seeds [2]uint64
	// deferAfter is discord.Options.DeferAfter.
	deferAfter time.Duration
	// clock, when set, is the time of the manager and the scheduler.
	clock *fakeClock
	// dm is discord.Options.DM: nil sends direct messages through Discord.
	dm bot.DMSender
	// boardInterval is discord.Options.BoardInterval.
	boardInterval time.Duration
	// transport, when set, wraps the transport of the bot's REST calls.
	transport func(http.RoundTripper) http.RoundTripper
	// timeout bounds the whole test's exchange with the bot; zero: 2
	// minutes.
	timeout time.Duration
	// boardsOnInteractions is discord.Options.BoardsOnInteractions.
	boardsOnInteractions bool
	// pages, when set, makes the bot link to the web pages.
	pages func(*session.Manager) commands.Pages
}

// newBot is discord.New with a board's life attached, as cmd/quintet
// wires it.
func newBot(cfg discord.Config, mg *session.Manager, log *slog.Logger, opts discord.Options) (*discord.Bot, error) {
	return newBotWithPages(cfg, mg, log, opts, nil)
}

// newBotWithPages is newBot whose commands and final boards link to the
// web pages through pages (none when nil).
func newBotWithPages(cfg discord.Config, mg *session.Manager, log *slog.Logger, opts discord.Options, pages commands.Pages) (*discord.Bot, error) {
	b, err := discord.New(cfg, mg, log, opts)
	if err != nil {
		return nil, err
	}
	life, ropts := b.LifeOptions(), []commands.Option(nil)
	if pages != nil {
		life.Boards, ropts = commands.BoardsWith(pages), []commands.Option{commands.WithPages(pages)}
	}
	b.Attach(bot.New(mg, commands.NewRouter(mg, log, ropts...), b.Transport(), log, life))
	return b, nil
}

// newHarness starts a bot against a new fake Discord, with a fresh bbolt
// file and fixed seeds; all is closed when the test ends.
func newHarness(t *testing.T) *harness { return newHarnessWith(t, harnessOptions{}) }

// newHarnessDeferring is newHarness with the bot's defer delay set.
func newHarnessDeferring(t *testing.T, deferAfter time.Duration) *harness {
	return newHarnessWith(t, harnessOptions{deferAfter: deferAfter})
}

// newSeededHarness is newHarness with the match generator's seeds, for a
// test that wants a short or a particular game.
func newSeededHarness(t *testing.T, seeds [2]uint64) *harness {
	return newHarnessWith(t, harnessOptions{seeds: seeds})
}

// newHarnessWith is newHarness set up by o.
func newHarnessWith(t *testing.T, o harnessOptions) *harness {
	t.Helper()
	if o.timeout == 0 {
		o.timeout = 2 * time.Minute
	}
	ctx, cancel := context.WithTimeout(context.Background(), o.timeout)
	t.Cleanup(cancel)
	srv := discordtest.New(t)
	path := filepath.Join(t.TempDir(), "quintet.db")
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	if o.seeds == [2]uint64{} {
		o.seeds = [2]uint64{11, 12}
	}
	h := &harness{t: t, ctx: ctx, srv: srv, store: db, path: path, done: make(chan string, 64)}
	var rt http.RoundTripper = srv.Transport()
	if o.transport != nil {
		rt = o.transport(rt)
	}
	mopts := []session.Option{session.WithSeeds(func() [2]uint64 { return o.seeds })}
	bopts := discord.Options{
		HTTPClient:    &http.Client{Transport: rt},
		Handled:       func(id string) { h.done <- id },
		DeferAfter:    o.deferAfter,
		DM:            o.dm,
		BoardInterval: o.boardInterval,

		BoardsOnInteractions: o.boardsOnInteractions,
	}
	if o.clock != nil {
		mopts = append(mopts, session.WithClock(o.clock.Now))
		bopts.Clock = o.clock
	}
	h.matches = session.NewManager(db, mopts...)
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	var pages commands.Pages
	if o.pages != nil {
		pages = o.pages(h.matches)
	}
	b, err := newBotWithPages(discord.Config{Token: "test-token"}, h.matches, log, bopts, pages)
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Open(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close(5 * time.Second) })
	h.bot = b
	return h
}

// nextTurn returns the open match, its state and the first seat to act,
// or false when the match has ended. Past limit turns the test fails: the
// match does not end.
func (h *harness) nextTurn(turn, limit int) (*session.Match, games.State, games.Seat, bool) {
	h.t.Helper()
	if turn > limit {
		h.t.Fatal("the match does not end")
	}
	m, open := h.match()
	if !open {
		return nil, nil, 0, false
	}
	st, err := m.Decode()
	if err != nil {
		h.t.Fatal(err)
	}
	return m, st, st.Actors()[0], true
}

// startQwinto has Alice open a Qwinto lobby in the default channel, Bob
// join it and Alice start the match, and returns the two.
func (h *harness) startQwinto() (alice, bob discordtest.Member) {
	h.t.Helper()
	srv := h.srv
	alice, bob = srv.NewMember("Alice", 0), srv.NewMember("Bob", 0)
	h.do(srv.Command(alice, "play", discordtest.SubcommandArg("qwinto")))
	h.do(srv.Command(bob, "game", discordtest.SubcommandArg("join")))
	h.do(srv.Command(alice, "game", discordtest.SubcommandArg("start")))
	return alice, bob
}

// waitFor polls cond every 10 ms until it holds, and fails the test with
// what was awaited when the harness's time runs out first.
func (h *harness) waitFor(what string, cond func() bool) {
	h.t.Helper()
	for !cond() {
		select {
		case <-h.ctx.Done():
			h.t.Fatalf("never: %s", what)
		case <-time.After(10 * time.Millisecond):
		}
	}
}
