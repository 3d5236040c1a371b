package quingo

// sums is a set of sums 0-127, one bit each.
type sums [2]uint64

func (s *sums) add(n int)      { s[n>>6] |= 1 << (n & 63) }
func (s sums) has(n int) bool  { return uint(n) < 128 && s[n>>6]&(1<<(n&63)) != 0 }
func (s sums) and(t sums) sums { return sums{s[0] & t[0], s[1] & t[1]} }
func (s sums) or(t sums) sums  { return sums{s[0] | t[0], s[1] | t[1]} }
func (s sums) empty() bool     { return s[0]|s[1] == 0 }

// shift returns every sum of s plus v, 0 <= v < 64; sums past 127 drop.
// The shift counts are masked to say they are below 64.
func (s sums) shift(v int) sums {
	if v == 0 {
		return s
	}
	return sums{s[0] << (v & 63), s[1]<<(v&63) | s[0]>>((64-v)&63)}
}
