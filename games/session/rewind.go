package session

import (
	"encoding/binary"
	"math/big"
	"math/rand/v2"
)

// The constants of math/rand/v2's PCG step, state = state*mul + inc mod
// 2^128, which Go keeps fixed so that seeded sequences never change.
var (
	pcgMod    = new(big.Int).Lsh(big.NewInt(1), 128)
	pcgMul    = words128(2549297995355413924, 4865540595714422341)
	pcgInc    = words128(6364136223846793005, 1442695040888963407)
	pcgMulInv = new(big.Int).ModInverse(pcgMul, pcgMod)
)

// maxRejections bounds the extra generator steps rewind allows for: a
// die of n faces takes a second 64-bit value with probability below
// n/2^64, so in practice the extra steps are none.
const maxRejections = 4

func words128(hi, lo uint64) *big.Int {
	x := new(big.Int).SetUint64(hi)
	return x.Lsh(x, 64).Or(x, new(big.Int).SetUint64(lo))
}

// rewind finds the seed of a match that predates commitments from the
// generator stored with it (its state after the last draw): it runs the
// generator back one step per recorded draw (and a few more, for values
// rejected to keep a die unbiased), and returns the start from which draws
// of the recorded sizes end at the stored state. The recorded values are
// then checked against that seed like any other (see recompute).
func rewind(stored []byte, steps []Step) (string, bool) {
	end := &rand.PCG{}
	if end.UnmarshalBinary(stored) != nil {
		return "", false
	}
	b, _ := end.MarshalBinary() // "pcg:" then the state, big-endian
	state := new(big.Int).SetBytes(b[len(b)-SeedBytes:])
	draws := countDraws(steps)
	for range draws {
		state = pcgBack(state)
	}
	for range maxRejections + 1 {
		seed := seedOfState(state)
		if replays(seed, steps, stored) {
			return seed, true
		}
		state = pcgBack(state)
	}
	return "", false
}

// pcgBack undoes one step of the generator.
func pcgBack(state *big.Int) *big.Int {
	x := new(big.Int).Sub(state, pcgInc)
	x.Mul(x, pcgMulInv)
	return x.Mod(x, pcgMod)
}

func seedOfState(state *big.Int) string {
	var b [SeedBytes]byte
	state.FillBytes(b[:])
	return seedHex([2]uint64{binary.BigEndian.Uint64(b[:8]), binary.BigEndian.Uint64(b[8:])})
}

// replays reports whether draws of the recorded sizes from seed leave the
// generator in state end.
func replays(seed string, steps []Step, end []byte) bool {
	pcg, err := NewDice(seed)
	if err != nil {
		return false
	}
	r := rand.New(pcg)
	for _, s := range steps {
		for _, d := range s.Draws {
			if d.N <= 0 {
				return false
			}
			r.IntN(d.N)
		}
	}
	got, err := pcg.MarshalBinary()
	return err == nil && string(got) == string(end)
}
