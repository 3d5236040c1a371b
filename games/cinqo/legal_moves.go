package cinqo

import (
	"strings"
	"sync/atomic"
	"unsafe"

	"github.com/quintetbot/quintet/games"
)

// moveTable keeps the one copy of every move the memo lists, each read as
// a placement beside it, so that Apply plays a listed move by finding its
// placement from where its text lies, without reading the text. The copies
// lie moveStride bytes apart in chunks that are only ever added to; the
// same few thousand moves recur in thousands of lists, so the table is
// small and stays in the processor's cache. Safe for concurrent use by
// listed; keep needs placeCache.mu.
type moveTable struct {
	copies map[games.Move]games.Move // every move kept, by its text
	chunks [moveChunks]atomic.Pointer[moveChunk]
	used   int // the moves kept in the last chunk
}

// The table's shape: a move is at most moveStride bytes (a longer one,
// and any beyond the last chunk, is kept as a plain string, not listed).
const (
	moveStride = 32
	chunkMoves = 1 << 13
	moveChunks = 16
)

// moveChunk holds the text of chunkMoves moves and their placements.
type moveChunk struct {
	text   [chunkMoves * moveStride]byte
	places [chunkMoves]listedMove
}

// listedMove is a kept move read as a placement.
type listedMove struct {
	place placement
	size  uint8 // the length of the move's text
	ok    bool  // the text reads as a placement (parsePlacement)
}

// keep returns the kept copy of m, keeping one when there is none.
// placeCache.mu must be held.
func (t *moveTable) keep(m games.Move) games.Move {
	if kept, ok := t.copies[m]; ok {
		return kept
	}
	if t.copies == nil {
		t.copies = map[games.Move]games.Move{}
	}
	kept := t.add(m)
	t.copies[kept] = kept
	return kept
}

// add copies m into the last chunk, or a new one when it is full.
func (t *moveTable) add(m games.Move) games.Move {
	if len(m) > moveStride {
		return games.Move(strings.Clone(string(m)))
	}
	n := 0 // chunks in use
	for n < moveChunks && t.chunks[n].Load() != nil {
		n++
	}
	if n == 0 || t.used == chunkMoves {
		if n == moveChunks {
			return games.Move(strings.Clone(string(m)))
		}
		t.chunks[n].Store(new(moveChunk))
		n, t.used = n+1, 0
	}
	c, i := t.chunks[n-1].Load(), t.used
	t.used++
	text := c.text[i*moveStride : i*moveStride+len(m)]
	copy(text, m)
	p, ok := parsePlacement(m)
	c.places[i] = listedMove{place: p, size: uint8(len(m)), ok: ok}
	return games.Move(unsafe.String(&text[0], len(text)))
}

// listed returns the placement of m when m is a kept move: the very
// string of a list Legal handed out, not a copy of it.
func (t *moveTable) listed(m games.Move) (placement, bool) {
	at := uintptr(unsafe.Pointer(unsafe.StringData(string(m))))
	for i := range t.chunks {
		c := t.chunks[i].Load()
		if c == nil {
			break
		}
		off := at - uintptr(unsafe.Pointer(&c.text[0]))
		if off >= uintptr(len(c.text)) {
			continue
		}
		if e := &c.places[off/moveStride]; off%moveStride == 0 && e.ok && int(e.size) == len(m) {
			return e.place, true
		}
		break
	}
	return placement{}, false
}
