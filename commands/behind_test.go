package commands

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"

	"github.com/quintetbot/quintet/games/session"
)

// fullDisk is a store whose disk fills up: once armed, it lets allow more
// Puts through and refuses the rest, and every Put that carries a bot's
// step: a player's move and the bots' answers to it are one Put, which
// fails, and the player's move alone is the next.
type fullDisk struct {
	*session.MemStore
	mu    sync.Mutex
	armed bool
	allow int
}

func (s *fullDisk) Put(ctx context.Context, m *session.Match, steps ...*session.Step) error {
	s.mu.Lock()
	if s.armed {
		if s.allow == 0 || slices.ContainsFunc(steps, func(st *session.Step) bool { return st != nil && st.User == "" }) {
			s.mu.Unlock()
			return fmt.Errorf("storage: commit: write quintet.db: %w", syscall.ENOSPC)
		}
		s.allow--
	}
	s.mu.Unlock()
	return s.MemStore.Put(ctx, m, steps...)
}

// fill arms the store: allow more Puts, then none.
func (s *fullDisk) fill(allow int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.armed, s.allow = true, allow
}

func newFullDiskTable(t *testing.T) (*tableDriver, *fullDisk) {
	store := &fullDisk{MemStore: session.NewMemStore()}
	mg := session.NewManager(store, session.WithSeeds(func() [2]uint64 { return [2]uint64{7, 7} }))
	return &tableDriver{t: t, matches: mg, router: NewRouter(mg, slog.New(slog.NewTextHandler(io.Discard, nil))), sink: newRecorder()}, store
}

// TestBotMoveNotSavedAfterPlayerMove: the disk fills between a player's
// move and the bot's reply. The player is told that the move stands and
// the bot's did not happen (not "The game is unchanged."), the match is
// at the player's move, and the board says so to everyone.
func TestBotMoveNotSavedAfterPlayerMove(t *testing.T) {
	tests := []struct {
		name string
		act  func(d *tableDriver, m *session.Match, move string) *Reply
		kept string
	}{
		{"typed move", func(d *tableDriver, _ *session.Match, move string) *Reply {
			return d.command("alice", "game move", map[string]string{"notation": move})
		}, "You played `"},
		{"button", func(d *tableDriver, m *session.Match, move string) *Reply {
			return d.click("alice", "private", fmt.Sprintf("mv:%s:%s", strconvBase36(m.Version), move))
		}, "You played `"},
		{"resign", func(d *tableDriver, _ *session.Match, _ string) *Reply {
			ask := d.command("alice", "game resign", nil)
			return d.click("alice", "confirm", button(d.t, ask.Message, "Confirm").CustomID)
		}, "You resigned"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, store := newFullDiskTable(t)
			d.command("alice", "play qwinto", map[string]string{"bots": "1"})
			d.command("bob", "game join", nil) // so that a resign leaves a human
			d.command("alice", "game start", nil)
			before := d.match()
			st, err := before.Decode()
			if err != nil {
				t.Fatal(err)
			}
			seat, _ := before.SeatOf("alice")
			move := string(st.Default(seat))
			store.fill(1) // the player's step, not the bot's after it
			reply := tt.act(d, before, move)
			text := ""
			switch {
			case reply.Update != nil:
				text = reply.Update.Content
			case reply.Message != nil:
				text = reply.Message.Content
			}
			if strings.Contains(text, "unchanged") || !strings.Contains(text, tt.kept) ||
				!strings.Contains(text, "It is saved") || !strings.Contains(text, "has not been played") {
				t.Fatalf("the player was told %q", text)
			}
			after := d.match()
			if after.Version != before.Version+1 {
				t.Fatalf("match at v%d, want v%d: the player's step alone", after.Version, before.Version+1)
			}
			log, _ := d.matches.Log(context.Background(), after.ID)
			if n := len(log); n == 0 || log[n-1].User != "alice" {
				t.Fatalf("the last step written is %+v, want alice's", log[n-1])
			}
			if board := d.sink.msgs[after.BoardMessage]; board == nil || !strings.Contains(board.Content, "has not been played") {
				t.Fatalf("the board does not say the bot has not moved: %+v", board)
			}
		})
	}
}

// TestBotsBehindSpeaksBothLanguages: a French player in a German server
// is told in French that the bot's move is kept for later, and the board
// says so in German.
func TestBotsBehindSpeaksBothLanguages(t *testing.T) {
	d, store := newFullDiskTable(t)
	d.command("alice", "play qwinto", map[string]string{"bots": "1"})
	d.command("bob", "game join", nil)
	d.command("alice", "game start", nil)
	before := d.match()
	st, err := before.Decode()
	if err != nil {
		t.Fatal(err)
	}
	seat, _ := before.SeatOf("alice")
	store.fill(1)
	reply := d.do(&Request{Kind: KindCommand, User: User{ID: "alice", Name: "alice"}, Command: "game move",
		Options: map[string]string{"notation": string(st.Default(seat))}, Locale: "fr", GuildLocale: "de"})
	if text := reply.Message.Content; !strings.Contains(text, "C'est enregistré.") || !strings.Contains(text, "n'a pas été joué") {
		t.Errorf("the French player was told %q", text)
	}
	if board := d.sink.msgs[d.match().BoardMessage]; board == nil || !strings.Contains(board.Content, "wurde nicht gespielt") {
		t.Errorf("the German board does not say the bot has not moved: %+v", board)
	}
}
