package qwinto

import (
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games/qwinto"
	"github.com/quintetbot/quintet/render"
)

// TestTogglesWearTheirDiceColours: no toggle is green, since no die is,
// and each shows a circle of its die's colour.
func TestTogglesWearTheirDiceColours(t *testing.T) {
	rows := rollControls(&render.Table{Version: 3}, qwinto.ColoursOf(qwinto.AllColours[:]...))
	want := map[string]string{"Red": "🔴", "Yellow": "🟡", "Blue": "🔵"}
	for _, c := range rows[0].(discordgo.ActionsRow).Components {
		b := c.(discordgo.Button)
		if b.Style == discordgo.SuccessButton {
			t.Errorf("toggle %q is green", b.Label)
		}
		name := strings.TrimPrefix(b.Label, "✓ ")
		if b.Emoji == nil || b.Emoji.Name != want[name] {
			t.Errorf("toggle %q wears %+v, want %s", b.Label, b.Emoji, want[name])
		}
	}
}
