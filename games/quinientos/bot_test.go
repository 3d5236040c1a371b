package quinientos

import (
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
)

func TestBotLevels(t *testing.T) {
	for _, tc := range []struct {
		name  string
		bot   games.Bot
		games int
	}{
		{"easy", games.BotFor(Rules, games.Easy), 3},
		{"normal", games.BotFor(Rules, games.Normal), 3},
		{"hard", hardSearch(8), 1},
	} {
		t.Run(tc.name, func(t *testing.T) { gametest.CheckBot(t, Rules, tc.bot, Seats, tc.games) })
	}
}

// TestObserve checks that an observed state keeps all a seat may see and
// deals the rest as the seat could find it, over the states of a game.
func TestObserve(t *testing.T) {
	r := gametest.Seeded(3)
	st, err := Rules.New(nil, Seats, r)
	if err != nil {
		t.Fatal(err)
	}
	for step := 0; len(st.Actors()) > 0; step++ {
		s := st.Actors()[0]
		real := st.(*state)
		for o := range games.Seat(Seats) {
			seen := real.Observe(o, gametest.Seeded(uint64(step))).(*state)
			if seen.line != real.line || seen.Scores != real.Scores || seen.Void != real.Void ||
				seen.round != real.round || seen.turn != real.turn || seen.hands[o] != real.hands[o] {
				t.Fatalf("step %d: seat %d observes a state that differs in what it sees", step, o)
			}
			var all, union tileSet
			for p := range Seats {
				all |= real.hands[p]
				union |= seen.hands[p]
				if seen.hands[p].len() != real.hands[p].len() {
					t.Fatalf("step %d: seat %d observes %d tiles in seat %d's hand, it holds %d", step, o, seen.hands[p].len(), p, real.hands[p].len())
				}
				for v := range MaxPips + 1 {
					if games.Seat(p) != o && seen.Void[p].Has(v) && seen.hands[p]&showing[v] != 0 {
						t.Fatalf("step %d: seat %d deals seat %d a %d it showed it lacks", step, o, p, v)
					}
				}
			}
			if all != union {
				t.Fatalf("step %d: seat %d observes other tiles in the hands", step, o)
			}
			if len(seen.Legal(s)) == 0 {
				t.Fatalf("step %d: seat %d observes a state where seat %d cannot play", step, o, s)
			}
		}
		st, err = st.Apply(s, st.Default(s), r)
		if err != nil {
			t.Fatal(err)
		}
	}
}

// TestBotCannotReadHands checks that the bots of a seat decide alike in two
// states that differ only in the hands of the other seats.
func TestBotCannotReadHands(t *testing.T) {
	a := defaultGame(t, 5, 9)
	b := a.successor()
	// Swap one tile between the hands of the seat after next and the next.
	next, far := (a.turn+1)%Seats, (a.turn+2)%Seats
	x, y := a.hands[next].lowest(), a.hands[far].lowest()
	b.hands[next] = b.hands[next].without(x).with(y)
	b.hands[far] = b.hands[far].without(y).with(x)
	s := a.Turn()
	for _, l := range games.Levels {
		bot := games.BotFor(Rules, l)
		if l == games.Hard {
			bot = hardSearch(60)
		}
		if ma, mb := bot.Move(a, s, gametest.Seeded(4)), bot.Move(b, s, gametest.Seeded(4)); ma != mb {
			t.Errorf("%s bot of seat %d plays %q and %q in states differing only in other hands", l, s, ma, mb)
		}
	}
}

// defaultGame returns the state after moves default moves of a game of seed.
func defaultGame(t *testing.T, seed uint64, moves int) *state {
	t.Helper()
	r := gametest.Seeded(seed)
	st, err := Rules.New(nil, Seats, r)
	if err != nil {
		t.Fatal(err)
	}
	for range moves {
		s := st.Actors()[0]
		if st, err = st.Apply(s, st.Default(s), r); err != nil {
			t.Fatal(err)
		}
	}
	return st.(*state)
}

// BenchmarkHardMove measures one decision of the hard bot (cpu-ms/op is
// processor time; the budget is 100): early plays of round 1, the longest
// to search.
func BenchmarkHardMove(b *testing.B) {
	var states []games.State
	for seed := range uint64(8) {
		states = append(states, defaultGame(&testing.T{}, seed, 2))
	}
	gametest.BenchmarkBot(b, hardBot, states)
}
