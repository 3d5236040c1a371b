package cinqo

import (
	"unsafe"

	"github.com/quintetbot/quintet/games"
)

// moveArena holds the memo's lists and their text in memory the garbage
// collector does not scan. The memo keeps some hundred thousand list
// entries for the life of the program; as ordinary []games.Move they were
// marked again on every collection, which a playout (one small state a
// move) triggers often. Here a list is kept in chunks of plain integers
// and its moves' text in chunks of bytes: the collector marks a chunk when
// something points into it and never reads inside. Every chunk stays
// referenced from the arena, so the text a list points to lives as long as
// the list. The zero value is ready; it is not safe for concurrent use
// (placeCache.mu guards it).
type moveArena struct {
	words []uint64 // free room for list headers, two words a move
	text  []byte   // free room for move text
	kept  [][]byte // every text chunk, kept alive for the lists that point into it
}

// Chunk sizes: a list or a move is always far smaller.
const (
	arenaWords = 1 << 15
	arenaText  = 1 << 16
)

// keepText copies m into the arena and returns the copy.
func (a *moveArena) keepText(m games.Move) games.Move {
	if len(m) == 0 {
		return ""
	}
	if len(m) > len(a.text) {
		a.text = make([]byte, max(arenaText, len(m)))
		a.kept = append(a.kept, a.text)
	}
	n := copy(a.text, m)
	kept := games.Move(unsafe.String(&a.text[0], n))
	a.text = a.text[n:]
	return kept
}

// keepList copies list, whose moves' text must already be in the arena,
// and returns the copy, a read-only slice of arena memory.
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
