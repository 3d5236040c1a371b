//go:build load

package bot_test

import (
	"cmp"
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"maps"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot"
	"github.com/quintetbot/quintet/bot/discordtest"
	"github.com/quintetbot/quintet/games/gametest"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

var (
	loadChannels = flag.Int("load.channels", 200, "channels playing at once")
	loadMoves    = flag.Int("load.moves", 20, "typed moves per channel")
	loadInterval = flag.Duration("load.boardinterval", time.Second, "bot.Options.BoardInterval (QUINTET_BOARD_INTERVAL's default)")
)

// TestLoad drives -load.channels channels at once, each a two-player
// Qwinto match on a bbolt file, with -load.moves typed moves each
// (/game move notation:<a legal move>), through the fake Discord and the
// real discordgo client. The floor, a bare discordgo bot answering every
// interaction with a fixed message, takes the same number of interactions
// from as many channels, in the same run, against its own fake. Latency is
// what the fake observes: from dispatching INTERACTION_CREATE to the
// callback POST arriving. Run it with
//
//	go test -tags load -run TestLoad -v ./bot/
func TestLoad(t *testing.T) {
	floor := runFloor(t, *loadChannels, *loadMoves)
	ours := runOurs(t, *loadChannels, *loadMoves)
	t.Logf("channels %d, moves %d per channel", *loadChannels, *loadMoves)
	t.Logf("floor:   %s", floor)
	t.Logf("quintet: %s", ours)
	p99 := float64(ours.p99) / float64(floor.p99)
	thr := ours.perSecond / floor.perSecond
	t.Logf("ratios:  p50 %.2f×, p99 %.2f× (target ≤ 3), max %.2f×, throughput %.2f× (target ≥ 0.5)",
		float64(ours.p50)/float64(floor.p50), p99, float64(ours.max)/float64(floor.max), thr)
	if p99 > 3 || thr < 0.5 {
		t.Logf("targets missed")
	}
}

// loadResult is one run's figures.
type loadResult struct {
	moves          int
	wall           time.Duration
	perSecond      float64
	p50, p99, max  time.Duration
	deferred, lost int
	// calls counts the REST requests the fake answered during the run,
	// by method and route.
	calls map[string]int
	// cpu is the processor time the whole test process used during the
	// run: the bot, the fake and the driver.
	cpu time.Duration
}

func (r loadResult) String() string {
	return fmt.Sprintf("%d moves in %v: %.0f moves/s; latency p50 %v p99 %v max %v; deferred %d, unanswered %d; processor %.2f of %d cores busy, %v a move; REST per move: %s",
		r.moves, r.wall.Round(time.Millisecond), r.perSecond, r.p50.Round(10*time.Microsecond),
		r.p99.Round(10*time.Microsecond), r.max.Round(10*time.Microsecond), r.deferred, r.lost,
		r.cpu.Seconds()/r.wall.Seconds(), runtime.GOMAXPROCS(0), (r.cpu / time.Duration(max(1, r.moves))).Round(time.Microsecond), r.perMove())
}

// perMove lists the REST requests per move, by route, most frequent first.
func (r loadResult) perMove() string {
	routes := slices.Collect(maps.Keys(r.calls))
	slices.SortFunc(routes, func(a, b string) int { return cmp.Or(r.calls[b]-r.calls[a], strings.Compare(a, b)) })
	var parts []string
	for _, route := range routes {
		parts = append(parts, fmt.Sprintf("%.2f %s", float64(r.calls[route])/float64(max(1, r.moves)), route))
	}
	return strings.Join(parts, ", ")
}

// countCalls counts srv's REST requests since start, by method and route.
func countCalls(srv *discordtest.Server, start time.Time) map[string]int {
	out := map[string]int{}
	for _, c := range srv.Calls() {
		if !c.Time.Before(start) {
			out[c.Method+" "+c.Route]++
		}
	}
	return out
}

// summarize computes the figures of the interactions ids sent to srv from
// start, wall long, in which the process used cpu.
func summarize(t testing.TB, srv *discordtest.Server, ids []string, start time.Time, wall, cpu time.Duration) loadResult {
	t.Helper()
	r := loadResult{moves: len(ids), wall: wall, perSecond: float64(len(ids)) / wall.Seconds(), calls: countCalls(srv, start), cpu: cpu}
	lat := make([]time.Duration, 0, len(ids))
	for _, id := range ids {
		tm, ok := srv.Timing(id)
		if !ok || tm.Answered.IsZero() {
			r.lost++
			continue
		}
		lat = append(lat, tm.Latency())
		if resp, ok := srv.ResponseTo(id); ok && resp.Type == discordgo.InteractionResponseDeferredChannelMessageWithSource {
			r.deferred++
		}
	}
	slices.Sort(lat)
	if len(lat) > 0 {
		r.p50, r.p99, r.max = lat[len(lat)/2], lat[min(len(lat)-1, len(lat)*99/100)], lat[len(lat)-1]
	}
	return r
}

// runFloor sends channels×moves commands to the floor bot, channels at a
// time, each channel waiting for the answer before its next command.
func runFloor(t *testing.T, channels, moves int) loadResult {
	srv := discordtest.New(t, discordtest.WithHeartbeatInterval(5*time.Second))
	openFloor(t, srv, pooledClient(srv))
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	type player struct {
		ch string
		m  discordtest.Member
	}
	players := make([]player, channels)
	for i := range players {
		players[i] = player{srv.NewChannel(fmt.Sprintf("floor-%d", i)), srv.NewMember(fmt.Sprintf("P%d", i), 0)}
	}
	ids := make([][]string, channels)
	start, cpu := time.Now(), gametest.ProcessCPU()
	var wg sync.WaitGroup
	for i, p := range players {
		wg.Go(func() {
			for range moves {
				in := srv.Command(p.m, "game", discordtest.SubcommandArg("move", discordtest.StringArg("notation", "roll red")))
				in.ChannelID = p.ch
				if _, err := srv.Interact(ctx, in); err != nil {
					t.Error(err)
					return
				}
				ids[i] = append(ids[i], in.ID)
			}
		})
	}
	wg.Wait()
	wall, cpu := time.Since(start), gametest.ProcessCPU()-cpu
	srv.AssertClean(t)
	return summarize(t, srv, slices.Concat(ids...), start, wall, cpu)
}

// loadTable is one channel of the load run: two players at a Qwinto match.
type loadTable struct {
	ch      string
	players map[string]discordtest.Member // by user id
	alice   discordtest.Member
	bob     discordtest.Member
}

// runOurs plays channels Qwinto matches at once through Quintet, moves
// typed moves each, and returns the figures of the moves.
func runOurs(t *testing.T, channels, moves int) loadResult {
	srv := discordtest.New(t, discordtest.WithHeartbeatInterval(5*time.Second))
	db, err := storage.Open(filepath.Join(t.TempDir(), "quintet.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	mg := session.NewManager(db, session.WithSeeds(func() [2]uint64 { return [2]uint64{11, 12} }))
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	b, err := bot.New(bot.Config{Token: "test-token"}, mg, log, bot.Options{HTTPClient: pooledClient(srv), BoardInterval: *loadInterval})
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Open(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close(5 * time.Second) })

	tables := make([]*loadTable, channels)
	for i := range tables {
		tb := &loadTable{ch: srv.NewChannel(fmt.Sprintf("load-%d", i)),
			alice: srv.NewMember(fmt.Sprintf("A%d", i), 0), bob: srv.NewMember(fmt.Sprintf("B%d", i), 0)}
		tb.players = map[string]discordtest.Member{tb.alice.ID: tb.alice, tb.bob.ID: tb.bob}
		tables[i] = tb
	}
	var setup sync.WaitGroup
	for _, tb := range tables {
		setup.Go(func() { tb.open(ctx, t, srv, mg) })
	}
	setup.Wait()
	if t.Failed() {
		t.FailNow()
	}
	ids := make([][]string, channels)
	start, cpu := time.Now(), gametest.ProcessCPU()
	var wg sync.WaitGroup
	for i, tb := range tables {
		wg.Go(func() { ids[i] = tb.play(ctx, t, srv, mg, moves) })
	}
	wg.Wait()
	wall, cpu := time.Since(start), gametest.ProcessCPU()-cpu
	srv.AssertClean(t)
	return summarize(t, srv, slices.Concat(ids...), start, wall, cpu)
}

// send sends in from m in the table's channel and returns the answer's text.
func (tb *loadTable) send(ctx context.Context, t *testing.T, srv *discordtest.Server, in *discordtest.Interaction) (string, bool) {
	in.ChannelID = tb.ch
	r, err := srv.Interact(ctx, in)
	if err != nil {
		t.Error(err)
		return "", false
	}
	if r.Type == discordgo.InteractionResponseDeferredChannelMessageWithSource {
		m, err := srv.WaitOriginal(ctx, in.ID)
		if err != nil {
			t.Error(err)
			return "", false
		}
		return m.Content, true
	}
	return text(r), true
}

// open starts a two-player Qwinto match in the table's channel.
func (tb *loadTable) open(ctx context.Context, t *testing.T, srv *discordtest.Server, mg *session.Manager) bool {
	steps := []*discordtest.Interaction{
		srv.Command(tb.alice, "play", discordtest.SubcommandArg("qwinto")),
		srv.Command(tb.bob, "game", discordtest.SubcommandArg("join")),
		srv.Command(tb.alice, "game", discordtest.SubcommandArg("start")),
	}
	for _, in := range steps {
		if _, ok := tb.send(ctx, t, srv, in); !ok {
			return false
		}
	}
	if _, err := mg.Get(ctx, tb.ch); err != nil {
		t.Errorf("channel %s: no match after /game start: %v", tb.ch, err)
		return false
	}
	return true
}

// play sends moves typed moves, each a legal move of the seat to act,
// opening a new match when one ends, and returns the moves' interaction
// ids.
func (tb *loadTable) play(ctx context.Context, t *testing.T, srv *discordtest.Server, mg *session.Manager, moves int) []string {
	var ids []string
	for len(ids) < moves {
		m, err := mg.Get(ctx, tb.ch)
		if err != nil || m.Phase != session.Playing {
			if !tb.open(ctx, t, srv, mg) {
				return ids
			}
			continue
		}
		st, err := m.Decode()
		if err != nil {
			t.Error(err)
			return ids
		}
		seat := st.Actors()[0]
		move := st.Default(seat)
		in := srv.Command(tb.players[m.Players[seat].User], "game",
			discordtest.SubcommandArg("move", discordtest.StringArg("notation", string(move))))
		got, ok := tb.send(ctx, t, srv, in)
		if !ok {
			return ids
		}
		if !strings.Contains(got, "You played") {
			t.Errorf("channel %s: move %q answered %q", tb.ch, move, got)
			return ids
		}
		ids = append(ids, in.ID)
	}
	return ids
}
