package blingo

import (
	"flag"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/blingo"
	"github.com/quintetbot/quintet/games/gametest"
	"github.com/quintetbot/quintet/render"
	"github.com/quintetbot/quintet/render/rendertest"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// playedOut plays a seeded game of seats players to its end with the
// default policy.
func playedOut(t testing.TB, seats int, seed uint64) games.State {
	t.Helper()
	st, err := blingo.Rules.New(nil, seats, nil)
	if err != nil {
		t.Fatal(err)
	}
	r := gametest.Seeded(seed)
	for !st.Result().Over {
		s := st.Actors()[0]
		if st, err = st.Apply(s, st.Default(s), r); err != nil {
			t.Fatal(err)
		}
	}
	return st
}

func TestControlsPerPhase(t *testing.T) {
	fresh, _ := blingo.Rules.New(nil, 3, nil)
	stuck := decode(t, 2, "placing", 0, 5, [2]int{1, 1}, "", `
a . . . . . . . . . a
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . b`)
	tests := []struct {
		name   string
		st     games.State
		labels string
	}{
		{"rolling", fresh, "[Roll the dice]"},
		{"placing", crossingState(t), strings.Join([]string{
			"One marker on 2 and one on 8 (row 1: you would hold 4 of 11)",
			"One marker on 28 (row 3: you would hold 2 of 11)",
			"One marker on 10 (the dice add up to 10) (row 1: you would hold 3 of 11)",
			"One marker on 20 (the dice add up to 10) (row 2: you would hold 4 of 11)",
			"One marker on 30 (the dice add up to 10) (column 8: you would hold 4 of 8)",
			"One marker on 40 (the dice add up to 10) (row 4: you would hold 3 of 11)",
			"One marker on 50 (the dice add up to 10) (row 5: you would hold 2 of 11)",
			"One marker on 60 (the dice add up to 10) (column 5: you would hold 4 of 8)",
			"One marker on 70 (the dice add up to 10) (row 7: you would hold 2 of 11)",
		}, "\n")},
		{"pass", stuck, "[Pass: 1 and 1 place nothing]"},
		{"over", playedOut(t, 2, 3), ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tb := table(tc.st, games.Spectator)
			m := Renderer{}.Board(tb)
			if err := m.Validate(); err != nil {
				t.Fatal(err)
			}
			var legal []games.Move
			for _, s := range tc.st.Actors() {
				legal = append(legal, tc.st.Legal(s)...)
			}
			got := offered(t, m)
			slices.Sort(got)
			if !slices.Equal(got, legal) {
				t.Errorf("controls play %q, legal %q", got, legal)
			}
			if l := labels(m); l != tc.labels {
				t.Errorf("labels:\n%s\nwant:\n%s", l, tc.labels)
			}
			if len(m.Files) != 1 || m.Embeds[0].Image == nil || m.Embeds[0].Image.URL != "attachment://"+m.Files[0].Name {
				t.Errorf("the board image is not shown")
			}
		})
	}
}

func TestBoardMentionsActor(t *testing.T) {
	m := Renderer{}.Board(table(crossingState(t), games.Spectator))
	if m.Content != "<@1002> rolled 2 and 8: choose where to place" || !slices.Equal(m.Mentions, []string{"1002"}) {
		t.Fatalf("content %q, mentions %v", m.Content, m.Mentions)
	}
	desc := m.Embeds[0].Description
	for _, want := range []string{"Bob: place 36", "🎲 2 and 8: a marker on 2 and one on 8, or one on 28 or 82, or one on a square with a 0"} {
		if !strings.Contains(desc, want) {
			t.Errorf("description lacks %q:\n%s", want, desc)
		}
	}
	if strings.Contains(desc, "```") {
		t.Errorf("the public board's description holds the text board:\n%s", desc)
	}
	alt := m.Files[0].Description
	for _, want := range []string{"Carol rolled 2 and 8: choose where to place", "Carol, mark C: 13 markers on the board, 37 left; Blingo on diagonal 1-85; markers on 1, 5, 13"} {
		if !strings.Contains(alt, want) {
			t.Errorf("alt text lacks %q:\n%s", want, alt)
		}
	}
}

