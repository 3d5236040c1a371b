package blingo

import (
	"flag"

	"github.com/quintetbot/quintet/games"
)

// Weights of expectValue, for the measurements of TestRoundsHard.
var (
	expectGain = flag.Float64("rounds.gain", 0.5, "expect bot: the worth of each other player's marker that one's likely line would remove")
	expectLoss = flag.Float64("rounds.loss", 1, "expect bot: the cost of each own marker that another player's likely line would remove")
)

// expectValue values board b to seat s of a game of seats players in
// markers: its markers, plus each line's chance of becoming its Blingo
// (lineChance) times the other players' markers on it (by -rounds.gain),
// less each other player's chance of a line times s's markers on it (by
// -rounds.loss). Lines already someone's Blingo count nothing more.
func expectValue(b *Board, s games.Seat, seats int) float64 {
	fullBoard.raceTables()
	m := b.masks()
	v := float64(b.Count(s))
	var own LineSet
	for _, ls := range m.blingos {
		own |= ls
	}
	for l := range Line(NumLines) {
		if own.Has(l) {
			continue
		}
		full := uint16(1)<<len(lineSquares[l]) - 1
		mine, others := 0, 0
		for _, q := range lineSquares[l] {
			for o := range games.Seat(seats) {
				if !b[q-1].Has(o) {
					continue
				}
				if o == s {
					mine++
				} else {
					others++
				}
			}
		}
		for o := range games.Seat(seats) {
			ch := fullBoard.race.lineChance[l][full&^fullBoard.lineBits(l, m.heldBy(o))]
			if o == s {
				v += *expectGain * ch * float64(others)
			} else {
				v -= *expectLoss * ch * float64(mine)
			}
		}
	}
	return v
}

// expectMove returns the choice of the active seat of st (placing, with
// choices) whose board expectValue values most.
func expectMove(st *state) games.Move {
	cs, ms := st.choices()
	best, bestValue := 0, 0.0
	for i, c := range cs {
		b := st.Board
		b.place(st.Active, c.Squares)
		if v := expectValue(&b, st.Active, st.Seats); i == 0 || v > bestValue {
			best, bestValue = i, v
		}
	}
	return ms[best]
}
