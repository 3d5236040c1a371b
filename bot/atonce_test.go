package bot

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"sync"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// laterClock is the real clock moved ahead by a fixed offset.
type laterClock struct{ ahead time.Duration }

func (c laterClock) Now() time.Time                         { return time.Now().Add(c.ahead) }
func (c laterClock) After(d time.Duration) <-chan time.Time { return time.After(d) }

// meetingPoster holds each post until want posts wait together, or until
// a few seconds have passed: a Discord whose round trips a scheduler
// handling one deadline at a time would wait out one by one.
type meetingPoster struct {
	want int

	mu      sync.Mutex
	waiting int
	met     chan struct{}
}

func (p *meetingPoster) wait() {
	p.mu.Lock()
	if p.waiting++; p.waiting == p.want {
		select {
		case <-p.met:
		default:
			close(p.met) // want posts wait at once
		}
	}
	p.mu.Unlock()
	select {
	case <-p.met:
	case <-time.After(3 * time.Second):
	}
	p.mu.Lock()
	p.waiting--
	p.mu.Unlock()
}

func (p *meetingPoster) Post(context.Context, string, *render.Message) (string, error) {
	p.wait()
	return "posted", nil
}

func (p *meetingPoster) Edit(context.Context, string, string, *render.Message) error {
	p.wait()
	return nil
}

// TestOverdueDeadlinesHandledTogether: deadlines of different channels
// that are due together are handled at once, not one after another's
// posts: several boards wait on Discord together.
func TestOverdueDeadlinesHandledTogether(t *testing.T) {
	ctx := context.Background()
	store := session.NewMemStore()
	mg := session.NewManager(store)
	const channels = 6
	startSolo(t, mg, channels)
	post := &meetingPoster{want: 4, met: make(chan struct{})}
	// Two days on, every turn's deadline (a day by default) has passed.
	later := laterClock{ahead: 48 * time.Hour}
	mg = session.NewManager(store, session.WithClock(later.Now))
	var handled sync.WaitGroup
	handled.Add(channels)
	s := NewScheduler(mg, post, nil, later, slog.New(slog.NewTextHandler(io.Discard, nil)),
		WithExpired(func(session.Deadline, *session.Expiry) { handled.Done() }))
	if _, err := s.RunDue(ctx); err != nil {
		t.Fatal(err)
	}
	handled.Wait()
	select {
	case <-post.met:
	default:
		t.Errorf("the boards of %d overdue deadlines went out one after another: never %d at once", channels, post.want)
	}
}

// TestOwedBoardsRedrawnTogether: at start, the boards that several
// channels owe are redrawn at once, not one after another's requests.
func TestOwedBoardsRedrawnTogether(t *testing.T) {
	ctx := context.Background()
	store := session.NewMemStore()
	mg := session.NewManager(store)
	const channels = 6
	for i, out := range startSolo(t, mg, channels) {
		ch, host := out.Match.Channel, session.Player{User: fmt.Sprint("u", i)}
		if err := mg.SetBoard(ctx, ch, out.Match.Version, out.Match.Version, "board-"+ch); err != nil {
			t.Fatal(err)
		}
		// A move whose board a stop kept from going out.
		if _, err := mg.Play(ctx, session.PlayRequest{Channel: ch, User: host.User, Move: out.State.Default(0)}); err != nil {
			t.Fatal(err)
		}
	}
	post := &meetingPoster{want: 4, met: make(chan struct{})}
	s := NewScheduler(mg, post, nil, SystemClock{}, slog.New(slog.NewTextHandler(io.Discard, nil)))
	s.Repair(ctx)
	select {
	case <-post.met:
	default:
		t.Errorf("the owed boards of %d channels were redrawn one after another: never %d at once", channels, post.want)
	}
}

// startSolo starts a solo Qwinto match in each of channels c0, c1, ...,
// hosted by u0, u1, ..., and returns their starts.
func startSolo(t *testing.T, mg *session.Manager, channels int) []*session.Outcome {
	t.Helper()
	ctx := context.Background()
	var outs []*session.Outcome
	for i := range channels {
		ch := fmt.Sprint("c", i)
		host := session.Player{User: fmt.Sprint("u", i), Name: "U"}
		if _, err := mg.Open(ctx, session.OpenRequest{Guild: "g", Channel: ch, Game: "qwinto", Host: host}); err != nil {
			t.Fatal(err)
		}
		out, err := mg.Start(ctx, ch, host.User)
		if err != nil {
			t.Fatal(err)
		}
		outs = append(outs, out)
	}
	return outs
}
