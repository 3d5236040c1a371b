//go:build load

package discord_test

import (
	"cmp"
	"context"
	"errors"
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
	"github.com/quintetbot/quintet/bot/discord"
	"github.com/quintetbot/quintet/bot/discordtest"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

var (
	loadChannels = flag.Int("load.channels", 200, "channels playing at once")
	loadMoves    = flag.Int("load.moves", 100, "typed moves per channel")
	loadRuns     = flag.Int("load.runs", 3, "floor and Quintet runs, taken in turn")
	loadInterval = flag.Duration("load.boardinterval", time.Second, "discord.Options.BoardInterval (QUINTET_BOARD_INTERVAL's default)")
	loadLatency  = flag.Duration("load.latency", 0, "how long both fakes take to answer each request, as Discord's round trips (see discordtest.WithLatency)")
)

// TestLoad drives -load.channels channels at once, each a two-player
// Qwinto match on a bbolt file, with -load.moves typed moves each
// (/game move notation:<a legal move>), through the fake Discord and the
// real discordgo client. The floor, a bare discordgo bot answering every
// interaction with a fixed message, takes the same number of interactions
// from as many channels against its own fake. Latency is what the fake
// observes: from dispatching INTERACTION_CREATE to the callback POST
// arriving.
//
// The floor and Quintet run -load.runs times each, in turn, each run with
// a fake of its own that goes when the run ends; every pair's ratios are
// reported, then their medians, for a shared machine's speed drifts from
// one second to the next. A run of Quintet must last several board
// intervals for its boards to weigh as they do in steady play: the first
// board after the matches' start waits out an interval. Run it with
//
//	go test -tags load -run TestLoad -v ./bot/discord/
func TestLoad(t *testing.T) {
	likeTheBinary(t)
	var p50s, p99s, maxes, thrs []float64
	for i := range *loadRuns {
		var floor, ours loadResult
		if !t.Run(fmt.Sprintf("floor-%d", i+1), func(t *testing.T) { floor = runFloor(t, *loadChannels, *loadMoves) }) ||
			!t.Run(fmt.Sprintf("quintet-%d", i+1), func(t *testing.T) { ours = runOurs(t, *loadChannels, *loadMoves) }) {
			t.FailNow()
		}
		t.Logf("run %d, channels %d, moves %d per channel", i+1, *loadChannels, *loadMoves)
		t.Logf("floor:   %s", floor)
		t.Logf("quintet: %s", ours)
		p50s = append(p50s, float64(ours.p50)/float64(floor.p50))
		p99s = append(p99s, float64(ours.p99)/float64(floor.p99))
		maxes = append(maxes, float64(ours.max)/float64(floor.max))
		thrs = append(thrs, ours.perSecond/floor.perSecond)
		t.Logf("ratios:  p50 %.2f×, p99 %.2f× (target ≤ 3), max %.2f×, throughput %.2f× (target ≥ 0.5)",
			p50s[i], p99s[i], maxes[i], thrs[i])
	}
	p99, thr := median(p99s), median(thrs)
	t.Logf("medians of %d runs: p50 %.2f×, p99 %.2f× (target ≤ 3), max %.2f×, throughput %.2f× (target ≥ 0.5); p99 ratios %s, throughput ratios %s",
		len(p99s), median(p50s), p99, median(maxes), thr, ratios(p99s), ratios(thrs))
	if p99 > 3 || thr < 0.5 {
		t.Logf("targets missed")
	}
}

// median returns the middle of xs (the mean of the two middle ones when
// their number is even).
func median(xs []float64) float64 {
	s := slices.Sorted(slices.Values(xs))
	if len(s) == 0 {
		return 0
	}
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// ratios lists xs as 1.23×, in run order.
func ratios(xs []float64) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = fmt.Sprintf("%.2f×", x)
	}
	return strings.Join(parts, " ")
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
	// boards, for a run of Quintet, are its board figures.
	boards *boardFigures
}

func (r loadResult) String() string {
	boards := ""
	if r.boards != nil {
		boards = "; " + r.boards.String()
	}
	return r.figures() + boards
}

func (r loadResult) figures() string {
	return fmt.Sprintf("%d moves in %v: %.0f moves/s; latency p50 %v p99 %v max %v; deferred %d, unanswered %d; processor %.2f of %d processors busy, %v a move; REST per move: %s",
		r.moves, r.wall.Round(time.Millisecond), r.perSecond, r.p50.Round(10*time.Microsecond),
		r.p99.Round(10*time.Microsecond), r.max.Round(10*time.Microsecond), r.deferred, r.lost,
		r.cpu.Seconds()/r.wall.Seconds(), runtime.NumCPU(), (r.cpu / time.Duration(max(1, r.moves))).Round(time.Microsecond), r.perMove())
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
	srv := discordtest.New(t, discordtest.WithHeartbeatInterval(5*time.Second), discordtest.WithLatency(*loadLatency))
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
	ch    string
	alice discordtest.Member
	bob   discordtest.Member
	// moves are the typed moves played; tokens, the tokens of every
	// interaction sent in the channel (boards travel on their webhooks).
	moves  []loadMove
	tokens []string
}

