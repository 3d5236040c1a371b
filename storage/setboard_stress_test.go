package storage

import (
	"fmt"
	"path/filepath"
	"sync"
	"testing"

	"github.com/quintetbot/quintet/games/session"
)

// TestBoardsAheadUnderLoad: channels moving and recording boards at once,
// each channel in turn as the bot's lock keeps them: every read after a
// SetBoard shows that board, every Put keeps it, and after Close the file
// holds each channel's last board at its last version.
func TestBoardsAheadUnderLoad(t *testing.T) {
	path := filepath.Join(t.TempDir(), "q.db")
	db, err := Open(path, WithoutSyncForTests())
	if err != nil {
		t.Fatal(err)
	}
	ctx := t.Context()
	const channels, moves = 16, 60
	type last struct {
		message string
		drawn   int64
		version int64
	}
	lasts := make([]last, channels)
	var wg sync.WaitGroup
	for c := range channels {
		wg.Go(func() {
			ch := fmt.Sprint("c", c)
			m := &session.Match{ID: "m" + ch, Guild: "g", Channel: ch, Game: "qwinto", Phase: session.Lobby, Version: 1}
			if err := db.Put(ctx, m, nil); err != nil {
				t.Error(err)
				return
			}
			message := ch + "-b0"
			for i := range moves {
				if i%5 == 0 { // a new board, as a ping posts one
					message = fmt.Sprintf("%s-b%d", ch, i)
				}
				drawn := m.Version
				if i%7 == 3 {
					drawn-- // a board drawn before the last move
				}
				if err := db.SetBoard(ctx, ch, m.Version, max(drawn, 1), message); err != nil {
					t.Errorf("%s: SetBoard at %d: %v", ch, m.Version, err)
					return
				}
				got, err := db.Get(ctx, ch)
				if err != nil || got.BoardMessage != message || got.BoardVersion != max(drawn, 1) {
					t.Errorf("%s: after SetBoard(%s at %d): %+v, %v", ch, message, drawn, got, err)
					return
				}
				lasts[c] = last{message, max(drawn, 1), got.Version}
				if i == moves-1 {
					return
				}
				next := got.Clone()
				next.Version++
				if err := db.Put(ctx, next, nil); err != nil {
					t.Errorf("%s: Put %d: %v", ch, next.Version, err)
					return
				}
				if m, err = db.Get(ctx, ch); err != nil || m.BoardMessage != message {
					t.Errorf("%s: after the move: %+v, %v; want board %s", ch, m, err, message)
					return
				}
			}
		})
	}
	wg.Wait()
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	if db, err = Open(path, WithoutSyncForTests()); err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for c, want := range lasts {
		if msg, drawn, version := storedBoard(t, db, fmt.Sprint("c", c)); msg != want.message || drawn != want.drawn || version != want.version {
			t.Errorf("c%d stored %q at %d, version %d; want %q at %d, version %d", c, msg, drawn, version, want.message, want.drawn, want.version)
		}
	}
}
