package render

import (
	"testing"

	"github.com/quintetbot/quintet/games"
)

// textBoard is a board that writes itself, trailing newlines included.
type textBoard struct{}

func (textBoard) Text(name func(games.Seat) string) string {
	return "row 1 " + name(0) + "\nrow 2 " + name(1) + "\n\n\n"
}

// TestGenericText pins the text of the generic renderer byte for byte:
// title, last moves, status with names, then the board's own text (its
// trailing newlines cut to one) or the dice and the scores.
func TestGenericText(t *testing.T) {
	seats := []Seat{{Name: "Alice"}, {Name: "Bob"}}
	tests := []struct {
		name string
		t    *Table
		want string
	}{
		{"board text", &Table{Seats: seats, Last: "Alice: roll", View: games.View{
			Title: "Game · turn 3", Status: "{seat:1} to play", Board: textBoard{},
		}}, "Game · turn 3\nAlice: roll\nBob to play\n\nrow 1 Alice\nrow 2 Bob\n"},
		{"board text, no last move", &Table{Seats: seats, View: games.View{
			Title: "Game", Status: "{seat:0} to play", Board: textBoard{},
		}}, "Game\nAlice to play\n\nrow 1 Alice\nrow 2 Bob\n"},
		{"dice and scores", &Table{Seats: seats, View: games.View{
			Title: "Game", Status: "{seat:0} to roll", Scores: []int{12, -3},
			Dice: []games.Die{{Label: "red", Value: 3}, {Label: "hi/lo", Text: "2-up"}, {Label: "blue"}},
		}}, "Game\nAlice to roll\nDice: red 3, hi/lo 2-up, blue -\nAlice                   12\nBob                     -3\n"},
		{"no dice", &Table{Seats: seats, View: games.View{
			Title: "Game", Status: "over", Scores: []int{1, 2},
		}}, "Game\nover\nAlice                    1\nBob                      2\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := GenericText(tt.t); got != tt.want {
				t.Errorf("got\n%q\nwant\n%q", got, tt.want)
			}
		})
	}
}

// bigBoard is a board of 40 lines of 40 characters, about the size of
// a four-seat Quingo board.
type bigBoard struct{ text string }

func (b bigBoard) Text(func(games.Seat) string) string { return b.text }

// BenchmarkGenericText draws the text of a board that writes itself,
// apart from the board's own Text.
func BenchmarkGenericText(b *testing.B) {
	line := "0123456789012345678901234567890123456789\n"
	board := bigBoard{}
	for range 40 {
		board.text += line
	}
	t := &Table{Seats: []Seat{{Name: "Alice"}, {Name: "Bob"}}, Last: "Alice: take d4 d6 for box 7", View: games.View{
		Title: "Quingo · round 3", Status: "{seat:1} to take up to 3 dice", Board: board,
	}}
	for b.Loop() {
		_ = GenericText(t)
	}
}
