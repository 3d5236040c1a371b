package quingo

import (
	"encoding/json"
	"flag"
	"path/filepath"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/quingo"
	"github.com/quintetbot/quintet/render"
	"github.com/quintetbot/quintet/render/rendertest"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// sheet114 is the seed's filled-in sheet (RULES.md, Quingo vector):
// bonuses 11, 3, 14, 15, W = 2, wilds 2, 15, 18, 7, 5; 114 points.
const sheet114 = "vvvvv vvvvv vxvxx vvxvv wild 2,15,18,7,5 vvxvv"

// pos is a written position: the engine's JSON in parts.
type pos struct {
	Phase    string         `json:"phase"`
	Setup    map[string]any `json:"setup"`
	Pool     []die          `json:"pool"`
	Sheets   []string       `json:"sheets"`
	Limits   []int          `json:"limits"`
	Round    int            `json:"round"`
	First    int            `json:"first"`
	Turn     int            `json:"turn"`
	Finisher int            `json:"finisher"`
	Lap      []int          `json:"lap"`
	Stalled  bool           `json:"stalled"`
	Last     any            `json:"last"`
}

type die struct {
	Faces int  `json:"faces"`
	Value int  `json:"value"`
	Taken bool `json:"taken"`
}

// playing is a two-seat position on a turn with the seed's set-up.
func playing(sheets []string, limits []int, turn int, pool ...die) pos {
	return pos{
		Phase: "playing", Setup: map[string]any{"bonus": []int{11, 3, 14, 15}, "wild": 2},
		Pool: pool, Sheets: sheets, Limits: limits, Round: 3, Turn: turn, First: turn, Finisher: -1,
	}
}

// defaultPool is the default pool showing values, the dice named taken
// left out of it.
func defaultPool(values [6]int, taken ...int) []die {
	faces := []int{4, 6, 8, 10, 12, 20}
	out := make([]die, 6)
	for i := range out {
		out[i] = die{Faces: faces[i], Value: values[i]}
	}
	for _, i := range taken {
		out[i].Taken = true
	}
	return out
}

// state decodes a written position.
func (p pos) state(t testing.TB) games.State {
	t.Helper()
	js, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	st, err := quingo.Rules.Decode(js)
	if err != nil {
		t.Fatalf("%s: %v", js, err)
	}
	return st
}

// tableOf is the table a renderer gets for viewer, with ui as its state,
// as the commands build it: no moves on the public board (the game has
// secrets), the viewer's in a private view.
func tableOf(st games.State, viewer games.Seat, ui string) *render.Table {
	v := st.View(viewer)
	tb := &render.Table{View: v, Version: 9, UI: ui, Legal: map[games.Seat][]games.Move{}, Result: st.Result()}
	names := []string{"Alice", "Bob", "Carol", "Dan", "Erin", "Frank"}
	for i := range v.Seats {
		tb.Seats = append(tb.Seats, render.Seat{Name: names[i], User: string(rune('1' + i))})
	}
	if viewer != games.Spectator {
		tb.Legal[viewer] = st.Legal(viewer)
	}
	return tb
}

func boardOf(t *render.Table) quingo.BoardView { return t.View.Board.(quingo.BoardView) }

// selects returns the select menus of a message, in order.
func selects(m *render.Message) []discordgo.SelectMenu {
	var out []discordgo.SelectMenu
	for _, r := range m.Components {
		for _, c := range r.(discordgo.ActionsRow).Components {
			if s, ok := c.(discordgo.SelectMenu); ok {
				out = append(out, s)
			}
		}
	}
	return out
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

func values(s discordgo.SelectMenu) []string {
	out := make([]string, len(s.Options))
	for i, o := range s.Options {
		out[i] = o.Value
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
