package quingo

import (
	"cmp"
	"strconv"
	"strings"
)

// Label names a die of the pool: "d" and its size, then a copy letter when
// the pool holds several dice of that size: d4, d6a, d6b.
type Label struct {
	Faces int // the die's size
	Copy  int // 0 for the only die of its size; 1, 2, ... for copies a, b, ...
}

// String returns the label as typed: "d12", "d6b".
func (l Label) String() string {
	s := "d" + strconv.Itoa(l.Faces)
	if l.Copy > 0 {
		s += string(rune('a' + l.Copy - 1))
	}
	return s
}

// Compare orders labels as the pool does: by size, then copy.
func (l Label) Compare(m Label) int {
	if c := cmp.Compare(l.Faces, m.Faces); c != 0 {
		return c
	}
	return cmp.Compare(l.Copy, m.Copy)
}

// ParseLabel reads a label in lower case: "d", a size of one or two digits,
// and an optional copy letter a-j.
func ParseLabel(w string) (Label, bool) {
	if !strings.HasPrefix(w, "d") {
		return Label{}, false
	}
	w = w[1:]
	var l Label
	if n := len(w); n > 0 && w[n-1] >= 'a' && w[n-1] <= 'a'+MaxDice-1 {
		l.Copy = int(w[n-1]-'a') + 1
		w = w[:n-1]
	}
	if len(w) == 0 || len(w) > 2 || strings.Trim(w, "0123456789") != "" {
		return Label{}, false
	}
	l.Faces, _ = strconv.Atoi(w)
	return l, l.Faces > 0
}
