package cinqo

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
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
	return b.TextIn(locale.English, name)
}

// TextIn is Text in l: its title, labels and sentences in l's words, the
// labels as wide as l's widest.
func (b BoardView) TextIn(l locale.Lang, name func(games.Seat) string) string {
	if name == nil {
		name = games.Seat.String
	}
	var w strings.Builder
	w.Grow(400 + 30*len(b.Totals))
	w.WriteString(b.TitleIn(l))
	w.WriteByte('\n')
	lb := labelsIn(l)
	if b.Phase != Over {
		b.turnLines(&w, l, lb, name)
	}
	if last := b.Last; last != nil {
		lb.line(&w, lb.last, l.Say("board.cinqo.text_last", name(last.Seat), last.Dice.String(), last.HiLo, last.Score))
	}
	if b.Phase == Over {
		lb.line(&w, lb.result, games.ExpandSeats(b.SummaryIn(l), name))
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

// labels are the words that start the lines of Text in a language, and
// the width they are padded to: the widest and a space, at least 7.
type labels struct {
	turn, rack, bank, roll, hilo, now, last, result string
	width                                           int
}

// labelsIn returns the labels in l.
func labelsIn(l locale.Lang) labels {
	lb := labels{
		turn: l.Say("board.cinqo.label_turn"), rack: l.Say("board.cinqo.label_rack"),
		bank: l.Say("board.cinqo.label_bank"), roll: l.Say("board.cinqo.label_roll"),
		hilo: l.Say("board.cinqo.label_hilo"), now: l.Say("board.cinqo.label_now"),
		last: l.Say("board.cinqo.label_last"), result: l.Say("board.cinqo.label_result"),
		width: 7,
	}
	for _, s := range []string{lb.turn, lb.rack, lb.bank, lb.roll, lb.hilo, lb.now, lb.last, lb.result} {
		lb.width = max(lb.width, utf8.RuneCountInString(s)+1)
	}
	return lb
}

// line writes a line of Text: label, padded to the labels' width, then
// text, without trailing spaces.
func (lb labels) line(w *strings.Builder, label, text string) {
	text = strings.TrimRight(text, " ")
	if text == "" {
		w.WriteString(strings.TrimRight(label, " "))
	} else {
		games.WriteLeft(w, label, lb.width)
		w.WriteString(text)
	}
	w.WriteByte('\n')
}

// SummaryIn is the result in l: SummaryText, else Summary as it is.
func (b BoardView) SummaryIn(l locale.Lang) string {
	if b.SummaryText.IsZero() {
		return b.Summary
	}
	return b.SummaryText.In(l)
}

// turnLines writes the lines of the turn in play: whose turn, the rack,
// the bank, the roll, the Hi/Lo die and the score of racking all now.
func (b BoardView) turnLines(w *strings.Builder, l locale.Lang, lb labels, name func(games.Seat) string) {
	if b.Active >= 0 {
		lb.line(w, lb.turn, b.turnText(l, name))
	}
	games.WriteLeft(w, lb.rack, lb.width)
	writeBoxes(w, b.Rack, DiceCount)
	w.WriteString("  ")
	games.WriteInt(w, b.Rack.Sum(), 0)
	w.WriteByte('\n')
	lb.boxesLine(w, lb.bank, b.Bank)
	if b.Phase == Placing {
		lb.boxesLine(w, lb.roll, b.Roll)
	} else {
		lb.line(w, lb.roll, l.Say("board.cinqo.to_roll", b.ToRoll))
	}
	games.WriteLeft(w, lb.hilo, lb.width)
	if b.HiLo.Valid() {
		w.WriteByte('[')
		w.WriteString(b.HiLo.SayIn(l))
		w.WriteByte(']')
	} else {
		w.WriteString("[    ]")
	}
	if b.Boxed {
		w.WriteByte(' ')
		w.WriteString(l.Say("board.cinqo.text_boxed"))
	}
	w.WriteByte('\n')
	if b.Preview != nil {
		lb.line(w, lb.now, l.Say("board.cinqo.text_now", b.Rack.Plus(b.Bank).Plus(b.Roll).String(), *b.Preview))
	}
}

// turnText says whose turn it is and which roll.
func (b BoardView) turnText(l locale.Lang, name func(games.Seat) string) string {
	roll := b.Rolls
	if b.Phase == Rolling {
		roll++
	}
	if b.Extra {
		return l.Say("board.cinqo.text_turn_extra", name(b.Active), roll, MaxRolls)
	}
	return l.Say("board.cinqo.text_turn", name(b.Active), roll, MaxRolls)
}

// boxesLine writes a line of label and the dice d as boxes (see
// writeBoxes); the label alone when there are none.
func (lb labels) boxesLine(w *strings.Builder, label string, d Dice) {
	if d.Len() == 0 {
		lb.line(w, label, "")
		return
	}
	games.WriteLeft(w, label, lb.width)
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
func (sc Scoring) String() string { return sc.SayIn(locale.English) }

// CardText renders the score card, both sides, in monospace: each racked
// total and its number, 22 or less on the Hi side and 13 or more on the Lo
// side scoring 1.
//
//	Hi total  =   Lo total  =
//	      30 10          5 10
//	      29  8          6  8
//	...
//	     22-  1        13+  1
func CardText() string { return CardTextIn(locale.English) }

// CardTextIn is CardText in l, its columns as wide as l's headings.
func CardTextIn(l locale.Lang) string {
	var w strings.Builder
	hiHead, loHead := l.Say("board.cinqo.card_hi_total"), l.Say("board.cinqo.card_lo_total")
	hiW := max(8, utf8.RuneCountInString(hiHead))
	loW := max(8, utf8.RuneCountInString(loHead))
	row := func(a, b, c, d string) {
		fmt.Fprintf(&w, "%*s %2s   %*s %2s\n", hiW, a, b, loW, c, d)
	}
	row(hiHead, "=", loHead, "=")
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
