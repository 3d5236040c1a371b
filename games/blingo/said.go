package blingo

import (
	"strings"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// What Blingo says on its boards, in every language, comes from the
// catalog keys "board.blingo.*"; their English is what the String and
// Text methods write.

// SayIn implements locale.Sayer: the line's name in l, "row 3",
// "column 5" or "diagonal 1-78" in English.
func (l Line) SayIn(lang locale.Lang) string {
	if !l.Valid() {
		return l.String()
	}
	sq := lineSquares[l]
	switch l.Kind() {
	case RowLine:
		return lang.Say("board.blingo.line_row", int(l)+1)
	case ColumnLine:
		return lang.Say("board.blingo.line_column", int(l-firstColumn)+1)
	}
	return lang.Say("board.blingo.line_diagonal", int(sq[0]), int(sq[len(sq)-1]))
}

// SayIn implements locale.Sayer: the lines' names in l, joined by
// commas.
func (s LineSet) SayIn(l locale.Lang) string {
	names := make([]string, 0, s.Len())
	for _, line := range s.List() {
		names = append(names, line.SayIn(l))
	}
	return strings.Join(names, ", ")
}

// SayIn implements locale.Sayer: the roll in l, "2 and 8" in English.
func (d Dice) SayIn(l locale.Lang) string { return l.Say("board.blingo.dice", d[0], d[1]) }

// squaresSaid are squares said as a sentence lists them: "28", "2 and 8".
type squaresSaid []Square

// SayIn implements locale.Sayer.
func (qs squaresSaid) SayIn(l locale.Lang) string {
	words := make([]string, len(qs))
	for i, q := range qs {
		words[i] = q.String()
	}
	return joinAnd(l, words)
}

// seatsSaid are seats (as games.SeatRef) said as a sentence lists them.
type seatsSaid []string

// SayIn implements locale.Sayer.
func (s seatsSaid) SayIn(l locale.Lang) string { return joinAnd(l, s) }

// joinAnd joins words as a sentence in l lists them: "a, b and c" in
// English.
func joinAnd(l locale.Lang, words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return l.Say("board.blingo.and", strings.Join(words[:len(words)-1], ", "), words[len(words)-1])
}

// moveSaid is a move of Blingo's notation, said in a language's words.
type moveSaid games.Move

// SayIn implements locale.Sayer.
func (m moveSaid) SayIn(l locale.Lang) string { return games.MoveIn(l, Name, games.Move(m)) }

// TextIn describes the choice in words for a menu in l (see Text).
func (c Choice) TextIn(l locale.Lang) string {
	switch {
	case len(c.Squares) == 0:
		return ""
	case c.Option == Nine:
		return l.Say("board.blingo.choice_nine", int(c.Squares[0]))
	case c.Option == Zero:
		return l.Say("board.blingo.choice_zero", int(c.Squares[0]))
	case len(c.Squares) == 2:
		return l.Say("board.blingo.choice_two", int(c.Squares[0]), int(c.Squares[1]))
	}
	return l.Say("board.blingo.choice_one", int(c.Squares[0]))
}

// Said describes the turn in one line in every language: "{seat:0}
// rolled 2 and 8 and placed on 28", with any Blingo it made; seats as
// games.SeatRef among its arguments.
func (l LastTurn) Said() locale.Text {
	who := games.SeatRef(l.Seat)
	qs := l.Squares()
	switch {
	case len(qs) == 0:
		return locale.T("board.blingo.last_passed", who, l.Dice[0], l.Dice[1])
	case l.Blingos == 0:
		return locale.T("board.blingo.last_placed", who, l.Dice[0], l.Dice[1], squaresSaid(qs))
	case l.Removed > 0:
		return locale.T("board.blingo.last_blingo_removed", who, l.Dice[0], l.Dice[1], squaresSaid(qs), l.Blingos, l.Removed)
	}
	return locale.T("board.blingo.last_blingo", who, l.Dice[0], l.Dice[1], squaresSaid(qs), l.Blingos)
}

// TitleIn is the board's title in l: "Blingo, short · turn 3".
func (v BoardView) TitleIn(l locale.Lang) string { return titleText{v.Short, v.Turn}.SayIn(l) }

// titleText is a board's title, to be said in any language: whether the
// game is short, and its turn.
type titleText struct {
	short bool
	turn  int
}

// SayIn implements locale.Sayer.
func (t titleText) SayIn(l locale.Lang) string {
	switch {
	case t.short && t.turn > 0:
		return l.Say("board.blingo.title_short_turn", t.turn)
	case t.short:
		return l.Say("board.blingo.title_short")
	case t.turn > 0:
		return l.Say("board.blingo.title_turn", t.turn)
	}
	return l.Say("board.blingo.title")
}
