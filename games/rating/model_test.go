package rating

import (
	"errors"
	"math"
	"testing"
)

// noDrift is the model of the openskill.js reference values, which were
// computed before openskill added the drift tau.
var noDrift = Model{Beta: DefaultBeta, Kappa: DefaultKappa}

func solo(rs ...Rating) [][]Rating {
	out := make([][]Rating, len(rs))
	for i, r := range rs {
		out[i] = []Rating{r}
	}
	return out
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func checkRatings(t *testing.T, got, want [][]Rating) {
	t.Helper()
	for i := range want {
		for j := range want[i] {
			g, w := got[i][j], want[i][j]
			if !near(g.Mu, w.Mu) || !near(g.Sigma, w.Sigma) {
				t.Errorf("team %d player %d: got %+v, want %+v", i, j, g, w)
			}
		}
	}
}

// TestRateReference checks Rate against the published test values of
// openskill.js (src/__tests__/rate.test.js, src/models/__tests__/
// plackett-luce.test.js) and the README of openskill.py.
func TestRateReference(t *testing.T) {
	n := New()
	tests := []struct {
		name  string
		teams [][]Rating
		ranks []int
		want  [][]Rating
	}{
		{"two players", solo(n, n), []int{1, 2}, solo(
			Rating{27.63523138347365, 8.065506316323548},
			Rating{22.36476861652635, 8.065506316323548})},
		{"two players, ranks reversed", solo(n, n), []int{2, 1}, solo(
			Rating{22.36476861652635, 8.065506316323548},
			Rating{27.63523138347365, 8.065506316323548})},
		{"five players", solo(n, n, n, n, n), []int{1, 2, 3, 4, 5}, solo(
			Rating{27.666666666666668, 8.290556877154474},
			Rating{26.833333333333332, 8.240145629781066},
			Rating{25.72222222222222, 8.179996679645559},
			Rating{24.055555555555557, 8.111796013701358},
			Rating{20.72222222222222, 8.111796013701358})},
		{"free-for-all with a tie", solo(Rating{10, 8}, Rating{5, 10}, Rating{0, 12}), []int{1, 2, 2}, solo(
			Rating{11.942833056030613, 7.926463661123746},
			Rating{2.938193791485662, 9.65347573412201},
			Rating{-1.4023734358082325, 11.323360667700934})},
		{"ties out of order", solo(Rating{15, 25.0 / 3}, Rating{20, 25.0 / 3}, Rating{25, 25.0 / 3}, Rating{30, 25.0 / 3}), []int{2, 4, 2, 1}, solo(
			Rating{15.340046366255285, 8.21273604193863},
			Rating{18.007807436399276, 8.188629384105589},
			Rating{24.25804790911316, 8.166514496319483},
			Rating{32.39409828823228, 8.247276990243211})},
		{"four-way tie", solo(n, n, n, n), []int{1, 1, 1, 1}, solo(
			Rating{25, 8.263160757613477}, Rating{25, 8.263160757613477},
			Rating{25, 8.263160757613477}, Rating{25, 8.263160757613477})},
		{"two teams", [][]Rating{{n, {32.444, 5.123}}, {{43.381, 2.421}, {25.188, 6.211}}}, []int{1, 2}, [][]Rating{
			{{28.669648436582808, 8.071520788025197}, {33.83086971107981, 5.062772998705765}},
			{{43.071274808241974, 2.4166900452721256}, {23.149503312339064, 6.1378606973362135}}}},
		{"three teams of different sizes", [][]Rating{{n, n, n}, {n}, {n, n}}, []int{1, 2, 3}, [][]Rating{
			{{25.939870821784513, 8.247641552260456}, {25.939870821784513, 8.247641552260456}, {25.939870821784513, 8.247641552260456}},
			{{27.21366020491262, 8.274321317985242}},
			{{21.84646897330287, 8.213058173195341}, {21.84646897330287, 8.213058173195341}}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := noDrift.Rate(tt.teams, tt.ranks)
			if err != nil {
				t.Fatal(err)
			}
			checkRatings(t, got, tt.want)
		})
	}
}

// TestRateOrderIndependent rates one game listed in every order of its
// teams and expects each player's new rating to be the same.
func TestRateOrderIndependent(t *testing.T) {
	teams := [][]Rating{{{29.182, 4.782}}, {{27.174, 4.922}, {20, 6}}, {{16.672, 6.217}}, {New()}}
	ranks := []int{2, 1, 2, 4}
	want, err := Default.Rate(teams, ranks)
	if err != nil {
		t.Fatal(err)
	}
	for _, perm := range [][]int{{3, 2, 1, 0}, {1, 0, 3, 2}, {2, 3, 0, 1}, {0, 2, 1, 3}} {
		pt := make([][]Rating, len(perm))
		pr := make([]int, len(perm))
		for i, p := range perm {
			pt[i], pr[i] = teams[p], ranks[p]
		}
		got, err := Default.Rate(pt, pr)
		if err != nil {
			t.Fatal(err)
		}
		for i, p := range perm {
			checkRatings(t, [][]Rating{got[i]}, [][]Rating{want[p]})
		}
	}
}

func TestRateDrift(t *testing.T) {
	got, err := Default.Rate(solo(New()), []int{1})
	if err != nil {
		t.Fatal(err)
	}
	want := math.Sqrt(DefaultSigma*DefaultSigma + DefaultTau*DefaultTau)
	if got[0][0].Mu != DefaultMu || !near(got[0][0].Sigma, want) {
		t.Errorf("one team: got %+v, want mu 25 and sigma %v", got[0][0], want)
	}
	two, _ := Default.Rate(solo(New(), New()), []int{1, 2})
	if w, l := two[0][0], two[1][0]; w.Mu <= DefaultMu || l.Mu >= DefaultMu || w.Sigma >= want {
		t.Errorf("winner %+v, loser %+v: the winner must gain, the loser lose, sigma shrink", w, l)
	}
}

func TestRateDoesNotChangeInput(t *testing.T) {
	teams := solo(New(), New())
	if _, err := Default.Rate(teams, []int{1, 2}); err != nil {
		t.Fatal(err)
	}
	if teams[0][0] != New() || teams[1][0] != New() {
		t.Errorf("input changed: %+v", teams)
	}
}

func TestRateRefuses(t *testing.T) {
	tests := []struct {
		name  string
		teams [][]Rating
		ranks []int
	}{
		{"ranks and teams differ", solo(New(), New()), []int{1}},
		{"empty team", [][]Rating{{New()}, {}}, []int{1, 2}},
		{"zero sigma", solo(New(), Rating{25, 0}), []int{1, 2}},
		{"not a number", solo(New(), Rating{math.NaN(), 1}), []int{1, 2}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := Default.Rate(tt.teams, tt.ranks); !errors.Is(err, ErrBadGame) {
				t.Errorf("err = %v, want ErrBadGame", err)
			}
		})
	}
}

