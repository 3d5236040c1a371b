package bot

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// orderedStore lists open matches by channel, so that the start-up
// repairs reach them in a known order, and fails the writes of bot moves
// while crash is set, as a kill between a player's move and the bot's
// reply does.
type orderedStore struct {
	*session.MemStore
	crash bool
}

var errKilled = errors.New("killed")

func (s *orderedStore) OpenMatches(ctx context.Context) ([]*session.Match, error) {
	ms, err := s.MemStore.OpenMatches(ctx)
	slices.SortFunc(ms, func(a, b *session.Match) int { return strings.Compare(a.Channel, b.Channel) })
	return ms, err
}

func (s *orderedStore) Put(ctx context.Context, m *session.Match, steps ...*session.Step) error {
	for _, step := range steps {
		if s.crash && step != nil && step.User == "" && step.Seat >= 0 {
			return errKilled
		}
	}
	return s.MemStore.Put(ctx, m, steps...)
}

// heldPoster holds every post and edit to channel held until release is
// closed, as a Discord that rate-limits the channel; the others go out at
// once.
type heldPoster struct {
	held    string
	reached chan struct{} // closed when a request to held first waits
	release chan struct{}
}

func (p *heldPoster) hold(channel string) {
	if channel != p.held {
		return
	}
	select {
	case <-p.reached:
	default:
		close(p.reached)
	}
	<-p.release
}

func (p *heldPoster) Post(_ context.Context, channel string, _ *render.Message) (string, error) {
	p.hold(channel)
	return "posted", nil
}

func (p *heldPoster) Edit(_ context.Context, channel, _ string, _ *render.Message) error {
	p.hold(channel)
	return nil
}

// TestStrandedBotsNotHeldByAnotherChannel: at start, a match whose bot
// must move gets its move while another channel's owed board still waits
// on Discord, instead of after it: a player there would otherwise see a
// game stopped for as long as the other channel's rate limit lasts.
func TestStrandedBotsNotHeldByAnotherChannel(t *testing.T) {
	ctx := context.Background()
	store := &orderedStore{MemStore: session.NewMemStore()}
	mg := session.NewManager(store, session.WithSeeds(func() [2]uint64 { return [2]uint64{3, 4} }))
	human := session.Player{User: "u", Name: "U"}
	// Channel a owes a board: its board shows an older version.
	if _, err := mg.Open(ctx, session.OpenRequest{Guild: "g", Channel: "a", Game: "qwinto", Host: human, Bots: 1}); err != nil {
		t.Fatal(err)
	}
	out, err := mg.Start(ctx, "a", "u")
	if err != nil {
		t.Fatal(err)
	}
	if err := store.SetBoard(ctx, "a", out.Match.Version, out.Match.Version, "board-a"); err != nil {
		t.Fatal(err)
	}
	if _, err := mg.Play(ctx, session.PlayRequest{Channel: "a", User: "u", Move: out.State.Default(0)}); err != nil {
		t.Fatal(err)
	}
	// Channel b waits for a bot that a kill kept from moving.
	if _, err := mg.Open(ctx, session.OpenRequest{Guild: "g", Channel: "b", Game: "qwinto", Host: human, Bots: 1}); err != nil {
		t.Fatal(err)
	}
	if _, err := mg.Start(ctx, "b", "u"); err != nil {
		t.Fatal(err)
	}
	store.crash = true
	for i := 0; ; i++ {
		if i > 200 {
			t.Fatal("the bot never had to answer")
		}
		m, _ := mg.Get(ctx, "b")
		st, _ := m.Decode()
		_, err := mg.Play(ctx, session.PlayRequest{Channel: "b", User: "u", Move: st.Default(st.Actors()[0])})
		if errors.Is(err, errKilled) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	store.crash = false
	stranded, _ := mg.Get(ctx, "b")

	post := &heldPoster{held: "a", reached: make(chan struct{}), release: make(chan struct{})}
	s := NewScheduler(mg, post, nil, SystemClock{}, slog.New(slog.NewTextHandler(io.Discard, nil)))
	done := make(chan struct{})
	go func() {
		defer close(done)
		s.playStranded(ctx)
	}()
	defer func() {
		close(post.release)
		<-done
	}()
	<-post.reached
	// Channel a's board is held; b's bot must move all the same.
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		if m, _ := mg.Get(ctx, "b"); m.Version > stranded.Version {
			return
		}
		if time.Now().After(deadline) {
			t.Fatal("channel b's bot did not move while channel a's board waited on Discord")
		}
	}
}