// TestBoardText compares the text rendering with testdata/crossing.txt.
func TestBoardText(t *testing.T) {
	m := Renderer{}.Board(table(crossingState(t), games.Spectator))
	gametest.Golden(t, filepath.Join("testdata", "crossing.txt"), []byte(m.Text))
}

func TestBoardPNG(t *testing.T) {
	rendertest.FromScratch(t)
	m := Renderer{}.Board(table(crossingState(t), games.Spectator))
	golden(t, "crossing.png", m.Files[0].Data)
	p := Renderer{}.Private(table(crossingState(t), 2))
	golden(t, "crossing-carol.png", p.Files[0].Data)
}

func TestPrivate(t *testing.T) {
	st := crossingState(t)
	tests := []struct {
		viewer   games.Seat
		controls bool
		note     string
	}{
		{2, true, "You rolled 2 and 8"},
		{0, false, "It is Carol's turn."},
	}
	for _, tc := range tests {
		m := Renderer{}.Private(table(st, tc.viewer))
		if err := m.Validate(); err != nil {
			t.Fatal(err)
		}
		if !m.Ephemeral || !strings.Contains(m.Text, tc.note) {
			t.Errorf("seat %d: ephemeral %v, text %q", tc.viewer, m.Ephemeral, m.Text)
		}
		got := offered(t, m)
		slices.Sort(got)
		if tc.controls && !slices.Equal(got, st.Legal(tc.viewer)) || !tc.controls && len(got) > 0 {
			t.Errorf("seat %d: controls %q", tc.viewer, got)
		}
	}
	m := Renderer{}.Private(table(st, 2))
	if !strings.Contains(m.Text, "Closed to you, except as intersections: row 8 (Alice's Blingo), column 3 (Bob's Blingo).") {
		t.Errorf("closed squares not listed:\n%s", m.Text)
	}
}

func TestFinalBoard(t *testing.T) {
	rendertest.FromScratch(t)
	st := playedOut(t, 3, 5)
	tb := table(st, games.Spectator)
	m := Renderer{}.Board(tb)
	if err := m.Validate(); err != nil {
		t.Fatal(err)
	}
	if len(m.Components) != 0 || !strings.HasPrefix(m.Content, "Game over: ") {
		t.Fatalf("final board: %q, %d rows", m.Content, len(m.Components))
	}
	f := m.Embeds[0].Fields
	if len(f) != 3 {
		t.Fatalf("fields %+v", f)
	}
	for i, field := range f {
		won := slices.Contains(st.Result().Winners, games.Seat(i))
		if strings.HasPrefix(field.Name, "🏆 ") != won {
			t.Errorf("field %q, winner %v", field.Name, won)
		}
	}
	if !strings.Contains(m.Text, f[0].Value) {
		t.Errorf("the result is not in the text:\n%s", m.Text)
	}
	golden(t, "final.png", m.Files[0].Data)
}

