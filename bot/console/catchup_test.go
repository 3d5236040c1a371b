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

// TestCatchupReads: after two days away, alice's /game catchup prints,
// to her alone, one line per run of steps (the others' moves, the
// timeouts played for her and carol, her takeover, the bot's moves), the
// scores and who is to act; the board that pinged carol back pointed her
// to it.
func TestCatchupReads(t *testing.T) {
	start := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	clock := console.NewClock(func() time.Time { return start })
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	mg := session.NewManager(session.NewMemStore(), session.WithClock(clock.Now),
		session.WithSeeds(func() [2]uint64 { return [2]uint64{7, 7} }))
	var out bytes.Buffer
	c := attach(mg, &out, clock, nil, log)

	script := `
alice: /play qwinto turn_time:1d timeouts:2
bob: /game join
carol: /game join
alice: /game start
alice: /game move roll red yellow
alice: /game move skip
bob: /game move skip
carol: /game move skip
bob: /game move roll blue
bob: /game move skip
wait 25h
carol: /game move roll red yellow
carol: /game move skip
bob: /game move skip
wait 25h
alice: /game catchup
`
	if err := c.Run(context.Background(), strings.NewReader(script)); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	if strings.Contains(got, "! ") {
		t.Fatalf("a line was refused:\n%s", got)
	}
	before, catchup, _ := strings.Cut(got, "> alice: /game catchup")
	if !strings.Contains(before, "\ncarol: /game catchup tells what you missed\n") {
		t.Errorf("no board pointed carol to /game catchup:\n%s", before)
	}
	want := []string{
		"only alice sees this",
		"Since your last move (2 days ago):",
		"\n- bob: skip\n- carol: skip\n- bob: roll blue (dice ",
		"\n- Time ran out for alice; played for them: skip\n- Time ran out for carol; played for them: skip\n",
		"\n- alice timed out 2 times in a row; a bot took over their seat.\n- alice: roll ",
		"\nScores: alice ",
		"\nNow waiting for ",
	}
	for _, w := range want {
		if !strings.Contains(catchup, w) {
			t.Errorf("catch-up lacks %q:\n%s", w, catchup)
		}
	}
	if t.Failed() {
		t.Log(got)
	}
}
