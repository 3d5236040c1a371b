package session

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"math/rand/v2"
)

// SeedBytes is the size of a match's seed: 128 bits from crypto/rand,
// which set the whole 128-bit state of its PCG generator.
const SeedBytes = 16

// ShortCommit is how many hex digits of a commitment a board shows.
const ShortCommit = 16

// seedHex writes a generator seed as the hex of its two words, big-endian,
// first word first: the same bytes as the generator's state encoding.
func seedHex(s [2]uint64) string {
	var b [SeedBytes]byte
	binary.BigEndian.PutUint64(b[:8], s[0])
	binary.BigEndian.PutUint64(b[8:], s[1])
	return hex.EncodeToString(b[:])
}

// parseSeed reads a seed written by seedHex.
func parseSeed(seed string) ([2]uint64, error) {
	b, err := hex.DecodeString(seed)
	if err != nil || len(b) != SeedBytes {
		return [2]uint64{}, fmt.Errorf("session: seed %q is not %d hex digits", clipText(seed, 40), 2*SeedBytes)
	}
	return [2]uint64{binary.BigEndian.Uint64(b[:8]), binary.BigEndian.Uint64(b[8:])}, nil
}

// Commitment returns the commitment to a match's dice: the hex SHA-256 of
// the seed's 16 bytes followed by the match id's bytes. Anyone can check it:
//
//	(printf SEED | xxd -r -p; printf MATCHID) | sha256sum
func Commitment(seed, matchID string) (string, error) {
	if _, err := parseSeed(seed); err != nil {
		return "", err
	}
	b, _ := hex.DecodeString(seed)
	sum := sha256.Sum256(append(b, matchID...))
	return hex.EncodeToString(sum[:]), nil
}

// NewDice returns the generator a seed starts: math/rand/v2's PCG with the
// seed's two words as its state. Every die of the match is IntN of a
// rand.Rand over it, in the order the log records.
func NewDice(seed string) (*rand.PCG, error) {
	s, err := parseSeed(seed)
	if err != nil {
		return nil, err
	}
	return rand.NewPCG(s[0], s[1]), nil
}

// Committed reports whether the match committed to its dice when it
// started; matches started before commitments existed did not.
func (m *Match) Committed() bool { return m.Commit != "" }

// RevealedSeed returns the match's seed once the match has ended, finished,
// cancelled or abandoned; "" while it is open or when it has none.
func (m *Match) RevealedSeed() string {
	if m.Phase.Open() {
		return ""
	}
	return m.Seed
}

// ShortCommitment returns the first ShortCommit hex digits of the
// commitment, as a board shows it; "" without one.
func (m *Match) ShortCommitment() string {
	return m.Commit[:min(len(m.Commit), ShortCommit)]
}

// clipText shortens s to n bytes for an echo in an error.
func clipText(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}
