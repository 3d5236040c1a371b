package all_test

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	gblingo "github.com/quintetbot/quintet/games/blingo"
	gcinqo "github.com/quintetbot/quintet/games/cinqo"
	"github.com/quintetbot/quintet/games/gametest"
	gquingo "github.com/quintetbot/quintet/games/quingo"
	gquinientos "github.com/quintetbot/quintet/games/quinientos"
	gqwinto "github.com/quintetbot/quintet/games/qwinto"
	"github.com/quintetbot/quintet/render"
	_ "github.com/quintetbot/quintet/render/all"
	"github.com/quintetbot/quintet/render/blingo"
	"github.com/quintetbot/quintet/render/cinqo"
	"github.com/quintetbot/quintet/render/draw"
	"github.com/quintetbot/quintet/render/quingo"
	"github.com/quintetbot/quintet/render/quinientos"
	"github.com/quintetbot/quintet/render/qwinto"
)

// boardTexts is each game's text board.
var boardTexts = map[string]func(*render.Table) string{
	"qwinto":     func(t *render.Table) string { return qwinto.BoardText(t, t.View.Board.(gqwinto.BoardView)) },
	"quingo":     func(t *render.Table) string { return quingo.BoardText(t, t.View.Board.(gquingo.BoardView)) },
	"cinqo":      func(t *render.Table) string { return cinqo.BoardText(t, t.View.Board.(gcinqo.BoardView)) },
	"blingo":     func(t *render.Table) string { return blingo.BoardText(t, t.View.Board.(gblingo.BoardView)) },
	"quinientos": func(t *render.Table) string { return quinientos.BoardText(t, t.View.Board.(gquinientos.BoardView)) },
}

// boardsPerRun is how many boards a run of BenchmarkBoard draws before it
// draws one a second time: enough games for -benchtime 2000x. A board
// drawn again finds its PNG or its bands in the caches, so its cost says
// little of a move's; the benchmark reports the share of boards drawn
// again (repeats/op), which should be 0.
const boardsPerRun = 2000

// gameTables returns the public table after every move of seeded random
// four-player games (or of the fewest players the game takes), one game
// after another from seed 11 on, at least boardsPerRun tables in all.
func gameTables(b *testing.B, rules games.Rules) []*render.Table {
	info := rules.Info()
	var out []*render.Table
	for seed := uint64(11); len(out) < boardsPerRun; seed++ {
		out = append(out, playTables(b, rules, min(max(4, info.MinSeats), info.MaxSeats), seed)...)
	}
	return out
}

// gameTablesSeeded returns the public table after every move of one
// seeded random game of two players (or of the fewest the game takes),
// from the given seed.
func gameTablesSeeded(b *testing.B, rules games.Rules, seed uint64) []*render.Table {
	info := rules.Info()
	return playTables(b, rules, max(2, info.MinSeats), seed)
}

// playTables returns the public table after every move of a seeded random
// game of seats players.
func playTables(b testing.TB, rules games.Rules, seats int, seed uint64) []*render.Table {
	return playTablesWith(b, rules, nil, seats, seed)
}

