package cinqo

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/quintetbot/quintet/games"
)

// Text renders the board in monospace, one line each ending in a newline,
// seats written with name (nil: "seat N"):
//
//	Cinq-O · race to 100 · round 3
//	Turn   Alice, roll 2 of 5
//	Rack   [6][6][ ][ ][ ]  12
//	Bank   [5]
//	Roll   [2][4]
//	Hi/Lo  [3-up] boxed
//	Now    2 4 5 6 6: Hi 23 = 2 x 3 = 6
//	Last   Bob: 1 1 1 1 2, 2-down: 6 on the Lo side scores 8, times 2: 16 points
//	------------------------------
//	> Alice                45
//	  Bob                  38
//
// The Roll line shows the dice waiting to be placed, or how many the next
// roll rolls; Now is the score of racking every die now; > marks the seat
// to play. Once the game is over, a Result line replaces the turn's lines
// and * marks the winners. A board with no seat to play (Halted) has no
// Turn line. No line has trailing spaces.
func (b BoardView) Text(name func(games.Seat) string) string {
	if name == nil {
		name = games.Seat.String
	}
	var w strings.Builder
	w.Grow(400 + 30*len(b.Totals))
	w.WriteString(b.title())
	w.WriteByte('\n')
	if b.Phase != Over {
		b.turnLines(&w, name)
	}
	if l := b.Last; l != nil {
		line(&w, "Last", name(l.Seat)+": "+l.Dice.String()+", "+l.HiLo.String()+": "+l.Score.String())
	}
	if b.Phase == Over {
		line(&w, "Result", games.ExpandSeats(b.Summary, name))
	}
	w.WriteString("------------------------------\n")
	// Names take 18 columns, more when one is longer, so that the
	// totals stay in one column.
	width := 18
	for s := range b.Totals {
		width = max(width, utf8.RuneCountInString(name(games.Seat(s))))
	}
	for s, t := range b.Totals {
		mark := byte(' ')
		switch {
		case b.Phase == Over && slices.Contains(b.Winners, games.Seat(s)):
			mark = '*'
		case b.Phase != Over && games.Seat(s) == b.Active:
			mark = '>'
		}
		w.WriteByte(mark)
		w.WriteByte(' ')
		games.WriteLeft(&w, name(games.Seat(s)), width)
		w.WriteByte(' ')
		games.WriteInt(&w, t, 4)
		w.WriteByte('\n')
	}
	return w.String()
}

// labelWidth is the width of the labels that start the lines of Text.
const labelWidth = 7

// line writes a line of Text: label, padded to labelWidth, then text,
// without trailing spaces.
func line(w *strings.Builder, label, text string) {
	text = strings.TrimRight(text, " ")
	if text == "" {
		w.WriteString(strings.TrimRight(label, " "))
	} else {
		games.WriteLeft(w, label, labelWidth)
		w.WriteString(text)
	}
	w.WriteByte('\n')
}

// turnLines writes the lines of the turn in play: whose turn, the rack,
// the bank, the roll, the Hi/Lo die and the score of racking all now.
func (b BoardView) turnLines(w *strings.Builder, name func(games.Seat) string) {
	if b.Active >= 0 {
		line(w, "Turn", b.turnText(name))
	}
	games.WriteLeft(w, "Rack", labelWidth)
	writeBoxes(w, b.Rack, DiceCount)
	w.WriteString("  ")
	games.WriteInt(w, b.Rack.Sum(), 0)
	w.WriteByte('\n')
	boxesLine(w, "Bank", b.Bank)
	if b.Phase == Placing {
		boxesLine(w, "Roll", b.Roll)
	} else {
		line(w, "Roll", diceWord(b.ToRoll)+" to roll")
	}
	games.WriteLeft(w, "Hi/Lo", labelWidth)
	if b.HiLo.Valid() {
		w.WriteByte('[')
		w.WriteString(b.HiLo.String())
		w.WriteByte(']')
	} else {
		w.WriteString("[    ]")
	}
	if b.Boxed {
		w.WriteString(" boxed")
	}
	w.WriteByte('\n')
	if b.Preview != nil {
		line(w, "Now", b.Rack.Plus(b.Bank).Plus(b.Roll).String()+": "+b.Preview.String())
	}
}

// turnText says whose turn it is and which roll.
func (b BoardView) turnText(name func(games.Seat) string) string {
	roll := b.Rolls
	if b.Phase == Rolling {
		roll++
	}
	text := name(b.Active) + ", roll " + strconv.Itoa(roll) + " of " + strconv.Itoa(MaxRolls)
	if b.Extra {
		text += " (extra turn)"
	}
	return text
}

// boxesLine writes a line of label and the dice d as boxes (see
// writeBoxes); the label alone when there are none.
func boxesLine(w *strings.Builder, label string, d Dice) {
	if d.Len() == 0 {
		line(w, label, "")
		return
	}
	games.WriteLeft(w, label, labelWidth)
	writeBoxes(w, d, 0)
	w.WriteByte('\n')
}

// writeBoxes draws dice as [6][5], padded with empty boxes to slots.
func writeBoxes(w *strings.Builder, d Dice, slots int) {
	n := 0
	for i, c := range d {
		for range c {
			w.WriteByte('[')
			w.WriteByte(byte('1' + i))
			w.WriteByte(']')
			n++
		}
	}
	for range slots - n {
		w.WriteString("[ ]")
	}
}

// String says the scoring as a player would: "6 on the Lo side scores 8,
// times 2: 16 points", "a straight scores 10, times 3: 30 points" or
// "five of a kind: 10 points".
func (sc Scoring) String() string {
	points := strconv.Itoa(sc.Points) + " " + plural(sc.Points, "point")
	switch {
	case sc.FiveOfAKind:
		return "five of a kind: " + points
	case sc.Straight:
		return "a straight scores " + strconv.Itoa(sc.Partial) + ", times " + strconv.Itoa(sc.Multiplier) + ": " + points
	}
	return strconv.Itoa(sc.Total) + " on the " + sc.Side.String() + " side scores " + strconv.Itoa(sc.Partial) + ", times " + strconv.Itoa(sc.Multiplier) + ": " + points
}

// CardText renders the score card, both sides, in monospace: each racked
// total and its number, 22 or less on the Hi side and 13 or more on the Lo
// side scoring 1.
//
//	Hi total  =   Lo total  =
//	      30 10          5 10
//	      29  8          6  8
//	...
//	     22-  1        13+  1
func CardText() string {
	var w strings.Builder
	row := func(a, b, c, d string) { fmt.Fprintf(&w, "%8s %2s   %8s %2s\n", a, b, c, d) }
	row("Hi total", "=", "Lo total", "=")
	hi, lo := card[Hi], card[Lo]
	for i := range hi {
		ht, lt := fmt.Sprint(hi[i].Total), fmt.Sprint(lo[i].Total)
		if i == len(hi)-1 {
			ht, lt = ht+"-", lt+"+"
		}
		row(ht, fmt.Sprint(hi[i].Number), lt, fmt.Sprint(lo[i].Number))
	}
	return w.String()
}
