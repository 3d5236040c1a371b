package cinqo

import (
	"unsafe"

	"github.com/quintetbot/quintet/games"
)

// moveArena holds the memo's lists in memory the garbage collector does
// not scan. The memo keeps some hundred thousand list entries for the life
// of the program; as ordinary []games.Move they were marked again on every
// collection, which a playout (one small state a move) triggers often.
// Here a list is kept in chunks of plain integers: the collector marks a
// chunk when something points into it and never reads inside. The text the
// lists point to must live as long as they do (moveTable keeps it). The
// zero value is ready; it is not safe for concurrent use (placeCache.mu
// guards it).
type moveArena struct {
	words []uint64 // free room for list headers, two words a move
}

// arenaWords is the size of a chunk: a list is always far smaller.
const arenaWords = 1 << 15

// keepList copies list, whose moves' text must outlive the copy, and
// returns the copy, a read-only slice of arena memory.
func (a *moveArena) keepList(list []games.Move) []games.Move {
	if len(list) == 0 {
		return []games.Move{}
	}
	const per = int(unsafe.Sizeof(games.Move(""))) / 8 // words a move
	if need := per * len(list); need > len(a.words) {
		a.words = make([]uint64, max(arenaWords, need))
	}
	for i, m := range list {
		a.words[per*i] = uint64(uintptr(unsafe.Pointer(unsafe.StringData(string(m)))))
		a.words[per*i+1] = uint64(len(m))
	}
	kept := unsafe.Slice((*games.Move)(unsafe.Pointer(&a.words[0])), len(list))
	a.words = a.words[per*len(list):]
	return kept
}