// TestControlsThroughoutGame builds the controls of every turn of whole
// games with long names, and the full board now and then: every control
// plays a legal move, every legal move is offered, and the message fits
// Discord.
func TestControlsThroughoutGame(t *testing.T) {
	for _, g := range []struct {
		seats int
		seed  uint64
	}{{6, 1}, {3, 2}} {
		seed := g.seed
		st, _ := blingo.Rules.New(nil, g.seats, nil)
		r := gametest.Seeded(seed)
		for n := 0; !st.Result().Over; n++ {
			tb := table(st, games.Spectator)
			for i := range tb.Seats {
				tb.Seats[i].Name = strings.Repeat("Wolfeschlegelsteinhausen", 4)
			}
			tb.Last = strings.Repeat("x", 1000)
			b := tb.View.Board.(blingo.BoardView)
			m := &render.Message{Components: controls(tb, b, tb.Legal[b.Active])}
			if n%200 == 0 {
				m = Renderer{}.Board(tb)
			}
			if err := m.Validate(); err != nil {
				t.Fatalf("seed %d move %d: %v", seed, n, err)
			}
			got := offered(t, m)
			slices.Sort(got)
			if want := tb.Legal[b.Active]; !slices.Equal(got, want) {
				t.Fatalf("seed %d move %d: controls play %q, legal %q", seed, n, got, want)
			}
			s := st.Actors()[0]
			var err error
			if st, err = st.Apply(s, st.Default(s), r); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestLongMenuSplits offers more placements than one menu takes.
func TestLongMenuSplits(t *testing.T) {
	b := blingo.BoardView{Phase: blingo.Placing, Dice: blingo.Dice{4, 6}}
	var legal []games.Move
	for q := blingo.Square(1); q <= 40; q++ {
		o := blingo.Nine
		if q > 20 {
			o = blingo.Zero
		}
		c := blingo.Choice{Option: o, Squares: []blingo.Square{q}}
		b.Choices = append(b.Choices, c)
		legal = append(legal, c.Move())
	}
	slices.Sort(legal)
	m := &render.Message{Components: controls(&render.Table{Version: 42}, b, legal)}
	if err := m.Validate(); err != nil {
		t.Fatal(err)
	}
	_, menus := components(m)
	if len(menus) != 2 || menus[0].CustomID == menus[1].CustomID {
		t.Fatalf("%d menus", len(menus))
	}
	got := offered(t, m)
	slices.Sort(got)
	if !slices.Equal(got, legal) {
		t.Fatalf("offers %q", got)
	}
}

// golden compares a PNG with testdata/name pixel by pixel.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	rendertest.GoldenPNG(t, filepath.Join("testdata", name), got)
}

// TestBoardTellsBlingo: the board after a turn that made a Blingo says so
// and how many markers it removed, in the embed and in the text.
func TestBoardTellsBlingo(t *testing.T) {
	const last = `{"turn":39,"seat":1,"dice":[3,6],"placed":[36,0],"blingos":1024,"removed":2}`
	const want = "Bob rolled 3 and 6 and placed on 36: Blingo on column 3, 2 markers removed"
	m := Renderer{}.Board(table(decode(t, 3, "placing", 2, 40, [2]int{2, 8}, last, crossing), games.Spectator))
	if !strings.Contains(m.Embeds[0].Description, want) || !strings.Contains(m.Text, want) {
		t.Errorf("the board lacks %q:\n%s\n%s", want, m.Embeds[0].Description, m.Text)
	}
	if strings.Contains(m.Content, "Bob") {
		t.Errorf("the ping line names Bob: %q", m.Content)
	}
	m = Renderer{}.Board(table(crossingState(t), games.Spectator))
	if strings.Contains(m.Embeds[0].Description, "Blingo on") || strings.Contains(m.Text, "Blingo on") {
		t.Errorf("a turn without a Blingo is told as one:\n%s", m.Text)
	}
}

// TestFinalResultSaysEachCountOnce: the final standing names each
// player's markers once ("alice: 78 markers"), then their Blingo lines,
// not the count again as "78 on the board".
func TestFinalResultSaysEachCountOnce(t *testing.T) {
	m := Renderer{}.Board(table(playedOut(t, 3, 5), games.Spectator))
	for _, f := range m.Embeds[0].Fields {
		if strings.Contains(f.Value, "on the board") || !strings.Contains(f.Name, " marker") {
			t.Errorf("result field %q: %q", f.Name, f.Value)
		}
		if !strings.Contains(f.Value, "Blingo") {
			t.Errorf("result field %q does not tell the Blingo lines: %q", f.Name, f.Value)
		}
	}
}

// crowded is a six-player position with squares held by one to six
// players.
const crowded = `
a b c d e f ab cd ef abc def
abcd bcde cdef abcde bcdef abcdef . . . . .
. . . . . . . . . . .
. ace . bdf . abcdef . . . . .
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .`

// TestCrowdedBoardPNG draws six players' markers crowding squares: each
// marker keeps its player's shape, at least 8 px when the board is shown
// 400 px wide.
func TestCrowdedBoardPNG(t *testing.T) {
	rendertest.FromScratch(t)
	st := decode(t, 6, "rolling", 0, 12, [2]int{0, 0}, "", crowded)
	m := Renderer{}.Board(table(st, games.Spectator))
	golden(t, "crowded.png", m.Files[0].Data)
}