func TestDisplay(t *testing.T) {
	tests := []struct {
		r    Rating
		ord  float64
		want int
	}{
		{New(), 0, 1000},
		{Rating{43.071274808241974, 2.4166900452721256}, 35.821204672425594, 1716},
		{Rating{20, 8}, -4, 920},
		{Rating{30, 2}, 24, 1480},
	}
	for _, tt := range tests {
		if got := tt.r.Ordinal(); !near(got, tt.ord) {
			t.Errorf("%+v: ordinal %v, want %v", tt.r, got, tt.ord)
		}
		if got := tt.r.Display(); got != tt.want {
			t.Errorf("%+v: display %d, want %d", tt.r, got, tt.want)
		}
	}
}

func TestPlaces(t *testing.T) {
	tests := []struct{ scores, want []int }{
		{[]int{100, 90, 90, 80}, []int{1, 2, 2, 4}},
		{[]int{3, 7}, []int{2, 1}},
		{[]int{5, 5, 5}, []int{1, 1, 1}},
		{[]int{}, []int{}},
	}
	for _, tt := range tests {
		got := Places(tt.scores)
		if len(got) != len(tt.want) {
			t.Fatalf("%v: got %v", tt.scores, got)
		}
		for i := range got {
			if got[i] != tt.want[i] {
				t.Errorf("Places(%v) = %v, want %v", tt.scores, got, tt.want)
				break
			}
		}
	}
}
