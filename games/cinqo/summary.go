package cinqo

import (
	"fmt"
	"slices"
	"strings"

	"github.com/quintetbot/quintet/games"
)

// summaryOver is how many placements a roll must allow before
// MovesSummary groups them instead of letting them be listed.
const summaryOver = 25

// MovesSummary implements games.Summarizer: after a roll that allows many
// placements, it groups them as they are written (the faces to rack, to
// take from the bank, to bank, and the box), with the dice they are
// chosen from and examples from Legal.
func (st *state) MovesSummary(s games.Seat) string {
	legal := st.Legal(s)
	if st.Phase != Placing || len(legal) <= summaryOver {
		return ""
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Your %d legal moves place the roll: you rolled %s", len(legal), facesText(st.Roll))
	if st.Bank.Len() > 0 {
		fmt.Fprintf(&b, " and have %s banked", facesText(st.Bank))
	}
	b.WriteString(".\n")
	b.WriteString("- `rack` and the rolled faces to rack; at least one die goes to the rack, rolled or banked.\n")
	if st.Bank.Len() > 0 {
		b.WriteString("- `take` and banked faces to move them to the rack.\n")
	}
	b.WriteString("- `bank` and rolled faces to keep out of the next roll, at will.\n")
	if !st.Boxed {
		b.WriteString("- `box` at the end to box the Hi/Lo die as it shows.\n")
	}
	all := st.rackAll().Move()
	fmt.Fprintf(&b, "A die must be left to roll, unless you rack every rolled die: `%s` ends the turn.\n", all)
	b.WriteString("For example: " + strings.Join(examples(legal, all), ", ") + ".")
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
			out = append(out, "`"+string(legal[i])+"`")
		}
	}
	return out
}
