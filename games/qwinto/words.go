package qwinto

import (
	"strconv"
	"strings"

	"github.com/quintetbot/quintet/games/locale"
)

// dieWord is a die's colour as a player reads it beside its face ("red
// 4" in "rolled 9 (red 4, blue 5)"), in the reader's language.
type dieWord Colour

// SayIn implements locale.Sayer.
func (d dieWord) SayIn(l locale.Lang) string {
	switch Colour(d) {
	case Red:
		return l.Say("qwinto.die.red")
	case Yellow:
		return l.Say("qwinto.die.yellow")
	}
	return l.Say("qwinto.die.blue")
}

// DieWord returns the colour of die c as players of l read it beside a
// face or in a list of dice: "red", "rojo".
func DieWord(l locale.Lang, c Colour) string { return dieWord(c).SayIn(l) }

// RowWord returns the colour of row c as players of l read it before the
// word row ("a red or blue row"): "red", "roja".
func RowWord(l locale.Lang, c Colour) string {
	switch c {
	case Red:
		return l.Say("qwinto.row.red")
	case Yellow:
		return l.Say("qwinto.row.yellow")
	}
	return l.Say("qwinto.row.blue")
}

// RowLabel returns the name of row c as the sheets label it in l: "Red",
// "Rot".
func RowLabel(l locale.Lang, c Colour) string {
	if c < Red || c > Blue {
		c = Blue
	}
	return l.WordKept(rowLabelKeys[c])
}

// rowLabelKeys name the rows as the sheets label them.
var rowLabelKeys = [3]string{Red: "board.qwinto.row_red", Yellow: "board.qwinto.row_yellow", Blue: "board.qwinto.row_blue"}

// JoinAnd joins items as players of l list them: "a", "a and b", "a, b
// and c" (qwinto.and joins the last two).
func JoinAnd(l locale.Lang, items []string) string { return join(l, "qwinto.and", items) }

// JoinOr is JoinAnd with "or": "red, yellow or blue".
func JoinOr(l locale.Lang, items []string) string { return join(l, "qwinto.or", items) }

func join(l locale.Lang, key string, items []string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return l.Say(key, strings.Join(items[:len(items)-1], ", "), items[len(items)-1])
}

// seatList is seats (as games.SeatRef) listed with "and" in the reader's
// language.
type seatList []string

// SayIn implements locale.Sayer.
func (s seatList) SayIn(l locale.Lang) string { return JoinAnd(l, s) }

// diceText is the dice of a roll with their faces, in the reader's
// language: "red 4, blue 5".
type diceText struct {
	rolled Colours
	dice   [3]int
}

// SayIn implements locale.Sayer.
func (d diceText) SayIn(l locale.Lang) string {
	var b strings.Builder
	for _, c := range d.rolled.List() {
		if b.Len() > 0 {
			b.WriteString(", ")
		}
		b.WriteString(DieWord(l, c))
		b.WriteByte(' ')
		b.WriteString(strconv.Itoa(d.dice[c]))
	}
	return b.String()
}
