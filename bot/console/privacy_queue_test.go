package console

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/quintetbot/quintet/bot"
	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games/session"
)

// TestDeletionReachesQueuedBoards: a player who deletes their data while
// a board of their match waits for the board interval is not named by
// that board when it goes out, nor by the lobby it retires.
func TestDeletionReachesQueuedBoards(t *testing.T) {
	var out lockedBuffer
	mg := session.NewManager(session.NewMemStore(), session.WithSeeds(func() [2]uint64 { return [2]uint64{3, 4} }))
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	c := New(mg, &out)
	life := bot.New(mg, commands.NewRouter(mg, log), c, log, bot.Options{BoardInterval: 2 * time.Second})
	c.Attach(life)
	script := `
alice: /play qwinto
bobby: /game join
alice: /game start
alice: /game move roll red
bobby: /game move skip
alice: /game move skip
bobby: /game move roll red
#elsewhere bobby: /privacy
#elsewhere bobby: 1
#elsewhere bobby: 1
`
	if err := c.Run(context.Background(), strings.NewReader(script)); err != nil {
		t.Fatal(err)
	}
	before := len(out.String())
	life.Wait()
	played := out.String()
	if !strings.Contains(played, "Quintet keeps nothing about you") {
		t.Fatalf("the deletion did not run:\n%s", played)
	}
	if later := played[before:]; strings.Contains(later, "bobby") {
		t.Fatalf("a board sent after the deletion names the player:\n%s\n--- all:\n%s", later, played)
	}
}

// lockedBuffer is a buffer that the test reads while a paced board may
// still be writing to it.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}
