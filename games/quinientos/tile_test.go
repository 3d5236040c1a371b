package quinientos

import (
	"encoding/json"
	"testing"
)

func TestSet(t *testing.T) {
	set := Set()
	seen := map[Tile]bool{}
	pips, doubles := 0, 0
	for _, tile := range set {
		if !tile.Valid() || seen[tile] {
			t.Fatalf("tile %v invalid or twice in %v", tile, set)
		}
		seen[tile] = true
		pips += tile.Pips()
		if tile.Double() {
			doubles++
		}
	}
	if len(set) != SetSize || pips != 168 || doubles != 7 {
		t.Errorf("set: %d tiles, %d pips, %d doubles; want 28, 168, 7", len(set), pips, doubles)
	}
	if set[0] != (Tile{6, 6}) || set[SetSize-1] != (Tile{}) {
		t.Errorf("set runs %s to %s, want 6-6 to 0-0", set[0], set[SetSize-1])
	}
}

func TestParseTile(t *testing.T) {
	tests := []struct {
		text string
		want string // "" when refused
	}{
		{"6-5", "6-5"}, {"5-6", "6-5"}, {"6|5", "6-5"}, {"0-0", "0-0"}, {"3-3", "3-3"},
		{"7-1", ""}, {"6-", ""}, {"65", ""}, {"6:5", ""}, {"-1-2", ""}, {"a-b", ""}, {"", ""}, {"6-5-4", ""},
	}
	for _, tt := range tests {
		got, ok := ParseTile(tt.text)
		switch {
		case tt.want == "" && ok:
			t.Errorf("ParseTile(%q) = %s, want refused", tt.text, got)
		case tt.want != "" && (!ok || got.String() != tt.want):
			t.Errorf("ParseTile(%q) = %s, %v; want %s", tt.text, got, ok, tt.want)
		}
	}
}

func TestTileHalves(t *testing.T) {
	tile := TileOf(2, 5)
	if tile != (Tile{5, 2}) || !tile.Has(2) || !tile.Has(5) || tile.Has(3) || tile.Other(5) != 2 || tile.Other(2) != 5 {
		t.Errorf("TileOf(2, 5) = %+v: halves wrong", tile)
	}
	if d := TileOf(4, 4); !d.Double() || d.Other(4) != 4 || d.Pips() != 8 {
		t.Errorf("4-4: double %v, other %d, pips %d", d.Double(), d.Other(4), d.Pips())
	}
}

func TestTileJSON(t *testing.T) {
	b, err := json.Marshal(Hand{{6, 5}, {0, 0}})
	if err != nil || string(b) != `["6-5","0-0"]` {
		t.Fatalf("hand JSON %s, %v", b, err)
	}
	var h Hand
	if err := json.Unmarshal([]byte(`["5-6","0-0"]`), &h); err != nil || len(h) != 2 || h[0] != (Tile{6, 5}) {
		t.Fatalf("decoded %v, %v", h, err)
	}
	if err := json.Unmarshal([]byte(`["7-7"]`), &h); err == nil {
		t.Fatal("7-7 decoded")
	}
	if _, err := json.Marshal(Tile{3, 5}); err == nil {
		t.Fatal("tile 3-5 (halves out of order) encoded")
	}
}
