package blingo

import (
	"slices"
	"testing"
)

func TestNumbering(t *testing.T) {
	tests := []struct {
		row, col int
		want     Square
	}{
		{1, 1, 1}, {1, 11, 11}, {2, 1, 12}, {3, 6, 28}, {4, 7, 40}, {8, 1, 78}, {8, 5, 82}, {8, 11, 88},
	}
	for _, tt := range tests {
		if got := SquareAt(tt.row, tt.col); got != tt.want {
			t.Errorf("SquareAt(%d, %d) = %d, want %d", tt.row, tt.col, got, tt.want)
		}
	}
	for q := Square(1); q <= NumSquares; q++ {
		if !q.Valid() || SquareAt(q.Row(), q.Column()) != q || q.Row() < 1 || q.Row() > Rows || q.Column() < 1 || q.Column() > Columns {
			t.Errorf("square %d: row %d column %d", q, q.Row(), q.Column())
		}
	}
	for _, q := range []Square{0, 89, -1} {
		if q.Valid() {
			t.Errorf("square %d valid", q)
		}
	}
}

// TestLines lists the exact squares of the 27 lines.
func TestLines(t *testing.T) {
	want := map[string][]Square{
		"row 1":          {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11},
		"row 2":          {12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22},
		"row 3":          {23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33},
		"row 4":          {34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44},
		"row 5":          {45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55},
		"row 6":          {56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66},
		"row 7":          {67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77},
		"row 8":          {78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88},
		"column 1":       {1, 12, 23, 34, 45, 56, 67, 78},
		"column 2":       {2, 13, 24, 35, 46, 57, 68, 79},
		"column 3":       {3, 14, 25, 36, 47, 58, 69, 80},
		"column 4":       {4, 15, 26, 37, 48, 59, 70, 81},
		"column 5":       {5, 16, 27, 38, 49, 60, 71, 82},
		"column 6":       {6, 17, 28, 39, 50, 61, 72, 83},
		"column 7":       {7, 18, 29, 40, 51, 62, 73, 84},
		"column 8":       {8, 19, 30, 41, 52, 63, 74, 85},
		"column 9":       {9, 20, 31, 42, 53, 64, 75, 86},
		"column 10":      {10, 21, 32, 43, 54, 65, 76, 87},
		"column 11":      {11, 22, 33, 44, 55, 66, 77, 88},
		"diagonal 1-85":  {1, 13, 25, 37, 49, 61, 73, 85},
		"diagonal 2-86":  {2, 14, 26, 38, 50, 62, 74, 86},
		"diagonal 3-87":  {3, 15, 27, 39, 51, 63, 75, 87},
		"diagonal 4-88":  {4, 16, 28, 40, 52, 64, 76, 88},
		"diagonal 8-78":  {8, 18, 28, 38, 48, 58, 68, 78},
		"diagonal 9-79":  {9, 19, 29, 39, 49, 59, 69, 79},
		"diagonal 10-80": {10, 20, 30, 40, 50, 60, 70, 80},
		"diagonal 11-81": {11, 21, 31, 41, 51, 61, 71, 81},
	}
	lines := AllLines()
	if len(lines) != 27 || NumLines != 27 {
		t.Fatalf("%d lines, want 27", len(lines))
	}
	seen := map[string]bool{}
	for _, l := range lines {
		name := l.String()
		if seen[name] {
			t.Errorf("line %d: name %q twice", l, name)
		}
		seen[name] = true
		w, ok := want[name]
		if !ok {
			t.Errorf("line %d: unexpected name %q", l, name)
			continue
		}
		if got := l.Squares(); !slices.Equal(got, w) {
			t.Errorf("%s: squares %v, want %v", name, got, w)
		}
	}
	kinds := map[LineKind]int{}
	for _, l := range lines {
		kinds[l.Kind()]++
	}
	if kinds[RowLine] != 8 || kinds[ColumnLine] != 11 || kinds[DownRight] != 4 || kinds[DownLeft] != 4 {
		t.Errorf("kinds %v, want 8 rows, 11 columns, 4 + 4 diagonals", kinds)
	}
}

func TestLinesThrough(t *testing.T) {
	tests := []struct {
		q    Square
		want []string
	}{
		{1, []string{"row 1", "column 1", "diagonal 1-85"}},
		{5, []string{"row 1", "column 5"}},
		{28, []string{"row 3", "column 6", "diagonal 4-88", "diagonal 8-78"}},
		{61, []string{"row 6", "column 6", "diagonal 1-85", "diagonal 11-81"}},
		{88, []string{"row 8", "column 11", "diagonal 4-88"}},
		{89, nil},
	}
	for _, tt := range tests {
		var got []string
		for _, l := range LinesThrough(tt.q) {
			got = append(got, l.String())
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("LinesThrough(%d) = %v, want %v", tt.q, got, tt.want)
		}
	}
	for q := Square(1); q <= NumSquares; q++ {
		for _, l := range LinesThrough(q) {
			if !slices.Contains(l.Squares(), q) {
				t.Errorf("%s through %d does not hold it", l, q)
			}
		}
	}
}

func TestLineSet(t *testing.T) {
	s := LineSetOf(0, 26, 8)
	if s.Len() != 3 || !s.Has(26) || s.Has(1) || s.Has(27) || s.String() != "row 1, column 1, diagonal 11-81" {
		t.Errorf("set %v: len %d, list %v", s, s.Len(), s.List())
	}
}
