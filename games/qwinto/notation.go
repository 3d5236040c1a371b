package qwinto

import (
	"strconv"
	"strings"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// Kind is the kind of a move.
type Kind int

// The kinds of move.
const (
	// Roll: the active player rolls the dice of the chosen colours.
	Roll Kind = iota + 1
	// Write: write the sum into a cell of a rolled colour's row.
	Write
	// Skip: write nothing for this roll.
	Skip
	// Reroll: the active player rolls the same dice again (variant).
	Reroll
	// Keep: the active player keeps the roll (variant).
	Keep
)

// Action is a move read from its notation.
type Action struct {
	Kind     Kind
	Colours  Colours // Roll: the dice to roll
	Colour   Colour  // Write: the row
	Position int     // Write: the position in the row, 0-9
}

// RollOf returns the move that rolls the dice of set.
func RollOf(set Colours) Action { return Action{Kind: Roll, Colours: set} }

// WriteAt returns the move that writes into position p (0-9) of row c.
func WriteAt(c Colour, p int) Action { return Action{Kind: Write, Colour: c, Position: p} }

// Move returns the action in canonical notation: "roll red blue",
// "write yellow 4" (positions counted 1-10), "skip", "reroll" or "keep".
func (a Action) Move() games.Move {
	switch a.Kind {
	case Roll:
		return games.Move("roll " + a.Colours.String())
	case Write:
		if a.Colour >= Red && a.Colour <= Blue && a.Position >= 0 && a.Position < Positions {
			return writeMoves[a.Colour][a.Position]
		}
		return writeNotation(a.Colour, a.Position)
	case Skip:
		return "skip"
	case Reroll:
		return "reroll"
	case Keep:
		return "keep"
	}
	return ""
}

// writeNotation formats a write; Move looks it up in writeMoves.
func writeNotation(c Colour, p int) games.Move {
	return games.Move("write " + c.String() + " " + strconv.Itoa(p+1))
}

// String returns the canonical notation.
func (a Action) String() string { return string(a.Move()) }

// ParseMove reads a move in any letter case and spacing:
//
//	roll <colours>      the colours in any order, each once, or "all"
//	write <colour> <n>  n counts the row's positions 1-10 from the left
//	skip | reroll | keep
//
// Text it cannot read gives an error wrapping games.ErrBadNotation.
func ParseMove(m games.Move) (Action, error) {
	if a, ok := canonical[m]; ok {
		return a, nil
	}
	words := m.Fields()
	if len(words) == 0 {
		return Action{}, badNotation("refuse.qwinto.empty")
	}
	switch words[0] {
	case "roll":
		return parseRoll(words[1:])
	case "write":
		return parseWrite(words[1:])
	case "skip", "reroll", "keep":
		if len(words) > 1 {
			return Action{}, badNotation("refuse.qwinto.nothing_after", words[0])
		}
		return Action{Kind: map[string]Kind{"skip": Skip, "reroll": Reroll, "keep": Keep}[words[0]]}, nil
	}
	return Action{}, badNotation("refuse.qwinto.no_move", words[0])
}

func parseRoll(words []string) (Action, error) {
	if len(words) == 1 && words[0] == "all" {
		return RollOf(ColoursOf(Red, Yellow, Blue)), nil
	}
	if len(words) == 0 {
		return Action{}, badNotation("refuse.qwinto.roll_which")
	}
	var set Colours
	for _, w := range words {
		c, ok := ParseColour(w)
		if !ok {
			return Action{}, badNotation("refuse.qwinto.no_colour", w)
		}
		if set.Has(c) {
			return Action{}, badNotation("refuse.qwinto.colour_once")
		}
		set |= ColoursOf(c)
	}
	return RollOf(set), nil
}

func parseWrite(words []string) (Action, error) {
	if len(words) != 2 {
		return Action{}, badNotation("refuse.qwinto.write_what")
	}
	c, ok := ParseColour(words[0])
	if !ok {
		return Action{}, badNotation("refuse.qwinto.no_row", words[0])
	}
	n, err := strconv.Atoi(words[1])
	if err != nil || strings.ContainsAny(words[1], "+-") || n < 1 || n > Positions {
		return Action{}, badNotation("refuse.qwinto.position", Positions)
	}
	return WriteAt(c, n-1), nil
}

// badNotation returns a refusal wrapping games.ErrBadNotation: the
// message key with args, then how moves are written.
func badNotation(key string, args ...any) error {
	return locale.Refuse("qwinto", games.ErrBadNotation, "refuse.qwinto.notation", locale.T(key, args...))
}
