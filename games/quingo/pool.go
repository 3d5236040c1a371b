package quingo

import (
	"fmt"
	"strconv"
	"strings"
)

// PoolDie is one die of the community pool.
type PoolDie struct {
	Faces int  `json:"faces"`
	Value int  `json:"value"` // the face showing; 0 before the first roll
	Taken bool `json:"taken"` // taken this round: no longer in the pool
}

// Pool is the community dice, smallest first. Dice taken stay in the list,
// marked, until the pool is rolled again.
type Pool []PoolDie

func newPool(z Sizes) Pool {
	p := make(Pool, len(z))
	for i, f := range z {
		p[i] = PoolDie{Faces: f}
	}
	return p
}

// Sizes returns the sizes of the pool's dice.
func (p Pool) Sizes() Sizes {
	z := make(Sizes, len(p))
	for i, d := range p {
		z[i] = d.Faces
	}
	return z
}

// Label returns the name of die i: its size, and a copy letter when the
// pool holds several dice of that size.
func (p Pool) Label(i int) Label {
	first, n := i, 0
	for first > 0 && p[first-1].Faces == p[i].Faces {
		first--
	}
	for j := first; j < len(p) && p[j].Faces == p[i].Faces; j++ {
		n++
	}
	if n == 1 {
		return Label{Faces: p[i].Faces}
	}
	return Label{Faces: p[i].Faces, Copy: i - first + 1}
}

// Find returns the index of the die labelled l.
func (p Pool) Find(l Label) (int, bool) {
	for i := range p {
		if p.Label(i) == l {
			return i, true
		}
	}
	return 0, false
}

// Left returns the number of dice not yet taken.
func (p Pool) Left() int {
	n := 0
	for _, d := range p {
		if !d.Taken {
			n++
		}
	}
	return n
}

// String writes the pool as a position: each label with its face, or "-"
// when taken: "d4:4 d6:- d8:6 d10:3 d12:12 d20:-".
func (p Pool) String() string {
	words := make([]string, len(p))
	for i, d := range p {
		v := "-"
		if !d.Taken {
			v = strconv.Itoa(d.Value)
		}
		words[i] = p.Label(i).String() + ":" + v
	}
	return strings.Join(words, " ")
}

// ParsePool reads a pool written by String. The sizes must be smallest
// first and the labels those the sizes give. A taken die read this way
// keeps face 1.
func ParsePool(text string) (Pool, error) {
	words := strings.Fields(text)
	p := make(Pool, len(words))
	labels := make([]Label, len(words))
	for i, w := range words {
		name, face, ok := strings.Cut(w, ":")
		l, okLabel := ParseLabel(strings.ToLower(name))
		if !ok || !okLabel {
			return nil, fmt.Errorf("quingo: pool: %q is not label:face", w)
		}
		labels[i] = l
		p[i].Faces = l.Faces
		if face == "-" {
			p[i].Taken, p[i].Value = true, 1
			continue
		}
		v, err := strconv.Atoi(face)
		if err != nil || v < 1 || v > l.Faces {
			return nil, fmt.Errorf("quingo: pool: %s cannot show %q", name, face)
		}
		p[i].Value = v
	}
	if err := p.valid(true); err != nil {
		return nil, err
	}
	for i, l := range labels {
		if p.Label(i) != l {
			return nil, fmt.Errorf("quingo: pool: die %d is %s, not %s", i+1, p.Label(i), l)
		}
	}
	return p, nil
}

// valid checks the sizes and faces; rolled tells whether the pool has been
// rolled (every face set) or not (every face 0).
func (p Pool) valid(rolled bool) error {
	if len(p) == 0 || len(p) > MaxDice {
		return fmt.Errorf("quingo: pool of %d dice", len(p))
	}
	for i, d := range p {
		switch {
		case d.Faces < MinFaces || d.Faces > MaxFaces || (i > 0 && d.Faces < p[i-1].Faces):
			return fmt.Errorf("quingo: pool: sizes %v", p.Sizes())
		case rolled && (d.Value < 1 || d.Value > d.Faces):
			return fmt.Errorf("quingo: pool: %s shows %d", p.Label(i), d.Value)
		case !rolled && (d.Value != 0 || d.Taken):
			return fmt.Errorf("quingo: pool: %s is rolled before the first round", p.Label(i))
		}
	}
	if p.Sizes().MaxSum() > MaxSum {
		return fmt.Errorf("quingo: pool: largest sum %d", p.Sizes().MaxSum())
	}
	return nil
}
