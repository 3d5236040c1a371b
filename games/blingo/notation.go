package blingo

import (
	"slices"
	"strconv"
	"strings"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// Kind is the kind of a move.
type Kind int

// The kinds of move.
const (
	// Roll: the active player rolls the two dice.
	Roll Kind = iota + 1
	// Place: the active player places markers as the roll allows.
	Place
	// Pass: the active player places nothing, when the roll allows nothing.
	Pass
)

// Action is a move read from its notation.
type Action struct {
	Kind    Kind
	Squares [2]Square // Place: the squares ascending; the second 0 for one
}

// PlaceOn returns the move that places a marker on each of one or two
// squares, in any order.
func PlaceOn(qs ...Square) Action {
	a := Action{Kind: Place}
	qs = slices.Clone(qs)
	slices.Sort(qs)
	copy(a.Squares[:], slices.Compact(qs))
	return a
}

// Targets returns the squares a Place action names, ascending.
func (a Action) Targets() []Square {
	if a.Kind != Place {
		return nil
	}
	if a.Squares[1] == 0 {
		return a.Squares[:1]
	}
	return a.Squares[:]
}

// Move returns the action in canonical notation: "roll", "place 2 8"
// (squares ascending), "place 28" or "pass".
func (a Action) Move() games.Move {
	switch a.Kind {
	case Roll:
		return "roll"
	case Place:
		return games.Move("place " + squareList(a.Targets(), " "))
	case Pass:
		return "pass"
	}
	return ""
}

// String returns the canonical notation.
func (a Action) String() string { return string(a.Move()) }

// ParseMove reads a move in any letter case and spacing:
//
//	roll
//	place <square> [<square>]  squares 1-88 in any order; a repeated square counts once
//	<square> [<square>]        the same as place
//	pass
//
// Text it cannot read gives an error wrapping games.ErrBadNotation.
func ParseMove(m games.Move) (Action, error) {
	words := m.Fields()
	if len(words) == 0 {
		return Action{}, badNotation("refuse.blingo.empty")
	}
	switch words[0] {
	case "roll", "pass":
		if len(words) > 1 {
			return Action{}, badNotation("refuse.blingo.nothing_after", words[0])
		}
		if words[0] == "roll" {
			return Action{Kind: Roll}, nil
		}
		return Action{Kind: Pass}, nil
	case "place":
		return parsePlace(words[1:])
	}
	if isNumber(words[0]) {
		return parsePlace(words)
	}
	return Action{}, badNotation("refuse.blingo.no_move", words[0])
}

func parsePlace(words []string) (Action, error) {
	if len(words) == 0 || len(words) > 2 {
		return Action{}, badNotation("refuse.blingo.place_what")
	}
	qs := make([]Square, len(words))
	for i, w := range words {
		n, err := strconv.Atoi(w)
		if err != nil || !isNumber(w) || !Square(n).Valid() {
			return Action{}, badNotation("refuse.blingo.no_square", w, NumSquares)
		}
		qs[i] = Square(n)
	}
	return PlaceOn(qs...), nil
}

// isNumber reports whether w is all decimal digits.
func isNumber(w string) bool {
	return w != "" && strings.Trim(w, "0123456789") == ""
}

// badNotation returns a refusal wrapping games.ErrBadNotation: the
// message key with args, then how moves are written.
func badNotation(key string, args ...any) error {
	return locale.Refuse("blingo", games.ErrBadNotation, "refuse.blingo.notation", locale.T(key, args...))
}

// illegal returns a refusal wrapping games.ErrIllegalMove, its reason
// the message key with args.
func illegal(key string, args ...any) error {
	return locale.Refuse("blingo", games.ErrIllegalMove, key, args...)
}

// notYourTurn returns a refusal wrapping games.ErrNotYourTurn.
func notYourTurn(key string, args ...any) error {
	return locale.Refuse("blingo", games.ErrNotYourTurn, key, args...)
}
