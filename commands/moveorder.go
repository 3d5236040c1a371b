package commands

import (
	"slices"
	"strings"

	"github.com/quintetbot/quintet/games"
)

// readingOrder returns a sorted copy of moves in the order a player reads
// them: runs of digits compare as numbers, so "write red 9" comes before
// "write red 10" and "wilds 8 9 10 11 12" before "wilds 21 22 23 24 25".
// The engines' Legal lists are sorted as strings; the slice given is
// never changed (engines may share it from a cache).
func readingOrder(moves []games.Move) []games.Move {
	out := slices.Clone(moves)
	slices.SortStableFunc(out, func(a, b games.Move) int { return compareReading(string(a), string(b)) })
	return out
}

// compareReading compares a and b piece by piece, a run of digits as a
// number and any other text byte by byte: negative when a comes first,
// zero when they are equal, positive when b comes first.
func compareReading(a, b string) int {
	for a != "" && b != "" {
		da, db := digitRun(a), digitRun(b)
		if da > 0 && db > 0 {
			if c := compareNumbers(a[:da], b[:db]); c != 0 {
				return c
			}
			a, b = a[da:], b[db:]
			continue
		}
		if a[0] != b[0] {
			return cmpByte(a[0], b[0])
		}
		a, b = a[1:], b[1:]
	}
	return len(a) - len(b)
}

// digitRun returns the length of the run of ASCII digits that starts s.
func digitRun(s string) int {
	n := strings.IndexFunc(s, func(r rune) bool { return r < '0' || r > '9' })
	if n < 0 {
		return len(s)
	}
	return n
}

// compareNumbers compares two runs of digits by value, of any length.
func compareNumbers(a, b string) int {
	a, b = strings.TrimLeft(a, "0"), strings.TrimLeft(b, "0")
	if len(a) != len(b) {
		return len(a) - len(b)
	}
	return strings.Compare(a, b)
}

func cmpByte(a, b byte) int {
	if a < b {
		return -1
	}
	return 1
}
