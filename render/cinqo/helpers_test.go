package cinqo

import (
	"flag"
	"path/filepath"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/cinqo"
	"github.com/quintetbot/quintet/render"
	"github.com/quintetbot/quintet/render/rendertest"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// seed's last turn: Bob's 1 1 1 1 2 with 2-down, 16 points.
const bobsTurn = `{"seat":1,"round":2,"dice":"11112","hilo":"2-down","score":{"total":6,"side":"lo","partial":8,"multiplier":2,"points":16}}`

// position decodes a state written as the engine's JSON.
func position(t testing.TB, js string) games.State {
	t.Helper()
	st, err := cinqo.Rules.Decode([]byte(js))
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// tableOf is the table a renderer gets for viewer, with ui as its state,
// as the commands build it: the actors' moves on the public board, the
// viewer's in a private view.
func tableOf(st games.State, viewer games.Seat, ui string) *render.Table {
	v := st.View(viewer)
	tb := &render.Table{View: v, Version: 9, UI: ui, Legal: map[games.Seat][]games.Move{}, Result: st.Result()}
	names := []string{"Alice", "Bob", "Carol", "Dan", "Erin", "Frank"}
	for i := range v.Seats {
		tb.Seats = append(tb.Seats, render.Seat{Name: names[i], User: string(rune('1' + i))})
	}
	if viewer == games.Spectator {
		for _, s := range st.Actors() {
			tb.Legal[s] = st.Legal(s)
		}
	} else {
		tb.Legal[viewer] = st.Legal(viewer)
	}
	return tb
}

func buttons(m *render.Message) []discordgo.Button {
	var out []discordgo.Button
	for _, r := range m.Components {
		for _, c := range r.(discordgo.ActionsRow).Components {
			if b, ok := c.(discordgo.Button); ok {
				out = append(out, b)
			}
		}
	}
	return out
}

func parseID(t testing.TB, s string) render.ID {
	t.Helper()
	id, err := render.ParseID(s)
	if err != nil {
		t.Fatalf("custom id %q: %v", s, err)
	}
	return id
}

// golden compares a PNG with testdata/name pixel by pixel.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	rendertest.GoldenPNG(t, filepath.Join("testdata", name), got)
}
