package quingo

import (
	"slices"
	"strconv"
	"strings"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// Bounds of a pool the pool option may name.
const (
	MinFaces = 2  // the smallest die
	MaxFaces = 20 // the largest die
	MaxDice  = 10 // the most dice in a pool
	// MaxSum bounds the largest sum a pool can make with MaxLimit dice, so
	// that every wild number and every sum has at most two digits.
	MaxSum = 98
)

// Sizes lists the die sizes of a pool, smallest first.
type Sizes []int

// DefaultPool is the pool unless the match names another: one each of d4,
// d6, d8, d10, d12 and d20.
var DefaultPool = Sizes{4, 6, 8, 10, 12, 20}

// String writes the sizes as the pool option reads them: "4 6 8 10 12 20".
func (z Sizes) String() string {
	words := make([]string, len(z))
	for i, f := range z {
		words[i] = strconv.Itoa(f)
	}
	return strings.Join(words, " ")
}

// MaxSum returns the largest sum the pool can make: its MaxLimit largest
// dice all showing their top face. Wild numbers run from 1 to it.
func (z Sizes) MaxSum() int {
	sum := 0
	for i := len(z) - 1; i >= 0 && i >= len(z)-MaxLimit; i-- {
		sum += z[i]
	}
	return sum
}

// ParseSizes reads the pool option: die sizes separated by spaces or
// commas, each written 6 or d6, in any order. A pool holds 1 to MaxDice
// dice of MinFaces to MaxFaces faces whose largest sum is at most MaxSum.
// The error wraps games.ErrBadOptions.
func ParseSizes(text string) (Sizes, error) {
	words := strings.Fields(strings.ReplaceAll(strings.ToLower(text), ",", " "))
	if len(words) == 0 || len(words) > MaxDice {
		return nil, badPool("refuse.quingo.pool_count", MaxDice)
	}
	z := make(Sizes, 0, len(words))
	for _, w := range words {
		n, err := strconv.Atoi(strings.TrimPrefix(w, "d"))
		if err != nil || strings.ContainsAny(w, "+-") || n < MinFaces || n > MaxFaces {
			return nil, badPool("refuse.quingo.pool_die", w, MinFaces, MaxFaces)
		}
		z = append(z, n)
	}
	slices.Sort(z)
	if z.MaxSum() > MaxSum {
		return nil, badPool("refuse.quingo.pool_sum", z.MaxSum(), MaxSum)
	}
	return z, nil
}

// badPool refuses the pool option: a refusal wrapping
// games.ErrBadOptions.
func badPool(key string, args ...any) error {
	return locale.Refuse("quingo", games.ErrBadOptions, key, args...)
}
