package cinqo

import (
	"fmt"
	"slices"
	"strings"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// summaryOver is how many placements a roll must allow before
// MovesSummary groups them instead of letting them be listed.
const summaryOver = 25

// MovesSummary implements games.Summarizer: after a roll that allows many
// placements, it groups them as they are written (the faces to rack, to
// take from the bank, to bank, and the box), with the dice they are
// chosen from and examples from Legal.
func (st *state) MovesSummary(s games.Seat) string { return st.MovesSummaryIn(locale.English, s) }

// MovesSummaryIn is MovesSummary in l, the moves and their words in
// l's notation (games.MoveIn).
func (st *state) MovesSummaryIn(l locale.Lang, s games.Seat) string {
	legal := st.Legal(s)
	if st.Phase != Placing || len(legal) <= summaryOver {
		return ""
	}
	word := func(w games.Move) string { return games.MoveIn(l, Name, w) }
	var b strings.Builder
	if st.Bank.Len() > 0 {
		b.WriteString(l.Say("board.cinqo.moves_head_bank", len(legal), facesText(st.Roll), facesText(st.Bank)))
	} else {
		b.WriteString(l.Say("board.cinqo.moves_head", len(legal), facesText(st.Roll)))
	}
	b.WriteString("\n" + l.Say("board.cinqo.moves_rack", word("rack")))
	if st.Bank.Len() > 0 {
		b.WriteString("\n" + l.Say("board.cinqo.moves_take", word("take")))
	}
	b.WriteString("\n" + l.Say("board.cinqo.moves_bank", word("bank")))
	if !st.Boxed {
		b.WriteString("\n" + l.Say("board.cinqo.moves_box", word("box")))
	}
	all := st.rackAll().Move()
	b.WriteString("\n" + l.Say("board.cinqo.moves_all", word(all)))
	ex := examples(legal, all)
	for i, m := range ex {
		ex[i] = "`" + word(games.Move(m)) + "`"
	}
	b.WriteString("\n" + l.Say("board.cinqo.moves_examples", strings.Join(ex, ", ")))
	return b.String()
}

// facesText writes dice as their faces: "1 1 2 3 6".
func facesText(d Dice) string {
	var f []string
	for _, v := range d.Faces() {
		f = append(f, fmt.Sprint(v))
	}
	return strings.Join(f, " ")
}

// examples picks up to three moves of legal, each of another kind: a
// single rack, one with a bank, one with the box; never the rack of
// every die, which the summary names apart.
func examples(legal []games.Move, all games.Move) []string {
	var out []string
	for _, kind := range []func(string) bool{
		func(m string) bool { return !strings.Contains(m, " bank ") && !strings.HasSuffix(m, " box") },
		func(m string) bool { return strings.Contains(m, " bank ") && !strings.HasSuffix(m, " box") },
		func(m string) bool { return strings.HasSuffix(m, " box") },
	} {
		if i := slices.IndexFunc(legal, func(m games.Move) bool { return m != all && kind(string(m)) }); i >= 0 {
			out = append(out, string(legal[i]))
		}
	}
	return out
}
