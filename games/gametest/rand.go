package gametest

import (
	"math/rand/v2"

	"github.com/quintetbot/quintet/games"
)

// Seeded returns a deterministic games.Rand for a seed.
func Seeded(seed uint64) games.Rand {
	return rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
}

// Dice is a games.Rand that returns the given die faces in order: each value
// v is returned as v-1 from IntN, so Dice(3, 5) rolls a 3 then a 5 on any
// die. It panics when it runs out or when a face does not fit the die, which
// makes a test's assumptions about the dice explicit.
func Dice(faces ...int) games.Rand { return &script{faces: faces} }

type script struct {
	faces []int
	next  int
}

func (s *script) IntN(n int) int {
	if s.next >= len(s.faces) {
		panic("gametest: Dice ran out of faces")
	}
	v := s.faces[s.next]
	s.next++
	if v < 1 || v > n {
		panic("gametest: Dice face does not fit the die")
	}
	return v - 1
}
