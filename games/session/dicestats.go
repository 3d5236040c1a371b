package session

import (
	"math"
	"slices"

	"github.com/quintetbot/quintet/games"
)

// DiceTally counts the draws of some matches per die size: t[n][v] is how
// many times a die of n faces showed v+1 (IntN(n) returned v).
type DiceTally map[int][]int64

// MinExpected is the fewest rolls per face a die size needs before its
// chi-square test means anything; sizes with fewer are not judged.
const MinExpected = 5

// Add counts draws.
func (t DiceTally) Add(draws []games.Draw) {
	for _, d := range draws {
		if d.N <= 0 || d.Value < 0 || d.Value >= d.N {
			continue
		}
		if t[d.N] == nil {
			t[d.N] = make([]int64, d.N)
		}
		t[d.N][d.Value]++
	}
}

// Merge adds the counts of o to t.
func (t DiceTally) Merge(o DiceTally) {
	for n, cs := range o {
		if len(cs) != n {
			continue
		}
		if t[n] == nil {
			t[n] = make([]int64, n)
		}
		for v, c := range cs {
			t[n][v] += c
		}
	}
}

// Sizes returns the die sizes counted, smallest first.
func (t DiceTally) Sizes() []int {
	out := make([]int, 0, len(t))
	for n, cs := range t {
		if len(cs) == n && total(cs) > 0 {
			out = append(out, n)
		}
	}
	slices.Sort(out)
	return out
}

// Rolls returns how many dice of n faces were counted.
func (t DiceTally) Rolls(n int) int64 { return total(t[n]) }

// Testable reports whether die size n has at least MinExpected rolls per
// face, enough for a chi-square test.
func (t DiceTally) Testable(n int) bool {
	return n >= 2 && len(t[n]) == n && t.Rolls(n) >= int64(MinExpected*n)
}

// ChiSquare returns Pearson's statistic of counts against the uniform
// expectation and its degrees of freedom, len(counts)-1.
func ChiSquare(counts []int64) (stat float64, df int) {
	n := total(counts)
	if n == 0 || len(counts) < 2 {
		return 0, 0
	}
	e := float64(n) / float64(len(counts))
	for _, c := range counts {
		d := float64(c) - e
		stat += d * d / e
	}
	return stat, len(counts) - 1
}

// PValue returns the chance that dice as fair as they should be land at
// least this far from uniform: the upper tail of the chi-square
// distribution with df degrees of freedom at stat.
func PValue(stat float64, df int) float64 {
	if df <= 0 {
		return 1
	}
	return upperGamma(float64(df)/2, stat/2)
}

// Uniformity tests die size n: its p-value, and false when the size has
// too few rolls to judge.
func (t DiceTally) Uniformity(n int) (float64, bool) {
	if !t.Testable(n) {
		return 0, false
	}
	return PValue(ChiSquare(t[n])), true
}

// Overall tests every testable die size at once (the statistics and
// degrees of freedom of independent tests add up): its p-value, and false
// when no size has rolls enough.
func (t DiceTally) Overall() (float64, bool) {
	var sum float64
	var df int
	for _, n := range t.Sizes() {
		if t.Testable(n) {
			s, d := ChiSquare(t[n])
			sum, df = sum+s, df+d
		}
	}
	if df == 0 {
		return 0, false
	}
	return PValue(sum, df), true
}

// Judge says what a p-value means for dice, in words: as random as
// expected from 0.01 up; a little uneven from 0.001; below that, more
// uneven than chance explains (fair dice get there in 1 check of 1000).
func Judge(p float64) string {
	switch {
	case p >= 0.01:
		return "as random as expected"
	case p >= 0.001:
		return "a little uneven, as fair dice are about once in 100 checks"
	default:
		return "more uneven than chance explains"
	}
}

func total(cs []int64) int64 {
	var n int64
	for _, c := range cs {
		n += c
	}
	return n
}

// upperGamma returns the regularized upper incomplete gamma function
// Q(a, x): by its series below a+1, else by its continued fraction
// (modified Lentz), each to double precision.
func upperGamma(a, x float64) float64 {
	switch {
	case x <= 0:
		return 1
	case math.IsInf(x, 1):
		return 0
	}
	lg, _ := math.Lgamma(a)
	front := math.Exp(-x + a*math.Log(x) - lg)
	if x < a+1 {
		sum, term := 1/a, 1/a
		for k := 1; k < 10000; k++ {
			term *= x / (a + float64(k))
			sum += term
			if term < sum*1e-16 {
				break
			}
		}
		return max(0, 1-front*sum)
	}
	const tiny = 1e-300
	b := x + 1 - a
	c, d := 1/tiny, 1/b
	h := d
	for i := 1; i < 10000; i++ {
		an := -float64(i) * (float64(i) - a)
		b += 2
		d = an*d + b
		if math.Abs(d) < tiny {
			d = tiny
		}
		c = b + an/c
		if math.Abs(c) < tiny {
			c = tiny
		}
		d = 1 / d
		del := d * c
		h *= del
		if math.Abs(del-1) < 1e-16 {
			break
		}
	}
	return front * h
}
