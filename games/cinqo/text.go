package cinqo

import (
	"fmt"
	"slices"
	"strings"

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
// and * marks the winners. No line has trailing spaces.
func (b BoardView) Text(name func(games.Seat) string) string {
	if name == nil {
		name = games.Seat.String
	}
	var w strings.Builder
	w.WriteString(b.title() + "\n")
	line := func(label, text string) {
		w.WriteString(strings.TrimRight(fmt.Sprintf("%-7s%s", label, text), " ") + "\n")
	}
	if b.Phase != Over {
		b.turnLines(line, name)
	}
	if l := b.Last; l != nil {
		line("Last", fmt.Sprintf("%s: %s, %s: %s", name(l.Seat), l.Dice, l.HiLo, l.Score))
	}
	if b.Phase == Over {
		line("Result", games.ExpandSeats(b.Summary, name))
	}
	w.WriteString(strings.Repeat("-", 30) + "\n")
	for s, t := range b.Totals {
		mark := " "
		switch {
		case b.Phase == Over && slices.Contains(b.Winners, games.Seat(s)):
			mark = "*"
		case b.Phase != Over && games.Seat(s) == b.Active:
			mark = ">"
		}
		fmt.Fprintf(&w, "%s %-18s %4d\n", mark, name(games.Seat(s)), t)
	}
	return w.String()
}

// turnLines writes the lines of the turn in play: whose turn, the rack,
// the bank, the roll, the Hi/Lo die and the score of racking all now.
func (b BoardView) turnLines(line func(label, text string), name func(games.Seat) string) {
	line("Turn", b.turnText(name))
	line("Rack", boxes(b.Rack, DiceCount)+fmt.Sprintf("  %d", b.Rack.Sum()))
	line("Bank", boxes(b.Bank, 0))
	if b.Phase == Placing {
		line("Roll", boxes(b.Roll, 0))
	} else {
		line("Roll", diceWord(b.ToRoll)+" to roll")
	}
	hilo := "[    ]"
	if b.HiLo.Valid() {
		hilo = "[" + b.HiLo.String() + "]"
	}
	if b.Boxed {
		hilo += " boxed"
	}
	line("Hi/Lo", hilo)
	if b.Preview != nil {
		line("Now", b.Rack.Plus(b.Bank).Plus(b.Roll).String()+": "+b.Preview.String())
	}
}

// turnText says whose turn it is and which roll.
func (b BoardView) turnText(name func(games.Seat) string) string {
	roll := b.Rolls
	if b.Phase == Rolling {
		roll++
	}
	text := fmt.Sprintf("%s, roll %d of %d", name(b.Active), roll, MaxRolls)
	if b.Extra {
		text += " (extra turn)"
	}
	return text
}

// boxes draws dice as [6][5], padded with empty boxes to slots.
func boxes(d Dice, slots int) string {
	var w strings.Builder
	faces := d.Faces()
	for _, f := range faces {
		fmt.Fprintf(&w, "[%d]", f)
	}
	for range slots - len(faces) {
		w.WriteString("[ ]")
	}
	return w.String()
}

// String says the scoring as a player would: "6 on the Lo side scores 8,
// times 2: 16 points", "a straight scores 10, times 3: 30 points" or
// "five of a kind: 10 points".
func (sc Scoring) String() string {
	switch {
	case sc.FiveOfAKind:
		return fmt.Sprintf("five of a kind: %d %s", sc.Points, plural(sc.Points, "point"))
	case sc.Straight:
		return fmt.Sprintf("a straight scores %d, times %d: %d %s", sc.Partial, sc.Multiplier, sc.Points, plural(sc.Points, "point"))
	}
	return fmt.Sprintf("%d on the %s side scores %d, times %d: %d %s", sc.Total, sc.Side, sc.Partial, sc.Multiplier, sc.Points, plural(sc.Points, "point"))
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
