package cinqo

import (
	"fmt"
	"testing"
)

func TestScore(t *testing.T) {
	tests := []struct {
		name    string
		dice    Dice
		hilo    HiLo
		partial int
		points  int
	}{
		// The vectors of RULES.md.
		{"seed example", DiceOf(1, 1, 1, 1, 2), TwoDown, 8, 16},
		{"perfect Hi", DiceOf(6, 6, 6, 6, 6), ThreeUp, 10, 30},
		{"low straight", DiceOf(1, 2, 3, 4, 5), OneUp, 10, 10},
		{"high straight", DiceOf(2, 3, 4, 5, 6), TwoDown, 10, 20},
		{"22 on Hi", DiceOf(6, 6, 6, 2, 2), OneUp, 1, 1},
		{"29 on Lo", DiceOf(6, 6, 6, 6, 5), ThreeDown, 1, 3},
		// Perfect Lo, and straights on either side with any number.
		{"perfect Lo", DiceOf(1, 1, 1, 1, 1), ThreeDown, 10, 30},
		{"low straight 3-down", DiceOf(1, 2, 3, 4, 5), ThreeDown, 10, 30},
		{"high straight 2-up", DiceOf(2, 3, 4, 5, 6), TwoUp, 10, 20},
		{"high straight 1-down", DiceOf(2, 3, 4, 5, 6), OneDown, 10, 10},
		// Almost straights score by the card.
		{"1-2-3-4-6 on Lo", DiceOf(1, 2, 3, 4, 6), OneDown, 1, 1},
		{"1-3-4-5-6 on Hi", DiceOf(1, 3, 4, 5, 6), TwoUp, 1, 2},
		// The open rows: 22 or less on Hi, 13 or more on Lo.
		{"5 on Hi", DiceOf(1, 1, 1, 1, 1), ThreeUp, 1, 3},
		{"17 on Hi", DiceOf(1, 3, 4, 4, 5), TwoUp, 1, 2},
		{"23 on Hi", DiceOf(6, 6, 6, 3, 2), TwoUp, 2, 4},
		{"12 on Lo", DiceOf(1, 1, 2, 3, 5), TwoDown, 2, 4},
		{"13 on Lo", DiceOf(1, 1, 2, 3, 6), TwoDown, 1, 2},
		{"30 on Lo", DiceOf(6, 6, 6, 6, 6), OneDown, 1, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sc := Score(tt.dice, tt.hilo)
			if sc.Partial != tt.partial || sc.Points != tt.points || sc.Multiplier != tt.hilo.Number() || sc.Side != tt.hilo.Side() {
				t.Errorf("rack %s with %s scores %s (%+v), want partial %d, %d points", tt.dice, tt.hilo, sc, sc, tt.partial, tt.points)
			}
		})
	}
}

// TestCard checks every row of both sides of the score card, and the
// totals beyond the last rows.
func TestCard(t *testing.T) {
	hi := map[int]int{30: 10, 29: 8, 28: 7, 27: 6, 26: 5, 25: 4, 24: 3, 23: 2}
	lo := map[int]int{5: 10, 6: 8, 7: 7, 8: 6, 9: 5, 10: 4, 11: 3, 12: 2}
	for total := 5; total <= 30; total++ {
		wantHi, ok := hi[total]
		if !ok {
			wantHi = 1 // 22 or less
		}
		wantLo, ok := lo[total]
		if !ok {
			wantLo = 1 // 13 or more
		}
		if got := Partial(Hi, total); got != wantHi {
			t.Errorf("Hi side, total %d: %d, want %d", total, got, wantHi)
		}
		if got := Partial(Lo, total); got != wantLo {
			t.Errorf("Lo side, total %d: %d, want %d", total, got, wantLo)
		}
	}
	if got := Partial(0, 30); got != 0 {
		t.Errorf("no side: %d, want 0", got)
	}
}

func TestFiveOfAKindScore(t *testing.T) {
	for _, h := range []HiLo{OneUp, ThreeUp, OneDown, ThreeDown} {
		for f := 1; f <= Faces; f++ {
			d := DiceOf(f, f, f, f, f)
			if sc := FiveOfAKindScore(d, h); sc.Points != 10 || !sc.FiveOfAKind {
				t.Errorf("five %ds with %s: %+v, want 10 points flat", f, h, sc)
			}
		}
	}
}

func TestHiLo(t *testing.T) {
	for roll := 1; roll <= 6; roll++ {
		h := HiLo(roll)
		want := []string{"1-up", "2-up", "3-up", "1-down", "2-down", "3-down"}[roll-1]
		if h.String() != want || HiLoOf(h.Number(), h.Side()) != h {
			t.Errorf("roll %d: %s (%d %s), want %s", roll, h, h.Number(), h.Side(), want)
		}
		back, ok := ParseHiLo(want)
		if !ok || back != h {
			t.Errorf("ParseHiLo(%q) = %v, %v", want, back, ok)
		}
	}
	if NoHiLo.Valid() || NoHiLo.Number() != 0 || NoHiLo.Side() != 0 {
		t.Errorf("NoHiLo is a face")
	}
}

func TestCardText(t *testing.T) {
	const want = `Hi total  =   Lo total  =
      30 10          5 10
      29  8          6  8
      28  7          7  7
      27  6          8  6
      26  5          9  5
      25  4         10  4
      24  3         11  3
      23  2         12  2
     22-  1        13+  1
`
	if got := CardText(); got != want {
		t.Errorf("score card:\n%s\nwant\n%s", got, want)
	}
}

func ExampleScore() {
	sc := Score(DiceOf(1, 1, 1, 1, 2), TwoDown)
	fmt.Println(sc)
	fmt.Println(Score(DiceOf(2, 3, 4, 5, 6), ThreeUp))
	// Output:
	// 6 on the Lo side scores 8, times 2: 16 points
	// a straight scores 10, times 3: 30 points
}
