//go:build perf

package discord_test

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime/pprof"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/bot/boardlife"
	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
	"github.com/quintetbot/quintet/storage"
)

var (
	perfChannels = flag.Int("perf.channels", 200, "concurrent channels, each playing its own match")
	perfDuration = flag.Duration("perf.duration", 10*time.Second, "length of each phase")
	perfPace     = flag.Duration("perf.pace", 100*time.Millisecond, "paced phase: mean time between two moves of one channel")
	perfBoards   = flag.String("perf.boards", "png,text", "board renderings to measure: png (the games' renderers), text (the generic text renderer)")
	perfGames    = flag.String("perf.games", "qwinto,cinqo,blingo,quinientos,quingo", "games played, channel i plays game i mod the list")
	perfProfile  = flag.String("perf.cpuprofile", "", "write a CPU profile of one phase of the first board alone to this file")
	perfProfiled = flag.String("perf.profiled", "saturated", "the phase perf.cpuprofile profiles: saturated or paced")
	perfStore    = flag.String("perf.store", "bbolt", "where the matches live: bbolt (a synced file, as the bot runs) or memory (session.MemStore: the move path without storage, its ceiling)")
)

// TestPerfMovePath measures the in-process move path the bot runs for a
// typed move (/game move notation:...): Request, Router, session (load,
// apply, log, group commit to a bbolt file with fsync), the reply built
// with its board, and deliver to a sink that keeps nothing. Each of
// perf.channels goroutines plays its own channel's two-player match,
// moving for whichever human seat may act; a finished match is followed by
// a new one (not timed). Two phases: "saturated" (every channel moves as
// soon as its last move returned: the throughput) and "paced" (every
// channel moves every perf.pace on average: the latency at a load below
// saturation). In the same run it measures the raw bbolt rate: as many
// writers committing records of the same size with bbolt.DB.Batch.
// With -perf.store memory the matches live in a session.MemStore: what
// the move path does without storage, the ceiling any storage can reach.
//
//	go test -tags perf -run TestPerfMovePath -v ./bot/discord/
func TestPerfMovePath(t *testing.T) {
	likeTheBinary(t)
	store, written := perfStoreFor(t)
	mg := session.NewManager(store)
	rt := commands.NewRouter(mg, slog.New(slog.NewTextHandler(io.Discard, nil)))
	names := splitGames(*perfGames)
	chans := make([]*perfChannel, *perfChannels)
	for i := range chans {
		chans[i] = &perfChannel{id: fmt.Sprintf("c%03d", i), game: names[i%len(names)], mg: mg, rt: rt, sink: &discard{}, rng: rand.New(rand.NewPCG(uint64(i), 7))}
	}
	for _, c := range chans {
		if _, _, err := c.next(t.Context()); err != nil {
			t.Fatal(err)
		}
	}
	profiled := false
	for _, board := range splitGames(*perfBoards) {
		var restore []func()
		if board == "text" {
			// The same path with every game drawn by the generic text
			// renderer: what is left of a move without its picture.
			// The games' own renderers come back after this board's
			// phases, for a board listed after it.
			for _, g := range games.All() {
				name := g.Info().Name
				own := render.Replace(name, render.Generic{})
				restore = append(restore, func() { render.Replace(name, own) })
			}
		}
		for _, phase := range []struct {
			name string
			pace time.Duration
		}{{"saturated", 0}, {"paced", *perfPace}} {
			stopProfile := profilePhase(t, phase.name == *perfProfiled && !profiled)
			profiled = profiled || phase.name == *perfProfiled
			cpu := gametest.ProcessCPU()
			commits, pages := written()
			lat, built, elapsed, errs := runPhase(t.Context(), chans, phase.pace, *perfDuration)
			stopProfile()
			c, p := written()
			if errs > 0 {
				t.Errorf("%s board, %s: %d moves refused or failed", board, phase.name, errs)
			}
			report(t, board+" board, "+phase.name, lat, elapsed, gametest.ProcessCPU()-cpu)
			slices.Sort(built)
			q := func(p float64) time.Duration {
				return built[min(len(built)-1, int(p*float64(len(built))))].Round(time.Microsecond)
			}
			t.Logf("%s board, %s: reply built (decode to reply, commit included): p50 %v, p99 %v, max %v",
				board, phase.name, q(0.50), q(0.99), q(1))
			// Matches opened meanwhile count too: a few percent.
			t.Logf("%s board, %s: %.1f moves a commit, %.2f pages written a move",
				board, phase.name, float64(len(lat))/float64(max(c-commits, 1)), float64(p-pages)/float64(max(len(lat), 1)))
		}
		for _, f := range restore {
			f()
		}
	}
	size := recordSize(t, store, chans)
	rate := rawBoltRate(t, *perfChannels, size, 3*time.Second)
	t.Logf("raw bbolt: %d writers, Batch, %d-byte records: %.0f records/s", *perfChannels, size, rate)
	lone := rawBoltLatency(t, *perfChannels, size, *perfPace, *perfDuration)
	t.Logf("raw bbolt: %d writers each committing a %d-byte record every %v on average, Update: p50 %v, p99 %v, max %v",
		*perfChannels, size, *perfPace, lone(0.50), lone(0.99), lone(1))
}

