package session_test

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
)

func TestPValue(t *testing.T) {
	// Critical values of the chi-square distribution from its tables.
	cases := []struct {
		stat float64
		df   int
		p    float64
	}{
		{3.841459, 1, 0.05},
		{6.634897, 1, 0.01},
		{0.454936, 1, 0.5},
		{11.0705, 5, 0.05},
		{20.5150, 5, 0.001},
		{29.5883, 10, 0.001},
		{43.8202, 19, 0.001},
		{18.3379, 19, 0.5},
		{55.4760, 27, 0.001},
		{0, 5, 1},
	}
	for _, tc := range cases {
		if got := session.PValue(tc.stat, tc.df); math.Abs(got-tc.p) > 1e-4*math.Max(tc.p, 0.01) {
			t.Errorf("PValue(%v, %d) = %v, want %v", tc.stat, tc.df, got, tc.p)
		}
	}
}

func TestJudge(t *testing.T) {
	tally := session.DiceTally{}
	tally.Add([]games.Draw{{N: 6, Value: 0}, {N: 6, Value: 1}})
	if _, ok := tally.Uniformity(6); ok {
		t.Fatal("two rolls of a d6 judged")
	}
	loaded := session.DiceTally{6: {1000, 1000, 1000, 1000, 1000, 1300}}
	p, ok := loaded.Uniformity(6)
	if !ok || p >= 0.001 || session.Judge(p) == session.Judge(0.5) {
		t.Fatalf("a loaded d6: p %v %q", p, session.Judge(p))
	}
	fair := session.DiceTally{6: {1000, 990, 1010, 1005, 995, 1000}}
	if p, _ := fair.Overall(); session.Judge(p) != "as random as expected" {
		t.Fatalf("even d6: p %v %q", p, session.Judge(p))
	}
}

// TestDiceUniform draws 10^6 values of every die size the five games use
// (2 to 20 faces in Quingo's pools, 2 to 28 in the Quinientos shuffle)
// from the match generator with a fixed seed, and checks each against the
// uniform distribution at alpha 0.001.
func TestDiceUniform(t *testing.T) {
	if testing.Short() {
		t.Skip("27 million draws")
	}
	const draws = 1_000_000
	pcg, err := session.NewDice("000102030405060708090a0b0c0d0e0f")
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(pcg)
	lowest, at := 1.0, 0
	for n := 2; n <= 28; n++ {
		counts := make([]int64, n)
		for range draws {
			counts[r.IntN(n)]++
		}
		stat, df := session.ChiSquare(counts)
		p := session.PValue(stat, df)
		if p < 0.001 {
			t.Errorf("d%d: chi-square %.1f with %d degrees, p = %.5f", n, stat, df, p)
		}
		if p < lowest {
			lowest, at = p, n
		}
	}
	t.Logf("lowest p-value %.4f (d%d) over 27 sizes", lowest, at)
}
