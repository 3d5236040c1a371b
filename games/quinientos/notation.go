package quinientos

import (
	"github.com/quintetbot/quintet/games"
)

// Kind is the kind of a move.
type Kind int

// The kinds of move.
const (
	// Play: put a tile of the hand on the layout.
	Play Kind = iota + 1
	// Pass: give up the turn. It is never legal to type: the engine passes
	// by itself for a seat that has nothing that fits.
	Pass
)

// Action is a move read from its notation.
type Action struct {
	Kind Kind
	Tile Tile // Play: the tile
	End  End  // Play: the end, NoEnd when the tile has one place to go
}

// PlayOf returns the move that plays t on end e.
func PlayOf(t Tile, e End) Action { return Action{Kind: Play, Tile: t, End: e} }

// Move returns the action in canonical notation: "play 6-5" or
// "play 6-5 left" (the higher half first), or "pass".
func (a Action) Move() games.Move {
	switch a.Kind {
	case Play:
		if a.End == NoEnd {
			return games.Move("play " + a.Tile.String())
		}
		return games.Move("play " + a.Tile.String() + " " + a.End.String())
	case Pass:
		return "pass"
	}
	return ""
}

// String returns the canonical notation.
func (a Action) String() string { return string(a.Move()) }

// ParseMove reads a move in any letter case and spacing:
//
//	play <tile> [left|right]  the tile as 6-5, 5-6 or 6|5; l and r abbreviate
//	                          the ends; "play" may be left out
//	pass
//
// It reads the words only; whether the move is legal is Apply's business.
// Text it cannot read gives an error wrapping games.ErrBadNotation.
func ParseMove(m games.Move) (Action, error) {
	if a, ok := parsePlay(m); ok {
		return a, nil
	}
	return parseWords(m)
}

// parseWords is ParseMove's reading of m word by word.
func parseWords(m games.Move) (Action, error) {
	words := m.Fields()
	if len(words) == 0 {
		return Action{}, badNotation("refuse.quinientos.empty")
	}
	switch words[0] {
	case "pass":
		if len(words) > 1 {
			return Action{}, badNotation("refuse.quinientos.nothing_after", words[0])
		}
		return Action{Kind: Pass}, nil
	case "play":
		words = words[1:]
		if len(words) == 0 {
			return Action{}, badNotation("refuse.quinientos.which_tile")
		}
	}
	t, ok := ParseTile(words[0])
	if !ok {
		return Action{}, badNotation("refuse.quinientos.no_tile", words[0])
	}
	switch len(words) {
	case 1:
		return PlayOf(t, NoEnd), nil
	case 2:
		e, ok := parseEnd(words[1])
		if !ok {
			return Action{}, badNotation("refuse.quinientos.no_end", words[1])
		}
		return PlayOf(t, e), nil
	}
	return Action{}, badNotation("refuse.quinientos.tile_end")
}

// parsePlay reads a play written exactly "play a-b", "play a-b left" or
// "play a-b right" (canonical notation, or with the halves swapped)
// without splitting it into words, and reports whether m is one; ParseMove
// reads it to the same action.
func parsePlay(m games.Move) (Action, bool) {
	if len(m) < 8 || m[:5] != "play " || m[6] != '-' {
		return Action{}, false
	}
	a, b := int(m[5])-'0', int(m[7])-'0'
	if a < 0 || a > MaxPips || b < 0 || b > MaxPips {
		return Action{}, false
	}
	switch m[8:] {
	case "":
		return PlayOf(TileOf(a, b), NoEnd), true
	case " left":
		return PlayOf(TileOf(a, b), Left), true
	case " right":
		return PlayOf(TileOf(a, b), Right), true
	}
	return Action{}, false
}
