package quinientos

import "github.com/quintetbot/quintet/games"

// playKey numbers the plays of the set 0-83: tile index times three plus
// the end (NoEnd, Left, Right). Ascending keys are the plays in the order
// of their canonical notation, since every tile writes as three characters
// "H-L" and "left" sorts before "right".
type playKey uint8

// keyOf returns the key of the play of t on end e.
func keyOf(t Tile, e End) playKey { return playKey(t.index()*3 + int(e)) }

// action returns the play of key k.
func (k playKey) action() Action { return PlayOf(tileTable[k/3], End(k%3)) }

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

// playedEvents holds, by seat and play key, the Recent of a move that only
// plays a tile: one Played event. Each slice has capacity one, so a move
// that records more events appends to a copy; the tables are never written.
var playedEvents = func() (out [Seats][SetSize * 3][]Event) {
	for s := range out {
		for _, t := range Set() {
			for _, e := range []End{NoEnd, Left, Right} {
				ev := Event{Kind: Played, Seat: games.Seat(s), Tile: &tileTable[t.index()], End: e, Team: TeamOf(games.Seat(s))}
				out[s][keyOf(t, e)] = []Event{ev}
			}
		}
	}
	return out
}()
