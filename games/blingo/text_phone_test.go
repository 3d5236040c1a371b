package blingo

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// phoneColumns is the widest text board a phone shows without wrapping:
// about 40 to 60 monospace columns in a Discord code block, held upright.
const phoneColumns = 60

// crowdedText is the text board of six players who each hold every
// square of rows 1 to 4 (44 of their 50 markers), so those squares name
// all six and those rows are everyone's Blingo: the widest board a table
// of six can show.
func crowdedText(t *testing.T) string { return crowdedTextIn(t, locale.English) }

// crowdedTextIn is crowdedText in l.
func crowdedTextIn(t *testing.T, l locale.Lang) string {
	t.Helper()
	held := strings.TrimSpace(strings.Repeat("abcdef ", Columns))
	free := strings.TrimSpace(strings.Repeat(". ", Columns))
	board := strings.Repeat(held+"\n", Rows/2) + strings.Repeat(free+"\n", Rows/2)
	names := func(s games.Seat) string { return fmt.Sprintf("Seat %d", s+1) }
	return position(t, 6, 0, board).board().TextIn(l, names)
}

// TestTextFitsAPhoneAtSixPlayers: in every language, and in the
// pseudo-locale's longer words.
func TestTextFitsAPhoneAtSixPlayers(t *testing.T) {
	for _, l := range append(slices.Clone(locale.Langs), locale.Pseudo) {
		got := crowdedTextIn(t, l)
		for i, line := range strings.Split(got, "\n") {
			if n := utf8.RuneCountInString(line); n > phoneColumns {
				t.Errorf("%s: line %d is %d columns wide, more than %d: %q", l, i+1, n, phoneColumns, line)
			}
		}
		if t.Failed() {
			t.Logf("board:\n%s", got)
			return
		}
	}
}

func TestTextKeepsEveryNumber(t *testing.T) {
	tests := []struct {
		name string
		text string
	}{
		{"empty, two players", position(t, 2, 0, empty).board().Text(nil)},
		{"every square held by six", crowdedText(t)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			grid, _, _ := strings.Cut(tt.text, "\nA  ")
			seen := make(map[int]bool)
			for _, word := range strings.Fields(grid) {
				if n, err := strconv.Atoi(strings.TrimLeft(word, "*")); err == nil {
					seen[n] = true
				}
			}
			for n := 1; n <= NumSquares; n++ {
				if !seen[n] {
					t.Errorf("square %d is not on the board:\n%s", n, tt.text)
					return
				}
			}
		})
	}
}

func TestWriteBlingosWrapsEveryLine(t *testing.T) {
	all := make([]Line, NumLines)
	for i := range all {
		all[i] = Line(i)
	}
	var b strings.Builder
	writeBlingos(&b, locale.English, all)
	got := b.String()
	for i, line := range strings.Split(strings.TrimSuffix(got, "\n"), "\n") {
		if n := utf8.RuneCountInString(line); n > textColumns {
			t.Errorf("line %d is %d columns wide, more than %d: %q", i+1, n, textColumns, line)
		}
	}
	if want := LineSetOf(all...).String(); strings.Join(strings.Fields(got), " ") != "Blingo: "+want {
		t.Errorf("writes\n%s\nwant the names %s", got, want)
	}
}
