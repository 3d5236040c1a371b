package session_test

import (
	"context"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
)

// BenchmarkMoveBesideThinkingBot measures a move in one channel (a
// two-player Qwinto match) with nothing else running ("idle"), while in
// another channel bots that wait 50 ms a decision play on and on
// ("waiting": a lock held while they think would show as 50 ms a move),
// and while bots that spend 50 ms of processor time a decision do
// ("spinning": what is left is the processor the bot takes). A bot thinks
// holding only its own channel's lock.
func BenchmarkMoveBesideThinkingBot(b *testing.B) {
	for _, mode := range []string{"idle", "waiting", "spinning"} {
		busy := mode != "idle"
		b.Run(mode, func(b *testing.B) {
			mg, _ := newBenchManager()
			stop := make(chan struct{})
			var wg sync.WaitGroup
			var botMoves atomic.Int64
			if busy {
				testGame.mu.Lock()
				testGame.think, testGame.sleep = 50*time.Millisecond, mode == "waiting"
				testGame.mu.Unlock()
				defer func() {
					testGame.mu.Lock()
					testGame.think, testGame.sleep = 0, false
					testGame.mu.Unlock()
				}()
				wg.Add(1)
				go func() {
					defer wg.Done()
					thinkingChannel(mg, stop, &botMoves)
				}()
				time.Sleep(10 * time.Millisecond)
			}
			var worst time.Duration
			n := 0
			b.ResetTimer()
			for i := range b.N {
				t0 := time.Now()
				humanMove(b, mg, &n, i)
				worst = max(worst, time.Since(t0))
			}
			b.StopTimer()
			close(stop)
			wg.Wait()
			b.ReportMetric(float64(worst.Microseconds())/1000, "worst-ms")
			b.ReportMetric(float64(botMoves.Load()), "bot-moves")
		})
	}
}

func newBenchManager() (*session.Manager, *session.MemStore) {
	store := session.NewMemStore()
	var seed atomic.Uint64
	mg := session.NewManager(store, session.WithSeeds(func() [2]uint64 { return [2]uint64{seed.Add(1), 2} }))
	return mg, store
}

// thinkingChannel plays Alice's moves in channel "think", against two
// bots of the test game, until stop.
func thinkingChannel(mg *session.Manager, stop chan struct{}, moves *atomic.Int64) {
	ctx := context.Background()
	for {
		if _, err := mg.Open(ctx, session.OpenRequest{Channel: "think", Game: "leveltest", Host: alice(), Bots: 2, Level: games.Hard}); err != nil {
			return
		}
		out, err := mg.Start(ctx, "think", "1")
		for err == nil && !out.State.Result().Over {
			select {
			case <-stop:
				return
			default:
			}
			moves.Add(int64(len(out.Steps) - 1))
			out, err = mg.Play(ctx, session.PlayRequest{Channel: "think", User: "1", Move: out.State.Default(0)})
		}
		if err != nil {
			return
		}
	}
}

// humanMove plays one move in a Qwinto match between two people in a
// channel of its own, opening the next match when one ends.
func humanMove(b *testing.B, mg *session.Manager, n *int, i int) {
	ch := "human-" + strconv.Itoa(*n)
	m, err := mg.Get(ctx, ch)
	if err != nil {
		if _, err := mg.Open(ctx, session.OpenRequest{Channel: ch, Game: "qwinto", Host: alice()}); err != nil {
			b.Fatal(err)
		}
		mg.Join(ctx, ch, bob())
		if _, err := mg.Start(ctx, ch, "1"); err != nil {
			b.Fatal(err)
		}
		m, _ = mg.Get(ctx, ch)
	}
	st, _ := m.Decode()
	seat := st.Actors()[0]
	out, err := mg.Play(ctx, session.PlayRequest{Channel: ch, User: []string{"1", "2"}[seat], Move: st.Default(seat)})
	if err != nil {
		b.Fatal(err)
	}
	if out.State.Result().Over {
		*n++
	}
}
