package all_test

import (
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/render"
)

// TestEveryGameHasItsColour: every game's renderer declares the colour of
// its embeds, no two games share one, and each is the game's colour of
// old, so lobbies and boards look as they did.
func TestEveryGameHasItsColour(t *testing.T) {
	old := map[string]int{"qwinto": 0xd64541, "quingo": 0x3b82c4, "cinqo": 0x2f9e5b, "blingo": 0xe0a526, "quinientos": 0x6b4fa3}
	seen := map[int]string{}
	for _, rules := range games.All() {
		name := rules.Info().Name
		c, ok := render.For(name).(render.Colourer)
		if !ok {
			t.Errorf("%s: the renderer declares no colour", name)
			continue
		}
		if other, dup := seen[c.Colour()]; dup {
			t.Errorf("%s and %s share the colour %#06x", name, other, c.Colour())
		}
		seen[c.Colour()] = name
		if want, ok := old[name]; ok && c.Colour() != want {
			t.Errorf("%s: colour %#06x, want %#06x", name, c.Colour(), want)
		}
		if render.ColourOf(name) != c.Colour() {
			t.Errorf("%s: ColourOf %#06x, the renderer's %#06x", name, render.ColourOf(name), c.Colour())
		}
	}
	if render.ColourOf("no-such-game") != render.DefaultColour {
		t.Errorf("an unknown game's colour is %#06x", render.ColourOf("no-such-game"))
	}
}
