package commands

import (
	"strings"
	"testing"
)

func TestTypedText(t *testing.T) {
	tests := []struct{ in, want string }{
		{"rack 1 3", "rack 1 3"},
		{"  skip\n", "skip"},
		{"ｒａｃｋ　１", "rack 1"},           // full-width letters, digits and space
		{"ＷＲＩＴＥ ｒｅｄ ７", "WRITE red 7"}, // case is the games' to fold
		{"rоll", "rоll"},               // a Cyrillic о is no Latin o
		{"héllo", "héllo"},
	}
	for _, tt := range tests {
		if got := typedText(tt.in); got != tt.want {
			t.Errorf("typedText(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestFullWidthMoveIsPlayed: a move typed with a full-width keyboard is
// played as its ASCII notation.
func TestFullWidthMoveIsPlayed(t *testing.T) {
	d := newTable(t)
	d.started("cinqo")
	if got := reason(d.command("alice", "game move", map[string]string{"notation": "ｒｏｌｌ"})); !strings.HasPrefix(got, "You played `roll`") {
		t.Fatalf("a full-width roll: %q", got)
	}
}
