package games

import "github.com/quintetbot/quintet/games/locale"

// SummarizerIn is a Summarizer that says its summary in any language.
type SummarizerIn interface {
	MovesSummaryIn(l locale.Lang, s Seat) string
}

// MovesSummaryIn is MovesSummary in l: what st's SummarizerIn says, else
// its Summarizer's English.
func MovesSummaryIn(l locale.Lang, st State, s Seat) string {
	if sm, ok := st.(SummarizerIn); ok {
		return sm.MovesSummaryIn(l, s)
	}
	return MovesSummary(st, s)
}
