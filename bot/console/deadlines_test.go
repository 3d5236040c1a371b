package console_test

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/quintetbot/quintet/bot"
	"github.com/quintetbot/quintet/bot/console"
	"github.com/quintetbot/quintet/commands"
	_ "github.com/quintetbot/quintet/games/qwinto"
	"github.com/quintetbot/quintet/games/session"
)

// attach returns a Console of mg attached to a board's life, wired as
// cmd/quintet wires it: with clock, "wait" lines run the scheduler that
// bot.New built; with settings, the players who asked for direct
// messages get them.
func attach(mg *session.Manager, out io.Writer, clock *console.Clock, settings session.Settings, log *slog.Logger) *console.Console {
	c := console.New(mg, out)
	opts := bot.Options{}
	if clock != nil {
		opts.Clock = clock
	}
	if settings != nil {
		mail, _ := mg.Mailbox()
		opts.Notify = bot.NewDMNotifier(settings, mail, c, log)
	}
	life := bot.New(mg, commands.NewRouter(mg, log), c, log, opts)
	c.Attach(life)
	if clock != nil {
		c.Deadlines(clock, life.Scheduler().RunDue)
	}
	return c
}

// TestWaitLetsTurnsRunOut: "wait" lines move the console's clock, and the
// scheduler posts the reminder, then the timeout, as it would in Discord.
func TestWaitLetsTurnsRunOut(t *testing.T) {
	start := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	clock := console.NewClock(func() time.Time { return start })
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	mg := session.NewManager(session.NewMemStore(), session.WithClock(clock.Now),
		session.WithSeeds(func() [2]uint64 { return [2]uint64{3, 4} }))
	var out bytes.Buffer
	c := attach(mg, &out, clock, nil, log)

	script := `
alice: /play qwinto turn_time:10m
bob: /game join
alice: /game start
wait 4m
# MARK before reminder
wait 2m
# MARK reminded
wait 5m
`
	if err := c.Run(context.Background(), strings.NewReader(script)); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	if strings.Contains(got, "! ") {
		t.Fatalf("a line was refused:\n%s", got)
	}
	parts := strings.Split(got, "... ")
	if len(parts) != 4 {
		t.Fatalf("want three waits:\n%s", got)
	}
	if after4 := parts[1]; strings.Contains(after4, "@alice") {
		t.Errorf("something was posted after 4 of 10 minutes:\n%s", after4)
	}
	if after6 := parts[2]; !strings.Contains(after6, "@alice: your move") {
		t.Errorf("no reminder for alice after 6 of 10 minutes:\n%s", after6)
	}
	if after11 := parts[3]; !strings.Contains(after11, "Time ran out for alice") {
		t.Errorf("no timeout announced after 11 minutes:\n%s", after11)
	}
	if t.Failed() {
		t.Log(got)
	}
}

func TestWaitNeedsAClock(t *testing.T) {
	var out bytes.Buffer
	mg := session.NewManager(session.NewMemStore())
	c := attach(mg, &out, nil, nil, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err := c.Line(context.Background(), "wait 1h"); err == nil {
		t.Fatal("wait accepted without a clock")
	}
}

// TestDirectMessagesPrint: a player who asked for direct messages sees the
// ones the bot sends, after a move and after a reminder, as "[dm to ...]";
// one who did not gets none.
func TestDirectMessagesPrint(t *testing.T) {
	start := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	clock := console.NewClock(func() time.Time { return start })
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	store := session.NewMemStore()
	mg := session.NewManager(store, session.WithClock(clock.Now),
		session.WithSeeds(func() [2]uint64 { return [2]uint64{3, 4} }))
	var out bytes.Buffer
	c := attach(mg, &out, clock, store, log)

	script := `
#games alice: /play qwinto turn_time:10m
#games bob: /game join
bob: /notify on
#games alice: /game start
#games alice: /game move roll red
wait 6m
`
	if err := c.Run(context.Background(), strings.NewReader(script)); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	if strings.Contains(got, "! ") {
		t.Fatalf("a line was refused:\n%s", got)
	}
	if !strings.Contains(got, "[dm to bob] Your turn in Qwinto in #games") {
		t.Errorf("no direct message to bob printed:\n%s", got)
	}
	if strings.Count(got, "[dm to bob]") < 2 || strings.Contains(got, "[dm to alice]") {
		t.Errorf("alice never asked for direct messages:\n%s", got)
	}
}

// TestOneWaitPostsEveryDeadlineInOrder: a single "wait" over two turns'
// reminders and timeouts posts each of them, in the order they fall due,
// with the time left at its own moment, as Discord would over that time.
func TestOneWaitPostsEveryDeadlineInOrder(t *testing.T) {
	start := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	clock := console.NewClock(func() time.Time { return start })
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	mg := session.NewManager(session.NewMemStore(), session.WithClock(clock.Now),
		session.WithSeeds(func() [2]uint64 { return [2]uint64{3, 4} }))
	var out bytes.Buffer
	c := attach(mg, &out, clock, nil, log)
	script := "alice: /play qwinto turn_time:10m\nbob: /game join\nalice: /game start\nwait 21m\n"
	if err := c.Run(context.Background(), strings.NewReader(script)); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	_, after, ok := strings.Cut(got, "... 21m later\n")
	if !ok || strings.Contains(got, "! ") {
		t.Fatalf("the wait was refused or not printed:\n%s", got)
	}
	at := 0
	for _, want := range []string{
		"@alice: your move in this game; time runs out in 5 minutes.",
		"Time ran out for alice",
		"Time runs out in 10 minutes",
		"@bob: your move in this game; time runs out in 5 minutes.",
		"Time ran out for bob",
		"Time runs out in 10 minutes",
	} {
		i := strings.Index(after[at:], want)
		if i < 0 {
			t.Fatalf("after the wait, %q does not follow what came before:\n%s", want, after)
		}
		at += i + len(want)
	}
	if !clock.Now().Equal(start.Add(21 * time.Minute)) {
		t.Errorf("the clock reads %v after the wait, want %v", clock.Now(), start.Add(21*time.Minute))
	}
}
