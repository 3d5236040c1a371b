package commands

import (
	"slices"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// labelledMove is a legal move and its label in a player's words.
type labelledMove struct {
	move  games.Move
	label string // games.MoveIn
}

// readingOrderIn returns the moves of game in l's words, in the order a
// player of l reads them: by their labels, accents aside, runs of digits
// as numbers (see readingOrder); in English, readingOrder's. moves is
// never changed.
func readingOrderIn(l locale.Lang, game string, moves []games.Move) []labelledMove {
	out := make([]labelledMove, len(moves))
	keys := make(map[games.Move]string, len(moves))
	for i, m := range moves {
		out[i] = labelledMove{move: m, label: games.MoveIn(l, game, m)}
		keys[m] = games.FoldAccents(out[i].label)
	}
	slices.SortStableFunc(out, func(a, b labelledMove) int { return compareReading(keys[a.move], keys[b.move]) })
	return out
}
