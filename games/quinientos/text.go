package quinientos

import (
	"fmt"
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
// finished round gets a score line; the last one also lists its hands.
//
// With names, a team is written by its players ("Alice & Carol") instead
// of its seat numbers.
func (b BoardView) Text(name func(games.Seat) string) string {
	team, verb, given := teamLabel(name, "team "), "win", name
	if name == nil {
		verb = "wins"
		name = games.Seat.String
	}
	var w strings.Builder
	fmt.Fprintf(&w, "Round %d · %s: %d · %s: %d · %d wins\n",
		b.Round, team(TeamA), b.Teams[TeamA], team(TeamB), b.Teams[TeamB], b.Target)
	w.WriteString(b.layoutText())
	counts := make([]string, Seats)
	for s, n := range b.Counts {
		counts[s] = fmt.Sprintf("%s %d", name(games.Seat(s)), n)
	}
	w.WriteString("Tiles: " + strings.Join(counts, " · ") + "\n")
	if len(b.Hand) > 0 {
		w.WriteString("Your hand: " + handText(b.Hand) + "\n")
	}
	for _, e := range b.Recent {
		w.WriteString("- " + games.ExpandSeats(e.String(), name) + "\n")
	}
	if b.Over {
		fmt.Fprintf(&w, "Game over: %s %s\n", team(b.Winner), verb)
	} else {
		w.WriteString("To play: " + name(b.Turn) + "\n")
	}
	for i, rd := range b.Rounds {
		w.WriteString(rd.Text(given) + "\n")
		if i == len(b.Rounds)-1 {
			w.WriteString(rd.handsText(name) + "\n")
		}
	}
	return w.String()
}

// layoutText is the line of tiles, wrapped, with the open ends marked.
func (b BoardView) layoutText() string {
	if len(b.Layout) == 0 {
		return "Layout: empty\n"
	}
	var w strings.Builder
	left, right, _ := b.Layout.Ends()
	fmt.Fprintf(&w, "%d < ", left)
	for i, p := range b.Layout {
		if i > 0 && i%TilesPerLine == 0 {
			w.WriteString("\n    ")
		}
		w.WriteString(placedText(p))
	}
	fmt.Fprintf(&w, " > %d\n", right)
	return w.String()
}

// placedText is one tile of the line: [a|b], or {a|a} for a double.
func placedText(p Placed) string {
	if p.Left == p.Right {
		return fmt.Sprintf("{%d|%d}", p.Left, p.Right)
	}
	return fmt.Sprintf("[%d|%d]", p.Left, p.Right)
}

// handText lists tiles as "6-5 4-4 3-0", or "-" for none.
func handText(h Hand) string {
	if len(h) == 0 {
		return "-"
	}
	parts := make([]string, len(h))
	for i, t := range h {
		parts[i] = t.String()
	}
	return strings.Join(parts, " ")
}

// Text is the round's score line: "Round 1: domino by seat 3 · pips 1+3 0,
// 2+4 23 · 1+3 score 23 + 100 round + 100 last tile = 223".
func (rd Round) Text(name func(games.Seat) string) string {
	team := teamLabel(name, "")
	if name == nil {
		name = games.Seat.String
	}
	how := "blocked"
	if rd.Ending == Domino {
		how = "domino by " + name(rd.Out)
	}
	head := fmt.Sprintf("Round %d: %s · pips %s %d, %s %d · ", rd.Number, how, team(TeamA), rd.Pips[TeamA], team(TeamB), rd.Pips[TeamB])
	if rd.Winner == NoTeam {
		return head + "tie, nobody scores"
	}
	sum := fmt.Sprintf("%s score %d", team(rd.Winner), rd.Points)
	if rd.RoundBonus > 0 {
		sum += fmt.Sprintf(" + %d round", rd.RoundBonus)
	}
	if rd.TileBonus > 0 {
		sum += fmt.Sprintf(" + %d last tile", rd.TileBonus)
	}
	if rd.Total != rd.Points {
		sum += fmt.Sprintf(" = %d", rd.Total)
	}
	return head + sum
}

// handsText lists the hands the round ended with.
func (rd Round) handsText(name func(games.Seat) string) string {
	parts := make([]string, Seats)
	for s, h := range rd.Hands {
		parts[s] = name(games.Seat(s)) + " " + handText(h)
	}
	return "Hands: " + strings.Join(parts, " · ")
}

// teamLabel returns how a text names a team: by its players' names when
// there are names ("Alice & Carol"), else by its seat numbers after
// prefix ("team 1+3").
func teamLabel(name func(games.Seat) string, prefix string) func(Team) string {
	return func(t Team) string {
		if name == nil {
			return prefix + t.String()
		}
		s := t.Seats()
		return name(s[0]) + " & " + name(s[1])
	}
}
