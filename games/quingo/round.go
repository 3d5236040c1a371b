package quingo

import (
	"math/bits"

	"github.com/quintetbot/quintet/games"
)

// StallRounds ends a game that cannot go on: when this many rounds in a
// row are rolled from which no player can check a box, the game ends as
// after the last lap.
const StallRounds = 50

// newRound rolls the pool, smallest die first, then every seat's limit in
// seat order. The lowest limit goes first, ties to the lower seat. A round
// from which no player can check a box ends at once and the next is
// rolled, up to StallRounds in a row.
func (st *state) newRound(r games.Rand) {
	for range StallRounds {
		st.Round++
		st.dice.roll(r, st.tab.sizes)
		limits := st.limits[:st.nSeats]
		for s := range limits {
			limits[s] = games.Roll(r, LimitDie)
		}
		st.First = 0
		for s, l := range limits {
			if l < limits[st.First] {
				st.First = games.Seat(s)
			}
		}
		st.onTurn = int8(st.First)
		if st.anyCanCheck(st.everyone()) {
			return
		}
	}
	st.Stalled = true
	st.finish()
}

// endTurn moves play on after seat s's turn: to the last lap when s's
// sheet is full, else to the next seat, rolling a new round when the pool
// is empty or no player can check a box from it.
func (st *state) endTurn(s games.Seat, r games.Rand) {
	if st.Phase == LastLap {
		copy(st.lap[:], st.lap[1:st.nLap])
		st.nLap--
		st.nextInLap(r)
		return
	}
	n := games.Seat(st.seats())
	if st.sheets[s].full() {
		st.Phase, st.Finisher, st.nLap = LastLap, s, 0
		for i := games.Seat(1); i < n; i++ {
			st.lap[st.nLap] = int8((s + i) % n)
			st.nLap++
		}
		st.nextInLap(r)
		return
	}
	st.onTurn = int8((s + 1) % n)
	if st.dice.left() == 0 || !st.anyCanCheck(st.everyone()) {
		st.newRound(r)
	}
}

// nextInLap gives the turn to the next seat of the last lap, or ends the
// game. The pool is rolled again, limits kept, when it is empty or none of
// the seats still to play could check a box from it.
func (st *state) nextInLap(r games.Rand) {
	if st.nLap == 0 {
		st.finish()
		return
	}
	st.onTurn = st.lap[0]
	var seats uint
	for _, s := range st.lap[:st.nLap] {
		seats |= 1 << s
	}
	if st.dice.left() == 0 || !st.anyCanCheck(seats) {
		st.dice.roll(r, st.tab.sizes)
	}
}

// finish crosses every open box and ends the game.
func (st *state) finish() {
	for s := range st.sheets[:st.nSeats] {
		st.sheets[s].crossOpen()
	}
	st.Phase, st.onTurn, st.nLap = Over, -1, 0
}

// everyone returns the set of every seat, bit s for seat s.
func (st *state) everyone() uint { return 1<<st.nSeats - 1 }

// anyCanCheck reports whether one of the seats in the set could check a
// box. A single die most often can, so the faces showing are tried before
// the sums of several dice.
func (st *state) anyCanCheck(seats uint) bool {
	faces := st.dice.faces()
	var targets [maxSeats]sums // each seat's, for the second try
	for m := seats; m != 0; m &= m - 1 {
		s := bits.TrailingZeros(m)
		targets[s] = st.sheets[s].targets()
		if st.limits[s] >= 1 && !targets[s].and(faces).empty() {
			return true
		}
	}
	reach := st.dice.reach()
	for m := seats; m != 0; m &= m - 1 {
		s := bits.TrailingZeros(m)
		if !targets[s].and(reach[st.limits[s]]).empty() {
			return true
		}
	}
	return false
}
