package quinientos

import "github.com/quintetbot/quintet/games"

// playKey numbers the plays of the set 0-83: tile index times three plus
// the end (NoEnd, Left, Right). Ascending keys are the plays in the order
// of their canonical notation, since every tile writes as three characters
// "H-L" and "left" sorts before "right".
type playKey uint8

// keyOf returns the key of the play of t on end e.
func keyOf(t Tile, e End) playKey { return keyAt(t.index(), e) }

// keyAt returns the key of the play of the tile of index i on end e.
func keyAt(i int, e End) playKey { return playKey(i*3 + int(e)) }

// action returns the play of key k.
func (k playKey) action() Action { return PlayOf(tileTable[k/3], End(k%3)) }

// appendPlayKeys appends to keys the plays of the tiles playable, of which
// those in both fit both open ends, in ascending order, the order of their
// notation: a tile that fits one end (or leads) once without an end, a
// tile that fits both ends once for each, left first.
func appendPlayKeys(keys []playKey, playable, both tileSet) []playKey {
	for ts := playable; ts != 0; ts &= ts - 1 {
		i := ts.lowestIndex()
		if both&(1<<i) != 0 {
			keys = append(keys, keyAt(i, Left), keyAt(i, Right))
		} else {
			keys = append(keys, keyAt(i, NoEnd))
		}
	}
	return keys
}

// movesOfOne returns, as a run of playMoves, the plays of the one tile in
// playable: on either end when both holds it, else once without an end.
func movesOfOne(playable, both tileSet) []games.Move {
	i := playable.lowestIndex()
	if both != 0 {
		return playMoves[keyAt(i, Left) : keyAt(i, Right)+1 : keyAt(i, Right)+1]
	}
	return playMoves[keyAt(i, NoEnd) : keyAt(i, NoEnd)+1 : keyAt(i, NoEnd)+1]
}

// playMoves holds the canonical notation of every play by key, written
// once by Action.Move, so that Legal builds no strings.
var playMoves = func() (out [SetSize * 3]games.Move) {
	for _, t := range Set() {
		for _, e := range []End{NoEnd, Left, Right} {
			out[keyOf(t, e)] = PlayOf(t, e).Move()
		}
	}
	return out
}()

// tileTable holds every tile by index for events to point to: an event's
// Tile is read-only, so events share these.
var tileTable = func() (out [SetSize]Tile) {
	for _, t := range Set() {
		out[t.index()] = t
	}
	return out
}()
