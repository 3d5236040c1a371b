package gametest_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
)

func TestPlayout(t *testing.T) {
	for _, seats := range []int{1, 2, 3} {
		st, moves, err := gametest.Playout(toy{}, seats, gametest.Seeded(7))
		if err != nil {
			t.Fatalf("%d seats: %v", seats, err)
		}
		if res := st.Result(); !res.Over || len(res.Winners) != 1 || moves == 0 {
			t.Fatalf("%d seats: ended after %d moves with %+v, want a game over with a winner", seats, moves, res)
		}
	}
}

// TestPlayoutIsSeeded checks that one seed always plays the same game and
// that the seed matters.
func TestPlayoutIsSeeded(t *testing.T) {
	play := func(seed uint64) ([]byte, int) {
		st, moves, err := gametest.Playout(toy{}, 3, gametest.Seeded(seed))
		if err != nil {
			t.Fatal(err)
		}
		data, err := st.Encode()
		if err != nil {
			t.Fatal(err)
		}
		return data, moves
	}
	a, na := play(1)
	b, nb := play(1)
	if !bytes.Equal(a, b) || na != nb {
		t.Fatalf("seed 1 played two games: %s in %d moves, %s in %d", a, na, b, nb)
	}
	differ := false
	for seed := uint64(2); seed < 10 && !differ; seed++ {
		c, nc := play(seed)
		differ = !bytes.Equal(a, c) || na != nc
	}
	if !differ {
		t.Fatal("seeds 1 to 9 all played the same game")
	}
}

func TestPlayoutErrors(t *testing.T) {
	_, moves, err := gametest.Playout(toy{flaw: "endless"}, 2, gametest.Seeded(1))
	if err == nil || !strings.Contains(err.Error(), "not over") || moves != gametest.PlayoutLimit {
		t.Fatalf("endless game: %d moves, %v; want an error after %d moves", moves, err, gametest.PlayoutLimit)
	}
	_, _, err = gametest.Playout(refusing{}, 2, gametest.Seeded(1))
	if !errors.Is(err, games.ErrIllegalMove) || !strings.Contains(err.Error(), "move 1 ") {
		t.Fatalf("engine refusing its own listed move: %v, want ErrIllegalMove on move 1", err)
	}
	_, _, err = gametest.Playout(refusing{}, 9, gametest.Seeded(1))
	if !errors.Is(err, games.ErrBadOptions) {
		t.Fatalf("New refusing the seat count: %v, want its error passed on", err)
	}
}

// refusing is the toy whose states refuse every move they list.
type refusing struct{ toy }

func (r refusing) New(opts games.Options, seats int, d games.Rand) (games.State, error) {
	if seats > 3 {
		return nil, games.ErrBadOptions
	}
	st, err := r.toy.New(opts, seats, d)
	return refusingState{st}, err
}

type refusingState struct{ games.State }

func (refusingState) Apply(games.Seat, games.Move, games.Rand) (games.State, error) {
	return nil, games.ErrIllegalMove
}
