package qwinto

import (
	"flag"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/qwinto"
	"github.com/quintetbot/quintet/render"
	"github.com/quintetbot/quintet/render/rendertest"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// janeDoe is the seed's finished sheet (RULES.md, Qwinto vector).
const janeDoe = "red 2,3,6,X,9,11,12,13,15,16 yellow 1,3,4,5,0,X,12,13,0,0 blue 1,3,0,6,X,7,0,0,10,0 failed 3"

// tableAfter plays moves on a fresh game and returns the table a renderer
// gets for viewer.
func tableAfter(t *testing.T, seats int, viewer games.Seat, moves ...string) *render.Table {
	t.Helper()
	st, err := qwinto.Rules.New(nil, seats, nil)
	if err != nil {
		t.Fatal(err)
	}
	dice := fixedDice{4, 2, 5}
	for _, m := range moves {
		var seat games.Seat
		if acts := st.Actors(); len(acts) > 0 {
			seat = acts[0]
		}
		if st, err = st.Apply(seat, games.Move(m), &dice); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
	tb := &render.Table{View: st.View(viewer), Version: 9, Legal: map[games.Seat][]games.Move{}, Result: st.Result()}
	for i := range seats {
		tb.Seats = append(tb.Seats, render.Seat{Name: []string{"Alice", "Bob", "Carol"}[i], User: string(rune('1' + i))})
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

type fixedDice []int

func (f *fixedDice) IntN(n int) int {
	v := (*f)[0] - 1
	*f = append((*f)[1:], (*f)[0])
	return v
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

func TestBoardBeforeRoll(t *testing.T) {
	tb := tableAfter(t, 2, games.Spectator)
	m := Renderer{}.Board(tb)
	if err := m.Validate(); err != nil {
		t.Fatal(err)
	}
	bs := buttons(m)
	if len(bs) != 4 || bs[3].Label != "Roll red yellow blue" {
		t.Fatalf("buttons %+v", bs)
	}
	id, _ := render.ParseID(bs[3].CustomID)
	if id.Action != render.ActMove || id.Arg != "roll red yellow blue" || id.Version != 9 {
		t.Fatalf("roll id %+v", id)
	}
	// Toggling yellow off offers "roll red blue".
	off, _ := render.ParseID(bs[1].CustomID)
	tb.UI = off.Arg
	bs = buttons(Renderer{}.Board(tb))
	if bs[3].Label != "Roll red blue" || strings.HasPrefix(bs[1].Label, "✓") {
		t.Fatalf("after toggling yellow: %+v", bs)
	}
	if !strings.Contains(m.Content, "<@1>") {
		t.Fatalf("the roller is not pinged: %q", m.Content)
	}
	if len(m.Files) != 1 {
		t.Fatal("no sheet image")
	}
}

func TestPrivateSheetOffersOnlyLegalCells(t *testing.T) {
	tb := tableAfter(t, 2, 1, "roll red yellow blue")
	m := Renderer{}.Private(tb)
	if !m.Ephemeral {
		t.Fatal("the sheet view is public")
	}
	if err := m.Validate(); err != nil {
		t.Fatal(err)
	}
	legal := tb.Legal[1]
	offered := 0
	for _, r := range m.Components {
		for _, c := range r.(discordgo.ActionsRow).Components {
			switch c := c.(type) {
			case discordgo.SelectMenu:
				for _, o := range c.Options {
					offered++
					if !contains(legal, games.Move(o.Value)) {
						t.Errorf("offers illegal %q", o.Value)
					}
				}
			case discordgo.Button:
				if c.Label != "Skip" {
					t.Errorf("button %q", c.Label)
				}
			}
		}
	}
	if offered != len(legal)-1 {
		t.Fatalf("offers %d cells of %d legal writes", offered, len(legal)-1)
	}
}

func TestFinalBoardShowsBreakdown(t *testing.T) {
	rendertest.FromScratch(t)
	sh, err := qwinto.ParseSheet(janeDoe)
	if err != nil {
		t.Fatal(err)
	}
	view := qwinto.BoardView{Phase: qwinto.Over, Seats: []qwinto.SeatView{{Sheet: sh, Failed: sh.Failed, Score: sh.Score()}}}
	tb := &render.Table{
		View:   games.View{Game: "qwinto", Viewer: games.Spectator, Seats: 1, Title: "Qwinto", Status: "{seat:0} wins with 28 points", Board: view},
		Seats:  []render.Seat{{Name: "Jane Doe"}},
		Result: games.Result{Over: true, Scores: []int{28}, Winners: []games.Seat{0}},
	}
	m := Renderer{}.Board(tb)
	if len(m.Components) != 0 {
		t.Fatal("final board has controls")
	}
	f := m.Embeds[0].Fields
	if len(f) != 1 || f[0].Name != "🏆 Jane Doe: 28" || f[0].Value != "rows 16 + 6 + 5 · bonus columns 3 + 13 · failed throws -15 · total 28" {
		t.Fatalf("fields %+v", f[0])
	}
	want := sh.Text("Jane Doe", 28)
	if !strings.Contains(m.Text, want) || strings.Contains(m.Embeds[0].Description, want) {
		t.Fatalf("the seed's sheet is not in the board's text, or is in its embed:\n%s", m.Text)
	}
	if alt := m.Files[0].Description; !strings.Contains(alt, "; 3 failed throws.") {
		t.Fatalf("alt text lacks the sheet:\n%s", alt)
	}
	golden(t, "jane-doe.png", m.Files[0].Data)
}

// golden compares a PNG with testdata/name pixel by pixel.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	rendertest.GoldenPNG(t, filepath.Join("testdata", name), got)
}

func TestRerollVariantButtons(t *testing.T) {
	st, err := qwinto.Rules.New(games.Options{"reroll": "true"}, 2, nil)
	if err != nil {
		t.Fatal(err)
	}
	dice := fixedDice{1, 1, 1}
	st, err = st.Apply(0, "roll red yellow blue", &dice)
	if err != nil {
		t.Fatal(err)
	}
	tb := &render.Table{View: st.View(games.Spectator), Version: 3, Seats: []render.Seat{{Name: "Alice", User: "1"}, {Name: "Bob", User: "2"}},
		Legal: map[games.Seat][]games.Move{0: st.Legal(0)}}
	bs := buttons(Renderer{}.Board(tb))
	if len(bs) != 2 {
		t.Fatalf("buttons %+v", bs)
	}
	for _, b := range bs {
		id, _ := render.ParseID(b.CustomID)
		if !contains(st.Legal(0), games.Move(id.Arg)) {
			t.Errorf("button %q plays %q, not legal: %v", b.Label, id.Arg, st.Legal(0))
		}
	}
}

// TestTextBoardSaysItsMarks: the text board explains % and XX to a reader
// without the rules.
func TestTextBoardSaysItsMarks(t *testing.T) {
	st, err := qwinto.Rules.New(nil, 2, nil)
	if err != nil {
		t.Fatal(err)
	}
	tb := &render.Table{View: st.View(games.Spectator), Seats: []render.Seat{{Name: "Ann"}, {Name: "Bo"}}}
	text := BoardText(tb, tb.View.Board.(qwinto.BoardView))
	for _, want := range []string{"% beside a number marks a bonus cell", "XX is a blocked cell"} {
		if !strings.Contains(text, want) {
			t.Errorf("the text board does not say %q:\n%s", want, text)
		}
	}
}
