package quinientos

import (
	"slices"
	"testing"
)

// TestPlace plays tiles on written layouts and checks the line and its
// ends: a double lies crosswise and leaves the end value as it was.
func TestPlace(t *testing.T) {
	tests := []struct {
		name   string
		layout string
		tile   Tile
		end    End
		want   string // the layout after, left|right per tile
		ends   [2]int
	}{
		{"lead", "", Tile{6, 6}, NoEnd, "6|6", [2]int{6, 6}},
		{"lead a non-double", "", Tile{5, 3}, NoEnd, "5|3", [2]int{5, 3}},
		{"right", "6|6", Tile{6, 5}, Right, "6|6 6|5", [2]int{6, 5}},
		{"left", "6|6", Tile{6, 5}, Left, "5|6 6|6", [2]int{5, 6}},
		{"double on the right keeps the end", "6|6 6|5", Tile{5, 5}, Right, "6|6 6|5 5|5", [2]int{6, 5}},
		{"double on the left keeps the end", "4|6 6|5", Tile{4, 4}, Left, "4|4 4|6 6|5", [2]int{4, 5}},
		{"after a double", "6|6 6|5 5|5", Tile{5, 1}, Right, "6|6 6|5 5|5 5|1", [2]int{6, 1}},
		{"lower half matches", "2|6 6|5", Tile{3, 2}, Left, "3|2 2|6 6|5", [2]int{3, 5}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := mustLayout(t, tt.layout)
			before := slices.Clone(l)
			got := l.Place(tt.tile, tt.end, 1)
			left, right, _ := got.Ends()
			if layoutText(got) != tt.want || [2]int{left, right} != tt.ends {
				t.Errorf("%s on the %s of %q: %q ends %d %d, want %q ends %v", tt.tile, tt.end, tt.layout, layoutText(got), left, right, tt.want, tt.ends)
			}
			if !slices.Equal(l, before) {
				t.Errorf("Place changed its layout: %q", layoutText(l))
			}
			if err := got.check(); err != nil {
				t.Error(err)
			}
		})
	}
}

func TestFits(t *testing.T) {
	tests := []struct {
		layout string
		tile   Tile
		want   []End
	}{
		{"", Tile{2, 1}, []End{NoEnd}},
		{"6|6", Tile{6, 5}, []End{Left}}, // a lone double: one place
		{"6|6", Tile{5, 5}, nil},
		{"4|6 6|2", Tile{4, 2}, []End{Left, Right}},
		{"4|6 6|2", Tile{4, 4}, []End{Left}},
		{"4|6 6|2", Tile{2, 0}, []End{Right}},
		{"4|6 6|2", Tile{6, 3}, nil},
	}
	for _, tt := range tests {
		if got := mustLayout(t, tt.layout).Fits(tt.tile); !slices.Equal(got, tt.want) {
			t.Errorf("%s on %q fits %v, want %v", tt.tile, tt.layout, got, tt.want)
		}
	}
}

func mustLayout(t *testing.T, text string) Layout {
	t.Helper()
	if text == "" {
		return nil
	}
	st := position(t, "layout "+text)
	return st.layout()
}

func layoutText(l Layout) string {
	var out []byte
	for i, p := range l {
		if i > 0 {
			out = append(out, ' ')
		}
		out = append(out, byte('0'+p.Left), '|', byte('0'+p.Right))
	}
	return string(out)
}