// perfStoreFor opens the store -perf.store names, and returns it with what
// counts its commits and pages written (zeros for memory).
func perfStoreFor(t *testing.T) (session.Store, func() (commits, pages int64)) {
	switch *perfStore {
	case "bbolt":
		db, err := storage.Open(filepath.Join(t.TempDir(), "perf.db"))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { db.Close() })
		return db, db.Written
	case "memory":
		return session.NewMemStore(), func() (int64, int64) { return 0, 0 }
	}
	t.Fatalf("-perf.store %q: want bbolt or memory", *perfStore)
	return nil, nil
}

// profilePhase starts the CPU profile that perf.cpuprofile asks for, if
// on and one is asked for, and returns what stops it: the profile of one
// phase, without opening the matches or the raw bbolt runs.
func profilePhase(t *testing.T, on bool) (stop func()) {
	if !on || *perfProfile == "" {
		return func() {}
	}
	f, err := os.Create(*perfProfile)
	if err != nil {
		t.Fatal(err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		t.Fatal(err)
	}
	return func() {
		pprof.StopCPUProfile()
		if err := f.Close(); err != nil {
			t.Error(err)
		}
	}
}

// rawBoltLatency is the latency of a bbolt.DB.Update (one transaction,
// its fsyncs) putting a size-byte record, when writers goroutines each
// commit one every pace on average for d: the floor of a move's latency
// under the paced phase's load. It returns the quantile function.
func rawBoltLatency(t *testing.T, writers, size int, pace, d time.Duration) func(float64) time.Duration {
	b, err := bbolt.Open(filepath.Join(t.TempDir(), "lone.db"), 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	val := make([]byte, size)
	var mu sync.Mutex
	var lat []time.Duration
	stop := time.Now().Add(d)
	var wg sync.WaitGroup
	for w := range writers {
		key := fmt.Appendf(nil, "c%d", w)
		rng := rand.New(rand.NewPCG(uint64(w), 11))
		wg.Go(func() {
			for {
				wait := time.Duration(rng.ExpFloat64() * float64(pace))
				if time.Now().Add(wait).After(stop) {
					return
				}
				time.Sleep(wait)
				t0 := time.Now()
				err := b.Update(func(tx *bbolt.Tx) error {
					bk, err := tx.CreateBucketIfNotExists([]byte("raw"))
					if err != nil {
						return err
					}
					return bk.Put(key, val)
				})
				if err != nil {
					t.Error(err)
					return
				}
				mu.Lock()
				lat = append(lat, time.Since(t0))
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	if len(lat) == 0 {
		t.Fatal("raw bbolt: no commit")
	}
	slices.Sort(lat)
	return func(p float64) time.Duration {
		return lat[min(len(lat)-1, int(p*float64(len(lat))))].Round(time.Microsecond)
	}
}

// perfChannel is one channel and its players.
type perfChannel struct {
	id, game string
	mg       *session.Manager
	rt       *commands.Router
	sink     *discard
	rng      *rand.Rand
}

// do runs a command through the router and delivers its reply.
func (c *perfChannel) do(ctx context.Context, user, path string, opts map[string]string) (*commands.Reply, error) {
	reply, _, err := c.timed(ctx, user, path, opts)
	return reply, err
}

// timed is do, and returns how long the reply took to build (decode to
// reply, the commit included; deliver, which draws and records the board,
// after it).
func (c *perfChannel) timed(ctx context.Context, user, path string, opts map[string]string) (*commands.Reply, time.Duration, error) {
	t0 := time.Now()
	r := &commands.Request{Kind: commands.KindCommand, Channel: c.id, Guild: "g", User: commands.User{ID: user, Name: user}, Command: path, Options: opts}
	reply := c.rt.Handle(ctx, r)
	built := time.Since(t0)
	return reply, built, deliverReply(ctx, c.sink, c.mg, r, reply)
}

// deliverReply plays a reply into sink through the board's life as the
// bot does, without its queue: the fact planned, the answer, then the
// board delivered and recorded.
func deliverReply(ctx context.Context, sink *discard, rec boardlife.Recorder, r *commands.Request, reply *commands.Reply) error {
	board := boardlife.Plan(reply.Board, commands.Boards)
	resp, shown := commands.Respond(r, reply, board)
	if err := sink.Respond(ctx, r, resp); err != nil {
		return err
	}
	switch {
	case board == nil:
		return nil
	case shown:
		return boardlife.Recorded(ctx, rec, board)
	}
	return boardlife.Deliver(ctx, sink, rec, board, false)
}

// next returns the user and move to play now, opening a match first when
// the channel has none.
func (c *perfChannel) next(ctx context.Context) (string, games.Move, error) {
	for range 3 {
		m, err := c.mg.Get(ctx, c.id)
		if err != nil {
			if err := c.open(ctx); err != nil {
				return "", "", err
			}
			continue
		}
		st, err := m.Decode()
		if err != nil {
			return "", "", err
		}
		for _, s := range st.Actors() {
			if p := m.Players[s]; !p.Bot {
				legal := st.Legal(s)
				return p.User, legal[c.rng.IntN(len(legal))], nil
			}
		}
		return "", "", fmt.Errorf("%s: no human may act in %s", c.id, m.Phase)
	}
	return "", "", fmt.Errorf("%s: could not open a %s match", c.id, c.game)
}

// open opens, joins and starts a match of the fewest players the game
// takes, at least two, all human.
func (c *perfChannel) open(ctx context.Context) error {
	rules, err := games.Lookup(c.game)
	if err != nil {
		return err
	}
	cmds := [][2]string{{"u1", "play " + c.game}}
	for i := 2; i <= max(2, rules.Info().MinSeats); i++ {
		cmds = append(cmds, [2]string{fmt.Sprint("u", i), "game join"})
	}
	var said string
	for _, cmd := range append(cmds, [2]string{"u1", "game start"}) {
		reply, err := c.do(ctx, cmd[0], cmd[1], nil)
		if err != nil {
			return fmt.Errorf("%s: %s: %w", c.id, cmd[1], err)
		}
		if reply.Message != nil {
			said = reply.Message.Content
		}
	}
	m, err := c.mg.Get(ctx, c.id)
	if err != nil || m.Phase != session.Playing {
		return fmt.Errorf("%s: %s match not started: %v %q", c.id, c.game, err, said)
	}
	return nil
}

// runPhase plays for d and returns every timed move's latency, and how
// long each took to its reply built.
func runPhase(ctx context.Context, chans []*perfChannel, pace, d time.Duration) (lats, builts []time.Duration, elapsed time.Duration, failed int64) {
	var mu sync.Mutex
	var all, allBuilt []time.Duration
	var errs atomic.Int64
	start := time.Now()
	stop := start.Add(d)
	var wg sync.WaitGroup
	for _, c := range chans {
		wg.Go(func() {
			var lat, built []time.Duration
			for time.Now().Before(stop) {
				if pace > 0 {
					wait := time.Duration(c.rng.ExpFloat64() * float64(pace))
					if time.Now().Add(wait).After(stop) {
						break
					}
					time.Sleep(wait)
				}
				user, move, err := c.next(ctx)
				if err != nil {
					errs.Add(1)
					time.Sleep(10 * time.Millisecond)
					continue
				}
				t0 := time.Now()
				reply, b, err := c.timed(ctx, user, "game move", map[string]string{"notation": string(move)})
				lat, built = append(lat, time.Since(t0)), append(built, b)
				if err != nil || reply.Board == nil {
					errs.Add(1)
				}
			}
			mu.Lock()
			all, allBuilt = append(all, lat...), append(allBuilt, built...)
			mu.Unlock()
		})
	}
	wg.Wait()
	return all, allBuilt, time.Since(start), errs.Load()
}

// report logs a phase's figures; cpu is the processor time it took.
func report(t *testing.T, name string, lat []time.Duration, elapsed, cpu time.Duration) {
	if len(lat) == 0 {
		t.Fatalf("%s: no moves", name)
	}
	slices.Sort(lat)
	q := func(p float64) time.Duration { return lat[min(len(lat)-1, int(p*float64(len(lat))))] }
	t.Logf("%s: %d channels, %d moves in %v: %.0f moves/s, %v processor time a move; latency p50 %v, p99 %v, max %v",
		name, *perfChannels, len(lat), elapsed.Round(time.Millisecond), float64(len(lat))/elapsed.Seconds(),
		(cpu / time.Duration(len(lat))).Round(time.Microsecond),
		q(0.50).Round(time.Microsecond), q(0.99).Round(time.Microsecond), lat[len(lat)-1].Round(time.Microsecond))
}

// recordSize is the mean size of what one move writes: the encoded match
// and one step of its log.
func recordSize(t *testing.T, db session.Store, chans []*perfChannel) int {
	ctx := t.Context()
	total, n := 0, 0
	for _, c := range chans {
		m, err := db.Get(ctx, c.id)
		if err != nil {
			continue
		}
		steps, err := db.Log(ctx, m.ID)
		if err != nil || len(steps) == 0 {
			continue
		}
		mv, _ := json.Marshal(m)
		sv, _ := json.Marshal(steps[len(steps)-1])
		total += len(mv) + len(sv)
		n++
	}
	if n == 0 {
		t.Fatal("no open match to measure")
	}
	return total / n
}

// rawBoltRate is the commit rate of writers goroutines each putting a
// size-byte record with bbolt.DB.Batch (default settings) for d.
func rawBoltRate(t *testing.T, writers, size int, d time.Duration) float64 {
	b, err := bbolt.Open(filepath.Join(t.TempDir(), "raw.db"), 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	val := make([]byte, size)
	var n atomic.Int64
	start := time.Now()
	stop := start.Add(d)
	var wg sync.WaitGroup
	for w := range writers {
		key := fmt.Appendf(nil, "c%d", w)
		wg.Go(func() {
			for time.Now().Before(stop) {
				err := b.Batch(func(tx *bbolt.Tx) error {
					bk, err := tx.CreateBucketIfNotExists([]byte("raw"))
					if err != nil {
						return err
					}
					return bk.Put(key, val)
				})
				if err != nil {
					t.Error(err)
					return
				}
				n.Add(1)
			}
		})
	}
	wg.Wait()
	return float64(n.Load()) / time.Since(start).Seconds()
}

// splitGames splits a comma-separated list.
func splitGames(s string) []string {
	var out []string
	for g := range strings.SplitSeq(s, ",") {
		if g = strings.TrimSpace(g); g != "" {
			out = append(out, g)
		}
	}
	return out
}
