package commands

import "testing"

// TestResignedPlayerIsToldSo: a player who resigned and tries to play,
// resign or undo again reads that they resigned, not that they never
// played.
func TestResignedPlayerIsToldSo(t *testing.T) {
	d := newTable(t)
	d.started("cinqo", "bob", "carol")
	d.resignConfirmed("bob")
	const want = "You resigned from this game; a bot plays your seat."
	for _, cmd := range []string{"game resign", "game undo", "game rejoin"} {
		if got := reason(d.command("bob", cmd, nil)); got != want {
			t.Errorf("/%s by a player who resigned: %q, want %q", cmd, got, want)
		}
	}
	if got := reason(d.command("bob", "game move", map[string]string{"notation": "roll"})); got != want {
		t.Errorf("/game move by a player who resigned: %q, want %q", got, want)
	}
	if got := reason(d.command("zed", "game resign", nil)); got != "You are not playing in this game." {
		t.Errorf("/game resign by a stranger: %q", got)
	}
}
