package commands

import (
	"slices"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
)

// TestReadingOrder: numbers in moves sort by value, the rest as text, and
// the slice given is left as it was.
func TestReadingOrder(t *testing.T) {
	tests := []struct {
		in, want []games.Move
	}{
		{[]games.Move{"write red 1", "write red 10", "write red 2"}, []games.Move{"write red 1", "write red 2", "write red 10"}},
		{[]games.Move{"wilds 10 20 30 40 50", "wilds 21 22 23 24 25", "wilds 8 9 10 11 12"}, []games.Move{"wilds 8 9 10 11 12", "wilds 10 20 30 40 50", "wilds 21 22 23 24 25"}},
		{[]games.Move{"take d10 box 4", "take d12 box 10", "take d4 box 2"}, []games.Move{"take d4 box 2", "take d10 box 4", "take d12 box 10"}},
		{[]games.Move{"skip", "roll red", "roll red blue"}, []games.Move{"roll red", "roll red blue", "skip"}},
		{[]games.Move{"rack 1 4", "rack 1", "rack 1 bank 4"}, []games.Move{"rack 1", "rack 1 4", "rack 1 bank 4"}},
		{[]games.Move{"x 010", "x 9"}, []games.Move{"x 9", "x 010"}},
	}
	for _, tt := range tests {
		t.Run(string(tt.in[0]), func(t *testing.T) {
			in := slices.Clone(tt.in)
			if got := readingOrder(in); !slices.Equal(got, tt.want) {
				t.Fatalf("readingOrder(%q) = %q, want %q", tt.in, got, tt.want)
			}
			if !slices.Equal(in, tt.in) {
				t.Fatalf("readingOrder changed its argument to %q", in)
			}
		})
	}
}

// TestMovesListInReadingOrder: /game moves lists a Qwinto player's cells
// 1, 2, ..., 10, not 1, 10, 2.
func TestMovesListInReadingOrder(t *testing.T) {
	d := newTable(t)
	d.command("alice", "play qwinto", nil)
	d.command("alice", "game start", nil)
	d.command("alice", "game move", map[string]string{"notation": "roll red"})
	got := reason(d.command("alice", "game moves", nil))
	nine, ten := strings.Index(got, "`write red 9`"), strings.Index(got, "`write red 10`")
	if nine < 0 || ten < 0 || nine > ten {
		t.Fatalf("/game moves does not list red 9 before red 10:\n%s", got)
	}
}
