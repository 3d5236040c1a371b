package blingo

import (
	"flag"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
)

// raceOracle is the number of games TestRaceOracle measures, from the test
// flag -oracle; 0 (the default) skips it, a measurement rather than a
// check.
var raceOracle = flag.Int("oracle", 0, "games TestRaceOracle measures; 0 skips it")

// foeChoice returns the index among the candidates of roll d of the
// default policy's choice for a player with markers on held, of the
// candidates in picks, while nobody holds a Blingo line: what Default
// plays there (no line is another's), worked out from held alone. Of the
// choices that make a line, which ends the short game, it plays one, not
// necessarily Default's, which also counts the markers it would remove.
// -1 when picks is empty.
func foeChoice(held squareSet, d Dice, picks picks) int {
	best, bestValue := -1, -1
	cs := fullBoard.candidatesOf(d)
	for i := range cs {
		if picks&(1<<i) == 0 {
			continue
		}
		after, through := held.or(cs[i].need), LineSet(0)
		v := valuePlaced * cs[i].need.len()
		for _, q := range cs[i].targets() {
			through |= fullBoard.squareLineSet[q]
			for _, l := range fullBoard.squareLines[q] {
				n := after.and(fullBoard.lineMask[l]).len()
				v += n * n
			}
		}
		v += valueBlingo * fullBoard.completes(after, through).Len()
		if v > bestValue {
			best, bestValue = i, v
		}
	}
	return best
}

// TestFoeChoiceIsDefault checks that the race search's other players play
// as the default policy does, at every choice of short games between
// default players, at 2 to 6 seats and with a supply of 12 markers; where
// Default makes a line, foeChoice makes one too. The games are short ones
// to a first line on the full board, as the race search plays them.
func TestFoeChoiceIsDefault(t *testing.T) {
	checked := 0
	for seed := range uint64(60) {
		seats, supply := 2+int(seed%5), Unlimited
		if seed%3 == 0 {
			supply = 12
		}
		dice := gametest.Seeded(seed)
		var st games.State = storedShort(seats, supply)
		var err error
		for !st.Result().Over {
			x := st.(*state)
			s := x.Active
			want := x.Default(s)
			if p := x.picks(); x.Phase == Placing && p != 0 {
				i := foeChoice(x.Board.held(s), x.Dice, pickChoices(fullBoard, x.Board.held(s), 0, x.Dice, x.Supply))
				next, err := x.Apply(s, want, dice)
				if err != nil {
					t.Fatal(err)
				}
				lined := next.(*state).End == Lined
				if got := fullBoard.moves[x.Dice[0]-1][x.Dice[1]-1][i]; got != want && !(lined && makesLine(x, s, got)) {
					t.Fatalf("seed %d, turn %d, dice %s: foeChoice plays %q, Default %q\n%s", seed, x.Turn, x.Dice, got, want, x.Board.String())
				}
				checked++
			}
			if st, err = st.Apply(s, want, dice); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d choices checked", checked)
	}
}

// makesLine reports whether move m of seat s makes a Blingo line.
func makesLine(st *state, s games.Seat, m games.Move) bool {
	next, err := st.Apply(s, m, nil)
	return err == nil && next.(*state).Last.Blingos != 0
}

// oracleTurns returns the fewest of its own turns in which a player who
// knows its dice (ds) can make some line, from an empty board; -1 if none
// within ds.
func oracleTurns(ds []Dice) int {
	best := -1
	for l := range Line(NumLines) {
		if T := feasible(l, ds); T > 0 && (best < 0 || T < best) {
			best = T
		}
	}
	return best
}

// feasible returns the fewest rolls of ds, one option each, that cover line l; -1 for none.
func feasible(l Line, ds []Dice) int {
	sq := lineSquares[l]
	// options of each roll on the line, as bit masks of the line.
	opts := make([][]uint16, len(ds))
	for i, d := range ds {
		for _, c := range fullBoard.candidatesOf(d) {
			if m := fullBoard.lineBits(l, c.need); m != 0 {
				opts[i] = append(opts[i], m)
			}
		}
	}
	full := uint16(1)<<len(sq) - 1
	// search: reachable covered sets after each roll (sets of masks).
	reach := map[uint16]bool{0: true}
	for i := range ds {
		next := make(map[uint16]bool, len(reach)*2)
		for m := range reach {
			next[m] = true
			for _, o := range opts[i] {
				next[m|o] = true
			}
		}
		reach = next
		if reach[full] {
			return i + 1
		}
	}
	return -1
}

// TestRaceOracle measures the race for a first line in short games of
// one player against three default ones (the players take every seat in
// turn; game i's dice come from gametest.Seeded(i), as the duel tests'),
// as far as what the first line alone decides: how often the race policy
// makes it first, and how often a player that knew all its own dice to
// come could, by its fastest line (oracleTurns): a bound for any policy.
// Until a first line the players do not meet, so the default ones play
// alone (foeChoice) to the first line of any of them.
func TestRaceOracle(t *testing.T) {
	if *raceOracle == 0 {
		t.Skip("measurement: run with -oracle N")
	}
	const n = 4
	oracleWins, raceWins := 0, 0
	for i := range *raceOracle {
		me := i % n
		dice := gametest.Seeded(uint64(i))
		var held [n]squareSet
		firstFoe := -1 // the turn, counted over all seats from 1, of the first line of a default player
		var own []Dice
		for turn := 1; firstFoe < 0 || len(own) < raceTurnsSeen; turn++ {
			d := rollDice(dice)
			s := (turn - 1) % n
			if s == me {
				own = append(own, d)
				continue
			}
			if firstFoe >= 0 {
				continue
			}
			c := foeChoice(held[s], d, pickChoices(fullBoard, held[s], 0, d, Unlimited))
			if c < 0 {
				continue
			}
			held[s] = held[s].or(fullBoard.candidatesOf(d)[c].need)
			if fullBoard.completes(held[s], fullBoard.lines) != 0 {
				firstFoe = turn
			}
		}
		// own turn k (from 1) is turn me+1+(k-1)n of all seats.
		first := func(k int) bool { return k > 0 && me+1+(k-1)*n < firstFoe }
		if first(oracleTurns(own)) {
			oracleWins++
		}
		if first(raceTurns(own)) {
			raceWins++
		}
	}
	played := float64(*raceOracle)
	t.Logf("of %d games, the first line is made by the race policy in %.1f%%, by a player that knows its dice in %.1f%%",
		*raceOracle, 100*float64(raceWins)/played, 100*float64(oracleWins)/played)
}

// raceTurnsSeen is the number of its own rolls the oracle sees.
const raceTurnsSeen = 60

// raceTurns returns the turns the race policy takes to a line with the
// rolls ds from an empty board, -1 when it makes none.
func raceTurns(ds []Dice) int {
	var held squareSet
	p := progressOf(fullBoard, held)
	for k, d := range ds {
		c := raceChoice(&p, d, pickChoices(fullBoard, held, 0, d, Unlimited))
		if c < 0 {
			continue
		}
		held = held.or(fullBoard.candidatesOf(d)[c].need)
		p.cover(&fullBoard.candidatesOf(d)[c])
		if p.made {
			return k + 1
		}
	}
	return -1
}
