package discord_test

import (
	"context"
	"io"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/quintetbot/quintet/bot"
	"github.com/quintetbot/quintet/bot/discord"
	"github.com/quintetbot/quintet/bot/discordtest"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// fakeClock is a bot.Clock that moves only when the test advances it.
type fakeClock struct {
	mu      sync.Mutex
	now     time.Time
	waiters []fakeTimer
	armed   chan struct{} // gets a value on each After
}

type fakeTimer struct {
	at time.Time
	c  chan time.Time
}

func newFakeClock() *fakeClock {
	return &fakeClock{now: time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC), armed: make(chan struct{}, 64)}
}

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *fakeClock) After(d time.Duration) <-chan time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	t := fakeTimer{at: c.now.Add(d), c: make(chan time.Time, 1)}
	select {
	case c.armed <- struct{}{}:
	default:
	}
	if d <= 0 {
		t.c <- c.now
		return t.c
	}
	c.waiters = append(c.waiters, t)
	return t.c
}

// Advance moves the clock and fires the timers that fall due.
func (c *fakeClock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
	kept := c.waiters[:0]
	for _, t := range c.waiters {
		if t.at.After(c.now) {
			kept = append(kept, t)
			continue
		}
		t.c <- c.now
	}
	c.waiters = kept
}

// clockHarness is a harness whose bot and manager run on a fake clock.
type clockHarness struct {
	*harness
	clock *fakeClock
	bot   *discord.Bot
	dms   chan string
}

func newClockHarness(t *testing.T) *clockHarness { return newClockHarnessDM(t, true) }

// newClockHarnessDM is newClockHarness; with capture false, direct
// messages go to the fake Discord instead of the dms channel.
func newClockHarnessDM(t *testing.T, capture bool) *clockHarness {
	t.Helper()
	ch := &clockHarness{clock: newFakeClock(), dms: make(chan string, 16)}
	o := harnessOptions{clock: ch.clock}
	if capture {
		o.dm = bot.DMSenderFunc(func(_ context.Context, user, text string) error {
			ch.dms <- user + ": " + text
			return nil
		})
	}
	ch.harness = newHarnessWith(t, o)
	ch.bot = ch.harness.bot
	return ch
}

// runDue advances the clock and runs one scheduler pass.
func (h *clockHarness) runDue(d time.Duration) {
	h.t.Helper()
	h.clock.Advance(d)
	if _, err := h.bot.Scheduler().RunDue(h.ctx); err != nil {
		h.t.Fatal(err)
	}
}

// channelText returns the public messages posted since n, content and
// embeds, one string each.
func (h *clockHarness) channelText(n int) []string {
	var out []string
	for _, m := range h.srv.Messages(discordtest.ChannelID)[n:] {
		if !m.Ephemeral() {
			out = append(out, m.Content+" "+string(m.RawEmbeds))
		}
	}
	return out
}

func (h *clockHarness) count() int { return len(h.srv.Messages(discordtest.ChannelID)) }

// startQwinto opens a two-player qwinto match with a 10-minute turn.
func (h *clockHarness) startQwinto(alice, bob discordtest.Member, args ...discordtest.Arg) {
	h.t.Helper()
	args = append([]discordtest.Arg{discordtest.StringArg("turn_time", "10m")}, args...)
	if r := h.do(h.srv.Command(alice, "play", discordtest.SubcommandArg("qwinto", args...))); !strings.Contains(text(r), "lobby") {
		h.t.Fatalf("/play: %q", text(r))
	}
	h.do(h.srv.Command(bob, "game", discordtest.SubcommandArg("join")))
	h.do(h.srv.Command(alice, "game", discordtest.SubcommandArg("start")))
	if m, _ := h.match(); m == nil || m.Phase != session.Playing || m.TurnTime != 10*time.Minute {
		h.t.Fatalf("match not started with a 10m turn: %+v", m)
	}
}

