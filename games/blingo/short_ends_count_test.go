package blingo

import (
	"flag"
	"math/bits"
	"math/rand/v2"

	"github.com/quintetbot/quintet/games"
)

// The count and sim bots play the full board (fullBoard, lines in 32
// bits) only: TestShortEndsHard refuses them with another -ends.rows.

// endSims is the number of races the count and sim bots play a choice.
var endSims = flag.Int("ends.sims", 200, "the count and sim bots' races a choice")

// countMove is a hard bot for an ending at a player holding a count of
// squares: of its choices, the one whose solitary races (its own rolls
// alone, the board's lines as they are, countPolicy playing) reach the
// count in the fewest turns on average, over -ends.sims races a choice.
func countMove(g games.State, s games.Seat, r games.Rand) games.Move {
	e := g.(endState)
	st := e.state
	if m, ok := st.forced(s); ok {
		return m
	}
	p := st.picks()
	ms := fullBoard.moves[st.Dice[0]-1][st.Dice[1]-1]
	held, others := st.Board.held(s), st.blingos.others(s)
	seed := uint64(r.IntN(1 << 62))
	cs := fullBoard.candidatesOf(st.Dice)
	best, bestTurns := -1, 0
	for i := range cs {
		if p&(1<<i) == 0 {
			continue
		}
		start := held.or(cs[i].need)
		turns := 0
		for k := range *endSims {
			dice := rand.New(rand.NewPCG(seed, uint64(k)))
			turns += soloTurns(start, others, e.end.count, dice)
		}
		if best < 0 || turns < bestTurns {
			best, bestTurns = i, turns
		}
	}
	return ms[best]
}

// soloTurns returns the turns a player with markers on held takes to
// hold n squares by its own rolls, the lines others closed as they are,
// countPolicy choosing; 200 at most.
func soloTurns(held squareSet, others LineSet, n int, r games.Rand) int {
	for turn := range 200 {
		if held.len() >= n {
			return turn
		}
		d := rollDice(r)
		p := pickChoices(fullBoard, held, others, d, Unlimited)
		if p == 0 {
			continue
		}
		held = held.or(fullBoard.candidatesOf(d)[countPolicy(d, p)].need)
	}
	return 200
}

// countPolicy chooses, of the candidates in p of roll d, one that places
// the most markers, a square of two digits before a die's square.
func countPolicy(d Dice, p picks) int {
	best, bestValue := -1, -1
	cs := fullBoard.candidatesOf(d)
	for i := range cs {
		if p&(1<<i) == 0 {
			continue
		}
		v := 4 * cs[i].need.len()
		if cs[i].need.len() == 1 && cs[i].squares[0] > Faces {
			v++
		}
		if v > bestValue {
			best, bestValue = i, v
		}
	}
	return best
}

// simMove is a hard bot for an ending at a player holding a count of
// squares: of its choices, the one that wins most often the races that
// follow (-ends.sims a choice), every player playing foeChoice on
// bitboards, lines removing the others' markers and closing their squares
// as the rules say.
func simMove(g games.State, s games.Seat, r games.Rand) games.Move {
	e := g.(endState)
	st, n := e.state, e.end.count
	if m, ok := st.forced(s); ok {
		return m
	}
	p := st.picks()
	m := st.Board.masks()
	seed := uint64(r.IntN(1 << 62))
	cs := fullBoard.candidatesOf(st.Dice)
	best, bestWins := -1, -1
	for i := range cs {
		if p&(1<<i) == 0 {
			continue
		}
		held := m.held
		placeBits(&held, st.Seats, int(s), cs[i].need)
		if held[s].len() >= n {
			return fullBoard.moves[st.Dice[0]-1][st.Dice[1]-1][i]
		}
		wins := 0
		for k := range *endSims {
			dice := rand.New(rand.NewPCG(seed, uint64(k)))
			if raceHolds(held, st.Seats, (int(s)+1)%st.Seats, n, dice) == int(s) {
				wins++
			}
		}
		if wins > bestWins {
			best, bestWins = i, wins
		}
	}
	return fullBoard.moves[st.Dice[0]-1][st.Dice[1]-1][best]
}

// placeBits places seat s's markers on need in held, the markers of
// seats players: the lines it makes take the others' markers off their
// squares, but on those players' own lines.
func placeBits(held *[MaxSeats]squareSet, seats, s int, need squareSet) {
	before := fullBoard.completes(held[s], fullBoard.lines)
	held[s] = held[s].or(need)
	made := fullBoard.completes(held[s], fullBoard.lines) &^ before
	if made == 0 {
		return
	}
	var cleared squareSet
	for x := uint32(made); x != 0; x &= x - 1 {
		cleared = cleared.or(fullBoard.lineMask[bits.TrailingZeros32(x)])
	}
	for o := range seats {
		if o == s {
			continue
		}
		var kept squareSet
		for x := uint32(fullBoard.completes(held[o], fullBoard.lines)); x != 0; x &= x - 1 {
			kept = kept.or(fullBoard.lineMask[bits.TrailingZeros32(x)])
		}
		held[o] = held[o].andNot(cleared.andNot(kept))
	}
}

// raceHolds plays the race to hold n squares on from held, seat next to
// roll, every player by foeChoice, and returns the seat that gets there
// first; -1 after 400 turns.
func raceHolds(held [MaxSeats]squareSet, seats, next, n int, r games.Rand) int {
	for turn := range 400 {
		s := (next + turn) % seats
		d := rollDice(r)
		var others LineSet
		for o := range seats {
			if o != s {
				others |= fullBoard.completes(held[o], fullBoard.lines)
			}
		}
		p := pickChoices(fullBoard, held[s], others, d, Unlimited)
		if p == 0 {
			continue
		}
		placeBits(&held, seats, s, fullBoard.candidatesOf(d)[foeChoice(held[s], d, p)].need)
		if held[s].len() >= n {
			return s
		}
	}
	return -1
}
