package quinientos

import (
	"strings"

	"github.com/quintetbot/quintet/games"
)

// TilesPerLine is the number of tiles on one line of the text layout.
const TilesPerLine = 8

// Text renders the board in monospace for the console and embeds, one line
// each ending in a newline, seats written with name (nil: "seat N"):
//
//	Round 2 · team 1+3: 223 · team 2+4: 0 · 500 wins
//	4 < [4|6]{6|6}[6|1]{1|1}[1|5][5|2] > 2
//	Tiles: seat 1 5 · seat 2 4 · seat 3 5 · seat 4 4
//	Your hand: 6-5 4-4 3-0
//	- seat 2 passed
//	To play: seat 4
//	Round 1: domino by seat 3 · pips 1+3 0, 2+4 23 · 1+3 score 23 + 100 round + 100 last tile = 223
//	Hands: seat 1 - · seat 2 6-4 5-3 · seat 3 - · seat 4 2-1 1-0 0-0
//
// A tile lies as [a|b], a double crosswise as {a|a}; the open ends stand
// outside the line after "<" and before ">", and the line wraps after
// TilesPerLine tiles. The hand line shows only in the owner's view. Every
// finished round gets a score line, newest first; the newest also lists
// its hands.
//
// With names, a team is written by its players ("Alice & Carol") instead
// of its seat numbers.
func (b BoardView) Text(name func(games.Seat) string) string {
	verb, given := "win", name
	if name == nil {
		verb = "wins"
		name = games.Seat.String
	}
	var w strings.Builder
	w.Grow(300 + 12*len(b.Layout) + 150*len(b.Rounds))
	w.WriteString("Round ")
	games.WriteInt(&w, b.Round, 0)
	for _, t := range [...]Team{TeamA, TeamB} {
		w.WriteString(" · ")
		writeTeam(&w, given, "team ", t)
		w.WriteString(": ")
		games.WriteInt(&w, b.Teams[t], 0)
	}
	w.WriteString(" · ")
	games.WriteInt(&w, b.Target, 0)
	w.WriteString(" wins\n")
	b.writeLayout(&w)
	w.WriteString("Tiles: ")
	for s, n := range b.Counts {
		if s > 0 {
			w.WriteString(" · ")
		}
		w.WriteString(name(games.Seat(s)))
		w.WriteByte(' ')
		games.WriteInt(&w, n, 0)
	}
	w.WriteByte('\n')
	if len(b.Hand) > 0 {
		w.WriteString("Your hand: ")
		writeHand(&w, b.Hand)
		w.WriteByte('\n')
	}
	for _, e := range b.Recent {
		w.WriteString("- ")
		w.WriteString(games.ExpandSeats(e.String(), name))
		w.WriteByte('\n')
	}
	if b.Over {
		w.WriteString("Game over: ")
		writeTeam(&w, given, "team ", b.Winner)
		w.WriteByte(' ')
		w.WriteString(verb)
		w.WriteByte('\n')
	} else if b.Turn >= 0 {
		w.WriteString("To play: ")
		w.WriteString(name(b.Turn))
		w.WriteByte('\n')
	}
	// The rounds played, newest first with its hands: a reader that
	// clips the text (an image's description) loses the oldest.
	for i := len(b.Rounds) - 1; i >= 0; i-- {
		rd := b.Rounds[i]
		w.WriteString(rd.Text(given))
		w.WriteByte('\n')
		if i == len(b.Rounds)-1 {
			w.WriteString(rd.handsText(name))
			w.WriteByte('\n')
		}
	}
	return w.String()
}

// writeLayout writes the line of tiles, wrapped, with the open ends
// marked.
func (b BoardView) writeLayout(w *strings.Builder) {
	if len(b.Layout) == 0 {
		w.WriteString("Layout: empty\n")
		return
	}
	left, right, _ := b.Layout.Ends()
	games.WriteInt(w, left, 0)
	w.WriteString(" < ")
	for i, p := range b.Layout {
		if i > 0 && i%TilesPerLine == 0 {
			w.WriteString("\n    ")
		}
		writePlaced(w, p)
	}
	w.WriteString(" > ")
	games.WriteInt(w, right, 0)
	w.WriteByte('\n')
}

