package quingo

// sums is a set of sums 0-127, one bit each: sums below 64 in lo, the
// rest in hi. It is a struct of two words rather than an array so that the
// compiler keeps it in registers.
type sums struct{ lo, hi uint64 }

// sum returns the set holding n alone, 0 <= n < 128.
func sum(n int) sums {
	bit := uint64(1) << (n & 63)
	if n < 64 {
		return sums{lo: bit}
	}
	return sums{hi: bit}
}

func (s *sums) add(n int)      { *s = s.or(sum(n)) }
func (s sums) and(t sums) sums { return sums{s.lo & t.lo, s.hi & t.hi} }
func (s sums) or(t sums) sums  { return sums{s.lo | t.lo, s.hi | t.hi} }
func (s sums) empty() bool     { return s.lo|s.hi == 0 }

// has reports whether n is in the set; false for n outside 0-127.
func (s sums) has(n int) bool {
	if n < 64 {
		return n >= 0 && s.lo&(1<<(n&63)) != 0
	}
	return n < 128 && s.hi&(1<<(n&63)) != 0
}

// shift returns every sum of s plus v, 0 <= v < 64; sums past 127 drop.
// The shift counts are masked to say they are below 64.
func (s sums) shift(v int) sums {
	if v == 0 {
		return s
	}
	return sums{s.lo << (v & 63), s.hi<<(v&63) | s.lo>>((64-v)&63)}
}
