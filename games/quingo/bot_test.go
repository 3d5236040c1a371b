package quingo

import (
	"fmt"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
)

func TestBotLevels(t *testing.T) {
	for _, tc := range []struct {
		name  string
		bot   games.Bot
		seats int
		games int
	}{
		{"easy", games.BotFor(Rules, games.Easy), 3, 5},
		{"normal", games.BotFor(Rules, games.Normal), 2, 5},
		{"hard", hardSearch(8), 2, 1},
	} {
		t.Run(tc.name, func(t *testing.T) { gametest.CheckBot(t, Rules, tc.bot, tc.seats, tc.games) })
	}
}

// TestObserveHidesWilds checks that a seat cannot read the wild numbers
// another seat chose: two states that differ only there observe alike, and
// the hard bot decides alike in them.
func TestObserveHidesWilds(t *testing.T) {
	st, err := Rules.New(nil, 3, gametest.Seeded(7))
	if err != nil {
		t.Fatal(err)
	}
	legal := st.Legal(1)
	a, _ := st.Apply(1, legal[0], nil)
	b, _ := st.Apply(1, legal[len(legal)-1], nil)
	if a.(*state).sheets[1] == b.(*state).sheets[1] {
		t.Fatal("test set-up: the two choices are alike")
	}
	oa := a.(games.Observer).Observe(0, gametest.Seeded(3))
	ob := b.(games.Observer).Observe(0, gametest.Seeded(3))
	if ea, eb := encoded(t, oa), encoded(t, ob); ea != eb {
		t.Errorf("seat 1 observes two states differing in seat 2's wilds differently:\n%s\n%s", ea, eb)
	}
	if own := a.(games.Observer).Observe(1, gametest.Seeded(3)); encoded(t, own) != encoded(t, a) {
		t.Errorf("seat 2 does not observe its own wilds")
	}
	hard := hardSearch(40)
	if ma, mb := hard.Move(a, 0, gametest.Seeded(5)), hard.Move(b, 0, gametest.Seeded(5)); ma != mb {
		t.Errorf("hard bot of seat 1 chose %q and %q in states differing only in seat 2's wilds", ma, mb)
	}
}

func encoded(t *testing.T, st games.State) string {
	t.Helper()
	b, err := st.Encode()
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// BenchmarkHardMove measures one decision of the hard bot at 2 and 6
// seats (cpu-ms/op is processor time; the budget is 100): the first take
// of a game, the longest to search.
func BenchmarkHardMove(b *testing.B) {
	for _, seats := range []int{2, 6} {
		b.Run(fmt.Sprintf("seats=%d", seats), func(b *testing.B) {
			r := gametest.Seeded(1)
			st, _ := Rules.New(nil, seats, r)
			for st.(*state).Phase == Choosing {
				s := st.Actors()[0]
				st, _ = st.Apply(s, st.Default(s), r)
			}
			gametest.BenchmarkBot(b, hardBot, []games.State{st})
		})
	}
}
