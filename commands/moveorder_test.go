package commands

import (
	"fmt"
	"github.com/quintetbot/quintet/games/locale"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/render"
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
	d.started("qwinto")
	d.command("alice", "game move", map[string]string{"notation": "roll red"})
	got := reason(d.command("alice", "game moves", nil))
	nine, ten := strings.Index(got, "`write red 9`"), strings.Index(got, "`write red 10`")
	if nine < 0 || ten < 0 || nine > ten {
		t.Fatalf("/game moves does not list red 9 before red 10:\n%s", got)
	}
}

// TestLongMovesListSaysWhatItLeavesOut: a list of moves too long for one
// message (a Cinq-O roll's placements, listed) ends with how many it
// leaves out, and those listed and those left out add up to every legal
// move.
func TestLongMovesListSaysWhatItLeavesOut(t *testing.T) {
	d := newTable(t)
	d.started("cinqo")
	d.command("alice", "game move", map[string]string{"notation": "roll"})
	st, _ := d.match().Decode()
	legal := st.Legal(0)
	got := movesList(locale.English, "cinqo", fmt.Sprintf("Your %d legal moves:", len(legal)), legal)
	var total, more int
	if _, err := fmt.Sscanf(got, "Your %d legal moves:", &total); err != nil {
		t.Fatalf("/game moves does not open with the count: %v\n%s", err, got)
	}
	i := strings.LastIndex(got, "…and ")
	if i < 0 {
		t.Fatalf("a list of %d moves is not cut, or not said to be:\n%s", total, got)
	}
	if _, err := fmt.Sscanf(got[i:], "…and %d more", &more); err != nil {
		t.Fatalf("the cut does not say how many are left out: %v: %q", err, got[i:])
	}
	if listed := strings.Count(got, "`\n"); listed+more != total {
		t.Fatalf("%d listed and %d more, of %d moves", listed, more, total)
	}
	if n := utf8.RuneCountInString(got); n > render.MaxContent {
		t.Fatalf("the list is %d characters, over Discord's %d", n, render.MaxContent)
	}
}

// TestNoMovesNamesWhoIsToPlay: /game moves out of turn says whom the game
// waits for.
func TestNoMovesNamesWhoIsToPlay(t *testing.T) {
	d := newTable(t)
	d.started("cinqo", "bob")
	want := "You have no move to make right now: the game waits for alice."
	if got := reason(d.command("bob", "game moves", nil)); got != want {
		t.Fatalf("/game moves in alice's turn: %q, want %q", got, want)
	}
}

// TestSampledMovesSayTheyAreExamples: Quingo's wild choices, which /game
// moves can only sample, are listed as examples of any five numbers.
func TestSampledMovesSayTheyAreExamples(t *testing.T) {
	d := newTable(t)
	d.started("quingo")
	got := reason(d.command("alice", "game moves", nil))
	if !strings.HasPrefix(got, "You may play any five wild numbers from 1 to 60, repeats allowed, such as:\n`wilds ") {
		t.Fatalf("/game moves while choosing wilds:\n%s", got)
	}
}

// TestCinqoMovesAreGrouped: /game moves after a Cinq-O roll groups its
// placements by how they are written, with the dice rolled and examples
// one can type, instead of a list cut at two hundred.
func TestCinqoMovesAreGrouped(t *testing.T) {
	d := newTable(t)
	d.started("cinqo")
	d.command("alice", "game move", map[string]string{"notation": "roll"})
	got := reason(d.command("alice", "game moves", nil))
	for _, want := range []string{"you rolled ", "- `rack` and the rolled faces", "- `bank` and rolled faces", "- `box` at the end", "For example: `rack "} {
		if !strings.Contains(got, want) {
			t.Errorf("/game moves lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "…and ") {
		t.Errorf("/game moves still cuts a list:\n%s", got)
	}
	st, _ := d.match().Decode()
	for _, ex := range strings.Split(got[strings.Index(got, "For example: ")+len("For example: "):strings.Index(got, ".\nType")], ", ") {
		if !slices.Contains(st.Legal(0), games.Move(strings.Trim(ex, "`"))) {
			t.Errorf("the example %s is no legal move", ex)
		}
	}
}
