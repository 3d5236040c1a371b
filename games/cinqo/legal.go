package cinqo

import (
	"slices"

	"github.com/quintetbot/quintet/games"
)

// Legal lists the moves of seat s in canonical notation, sorted: "roll"
// before a roll, else every distinct placement of the rolled dice. The
// slice is shared (a table or the memo's list) and read-only.
func (st *state) Legal(s games.Seat) []games.Move {
	if !st.isActor(s) {
		return nil
	}
	if st.Phase == Rolling {
		return rollOnly
	}
	return placed.list(keyOf(st.Roll, st.Bank, st.Boxed), st.listPlacements)
}

// rollOnly is the one move before a roll, shared by every Legal call.
var rollOnly = []games.Move{RollAction.Move()}

// listPlacements formats and sorts every placement of the roll.
func (st *state) listPlacements() []games.Move {
	buf, ends := make([]byte, 0, 2048), make([]int, 0, 64)
	st.placements(func(a *Action) {
		buf = a.appendMove(buf)
		ends = append(ends, len(buf))
	})
	all := string(buf)
	out := make([]games.Move, len(ends))
	start := 0
	for i, end := range ends {
		out[i] = games.Move(all[start:end])
		start = end
	}
	slices.Sort(out)
	return out
}

// placements calls yield with every distinct placement of the roll in
// canonical form: the one that racks every rolled die (which ends the turn:
// the banked dice follow), and every placement that leaves at least one die
// to roll, racks at least one die from the roll or the bank, never takes
// and banks the same face (that is racking the rolled die), with and
// without the box. yield must not keep a.
func (st *state) placements(yield func(a *Action)) {
	all := st.rackAll()
	yield(&all)
	a := Action{Kind: Place}
	st.walk(1, &a, yield)
}

// walk chooses how many dice of face f and above to rack, take and bank.
func (st *state) walk(f int, a *Action, yield func(a *Action)) {
	if f > Faces {
		if a.Racked().Len() > 0 && a.Rack.Len()+a.Bank.Len() < st.Roll.Len() {
			yield(a)
			if !st.Boxed {
				a.Box = true
				yield(a)
				a.Box = false
			}
		}
		return
	}
	rolled, banked := st.Roll.Count(f), st.Bank.Count(f)
	for r := 0; r <= rolled; r++ {
		for k := 0; r+k <= rolled; k++ {
			for t := 0; t <= banked && (t == 0 || k == 0); t++ {
				a.Rack[f-1], a.Bank[f-1], a.Take[f-1] = int8(r), int8(k), int8(t)
				st.walk(f+1, a, yield)
			}
		}
	}
	a.Rack[f-1], a.Bank[f-1], a.Take[f-1] = 0, 0, 0
}

// rackAll is the placement that racks every rolled die.
func (st *state) rackAll() Action { return Action{Kind: Place, Rack: st.Roll} }

// canonical checks placement a against the roll and the bank and returns
// the listed move it stands for (see settle).
func (st *state) canonical(a Action) (Action, error) {
	p, err := st.settle(placementOf(a))
	if err != nil {
		return Action{}, err
	}
	return p.action(), nil
}

// settle checks placement p against the roll and the bank and returns the
// listed move it stands for: taking and banking the same face is racking
// the rolled die; a placement that leaves no die to roll ends the turn,
// racking everything, so it is the move that racks every rolled die.
func (st *state) settle(p placement) (placement, error) {
	roll := pack(st.Roll)
	rolled := p.rack + p.bank // the rolled dice p places
	switch {
	case !roll.holds(rolled):
		return placement{}, missing(false, st.Roll, rolled.unpack())
	case !pack(st.Bank).holds(p.take):
		return placement{}, missing(true, st.Bank, p.take.unpack())
	case p.box && st.Boxed:
		return placement{}, illegal("refuse.cinqo.boxed")
	case p.rack|p.take == 0:
		return placement{}, illegal("refuse.cinqo.rack_one")
	}
	if rolled == roll { // no die is left to roll
		return placement{rack: roll}, nil
	}
	both := p.take.min(p.bank) // taken and banked: the rolled die is racked
	return placement{rack: p.rack + both, take: p.take - both, bank: p.bank - both, box: p.box}, nil
}
