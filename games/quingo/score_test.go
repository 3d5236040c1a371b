package quingo

import "testing"

func TestScore(t *testing.T) {
	tests := []struct {
		sheet string
		su    Setup
		rows  [NumberRows]int
		wild  int
		total int
	}{
		// RULES.md: the seed's worked example.
		{example114, setup114, [NumberRows]int{26, 43, -17, 54}, 8, 114},
		{"..... ..... ..... ..... wild - .....", setup114, [NumberRows]int{}, 0, 0},
		// A crossed box in a full row loses the bonus; a crossed wild counts 0.
		{"vvvvx ..... ..... ....v wild 1,1,1,1,1 xxxxv", setup114, [NumberRows]int{10 - 5, 0, 0, 20}, 2, 27},
		// Every box checked: all four bonuses and five wilds.
		{"vvvvv vvvvv vvvvv vvvvv wild 9,9,9,9,9 vvvvv", Setup{Bonus: [NumberRows]int{20, 20, 20, 20}, Wild: 4},
			[NumberRows]int{35, 60, 85, 110}, 20, 310},
		// Every box crossed.
		{"xxxxx xxxxx xxxxx xxxxx wild 9,9,9,9,9 xxxxx", setup114, [NumberRows]int{-15, -40, -65, -90}, 0, -210},
	}
	for _, tt := range tests {
		sh := mustSheet(t, tt.sheet)
		sc := sh.Score(tt.su)
		if sc.Rows != tt.rows || sc.Wild != tt.wild || sc.Total != tt.total {
			t.Errorf("score of %q: rows %v wild %d total %d, want %v %d %d\n%s",
				tt.sheet, sc.Rows, sc.Wild, sc.Total, tt.rows, tt.wild, tt.total, sh.Text(tt.su))
		}
	}
}
