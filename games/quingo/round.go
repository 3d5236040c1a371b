package quingo

import "github.com/quintetbot/quintet/games"

// StallRounds ends a game that cannot go on: when this many rounds in a
// row are rolled from which no player can check a box, the game ends as
// after the last lap.
const StallRounds = 50

// newRound rolls the pool, smallest die first, then every seat's limit in
// seat order. The lowest limit goes first, ties to the lower seat. A round
// from which no player can check a box ends at once and the next is
// rolled, up to StallRounds in a row. The limits are new, not written
// over: states share them.
func (st *state) newRound(r games.Rand) {
	st.Limits = make([]int, st.seats())
	for range StallRounds {
		st.Round++
		st.Pool.roll(r)
		for s := range st.Limits {
			st.Limits[s] = games.Roll(r, LimitDie)
		}
		st.First = 0
		for s, l := range st.Limits {
			if l < st.Limits[st.First] {
				st.First = games.Seat(s)
			}
		}
		st.Turn = st.First
		if st.anyCanCheck(st.allSeats()) {
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
		st.Lap = st.Lap[1:]
		st.nextInLap(r)
		return
	}
	n := games.Seat(st.seats())
	if st.Sheets[s].Full() {
		st.Phase, st.Finisher, st.Lap = LastLap, s, nil
		for i := games.Seat(1); i < n; i++ {
			st.Lap = append(st.Lap, (s+i)%n)
		}
		st.nextInLap(r)
		return
	}
	st.Turn = (s + 1) % n
	if st.Pool.Left() == 0 || !st.anyCanCheck(st.allSeats()) {
		st.newRound(r)
	}
}

// nextInLap gives the turn to the next seat of the last lap, or ends the
// game. The pool is rolled again, limits kept, when it is empty or none of
// the seats still to play could check a box from it.
func (st *state) nextInLap(r games.Rand) {
	if len(st.Lap) == 0 {
		st.finish()
		return
	}
	st.Turn = st.Lap[0]
	if st.Pool.Left() == 0 || !st.anyCanCheck(st.Lap) {
		st.Pool.roll(r)
	}
}

// finish crosses every open box and ends the game.
func (st *state) finish() {
	for s, sh := range st.Sheets {
		st.Sheets[s] = sh.crossOpen()
	}
	st.Phase, st.Turn, st.Lap = Over, -1, nil
}

// anyCanCheck reports whether one of seats could check a box. A single
// die most often can, so the faces showing are tried before the sums of
// several dice.
func (st *state) anyCanCheck(seats []games.Seat) bool {
	faces := st.Pool.faces()
	targets := make([]sums, 0, maxSeats) // each seat's, for the second try
	for _, s := range seats {
		t := st.Sheets[s].targets()
		if st.Limits[s] >= 1 && !t.and(faces).empty() {
			return true
		}
		targets = append(targets, t)
	}
	reach := st.Pool.reach()
	for k, s := range seats {
		if !targets[k].and(reach[st.Limits[s]]).empty() {
			return true
		}
	}
	return false
}

// allSeats lists every seat; the slice is shared.
func (st *state) allSeats() []games.Seat {
	if st.seats() > maxSeats {
		out := make([]games.Seat, st.seats())
		for s := range out {
			out[s] = games.Seat(s)
		}
		return out
	}
	return games.SeatsIn(1<<st.seats() - 1)
}
