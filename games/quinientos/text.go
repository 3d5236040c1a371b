package quinientos

import (
	"strconv"
	"strings"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
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
	return b.TextIn(locale.English, name)
}

// TextIn is Text in l's words; the tiles, the line and the numbers read
// the same in every language.
func (b BoardView) TextIn(l locale.Lang, name func(games.Seat) string) string {
	given := name
	if name == nil {
		name = games.Seat.String
	}
	var w strings.Builder
	w.Grow(300 + 12*len(b.Layout) + 150*len(b.Rounds))
	w.WriteString(l.Say("quinientos.text.head", b.Round,
		teamText(l, given, TeamA, true), b.Teams[TeamA], teamText(l, given, TeamB, true), b.Teams[TeamB], b.Target))
	w.WriteByte('\n')
	b.writeLayout(&w, l)
	counts := make([]string, len(b.Counts))
	for s, n := range b.Counts {
		counts[s] = name(games.Seat(s)) + " " + strconv.Itoa(n)
	}
	w.WriteString(l.Say("quinientos.text.tiles", strings.Join(counts, " · ")))
	w.WriteByte('\n')
	if len(b.Hand) > 0 {
		w.WriteString(l.Say("quinientos.text.your_hand", handText(b.Hand)))
		w.WriteByte('\n')
	}
	for _, e := range b.Recent {
		w.WriteString("- ")
		w.WriteString(games.ExpandSeats(e.Text().In(l), name))
		w.WriteByte('\n')
	}
	if b.Over {
		key := "quinientos.text.over_team"
		if given != nil {
			key = "quinientos.text.over_players"
		}
		w.WriteString(l.Say(key, teamText(l, given, b.Winner, true)))
		w.WriteByte('\n')
	} else if b.Turn >= 0 {
		w.WriteString(l.Say("quinientos.text.to_play", name(b.Turn)))
		w.WriteByte('\n')
	}
	// The rounds played, newest first with its hands: a reader that
	// clips the text (an image's description) loses the oldest.
	for i := len(b.Rounds) - 1; i >= 0; i-- {
		rd := b.Rounds[i]
		w.WriteString(rd.TextIn(l, given))
		w.WriteByte('\n')
		if i == len(b.Rounds)-1 {
			w.WriteString(rd.handsText(l, name))
			w.WriteByte('\n')
		}
	}
	return w.String()
}

// writeLayout writes the line of tiles, wrapped, with the open ends
// marked.
func (b BoardView) writeLayout(w *strings.Builder, l locale.Lang) {
	if len(b.Layout) == 0 {
		w.WriteString(l.Say("quinientos.text.layout_empty"))
		w.WriteByte('\n')
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

// Text is the round's score line in English: "Round 1: domino by seat 3
// · pips 1+3 0, 2+4 23 · 1+3 score 23 + 100 round + 100 last tile = 223".
func (rd Round) Text(name func(games.Seat) string) string { return rd.TextIn(locale.English, name) }

// TextIn is the round's score line in l.
func (rd Round) TextIn(l locale.Lang, name func(games.Seat) string) string {
	given := name
	if name == nil {
		name = games.Seat.String
	}
	how := l.Say("quinientos.text.blocked")
	if rd.Ending == Domino {
		how = l.Say("quinientos.text.domino_by", name(rd.Out))
	}
	pips := l.Say("quinientos.text.pips",
		teamText(l, given, TeamA, false), rd.Pips[TeamA], teamText(l, given, TeamB, false), rd.Pips[TeamB])
	if rd.Winner == NoTeam {
		return l.Say("quinientos.text.round_tie", rd.Number, how, pips)
	}
	sum := strconv.Itoa(rd.Points)
	if rd.RoundBonus > 0 {
		sum += " + " + l.Say("quinientos.text.round_bonus", rd.RoundBonus)
	}
	if rd.TileBonus > 0 {
		sum += " + " + l.Say("quinientos.text.tile_bonus", rd.TileBonus)
	}
	if rd.Total != rd.Points {
		sum += " = " + strconv.Itoa(rd.Total)
	}
	return l.Say("quinientos.text.round", rd.Number, how, pips, teamText(l, given, rd.Winner, false), sum)
}

// handsText lists the hands the round ended with.
func (rd Round) handsText(l locale.Lang, name func(games.Seat) string) string {
	hands := make([]string, len(rd.Hands))
	for s, h := range rd.Hands {
		hands[s] = name(games.Seat(s)) + " " + handText(h)
	}
	return l.Say("quinientos.text.hands", strings.Join(hands, " · "))
}

// teamText is how a text names team t: by its players' names when there
// are names ("Alice & Carol"), else by its seat numbers ("1+3"), after
// the word "team" when word is set ("team 1+3").
func teamText(l locale.Lang, name func(games.Seat) string, t Team, word bool) string {
	if name != nil {
		s := t.Seats()
		return name(s[0]) + " & " + name(s[1])
	}
	if word {
		return l.Say("quinientos.text.team", t.String())
	}
	return t.String()
}
