package quingo

import (
	"testing"

	"github.com/quintetbot/quintet/games/locale"
)

// TestKeptSentencesAreNeverStale describes every sheet of seeded games,
// in two languages, after every move, and checks that the sentence kept
// for a sheet is the one describing it afresh gives.
func TestKeptSentencesAreNeverStale(t *testing.T) {
	for _, seats := range []int{2, 4} {
		for _, tb := range playedTables(t, seats, 11) {
			b := boardOf(tb)
			for _, lang := range []locale.Lang{locale.English, locale.French} {
				tb.Lang = lang
				for _, v := range b.Seats {
					if got, want := sheetSentence(tb, b, v), describeSheet(tb, b, v); got != want {
						t.Fatalf("%d seats, version %d: kept %q, described afresh %q", seats, tb.Version, got, want)
					}
				}
			}
		}
	}
}
