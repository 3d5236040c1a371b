package console_test

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/quintetbot/quintet/bot/console"
	"github.com/quintetbot/quintet/games/session"
)

// quietConsole is a console on a memory store whose clock starts at
// 13:00 in Paris, printing to out.
func quietConsole(out *bytes.Buffer) *console.Console {
	start := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	clock := console.NewClock(func() time.Time { return start })
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	store := session.NewMemStore()
	mg := session.NewManager(store, session.WithClock(clock.Now),
		session.WithSeeds(func() [2]uint64 { return [2]uint64{3, 4} }))
	return attach(mg, out, clock, store, log)
}

// TestQuietHoursAndRepeatsPrint: in the console, Bob's quiet hours
// (13:00 to 18:00 in Paris, where the clock starts at 13:00) hold his
// direct messages while the channel's reminders repeat; the wait that
// ends them prints the summary.
func TestQuietHoursAndRepeatsPrint(t *testing.T) {
	var out bytes.Buffer
	c := quietConsole(&out)

	script := `
bob: /notify on
bob: /notify quiet hours:13-18 tz:Europe/Paris
#games alice: /play qwinto turn_time:8h reminder_every:1h
#games bob: /game join
#games alice: /game start
#games alice: /game move roll red
wait 4h
wait 1h
`
	if err := c.Run(context.Background(), strings.NewReader(script)); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	quiet, after, ok := strings.Cut(got, "... 1h later")
	if strings.Contains(got, "! ") || !ok {
		t.Fatalf("a line was refused:\n%s", got)
	}
	if strings.Contains(quiet, "[dm to bob]") || !strings.Contains(quiet, "@bob: your move in this game") {
		t.Errorf("in the quiet hours: a direct message, or no reminder in the channel:\n%s", quiet)
	}
	summary, repeat := strings.Index(after, "[dm to bob] While your quiet hours ran:"), strings.Index(after, "[dm to bob] Reminder")
	if strings.Count(after, "@bob: your move in this game") != 1 || strings.Count(after, "[dm to bob]") != 2 || summary < 0 || repeat < summary {
		t.Errorf("after the quiet hours: want the summary, then one repeat:\n%s", after)
	}
}

// TestQuietSummaryAfterTurnRanOut: when the turn Bob's held message was
// about runs out in his quiet hours, the summary at their end tells the
// turn he has then, with its own deadline: never a turn that "runs out
// an hour ago".
func TestQuietSummaryAfterTurnRanOut(t *testing.T) {
	var out bytes.Buffer
	c := quietConsole(&out)

	// Alice rolls and skips: Bob is to write or skip (held), then to roll.
	script := `
bob: /notify on
bob: /notify quiet hours:13-18 tz:Europe/Paris
#games alice: /play qwinto turn_time:4h
#games bob: /game join
#games alice: /game start
#games alice: /game move roll red
#games alice: /game move skip
wait 5h30m
`
	if err := c.Run(context.Background(), strings.NewReader(script)); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	quiet, after, ok := strings.Cut(got, "... 5h30m later")
	if strings.Contains(got, "! ") || !ok || !strings.Contains(after, "Time ran out for bob") {
		t.Fatalf("a line was refused, or bob's turn did not run out:\n%s", got)
	}
	if strings.Contains(quiet, "[dm to bob]") {
		t.Errorf("a direct message in the quiet hours:\n%s", quiet)
	}
	timeout, dm, ok := strings.Cut(after, "[dm to bob] While your quiet hours ran:\n- Your turn in Qwinto in #games; time runs out in 3 hours.")
	if !ok || !strings.Contains(timeout, "Time ran out for bob") || strings.Contains(dm, "[dm to bob]") {
		t.Errorf("want the timeout, then one summary with the turn bob has now:\n%s", after)
	}
}
