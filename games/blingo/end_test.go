package blingo

import (
	"errors"
	"slices"
	"testing"

	"github.com/quintetbot/quintet/games"
)

func TestEnd(t *testing.T) {
	tests := []struct {
		name    string
		board   string
		turn    int
		lines   int // EndLines: 1 in a short game stored to a first line
		steps   []step
		end     End
		scores  []int
		winners []games.Seat
		summary string
	}{
		{
			name: "blackout: the last empty square is taken",
			board: `
a a a a a a a a a a a
a a a a a a a a a a a
a a a a a a a a a a a
a a a a a a a a a a a
b b b b b b b b b b b
b b b b b b b b b b b
b b b b b b b b b b b
b b b b . b b b b b b`,
			steps:  []step{{seat: 0, move: "roll", dice: []int{1, 1}}, {seat: 0, move: "pass"}, {seat: 1, move: "roll", dice: []int{2, 8}}, {seat: 1, move: "place 82"}},
			end:    Blackout,
			scores: []int{44, 44}, winners: []games.Seat{0, 1},
			summary: "{seat:0} and {seat:1} share the win with 44 markers and 4 Blingo lines (blackout)",
		},
		{
			name: "a tie on markers goes to the most Blingo lines",
			board: `
b b a a a a a a a a a
a a a a a a a a a a a
a a a a a a a a a a a
a a a a a a a a a a a
a b b b b b b b b b b
a b b b b b b b b b b
b b b b b b b b b b b
b b b b . b b b b b b`,
			steps:  []step{{seat: 0, move: "roll", dice: []int{3, 3}}, {seat: 0, move: "pass"}, {seat: 1, move: "roll", dice: []int{2, 8}}, {seat: 1, move: "place 82"}},
			end:    Blackout,
			scores: []int{44, 44}, winners: []games.Seat{0},
			summary: "{seat:0} wins with 44 markers and 3 Blingo lines (blackout)",
		},
		{
			name: "one square short of a blackout",
			board: `
a a a a a a a a a a a
a a a a a a a a a a a
a a a a a a a a a a a
a a a a a a a a a a a
b b b b b b b b b b b
b b b b b b b b b b b
b b b b b b b b b b .
b b b b . b b b b b b`,
			steps:  []step{{seat: 0, move: "roll", dice: []int{1, 1}}, {seat: 0, move: "pass"}, {seat: 1, move: "roll", dice: []int{2, 8}}, {seat: 1, move: "place 82"}},
			end:    Playing,
			scores: []int{44, 43},
		},
		{
			name: "supplies exhausted: no player could place with any roll",
			board: `
b b b b b b b b b b b
b b b b b b b b b b b
ab ab ab ab ab ab ab ab ab ab ab
ab ab ab ab ab ab ab ab ab ab ab
a a a a a a a a a a a
a a a a a a a a a a a
a a a a a a . . . . .
b b b b b . . . . . .`,
			steps:  []step{{seat: 1, move: "roll", dice: []int{7, 3}}, {seat: 1, move: "place 73"}},
			end:    Stuck,
			scores: []int{50, 50}, winners: []games.Seat{0, 1},
			summary: "{seat:0} and {seat:1} share the win with 50 markers and 4 Blingo lines (no marker can be placed)",
		},
		{
			name:   "the safety cap after 1,000 turns",
			board:  empty,
			turn:   MaxTurns - 1,
			steps:  []step{{seat: 0, move: "roll", dice: []int{3, 4}}, {seat: 0, move: "place 34"}},
			end:    Capped,
			scores: []int{1, 0}, winners: []games.Seat{0},
			summary: "{seat:0} wins with 1 marker (after 1,000 turns)",
		},
		{
			name:   "short game stored to a first line: that line ends it, its maker winning a tie on markers",
			board:  columnShort,
			lines:  firstLines,
			steps:  []step{{seat: 0, move: "roll", dice: []int{7, 8}}, {seat: 0, move: "place 78"}},
			end:    Lined,
			scores: []int{8, 8}, winners: []games.Seat{0},
			summary: "{seat:0} wins with 8 markers and 1 Blingo line (first Blingo line)",
		},
		{
			name: "short game stored to a first line: most markers still wins",
			board: `
a . . . . . . . . . .
a b b b b b b b b b .
a . . . . . . . . . .
a . . . . . . . . . .
a . . . . . . . . . .
a . . . . . . . . . .
a . . . . . . . . . b
. . . . . . . . . . .`,
			lines:  firstLines,
			steps:  []step{{seat: 0, move: "roll", dice: []int{7, 8}}, {seat: 0, move: "place 78"}},
			end:    Lined,
			scores: []int{8, 10}, winners: []games.Seat{1},
			summary: "{seat:1} wins with 10 markers (first Blingo line)",
		},
		{
			name:   "full game: a first Blingo line goes on",
			board:  columnShort,
			steps:  []step{{seat: 0, move: "roll", dice: []int{7, 8}}, {seat: 0, move: "place 78"}},
			end:    Playing,
			scores: []int{8, 8},
		},
		{
			name:   "turn 999 goes on",
			board:  empty,
			turn:   MaxTurns - 2,
			steps:  []step{{seat: 0, move: "roll", dice: []int{3, 4}}, {seat: 0, move: "place 34"}},
			end:    Playing,
			scores: []int{1, 0},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := position(t, 2, tt.steps[0].seat, tt.board)
			st.Turn = tt.turn
			st.EndLines = tt.lines
			st = play(t, st, tt.steps...)
			res := st.Result()
			if st.End != tt.end || res.Over != (tt.end != Playing) || (st.Phase == Over) != res.Over {
				t.Fatalf("end %s, over %v, want %s\n%s", st.End, res.Over, tt.end, dump(st))
			}
			if !slices.Equal(res.Scores, tt.scores) || !slices.Equal(res.Winners, tt.winners) || res.Summary != tt.summary {
				t.Errorf("scores %v winners %v summary %q\nwant %v %v %q", res.Scores, res.Winners, res.Summary, tt.scores, tt.winners, tt.summary)
			}
			if !res.Over {
				return
			}
			if len(st.Actors()) != 0 || st.Legal(0) != nil || st.Default(0) != "" {
				t.Errorf("after the end: actors %v, legal %v", st.Actors(), st.Legal(0))
			}
			for s := range games.Seat(2) {
				if _, err := st.Apply(s, "roll", nil); !errors.Is(err, games.ErrGameOver) || games.Reason(err) != "the game is over" {
					t.Errorf("%s after the end: %v", s, err)
				}
			}
		})
	}
}

// columnShort: seat 1 (a) holds column 1 but 78, seat 2 (b) eight squares
// of row 2 off every line it could finish.
const columnShort = `
a . . . . . . . . . .
a b b b b b b b b . .
a . . . . . . . . . .
a . . . . . . . . . .
a . . . . . . . . . .
a . . . . . . . . . .
a . . . . . . . . . .
. . . . . . . . . . .`
