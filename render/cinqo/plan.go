package cinqo

import (
	"strings"

	"github.com/quintetbot/quintet/games/cinqo"
	"github.com/quintetbot/quintet/games/locale"
)

// Fate is what the placing player chose for one rolled die.
type Fate byte

// The fates of a rolled die, in the order a toggle cycles through them.
const (
	Reroll Fate = 'o' // left to roll again
	Racked Fate = 'r' // moved to the rack
	Banked Fate = 'b' // put in the bank
)

// next is the fate a click on the die's toggle gives.
func (f Fate) next() Fate {
	switch f {
	case Reroll:
		return Racked
	case Racked:
		return Banked
	}
	return Reroll
}

// Plan is the placement the toggles of a board build after a roll: a fate
// per rolled die and whether each banked die is taken to the rack, both in
// ascending order of faces, and whether the Hi/Lo die is boxed. It rides in
// the toggles' custom ids as its UI state.
type Plan struct {
	Roll []Fate
	Take []bool
	Box  bool
}

// newPlan is the first offer for a board: every rolled die to roll again,
// the bank kept, the Hi/Lo die free.
func newPlan(b cinqo.BoardView) Plan {
	p := Plan{Roll: make([]Fate, b.Roll.Len()), Take: make([]bool, b.Bank.Len())}
	for i := range p.Roll {
		p.Roll[i] = Reroll
	}
	return p
}

// ParsePlan reads the UI state of board b's toggles: a letter o, r or b per
// rolled die, a letter k (keep) or t (take) per banked die, then x when the
// Hi/Lo die is boxed or o when not. A state that does not fit the board
// (empty, or from another roll) gives the first offer.
func ParsePlan(ui string, b cinqo.BoardView) Plan {
	p := newPlan(b)
	n, k := len(p.Roll), len(p.Take)
	if len(ui) != n+k+1 {
		return p
	}
	for i := range n {
		switch f := Fate(ui[i]); f {
		case Reroll, Racked, Banked:
			p.Roll[i] = f
		default:
			return newPlan(b)
		}
	}
	for i := range k {
		switch ui[n+i] {
		case 't':
			p.Take[i] = true
		case 'k':
		default:
			return newPlan(b)
		}
	}
	switch ui[n+k] {
	case 'x':
		p.Box = !b.Boxed
	case 'o':
	default:
		return newPlan(b)
	}
	return p
}

// String writes the plan as ParsePlan reads it.
func (p Plan) String() string {
	var s strings.Builder
	for _, f := range p.Roll {
		s.WriteByte(byte(f))
	}
	for _, t := range p.Take {
		s.WriteByte("kt"[btoi(t)])
	}
	s.WriteByte("ox"[btoi(p.Box)])
	return s.String()
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// clone copies the plan so that a toggle can change one die.
func (p Plan) clone() Plan {
	p.Roll = append([]Fate(nil), p.Roll...)
	p.Take = append([]bool(nil), p.Take...)
	return p
}

// toggleRoll is the plan after a click on rolled die i.
func (p Plan) toggleRoll(i int) Plan {
	q := p.clone()
	q.Roll[i] = q.Roll[i].next()
	return q
}

// toggleTake is the plan after a click on banked die i.
func (p Plan) toggleTake(i int) Plan {
	q := p.clone()
	q.Take[i] = !q.Take[i]
	return q
}

// toggleBox is the plan after a click on the Hi/Lo toggle.
func (p Plan) toggleBox() Plan {
	q := p.clone()
	q.Box = !q.Box
	return q
}

// Action returns the placement the plan stands for on board b, in the
// canonical form the engine lists: taking and banking the same face is
// racking the rolled die, and a plan that leaves no die to roll racks
// every rolled die (the banked dice follow and the turn ends).
func (p Plan) Action(b cinqo.BoardView) cinqo.Action {
	a := cinqo.Action{Kind: cinqo.Place, Box: p.Box}
	for i, f := range b.Roll.Faces() {
		switch p.Roll[i] {
		case Racked:
			a.Rack[f-1]++
		case Banked:
			a.Bank[f-1]++
		}
	}
	for i, f := range b.Bank.Faces() {
		if p.Take[i] {
			a.Take[f-1]++
		}
	}
	for i := range a.Take {
		both := min(a.Take[i], a.Bank[i])
		a.Take[i] -= both
		a.Bank[i] -= both
		a.Rack[i] += both
	}
	if a.Rack.Len()+a.Bank.Len() == b.Roll.Len() {
		return cinqo.Action{Kind: cinqo.Place, Rack: b.Roll}
	}
	return a
}

// Reason says why the plan cannot be confirmed, "" when it can.
func (p Plan) Reason(b cinqo.BoardView) string { return p.ReasonIn(locale.English, b) }

// ReasonIn is Reason in l.
func (p Plan) ReasonIn(l locale.Lang, b cinqo.BoardView) string {
	if p.Action(b).Racked().Len() == 0 {
		return l.Say("board.cinqo.reason_rack_one")
	}
	return ""
}
