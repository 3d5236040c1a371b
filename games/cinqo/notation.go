package cinqo

import (
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// Kind is the kind of a move.
type Kind int

// The kinds of move.
const (
	// Roll: roll every die not racked or banked, and the Hi/Lo die unless
	// it is boxed.
	Roll Kind = iota + 1
	// Place: after a roll, rack dice, bank dice and box the Hi/Lo die.
	Place
)

// Action is a move read from its notation.
type Action struct {
	Kind Kind
	Rack Dice // Place: rolled dice moved to the rack
	Take Dice // Place: banked dice moved to the rack
	Bank Dice // Place: rolled dice moved to the bank
	Box  bool // Place: box the Hi/Lo die with the face it shows
}

// RollAction is the move that rolls the dice.
var RollAction = Action{Kind: Roll}

// Racked returns the dice the action puts in the rack, from the roll and
// from the bank.
func (a Action) Racked() Dice { return a.Rack.Plus(a.Take) }

// Move returns the action in canonical notation: "roll", or the words
// rack, take, bank and box in that order, each of the first three followed
// by faces in ascending order and left out when it has none:
// "rack 6 6 take 5 bank 4 box".
func (a Action) Move() games.Move {
	var buf [32]byte
	return games.Move(a.appendMove(buf[:0]))
}

// appendMove appends the canonical notation of a to b.
func (a Action) appendMove(b []byte) []byte {
	switch a.Kind {
	case Roll:
		return append(b, "roll"...)
	case Place:
	default:
		return b
	}
	start := len(b)
	for _, seg := range [...]struct {
		word string
		dice *Dice
	}{{"rack", &a.Rack}, {"take", &a.Take}, {"bank", &a.Bank}} {
		if seg.dice.Len() == 0 {
			continue
		}
		if len(b) > start {
			b = append(b, ' ')
		}
		b = append(b, seg.word...)
		for i, c := range seg.dice {
			for range c {
				b = append(b, ' ', byte('1'+i))
			}
		}
	}
	if a.Box {
		if len(b) > start {
			b = append(b, ' ')
		}
		b = append(b, "box"...)
	}
	return b
}

// String returns the canonical notation.
func (a Action) String() string { return string(a.Move()) }

// ParseMove reads a move in any letter case and spacing:
//
//	roll               roll the dice
//	rack <faces>       rack rolled dice, e.g. rack 6 6
//	take <faces>       rack banked dice, e.g. take 5
//	bank <faces>       bank rolled dice
//	box                box the Hi/Lo die
//
// A placement joins any of the last four in any order, each at most once,
// with faces 1-6 in any order and at most five in all: "rack 6 6 bank 5 box".
// Text it cannot read gives an error wrapping games.ErrBadNotation. Whether
// the dice are there is for Apply to judge.
func ParseMove(m games.Move) (Action, error) {
	if a, ok := parseCanonical(m); ok {
		return a, nil
	}
	words := m.Fields()
	if len(words) == 0 {
		return Action{}, badNotation("refuse.cinqo.empty")
	}
	if words[0] == "roll" {
		if len(words) > 1 {
			return Action{}, badNotation("refuse.cinqo.roll_alone")
		}
		return RollAction, nil
	}
	return parsePlace(words)
}

// parsePlace reads the segments of a placement.
func parsePlace(words []string) (Action, error) {
	a := Action{Kind: Place}
	seen := map[string]bool{}
	word, into, n := "", (*Dice)(nil), 0 // the segment being read and its faces so far
	for i, w := range words {
		if w == "rack" || w == "take" || w == "bank" || w == "box" {
			if err := needFaces(word, into, n); err != nil {
				return Action{}, err
			}
			if seen[w] {
				return Action{}, badNotation("refuse.cinqo.once", w)
			}
			seen[w], word, into, n = true, w, a.segment(w), 0
			a.Box = a.Box || w == "box"
			continue
		}
		f := face(w)
		switch {
		case i == 0:
			return Action{}, badNotation("refuse.cinqo.no_move", w)
		case f == 0:
			return Action{}, badNotation("refuse.cinqo.no_face", w)
		case into == nil:
			return Action{}, badNotation("refuse.cinqo.box_alone")
		}
		into[f-1]++
		n++
		if a.Rack.Len()+a.Take.Len()+a.Bank.Len() > DiceCount {
			return Action{}, badNotation("refuse.cinqo.five_dice")
		}
	}
	if err := needFaces(word, into, n); err != nil {
		return Action{}, err
	}
	return a, nil
}

// segment returns the dice a segment word fills: nil for "box".
func (a *Action) segment(word string) *Dice {
	switch word {
	case "rack":
		return &a.Rack
	case "take":
		return &a.Take
	case "bank":
		return &a.Bank
	}
	return nil
}

// needFaces refuses a rack, take or bank segment without faces.
func needFaces(word string, into *Dice, n int) error {
	if into != nil && n == 0 {
		return badNotation("refuse.cinqo.which_dice", word)
	}
	return nil
}

// face reads a die face, "1" to "6"; 0 when w is none.
func face(w string) int {
	if len(w) != 1 || w[0] < '1' || w[0] > '0'+Faces {
		return 0
	}
	return int(w[0] - '0')
}

// badNotation returns a refusal wrapping games.ErrBadNotation: the
// message key with args, then how moves are written.
func badNotation(key string, args ...any) error {
	return locale.Refuse("cinqo", games.ErrBadNotation, "refuse.cinqo.notation", locale.T(key, args...))
}
