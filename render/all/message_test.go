package all_test

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/render"
)

// TestPublicBoardsShowPictureAndStatus checks every game's public board
// at every number of players, at a few moments of a game: the embed shows
// the picture and a short status, never the text board; the picture's alt
// text holds the status and the part of the player to act, within
// Discord's limit; a game in play offers the Text button, whose view
// holds the whole text board.
func TestPublicBoardsShowPictureAndStatus(t *testing.T) {
	for _, rules := range games.All() {
		info := rules.Info()
		for seats := info.MinSeats; seats <= min(info.MaxSeats, 6); seats++ {
			t.Run(fmt.Sprintf("%s/%d", info.Name, seats), func(t *testing.T) {
				tables := playTables(t, rules, seats, 5)
				for _, i := range []int{0, len(tables) / 3, len(tables) * 2 / 3, len(tables) - 1} {
					checkPublicBoard(t, tables[i], i)
				}
			})
		}
	}
}

func checkPublicBoard(t *testing.T, tab *render.Table, move int) {
	t.Helper()
	m := render.Board(tab)
	if err := m.Validate(); err != nil {
		t.Fatalf("move %d: %v", move, err)
	}
	if len(m.Files) != 1 || len(m.Embeds) == 0 || m.Embeds[0].Image == nil {
		t.Fatalf("move %d: the board shows no picture", move)
	}
	desc := m.Embeds[0].Description
	if strings.Contains(desc, "```") || utf8.RuneCountInString(desc) > 500 {
		t.Errorf("move %d: the embed holds %d characters, a text board:\n%s", move, utf8.RuneCountInString(desc), desc)
	}
	alt := m.Files[0].Description
	if n := utf8.RuneCountInString(alt); n == 0 || n > render.MaxAltText {
		t.Errorf("move %d: alt text of %d characters", move, n)
	}
	if !strings.Contains(alt, tab.Status()) {
		t.Errorf("move %d: alt text lacks the status %q:\n%s", move, tab.Status(), alt)
	}
	for _, s := range tab.View.Actors {
		if !strings.Contains(alt, tab.Name(s)) {
			t.Errorf("move %d: alt text does not name %s, to act:\n%s", move, tab.Name(s), alt)
		}
	}
	if tab.Result.Over {
		return
	}
	if !hasTextButton(m) {
		t.Errorf("move %d: the board in play has no Text button", move)
	}
	view := render.TextView(m)
	if !view.Ephemeral || !strings.Contains(view.Embeds[0].Description, strings.TrimPrefix(m.Text, tab.View.Title+"\n")) {
		t.Errorf("move %d: the text view does not hold the whole text board:\n%s", move, view.Embeds[0].Description)
	}
}

func hasTextButton(m *render.Message) bool {
	for _, c := range m.Components {
		for _, b := range c.(discordgo.ActionsRow).Components {
			if b, ok := b.(discordgo.Button); ok && strings.HasPrefix(b.CustomID, string(render.ActText)+":") {
				return true
			}
		}
	}
	return false
}