// writePlaced writes one tile of the line: [a|b], or {a|a} for a double.
func writePlaced(w *strings.Builder, p Placed) {
	open, close := byte('['), byte(']')
	if p.Left == p.Right {
		open, close = '{', '}'
	}
	w.WriteByte(open)
	games.WriteInt(w, p.Left, 0)
	w.WriteByte('|')
	games.WriteInt(w, p.Right, 0)
	w.WriteByte(close)
}

// handText lists tiles as "6-5 4-4 3-0", or "-" for none.
func handText(h Hand) string {
	var w strings.Builder
	writeHand(&w, h)
	return w.String()
}

// writeHand writes h as handText does.
func writeHand(w *strings.Builder, h Hand) {
	if len(h) == 0 {
		w.WriteByte('-')
		return
	}
	for i, t := range h {
		if i > 0 {
			w.WriteByte(' ')
		}
		games.WriteInt(w, t.Hi, 0)
		w.WriteByte('-')
		games.WriteInt(w, t.Lo, 0)
	}
}

// Text is the round's score line: "Round 1: domino by seat 3 · pips 1+3 0,
// 2+4 23 · 1+3 score 23 + 100 round + 100 last tile = 223".
func (rd Round) Text(name func(games.Seat) string) string {
	given := name
	if name == nil {
		name = games.Seat.String
	}
	var w strings.Builder
	w.Grow(120)
	w.WriteString("Round ")
	games.WriteInt(&w, rd.Number, 0)
	w.WriteString(": ")
	if rd.Ending == Domino {
		w.WriteString("domino by ")
		w.WriteString(name(rd.Out))
	} else {
		w.WriteString("blocked")
	}
	w.WriteString(" · pips ")
	writeTeam(&w, given, "", TeamA)
	w.WriteByte(' ')
	games.WriteInt(&w, rd.Pips[TeamA], 0)
	w.WriteString(", ")
	writeTeam(&w, given, "", TeamB)
	w.WriteByte(' ')
	games.WriteInt(&w, rd.Pips[TeamB], 0)
	w.WriteString(" · ")
	if rd.Winner == NoTeam {
		w.WriteString("tie, nobody scores")
		return w.String()
	}
	writeTeam(&w, given, "", rd.Winner)
	w.WriteString(" score ")
	games.WriteInt(&w, rd.Points, 0)
	if rd.RoundBonus > 0 {
		w.WriteString(" + ")
		games.WriteInt(&w, rd.RoundBonus, 0)
		w.WriteString(" round")
	}
	if rd.TileBonus > 0 {
		w.WriteString(" + ")
		games.WriteInt(&w, rd.TileBonus, 0)
		w.WriteString(" last tile")
	}
	if rd.Total != rd.Points {
		w.WriteString(" = ")
		games.WriteInt(&w, rd.Total, 0)
	}
	return w.String()
}

// handsText lists the hands the round ended with.
func (rd Round) handsText(name func(games.Seat) string) string {
	var w strings.Builder
	w.WriteString("Hands: ")
	for s, h := range rd.Hands {
		if s > 0 {
			w.WriteString(" · ")
		}
		w.WriteString(name(games.Seat(s)))
		w.WriteByte(' ')
		writeHand(&w, h)
	}
	return w.String()
}

// writeTeam writes how a text names team t: by its players' names when
// there are names ("Alice & Carol"), else by its seat numbers after
// prefix ("team 1+3").
func writeTeam(w *strings.Builder, name func(games.Seat) string, prefix string, t Team) {
	if name == nil {
		w.WriteString(prefix)
		w.WriteString(t.String())
		return
	}
	s := t.Seats()
	w.WriteString(name(s[0]))
	w.WriteString(" & ")
	w.WriteString(name(s[1]))
}
