package quinientos

import (
	"flag"
	"path/filepath"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
	"github.com/quintetbot/quintet/games/quinientos"
	"github.com/quintetbot/quintet/render"
	"github.com/quintetbot/quintet/render/rendertest"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// names are the test players, seats 0 to 3.
var names = []string{"Alice", "Bob", "Carol", "Dan"}

// game plays seed's game with the default policy on every seat and returns
// every state, the deal first and the final one last.
func game(t testing.TB, seed uint64) []games.State {
	t.Helper()
	dice := gametest.Seeded(seed)
	st, err := quinientos.Rules.New(nil, quinientos.Seats, dice)
	if err != nil {
		t.Fatal(err)
	}
	states := []games.State{st}
	for !st.Result().Over {
		s := st.Actors()[0]
		if st, err = st.Apply(s, st.Default(s), dice); err != nil {
			t.Fatal(err)
		}
		states = append(states, st)
	}
	return states
}

// find returns the first state of states that ok accepts.
func find(t testing.TB, states []games.State, ok func(quinientos.BoardView, games.State) bool) games.State {
	t.Helper()
	for _, st := range states {
		if ok(board(st, games.Spectator), st) {
			return st
		}
	}
	t.Fatal("no such state in the game")
	return nil
}

func board(st games.State, viewer games.Seat) quinientos.BoardView {
	return st.View(viewer).Board.(quinientos.BoardView)
}

// table is what the session hands a renderer for viewer: the public board
// carries no legal moves (the game is secretive), a private view the
// viewer's own.
func table(st games.State, viewer games.Seat, last string) *render.Table {
	tb := &render.Table{View: st.View(viewer), Version: 42, Legal: map[games.Seat][]games.Move{}, Result: st.Result(), Last: last}
	for i, n := range names {
		tb.Seats = append(tb.Seats, render.Seat{Name: n, User: string(rune('1' + i))})
	}
	if viewer != games.Spectator {
		tb.Legal[viewer] = st.Legal(viewer)
	}
	return tb
}

// components flattens a message's rows.
func components(m *render.Message) []discordgo.MessageComponent {
	var out []discordgo.MessageComponent
	for _, r := range m.Components {
		out = append(out, r.(discordgo.ActionsRow).Components...)
	}
	return out
}

// golden compares a PNG with testdata/name pixel by pixel.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	rendertest.GoldenPNG(t, filepath.Join("testdata", name), got)
}
