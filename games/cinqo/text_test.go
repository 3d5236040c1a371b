package cinqo

import (
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
)

func TestText(t *testing.T) {
	seedTurn := &Turn{Seat: 1, Round: 2, Dice: DiceOf(1, 1, 1, 1, 2), HiLo: TwoDown, Score: Score(DiceOf(1, 1, 1, 1, 2), TwoDown)}
	tests := []struct {
		name string
		pos  string
		last *Turn
		want string
	}{{
		name: "placing",
		pos:  "round=3 rolls=2 rack=66 bank=5 roll=42 hilo=3-up boxed totals=45,38",
		last: seedTurn,
		want: `Cinq-O · race to 100 · round 3
Turn   Alice, roll 2 of 5
Rack   [6][6][ ][ ][ ]  12
Bank   [5]
Roll   [2][4]
Hi/Lo  [3-up] boxed
Now    2 4 5 6 6: 23 on the Hi side scores 2, times 3: 6 points
Last   Bob: 1 1 1 1 2, 2-down: 6 on the Lo side scores 8, times 2: 16 points
------------------------------
> Alice                45
  Bob                  38
`,
	}, {
		name: "before the first roll",
		pos:  "mode=rounds rounds=5 round=2 active=1 totals=45,38",
		last: &Turn{Seat: 0, Round: 2, Dice: DiceOf(2, 3, 4, 5, 6), HiLo: OneDown, Score: Score(DiceOf(2, 3, 4, 5, 6), OneDown)},
		want: `Cinq-O · round 2 of 5
Turn   Bob, roll 1 of 5
Rack   [ ][ ][ ][ ][ ]  0
Bank
Roll   5 dice to roll
Hi/Lo  [    ]
Last   Alice: 2 3 4 5 6, 1-down: a straight scores 10, times 1: 10 points
------------------------------
  Alice                45
> Bob                  38
`,
	}, {
		name: "extra turn",
		pos:  "mode=solitaire seats=1 round=7 extra totals=81",
		last: &Turn{Seat: 0, Round: 7, Dice: DiceOf(3, 3, 3, 3, 3), HiLo: ThreeUp, Score: FiveOfAKindScore(DiceOf(3, 3, 3, 3, 3), ThreeUp)},
		want: `Cinq-O · solitaire · round 7
Turn   Alice, roll 1 of 5 (extra turn)
Rack   [ ][ ][ ][ ][ ]  0
Bank
Roll   5 dice to roll
Hi/Lo  [    ]
Last   Alice: 3 3 3 3 3, 3-up: five of a kind: 10 points
------------------------------
> Alice                81
`,
	}, {
		name: "over",
		pos:  "mode=rounds rounds=5 round=5 active=1 over totals=45,45",
		last: seedTurn,
		want: `Cinq-O · round 5 of 5
Last   Bob: 1 1 1 1 2, 2-down: 6 on the Lo side scores 8, times 2: 16 points
Result Alice and Bob share the win with 45 points
------------------------------
* Alice                45
* Bob                  45
`,
	}}
	names := func(s games.Seat) string { return []string{"Alice", "Bob"}[s] }
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := at(t, tt.pos)
			if tt.last != nil {
				st.Last = lastOf(*tt.last)
			}
			got := st.Board().Text(names)
			if got != tt.want {
				t.Errorf("text differs:\n%s", lineDiff(got, tt.want))
			}
			for i, line := range strings.Split(got, "\n") {
				if strings.TrimRight(line, " ") != line {
					t.Errorf("line %d has trailing spaces: %q", i+1, line)
				}
			}
		})
	}
}

func TestTextSeatNames(t *testing.T) {
	got := at(t, "").Board().Text(nil)
	if !strings.Contains(got, "> seat 1 ") || !strings.Contains(got, "  seat 2 ") {
		t.Errorf("without names, seats are seat N:\n%s", got)
	}
}

func lineDiff(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	var b strings.Builder
	for i := range max(len(g), len(w)) {
		gl, wl := "", ""
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		mark := " "
		if gl != wl {
			mark = "!"
		}
		b.WriteString(mark + " got  " + strings.ReplaceAll(gl, " ", "·") + "\n")
		if gl != wl {
			b.WriteString(mark + " want " + strings.ReplaceAll(wl, " ", "·") + "\n")
		}
	}
	return b.String()
}

// TestTextLongNames: the score column stays aligned when a name is
// longer than the usual column, as "alice (bot since turn 12)" is.
func TestTextLongNames(t *testing.T) {
	names := []string{"alice (bot since turn 12)", "bob"}
	got := at(t, "").Board().Text(func(s games.Seat) string { return names[s] })
	_, scores, ok := strings.Cut(got, "------------------------------\n")
	lines := strings.Split(strings.TrimRight(scores, "\n"), "\n")
	if !ok || len(lines) != 2 || len(lines[0]) != len(lines[1]) {
		t.Errorf("score lines of different widths:\n%s", scores)
	}
}

// TestTextWithResult: a board given another result (the session's, after
// a forfeit) says it on its Result line and marks its winners only.
func TestTextWithResult(t *testing.T) {
	st := at(t, "mode=rounds rounds=5 round=5 active=1 over totals=45,60")
	b, ok := games.Rejudged(st.Board()).WithResult(games.Result{Over: true, Winners: []games.Seat{0}, Summary: "{seat:0} wins; {seat:1} forfeited"}).(BoardView)
	if !ok {
		t.Fatal("WithResult does not return a BoardView")
	}
	got := b.Text(func(s games.Seat) string { return []string{"Alice", "Bob"}[s] })
	for _, want := range []string{"\nResult Alice wins; Bob forfeited\n", "\n* Alice                45\n", "\n  Bob                  60\n"} {
		if !strings.Contains(got, want) {
			t.Errorf("board with the session's result lacks %q:\n%s", want, got)
		}
	}
}

// TestTextHalted: the board of a game abandoned mid-turn names nobody on
// turn, and Halted leaves its receiver as it was.
func TestTextHalted(t *testing.T) {
	b := at(t, "round=3 rolls=2 rack=66 bank=5 roll=42 hilo=3-up totals=45,38").Board()
	name := func(s games.Seat) string { return []string{"Alice", "Bob"}[s] }
	got := games.Halted(b).Halted().(BoardView).Text(name)
	if strings.Contains(got, "Turn") || strings.Contains(got, "> ") || !strings.Contains(got, "\nRack   [6][6]") {
		t.Errorf("halted board:\n%s", got)
	}
	if !strings.Contains(b.Text(name), "Turn   Alice") {
		t.Error("Halted changed its receiver")
	}
}
