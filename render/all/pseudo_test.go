package all_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/render/draw"
)

// TestBoardsFitInPseudo draws every game's board, with its defaults and
// its shorter options (boardOptions), at its fewest and most players (1
// and 6 where the game takes them) in the pseudo-locale,
// every word 40% longer than English, and in every language Quintet
// speaks (a word may be longer still, as Russian's), with long names, at a dozen
// moments and at the end, and checks as TestBoardsLegibleOnPhone does
// (legible at a phone's width, only names cut short, on the board, the
// winners named) and that no two texts overlap.
func TestBoardsFitInPseudo(t *testing.T) {
	for _, rules := range games.All() {
		info := rules.Info()
		layout := boardLayouts[info.Name]
		for _, opts := range boardOptions(rules) {
			for _, seats := range slices.Compact([]int{info.MinSeats, min(info.MaxSeats, 6)}) {
				tables := playTablesWith(t, rules, opts, seats, 7)
				for _, l := range append([]locale.Lang{locale.Pseudo}, locale.Langs[1:]...) {
					t.Run(fmt.Sprintf("%s%s/%d/%s", info.Name, optionsName(opts), seats, l), func(t *testing.T) {
						step := max(1, len(tables)/12)
						var w worst
						check := func(i int) {
							tab := tables[i]
							tab.Lang = l
							w.check(t, layout, tab, i)
							l, _ := layout(tab)
							checkOverlaps(t, l, i)
						}
						for i := 0; i < len(tables); i += step {
							check(i)
						}
						check(len(tables) - 1)
					})
				}
			}
		}
	}
}

// checkOverlaps fails the test when two different texts drawn overlap
// by more than the two pixels a line's box may share with the next.
func checkOverlaps(t *testing.T, l draw.Layout, move int) {
	t.Helper()
	for i, a := range l.Texts {
		for _, b := range l.Texts[i+1:] {
			if a == b {
				continue // drawn twice in place
			}
			if in := a.Box.Intersect(b.Box); in.Dx() > 2 && in.Dy() > 2 {
				t.Errorf("move %d: %q at %v overlaps %q at %v", move, a.Text, a.Box, b.Text, b.Box)
				return
			}
		}
	}
}
