package session

import (
	"crypto/sha256"
	"encoding/binary"
	"math/rand/v2"

	"github.com/quintetbot/quintet/games"
)

// mover is who moves next without a person deciding: a seat whose move is
// automatic (games.AutoMove), or a bot seat.
type mover struct {
	seat games.Seat
	auto games.Move // the automatic move; "" when a bot decides
}

// nextMover returns the lowest actor seat whose move is automatic, else
// the lowest actor seat that a bot plays.
func nextMover(m *Match, st games.State) (mover, bool) {
	if st == nil {
		return mover{}, false
	}
	for _, s := range st.Actors() {
		if mv := games.AutoMove(st, s); mv != "" {
			return mover{seat: s, auto: mv}, true
		}
	}
	s, ok := nextBot(m, st)
	return mover{seat: s}, ok
}

// move returns the mover's move in st: the automatic move, or the move of
// the bot at the seat's level. The bot decides from what its seat may see
// (an Observer state redrawn for the seat) and draws from its own
// generator, so it can neither read another seat's secrets nor consume the
// match's dice. It thinks without the store: the caller holds only the
// channel's lock.
func (mv mover) move(m *Match, st games.State) games.Move {
	if mv.auto != "" {
		return mv.auto
	}
	rules, err := m.Rules()
	if err != nil {
		return st.Default(mv.seat)
	}
	r := botRand(m)
	view := st
	if o, ok := st.(games.Observer); ok {
		view = o.Observe(mv.seat, r)
	}
	return games.BotFor(rules, m.Players[mv.seat].Level).Move(view, mv.seat, r)
}

// botRand returns the generator the bots of m draw from at its current
// version: derived from the match's bot seed and version alone, never
// from the match's own generator, so the same match plays the same bot
// moves and the match's dice do not depend on what bots think.
func botRand(m *Match) *rand.Rand {
	var b [16]byte
	binary.LittleEndian.PutUint64(b[:8], m.BotSeed)
	binary.LittleEndian.PutUint64(b[8:], uint64(m.Version))
	h := sha256.New()
	h.Write(b[:])
	if m.BotSeed == 0 {
		// A match started before bots had a seed of their own.
		h.Write([]byte(m.ID))
	}
	sum := h.Sum(nil)
	return rand.New(rand.NewPCG(binary.LittleEndian.Uint64(sum[:8]), binary.LittleEndian.Uint64(sum[8:16])))
}

// botSeed derives a match's bot seed from its generator's starting state,
// which only the match knows: bots stay reproducible for a match seed.
func botSeed(pcg *rand.PCG) uint64 {
	b, err := pcg.MarshalBinary()
	if err != nil {
		return 0
	}
	sum := sha256.Sum256(append([]byte("quintet bots "), b...))
	return binary.LittleEndian.Uint64(sum[:8]) | 1
}