// playTablesWith is playTables for a game with options opts.
func playTablesWith(b testing.TB, rules games.Rules, opts games.Options, seats int, seed uint64) []*render.Table {
	r := gametest.Seeded(seed)
	pick := rand.New(rand.NewPCG(seed, 12))
	st, err := rules.New(opts, seats, r)
	if err != nil {
		b.Fatal(err)
	}
	var players []render.Seat
	for i := range seats {
		players = append(players, render.Seat{Name: fmt.Sprintf("Player %d", i+1), User: fmt.Sprint(1000 + i)})
	}
	var out []*render.Table
	for version := int64(1); ; version++ {
		t := &render.Table{View: st.View(games.Spectator), Version: version, Result: st.Result(),
			Seats: players, Legal: map[games.Seat][]games.Move{}, Last: "Player 1: roll"}
		if _, secret := st.(games.Secretive); !secret {
			for _, s := range st.Actors() {
				t.Legal[s] = st.Legal(s)
			}
		}
		out = append(out, t)
		if st.Result().Over {
			return out
		}
		actors := st.Actors()
		s := actors[pick.IntN(len(actors))]
		legal := st.Legal(s)
		if st, err = st.Apply(s, legal[pick.IntN(len(legal))], r); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkBoard renders each game's public board message (text,
// controls, PNG) after every move of games played one after another, as
// the bot does in a channel, each board once (see boardsPerRun), with
// the PNG caches working: a move that leaves the picture unchanged costs
// a drawing but no encoding. It reports the mean PNG size (B/png), the
// bands compressed a board (bands/op), the palettes chosen or grown a
// board (palettes/op), the share of boards drawn a second time
// (repeats/op) and the processor time an op took (cpu-ns/op, steadier
// than ns/op when other work shares the machine).
func BenchmarkBoard(b *testing.B) { benchBoards(b) }

// BenchmarkBoardNewPNG does the same with render/draw's PNG cache off:
// every board's PNG is encoded (render/cinqo and render/quingo keep
// caches of their own, which stay on), as for a match's first board. The
// caches every board shares, of glyphs and sprites, stay warm, as they
// are in a bot that has drawn a board before.
func BenchmarkBoardNewPNG(b *testing.B) {
	draw.SetPNGCacheSize(0)
	defer draw.SetPNGCacheSize(64)
	benchBoards(b)
}

func benchBoards(b *testing.B) {
	eachGame(b, func(b *testing.B, tables []*render.Table) {
		size, i := 0, 0
		chosen, grown := draw.PaletteStats()
		_, missed := draw.BandCacheStats()
		defer func() {
			c, g := draw.PaletteStats()
			_, missedAfter := draw.BandCacheStats()
			b.ReportMetric(float64(c-chosen+g-grown)/float64(max(i, 1)), "palettes/op")
			b.ReportMetric(float64(missedAfter-missed)/float64(max(i, 1)), "bands/op")
		}()
		for b.Loop() {
			t := tables[i%len(tables)]
			m := render.For(t.View.Game).Board(t)
			if len(m.Files) != 1 {
				b.Fatalf("board has %d files, want its PNG", len(m.Files))
			}
			size += len(m.Files[0].Data)
			i++
		}
		b.ReportMetric(float64(size)/float64(i), "B/png")
		b.ReportMetric(float64(max(i-len(tables), 0))/float64(max(i, 1)), "repeats/op")
	})
}

// BenchmarkBoardBusy draws boards as a busy bot does: busyChannels
// matches of each game played at once, a board of each match every
// busyEvery moves (boards are paced per channel), the matches taking
// turns. Each match is met at its own point of its game (busyStart), its
// board busyEvery moves before drawn untimed first, as a bot that has
// been running drew it: so each board finds its channel's previous one
// among the bands of all the others, and the boards timed come from all
// through the games, not their starts alone. It reports the bands
// compressed a board (bands/op) and the bands whose colours were drawn
// and counted (counted/op) beside B/png.
func BenchmarkBoardBusy(b *testing.B) {
	const busyChannels, busyEvery = 200, 8
	perGame(b, func(b *testing.B, rules games.Rules) {
		var channels [][]*render.Table
		for i := range busyChannels {
			channels = append(channels, gameTablesSeeded(b, rules, uint64(100+i)))
		}
		// board is the table of channel ch's board after its k-th
		// (from -1, the board drawn before timing).
		board := func(ch, k int) *render.Table {
			tables := channels[ch]
			return tables[(busyStart(ch, len(tables))+k*busyEvery+len(tables))%len(tables)]
		}
		for ch := range busyChannels {
			t := board(ch, -1)
			render.For(t.View.Game).Board(t)
		}
		_, missed := draw.BandCacheStats()
		_, counted := draw.BandColourStats()
		size, n := 0, 0
		measured(b, func() {
			for b.Loop() {
				t := board(n%busyChannels, n/busyChannels)
				m := render.For(t.View.Game).Board(t)
				size += len(m.Files[0].Data)
				n++
			}
		})
		_, missedAfter := draw.BandCacheStats()
		_, countedAfter := draw.BandColourStats()
		b.ReportMetric(float64(size)/float64(n), "B/png")
		b.ReportMetric(float64(missedAfter-missed)/float64(n), "bands/op")
		b.ReportMetric(float64(countedAfter-counted)/float64(n), "counted/op")
	})
}

// busyStart is the move at which BenchmarkBoardBusy meets channel ch,
// whose game has moves tables: the channels spread evenly over their
// games, so that a run of a few hundred boards draws early, middle and
// late boards alike.
func busyStart(ch, moves int) int {
	return ch * 37 % moves
}

// BenchmarkBoardText renders each game's text board alone, after every
// move of games played one after another (gameTables): what the console
// shows, and the part of a board message that is not the picture.
func BenchmarkBoardText(b *testing.B) {
	eachGame(b, func(b *testing.B, tables []*render.Table) {
		size, i := 0, 0
		for b.Loop() {
			t := tables[i%len(tables)]
			size += len(boardTexts[t.View.Game](t))
			i++
		}
		b.ReportMetric(float64(size)/float64(i), "B/text")
	})
}

// boardOptions is the options each board test draws a game with: its
// defaults and, for a game that offers a shorter way to play
// (games.Shortener: Blingo's smaller board), those options too.
func boardOptions(rules games.Rules) []games.Options {
	out := []games.Options{nil}
	if s, ok := rules.(games.Shortener); ok {
		out = append(out, s.Shorter(nil))
	}
	return out
}

// optionsName names opts in a subtest's name: "" for the defaults.
func optionsName(opts games.Options) string {
	var parts []string
	for _, k := range slices.Sorted(maps.Keys(opts)) {
		parts = append(parts, k+":"+opts[k])
	}
	if len(parts) == 0 {
		return ""
	}
	return "/" + strings.Join(parts, ",")
}

// eachGame runs bench on the tables of every registered game's games
// (gameTables).
func eachGame(b *testing.B, bench func(*testing.B, []*render.Table)) {
	perGame(b, func(b *testing.B, rules games.Rules) {
		tables := gameTables(b, rules)
		measured(b, func() { bench(b, tables) })
	})
}

// perGame runs bench as a sub-benchmark for every registered game.
func perGame(b *testing.B, bench func(*testing.B, games.Rules)) {
	for _, rules := range games.All() {
		name := rules.Info().Name
		if boardTexts[name] == nil {
			b.Fatalf("no text board for %s", name)
		}
		b.Run(name, func(b *testing.B) { bench(b, rules) })
	}
}

// measured runs loop, the timed part of a benchmark, reporting its
// allocations and the processor time an op took (cpu-ns/op, steadier than
// ns/op when other work shares the machine).
func measured(b *testing.B, loop func()) {
	b.ReportAllocs()
	cpu := gametest.ProcessCPU()
	loop()
	b.ReportMetric(float64(gametest.ProcessCPU()-cpu)/float64(b.N), "cpu-ns/op")
}
