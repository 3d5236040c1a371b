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

// rackTakenAndBanked writes taking and banking the same face as racking
// the rolled die, as the canonical notation does.
func (a *Action) rackTakenAndBanked() {
	for i := range a.Take {
		both := min(a.Take[i], a.Bank[i])
		a.Take[i] -= both
		a.Bank[i] -= both
		a.Rack[i] += both
	}
}

// rackAll is the placement that racks every rolled die.
func (st *state) rackAll() Action { return Action{Kind: Place, Rack: st.Roll} }

// canonical checks placement a against the roll and the bank and returns
// the listed move it stands for: taking and banking the same face is
// racking the rolled die; a placement that leaves no die to roll ends the
// turn, racking everything, so it is the move that racks every rolled die.
func (st *state) canonical(a Action) (Action, error) {
	rolled := a.Rack.Plus(a.Bank) // the rolled dice a places
	switch {
	case !st.Roll.Holds(rolled):
		return Action{}, missing("rolled", st.Roll, rolled)
	case !st.Bank.Holds(a.Take):
		return Action{}, missing("banked", st.Bank, a.Take)
	case a.Box && st.Boxed:
		return Action{}, illegal("the Hi/Lo die is already boxed")
	case a.Rack.Len()+a.Take.Len() == 0:
		return Action{}, illegal("rack at least one die, from the roll (rack 6) or the bank (take 6)")
	}
	if a.Take != (Dice{}) && a.Bank != (Dice{}) {
		a.rackTakenAndBanked()
	}
	if rolled == st.Roll { // no die is left to roll
		return st.rackAll(), nil
	}
	return a, nil
}
