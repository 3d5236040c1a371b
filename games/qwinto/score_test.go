package qwinto

import (
	"reflect"
	"testing"
)

// TestScore checks the vectors of RULES.md: Jane Doe's sheet scores
// 16 + 6 + 5 + 3 + 13 - 15 = 28; with blue position 8 (0-based 7) = 8 it
// completes column 7 too (red 11, yellow 12, blue 8; bonus red 11) and the
// blue row gains a cell: 40.
func TestScore(t *testing.T) {
	tests := []struct {
		name  string
		sheet string
		want  Score
	}{
		{"jane doe", janeDoe, Score{
			Rows:   [3]int{Red: 16, Yellow: 6, Blue: 5},
			Bonus:  []BonusColumn{{Column: 3, Colour: Red, Value: 3}, {Column: 8, Colour: Yellow, Value: 13}},
			Failed: -15, Total: 28,
		}},
		{"jane doe with blue 8", "red 2,3,6,X,9,11,12,13,15,16 yellow 1,3,4,5,0,X,12,13,0,0 blue 1,3,0,6,X,7,0,8,10,0 failed 3", Score{
			Rows:   [3]int{Red: 16, Yellow: 6, Blue: 6},
			Bonus:  []BonusColumn{{Column: 3, Colour: Red, Value: 3}, {Column: 7, Colour: Red, Value: 11}, {Column: 8, Colour: Yellow, Value: 13}},
			Failed: -15, Total: 40,
		}},
		{"empty", emptySheet, Score{Total: 0}},
		{"complete rows, every bonus column full", "red 1,2,3,X,4,5,6,7,8,9 yellow 2,3,4,5,6,X,7,8,9,10 blue 1,4,5,6,X,7,8,9,10,11", Score{
			Rows: [3]int{Red: 9, Yellow: 10, Blue: 11},
			Bonus: []BonusColumn{
				{Column: 2, Colour: Blue, Value: 5}, {Column: 3, Colour: Red, Value: 2},
				{Column: 7, Colour: Red, Value: 5}, {Column: 8, Colour: Yellow, Value: 8}, {Column: 9, Colour: Blue, Value: 11},
			},
			Total: 30 + 5 + 2 + 5 + 8 + 11,
		}},
		{"four failed throws", emptySheet + " failed 4", Score{Failed: -20, Total: -20}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sh := mustSheet(t, tt.sheet)
			if got := sh.Score(); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("score %+v, want %+v\n%s", got, tt.want, sh.Text(tt.name, sh.Score().Total))
			}
		})
	}
}
