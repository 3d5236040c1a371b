package mc

import (
	"strconv"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
)

// pick is a toy game for one seat: choose a number 0-4, then a d6 is
// rolled; the score is the number plus the die, or the die alone when
// secret is odd (a secret the seat cannot see, redrawn by Observe).
type pick struct {
	done   bool
	score  int
	secret int
	seen   *[]games.Seat // seats Observe was asked for
}

func (p *pick) Actors() []games.Seat {
	if p.done {
		return nil
	}
	return games.Only(0)
}

func (p *pick) Legal(s games.Seat) []games.Move {
	if p.done || s != 0 {
		return nil
	}
	return []games.Move{"0", "1", "2", "3", "4"}
}

func (p *pick) Apply(s games.Seat, m games.Move, r games.Rand) (games.State, error) {
	n, err := strconv.Atoi(string(m))
	if err != nil || p.done || s != 0 {
		return nil, games.ErrIllegalMove
	}
	next := *p
	next.done, next.score = true, games.Roll(r, 6)
	if p.secret%2 == 0 {
		next.score += n
	}
	return &next, nil
}

func (p *pick) Default(games.Seat) games.Move { return "0" }
func (p *pick) View(games.Seat) games.View    { return games.View{} }
func (p *pick) Encode() ([]byte, error)       { return nil, nil }
func (p *pick) Result() games.Result {
	return games.Result{Over: p.done, Scores: []int{p.score}}
}

func (p *pick) Observe(s games.Seat, r games.Rand) games.State {
	*p.seen = append(*p.seen, s)
	next := *p
	next.secret = 2 * r.IntN(3) // the seat has seen the secret is even
	return &next
}

func score(st games.State, s games.Seat) float64 { return float64(st.Result().Scores[s]) }

func TestSearchFindsTheBestMove(t *testing.T) {
	var seen []games.Seat
	st := &pick{secret: 1, seen: &seen}
	sr := &Search{Playouts: 50, Policy: DefaultPolicy, Limit: 10, Eval: score}
	if got := sr.Move(st, 0, gametest.Seeded(1)); got != "4" {
		t.Errorf("Search chose %q, want 4", got)
	}
	if len(seen) == 0 {
		t.Fatal("Search did not observe the state")
	}
	for _, s := range seen {
		if s != 0 {
			t.Fatalf("Search observed for seat %d, want 0", s)
		}
	}
	if got := sr.Move(&pick{done: true, seen: &seen}, 0, gametest.Seeded(1)); got != "" {
		t.Errorf("Search chose %q in a finished game, want none", got)
	}
}

func TestSearchIsDeterministic(t *testing.T) {
	var seen []games.Seat
	sr := &Search{Playouts: 5, Policy: RandomPolicy, Limit: 10, Eval: score}
	for seed := range uint64(20) {
		a := sr.Move(&pick{seen: &seen}, 0, gametest.Seeded(seed))
		b := sr.Move(&pick{seen: &seen}, 0, gametest.Seeded(seed))
		if a != b {
			t.Fatalf("seed %d: Search chose %q, then %q", seed, a, b)
		}
	}
}

func TestSloppy(t *testing.T) {
	var seen []games.Seat
	st := &pick{seen: &seen}
	mistakes := 0
	for seed := range uint64(200) {
		m := Sloppy{Percent: 30, Good: DefaultPolicy}.Move(st, 0, gametest.Seeded(seed))
		if m != "0" {
			mistakes++
		}
		if again := (Sloppy{Percent: 30, Good: DefaultPolicy}).Move(st, 0, gametest.Seeded(seed)); again != m {
			t.Fatalf("seed %d: Sloppy chose %q, then %q", seed, m, again)
		}
	}
	// A mistake is a random move, "0" one time in five: 24% expected.
	if mistakes < 200*15/100 || mistakes > 200*35/100 {
		t.Errorf("Sloppy at 30%% erred %d times in 200", mistakes)
	}
}

func TestPlayoutStops(t *testing.T) {
	var seen []games.Seat
	st := &pick{seen: &seen}
	if got := Playout(st, DefaultPolicy, gametest.Seeded(1), 10, func(games.State) bool { return true }); got != games.State(st) {
		t.Error("Playout moved past a stop")
	}
	if got := Playout(st, DefaultPolicy, gametest.Seeded(1), 10, nil); !got.Result().Over {
		t.Error("Playout did not play to the end")
	}
}