func TestReminderTimeoutTakeoverEndToEnd(t *testing.T) {
	h := newClockHarness(t)
	alice, bob := h.srv.NewMember("Alice", 0), h.srv.NewMember("Bob", 0)
	h.do(h.srv.Command(bob, "notify", discordtest.SubcommandArg("on")))
	h.startQwinto(alice, bob)
	if len(h.dms) != 0 {
		t.Fatalf("%d direct messages before anyone waits on Bob", len(h.dms))
	}
	// Alice rolls: the new board waits on both; Bob hears of it.
	h.do(h.srv.Command(alice, "game", discordtest.SubcommandArg("move", discordtest.StringArg("notation", "roll red"))))
	select {
	case dm := <-h.dms:
		if !strings.HasPrefix(dm, bob.ID+": ") || !strings.Contains(dm, "https://discord.com/channels/") {
			t.Fatalf("direct message %q", dm)
		}
	default:
		t.Fatal("no direct message for Bob, who asked for them")
	}

	n := h.count()
	h.runDue(4 * time.Minute)
	if got := h.channelText(n); len(got) != 0 {
		t.Fatalf("before the reminder: %q", got)
	}
	h.runDue(time.Minute)
	got := h.channelText(n)
	if len(got) != 1 || !strings.Contains(got[0], "<@"+bob.ID+">") || !strings.Contains(got[0], "<@"+alice.ID+">") {
		t.Fatalf("reminder: %q; want one message mentioning both", got)
	}
	if dm := <-h.dms; !strings.HasPrefix(dm, bob.ID+": ") {
		t.Fatalf("reminder's direct message %q", dm)
	}
	// Alice writes; the next reminder would be for Bob alone.
	m, _ := h.match()
	st, _ := m.Decode()
	h.do(h.srv.Command(alice, "game", discordtest.SubcommandArg("move", discordtest.StringArg("notation", string(st.Default(0))))))
	h.runDue(0) // nothing more is due
	if got := h.channelText(n); len(got) != 1 {
		t.Fatalf("reminder posted twice: %q", got)
	}

	n = h.count()
	h.runDue(5 * time.Minute)
	got = h.channelText(n)
	if len(got) != 1 || !strings.Contains(got[0], "Time ran out for Bob") || strings.Contains(got[0], "Time ran out for Alice") {
		t.Fatalf("timeout: %q; want Bob's only", got)
	}
	// Nobody plays: after three timeouts in a row a bot takes each seat.
	var all []string
	for i := 0; i < 12; i++ {
		n = h.count()
		h.runDue(10 * time.Minute)
		all = append(all, h.channelText(n)...)
		if _, open := h.match(); !open {
			break
		}
	}
	joined := strings.Join(all, "\n")
	for _, want := range []string{"Alice timed out 3 times in a row", "Bob timed out 3 times in a row", "abandoned"} {
		if !strings.Contains(joined, want) {
			t.Errorf("no %q in the channel:\n%s", want, joined)
		}
	}
	h.srv.AssertClean(t)
}

func TestPauseMineEndToEnd(t *testing.T) {
	h := newClockHarness(t)
	alice, bob := h.srv.NewMember("Alice", 0), h.srv.NewMember("Bob", 0)
	h.startQwinto(alice, bob)

	r := h.do(h.srv.Command(alice, "game", discordtest.SubcommandArg("mine")))
	if !strings.Contains(text(r), "Qwinto") || !strings.Contains(text(r), "https://discord.com/channels/"+discordtest.GuildID) {
		t.Fatalf("/game mine for Alice: %q", text(r))
	}
	if r := h.do(h.srv.Command(bob, "game", discordtest.SubcommandArg("mine"))); !strings.Contains(text(r), "No game") {
		t.Fatalf("/game mine for Bob, who waits on nothing: %q", text(r))
	}
	// Bob alone is not a majority of the two: he asks, Alice decides.
	if r := h.do(h.srv.Command(bob, "game", discordtest.SubcommandArg("pause"))); !strings.Contains(text(r), "1 of 2 seated players agree") {
		t.Fatalf("Bob paused: %q", text(r))
	}
	h.do(h.srv.Command(alice, "game", discordtest.SubcommandArg("pause")))
	n := h.count()
	h.runDue(30 * 24 * time.Hour)
	if got := h.channelText(n); len(got) != 0 {
		t.Fatalf("a paused game's clock ran: %q", got)
	}
	h.do(h.srv.Command(alice, "game", discordtest.SubcommandArg("resume")))
	h.do(h.srv.Command(alice, "game", discordtest.SubcommandArg("extend", discordtest.StringArg("duration", "1h"))))
	n = h.count()
	h.runDue(10 * time.Minute) // 1h10m left: nothing yet
	if got := h.channelText(n); len(got) != 0 {
		t.Fatalf("extended turn expired early: %q", got)
	}
	h.runDue(61 * time.Minute)
	if got := h.channelText(n); len(got) != 1 || !strings.Contains(got[0], "Time ran out for Alice") {
		t.Fatalf("after the extension ran out: %q", got)
	}
}

func TestSchedulerWakesOnItsOwn(t *testing.T) {
	h := newClockHarness(t)
	alice, bob := h.srv.NewMember("Alice", 0), h.srv.NewMember("Bob", 0)
	expired := make(chan session.ExpiryKind, 8)
	sched := bot.NewScheduler(h.matches, nopPoster{}, nil, h.clock, slog.New(slog.NewTextHandler(io.Discard, nil)),
		bot.WithExpired(func(_ session.Deadline, ex *session.Expiry) { expired <- ex.Kind }))
	h.startQwinto(alice, bob)
	ctx, cancel := context.WithCancel(h.ctx)
	done := make(chan struct{})
	go func() { sched.Run(ctx); close(done) }()
	defer func() { cancel(); <-done }()
	// The scheduler sleeps on the clock until the reminder falls due.
	<-h.clock.armed
	h.clock.Advance(4 * time.Minute)
	select {
	case k := <-expired:
		t.Fatalf("woke early: kind %d", k)
	default:
	}
	h.clock.Advance(time.Minute)
	select {
	case k := <-expired:
		if k != session.Reminded {
			t.Fatalf("kind %d, want a reminder", k)
		}
	case <-h.ctx.Done():
		t.Fatal("the scheduler never woke")
	}
}

type nopPoster struct{}

func (nopPoster) Post(context.Context, string, *render.Message) (string, error) { return "x", nil }
func (nopPoster) Edit(context.Context, string, string, *render.Message) error   { return nil }
