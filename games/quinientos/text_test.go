package quinientos

import (
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
)

var names = []string{"Alice", "Bob", "Carol", "Dave"}

func name(s games.Seat) string { return names[s] }

// textPosition is round 2 after a round 1 that Carol won with 6-5 on ends
// 6 and 5 (223), with Dave to play after Alice passed.
func textPosition(t *testing.T) *state {
	t.Helper()
	st := position(t, `
round 2 leader 1 turn 3 scores 223 0
layout 4|6@1 6|6@2 6|1@3 1|1@0 1|5@1 5|2@2 2|2@3 2|3@0 3|4@1 4|5@2
0: 6-5 4-4 3-0
1: 5-3 2-0
2: 3-3 1-0
3: 6-3 4-2`)
	rd := domino(1, 2, "6-5", 6, 5, "-", "6-6 5-4", "-", "2-0")
	rd.score()
	recent := []Event{{Kind: Played, Seat: 2, Tile: &Tile{5, 4}, End: Right}, {Kind: Passed, Seat: 0}}
	return decodedState(st.flatState, historyOf([]Round{rd}), recent)
}

func TestText(t *testing.T) {
	st := textPosition(t)
	tests := []struct {
		name   string
		viewer games.Seat
		want   string
	}{
		{"own view", 3, `Round 2 · Alice & Carol: 223 · Bob & Dave: 0 · 500 wins
4 < [4|6]{6|6}[6|1]{1|1}[1|5][5|2]{2|2}[2|3]
    [3|4][4|5] > 5
Tiles: Alice 3 · Bob 2 · Carol 2 · Dave 2
Your hand: 6-3 4-2
- Carol played 5-4 on the right
- Alice passed
To play: Dave
Round 1: domino by Carol · pips Alice & Carol 0, Bob & Dave 23 · Alice & Carol score 23 + 100 round + 100 last tile = 223
Hands: Alice - · Bob 6-6 5-4 · Carol - · Dave 2-0
`},
		{"spectator", games.Spectator, `Round 2 · Alice & Carol: 223 · Bob & Dave: 0 · 500 wins
4 < [4|6]{6|6}[6|1]{1|1}[1|5][5|2]{2|2}[2|3]
    [3|4][4|5] > 5
Tiles: Alice 3 · Bob 2 · Carol 2 · Dave 2
- Carol played 5-4 on the right
- Alice passed
To play: Dave
Round 1: domino by Carol · pips Alice & Carol 0, Bob & Dave 23 · Alice & Carol score 23 + 100 round + 100 last tile = 223
Hands: Alice - · Bob 6-6 5-4 · Carol - · Dave 2-0
`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := st.Board(tt.viewer).Text(name)
			if got != tt.want {
				t.Errorf("text differs:\n%s", lineDiff(got, tt.want))
			}
		})
	}
}

func TestTextEmptyLayout(t *testing.T) {
	st := position(t, "round 4 leader 2 turn 2 scores 120 310\n0: 1-1\n1: 2-2\n2: 3-3 4-4\n3: 5-5")
	want := `Round 4 · team 1+3: 120 · team 2+4: 310 · 500 wins
Layout: empty
Tiles: seat 1 1 · seat 2 1 · seat 3 2 · seat 4 1
To play: seat 3
`
	if got := st.Board(games.Spectator).Text(nil); got != want {
		t.Errorf("text differs:\n%s", lineDiff(got, want))
	}
}

func TestRoundText(t *testing.T) {
	tests := []struct {
		round Round
		want  string
	}{
		{block(3, "5-5 1-0", "6-6 4-3", "2-2", "2-1"), "Round 3: blocked · pips 1+3 15, 2+4 22 · 1+3 score 22"},
		{block(4, "6-6", "5-4 3-0", "3-3", "6-0"), "Round 4: blocked · pips 1+3 18, 2+4 18 · tie, nobody scores"},
		{domino(5, 2, "0-0", 0, 4, "1-1", "6-6 6-5", "-", "6-4 5-2"), "Round 5: domino by seat 3 · pips 1+3 2, 2+4 40 · 1+3 score 40 + 100 last tile = 140"},
	}
	for _, tt := range tests {
		rd := tt.round
		rd.score()
		if got := rd.Text(nil); got != tt.want {
			t.Errorf("round text\n got %q\nwant %q", got, tt.want)
		}
	}
}

// lineDiff shows two texts line by line, marking the lines that differ.
func lineDiff(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	var b strings.Builder
	for i := range max(len(g), len(w)) {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		mark := "  "
		if gl != wl {
			mark = "! "
		}
		b.WriteString(mark + "got:  " + gl + "\n" + mark + "want: " + wl + "\n")
	}
	return b.String()
}

// TestTextHalted: the board of a game abandoned mid-round names nobody
// to play.
func TestTextHalted(t *testing.T) {
	b := textPosition(t).Board(games.Spectator)
	got := games.Halted(b).Halted().(BoardView).Text(name)
	if strings.Contains(got, "To play") || !strings.Contains(got, "- Alice passed\n") {
		t.Errorf("halted board:\n%s", got)
	}
	if !strings.Contains(b.Text(name), "To play: Dave") {
		t.Error("Halted changed its receiver")
	}
}