// runOurs plays channels Qwinto matches at once through Quintet, moves
// typed moves each, and returns the figures of the moves.
func runOurs(t *testing.T, channels, moves int) loadResult {
	srv := discordtest.New(t, discordtest.WithHeartbeatInterval(5*time.Second), discordtest.WithGlobalLimit(*loadGlobal), discordtest.WithLatency(*loadLatency))
	db, err := storage.Open(filepath.Join(t.TempDir(), "quintet.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	seeds := [2]uint64{11, 12}
	script, startVersion := loadScript(t, seeds)
	mg := session.NewManager(db, session.WithSeeds(func() [2]uint64 { return seeds }))
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	b, err := newBot(discord.Config{Token: "test-token"}, mg, log, discord.Options{HTTPClient: pooledClient(srv), BoardInterval: *loadInterval,
		BoardsOnInteractions: *loadHooks})
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
		wg.Go(func() { ids[i] = tb.play(ctx, t, srv, mg, script, startVersion, moves) })
	}
	wg.Wait()
	wall, cpu := time.Since(start), gametest.ProcessCPU()-cpu
	// Boards still on their way are waited for before they are counted.
	b.Close(30 * time.Second)
	srv.AssertClean(t)
	r := summarize(t, srv, slices.Concat(ids...), start, wall, cpu)
	var played []loadMove
	tokens := map[string]string{}
	for _, tb := range tables {
		played = append(played, tb.moves...)
		for _, tok := range tb.tokens {
			tokens[tok] = tb.ch
		}
	}
	f := boardFiguresOf(srv, played, tokens)
	r.boards = &f
	return r
}

// send sends in from m in the table's channel and returns the answer's text.
func (tb *loadTable) send(ctx context.Context, t *testing.T, srv *discordtest.Server, in *discordtest.Interaction) (string, bool) {
	in.ChannelID = tb.ch
	tb.tokens = append(tb.tokens, in.Token)
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

// play sends moves typed moves, the script's in turn, opening a new
// match when one ends, and returns the moves' interaction ids. It reads
// nothing from the bot's store between moves, as the floor's driver reads
// nothing; that every channel's match follows the script is checked by
// the answers (a move off the script would be refused) and by the match's
// end coming with the script's.
func (tb *loadTable) play(ctx context.Context, t *testing.T, srv *discordtest.Server, mg *session.Manager, script []scriptMove, startVersion int64, moves int) []string {
	var ids []string
	for next := 0; len(ids) < moves; next++ {
		if next == len(script) {
			if m, err := mg.Get(ctx, tb.ch); err == nil {
				t.Errorf("channel %s: match still %s at version %d after the script's %d moves", tb.ch, m.Phase, m.Version, len(script))
				return ids
			}
			if !tb.open(ctx, t, srv, mg) {
				return ids
			}
			next = 0
		}
		mv := script[next]
		player := tb.alice
		if !mv.host {
			player = tb.bob
		}
		in := srv.Command(player, "game", discordtest.SubcommandArg("move", discordtest.StringArg("notation", string(mv.move))))
		got, ok := tb.send(ctx, t, srv, in)
		if !ok {
			return ids
		}
		if !strings.Contains(got, "You played") {
			t.Errorf("channel %s: move %q answered %q", tb.ch, mv.move, got)
			return ids
		}
		ids = append(ids, in.ID)
		tb.moves = append(tb.moves, loadMove{id: in.ID, channel: tb.ch, token: in.Token,
			version: startVersion + int64(next) + 1, final: next == len(script)-1})
	}
	return ids
}

// scriptMove is one move of the load script: who plays it (the host, who
// opened the lobby, or the guest) and its notation.
type scriptMove struct {
	host bool
	move games.Move
}

// loadScript plays a two-player Qwinto match in memory, dealt from the
// seeds the load run's bot deals from, each move the default move of the
// first seat to act, and returns its moves from the start to the end: the
// moves every channel's match of the run takes, and the match's version
// once started.
func loadScript(t *testing.T, seeds [2]uint64) ([]scriptMove, int64) {
	ctx := context.Background()
	mg := session.NewManager(session.NewMemStore(), session.WithSeeds(func() [2]uint64 { return seeds }))
	const ch = "script"
	host, guest := session.Player{User: "host", Name: "Host"}, session.Player{User: "guest", Name: "Guest"}
	if _, err := mg.Open(ctx, session.OpenRequest{Guild: discordtest.GuildID, Channel: ch, Game: "qwinto", Host: host}); err != nil {
		t.Fatal(err)
	}
	if _, err := mg.Join(ctx, ch, guest); err != nil {
		t.Fatal(err)
	}
	if _, err := mg.Start(ctx, ch, host.User); err != nil {
		t.Fatal(err)
	}
	var script []scriptMove
	var startVersion int64
	for {
		m, err := mg.Get(ctx, ch)
		if errors.Is(err, session.ErrNoMatch) {
			return script, startVersion
		}
		if startVersion == 0 {
			startVersion = m.Version
		}
		if err != nil {
			t.Fatal(err)
		}
		st, err := m.Decode()
		if err != nil {
			t.Fatal(err)
		}
		seat := st.Actors()[0]
		mv := scriptMove{host: m.Players[seat].User == host.User, move: st.Default(seat)}
		if _, err := mg.Play(ctx, session.PlayRequest{Channel: ch, User: m.Players[seat].User, Move: mv.move}); err != nil {
			t.Fatalf("script move %d %q: %v", len(script), mv.move, err)
		}
		script = append(script, mv)
	}
}
