package blingo

import (
	"strings"
	"unicode/utf8"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// Text renders the board in monospace for a reader without the rules at
// hand: the grid of the board's rows, a blank line (the grid's own last
// line when nobody holds a square of the last row), then each player and
// a key. The grid is 43 columns wide at any table; no other line passes
// textColumns but a player's first, which is their name and at most 29
// columns more.
// Every line ends in a newline and has no trailing spaces.
//
// The grid (writeGrid) gives every square its number, covered or not,
// with the letters of the players holding it (A for seat 1, as the
// pictures mark them) on the lines below. A "*" before a number marks a
// square on a Blingo line, closed to all but the line's owner.
//
// A player reads "A  Ann: 23 on the board, 27 left", with a second line
// "   Blingo: row 3" once they have one (writeBlingos). The key says what
// the letters and, when a Blingo is on the board, the "*" mean. name
// names the seats; nil writes them as "seat 1".
func (v BoardView) Text(name func(games.Seat) string) string {
	return v.TextIn(locale.English, name)
}

// TextIn is Text in l's words.
func (v BoardView) TextIn(l locale.Lang, name func(games.Seat) string) string {
	if name == nil {
		name = games.Seat.String
	}
	var b strings.Builder
	b.Grow(Rows * 3 * (Columns*(cellWidth+1) + 1))
	writeGrid(&b, v.Squares[:v.BoardRows()*Columns])
	if !strings.HasSuffix(b.String(), "\n\n") {
		b.WriteByte('\n')
	}
	blingo := false
	for _, p := range v.Players {
		b.WriteByte(seatCapitals[p.Seat])
		b.WriteString("  ")
		b.WriteString(name(p.Seat))
		b.WriteString(": ")
		if p.Supply >= 0 {
			b.WriteString(l.Say("board.blingo.on_board_left", p.Markers, p.Supply))
		} else {
			b.WriteString(l.Say("board.blingo.on_board", p.Markers))
		}
		b.WriteByte('\n')
		if len(p.Blingos) > 0 {
			blingo = true
			writeBlingos(&b, l, p.Blingos)
		}
	}
	writeWrapped(&b, l.Say("board.blingo.text_key_letters"))
	if blingo {
		writeWrapped(&b, l.Say("board.blingo.text_key_closed"))
	}
	return b.String()
}

// textColumns is the widest line the text board writes but for a long
// name: about what a phone shows of a code block, held upright.
const textColumns = 60

// writeWrapped writes s broken at spaces into lines of at most
// textColumns (a word longer than that on a line of its own), each
// ending in a newline.
func writeWrapped(b *strings.Builder, s string) {
	width := 0
	for i, word := range strings.Fields(s) {
		n := utf8.RuneCountInString(word)
		if i > 0 && width+1+n > textColumns {
			b.WriteByte('\n')
			width = 0
		} else if i > 0 {
			b.WriteByte(' ')
			width++
		}
		b.WriteString(word)
		width += n
	}
	b.WriteByte('\n')
}

// writeBlingos writes a player's Blingo lines, "   Blingo: row 1,
// column 3", broken after a comma into lines of at most textColumns,
// each further line indented under the first name.
func writeBlingos(b *strings.Builder, lang locale.Lang, lines []Line) {
	head := "   " + lang.Say("board.blingo.text_blingo") + " "
	b.WriteString(head)
	width := utf8.RuneCountInString(head)
	for i, l := range LineSetOf(lines...).List() {
		name := l.SayIn(lang)
		if i > 0 {
			b.WriteByte(',')
			width++
			if width+1+utf8.RuneCountInString(name)+1 > textColumns {
				b.WriteByte('\n')
				games.WriteSpaces(b, utf8.RuneCountInString(head))
				width = utf8.RuneCountInString(head)
			} else {
				b.WriteByte(' ')
				width++
			}
		}
		b.WriteString(name)
		width += utf8.RuneCountInString(name)
	}
	b.WriteByte('\n')
}
