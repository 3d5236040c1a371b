package games

import "fmt"

// Rand is the only source of chance an engine may use. IntN returns a value
// in [0, n); n > 0. A die of k faces is Roll(r, k) = 1 + r.IntN(k).
type Rand interface {
	IntN(n int) int
}

// Roll draws one roll of a die with the given number of faces: 1..faces.
func Roll(r Rand, faces int) int { return 1 + r.IntN(faces) }

// Draw is one value drawn from a Rand: IntN(N) returned Value.
type Draw struct {
	N     int `json:"n"`
	Value int `json:"v"`
}

// Recorder wraps a Rand and keeps every value drawn through it, so the dice
// of a move can be stored with the move and replayed without the generator.
type Recorder struct {
	R     Rand
	Draws []Draw
}

// IntN draws from the wrapped Rand and records the result.
func (c *Recorder) IntN(n int) int {
	v := c.R.IntN(n)
	c.Draws = append(c.Draws, Draw{N: n, Value: v})
	return v
}

// Replay is a Rand that hands back recorded draws in order. It panics with
// ErrReplayMismatch-wrapped text when asked for more draws than recorded or
// for a different range, which means the log does not match the engine.
type Replay struct {
	Draws []Draw
	next  int
}

// NewReplay returns a Replay of draws.
func NewReplay(draws []Draw) *Replay { return &Replay{Draws: draws} }

// IntN returns the next recorded value.
func (p *Replay) IntN(n int) int {
	if p.next >= len(p.Draws) {
		panic(fmt.Sprintf("games: replay: draw %d asked of %d recorded", p.next+1, len(p.Draws)))
	}
	d := p.Draws[p.next]
	if d.N != n {
		panic(fmt.Sprintf("games: replay: draw %d was IntN(%d), now IntN(%d)", p.next+1, d.N, n))
	}
	p.next++
	return d.Value
}

// Done reports whether every recorded draw has been used.
func (p *Replay) Done() bool { return p.next == len(p.Draws) }

// Fixed is a Rand for tests and examples that returns Values in turn, each
// reduced mod n, cycling when it runs out. Values are die faces minus one:
// Fixed{Values: []int{2}} makes every d6 show 3.
type Fixed struct {
	Values []int
	next   int
}

// IntN returns the next value mod n.
func (f *Fixed) IntN(n int) int {
	if len(f.Values) == 0 {
		return 0
	}
	v := f.Values[f.next%len(f.Values)]
	f.next++
	return ((v % n) + n) % n
}
