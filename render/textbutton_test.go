package render

import (
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games/locale"
)

// TestTextButtonInEveryLanguage: the board's Text button says its label
// in the board's language and is known as the Text button in any.
func TestTextButtonInEveryLanguage(t *testing.T) {
	for _, l := range locale.Langs {
		b := TextButtonIn(l, 7)
		if b.Label != l.Say("render.board.text.button") || !IsTextButton(b) {
			t.Errorf("%s: %+v", l, b)
		}
	}
	if TextButtonIn(locale.Russian, 7).Label != "Текст" {
		t.Errorf("the Russian Text button is %q", TextButtonIn(locale.Russian, 7).Label)
	}
	move := discordgo.Button{Label: "Text", CustomID: ID{Action: ActMove, Version: 7, Arg: "roll"}.String()}
	if IsTextButton(move) {
		t.Error("a move button named Text is taken for the Text button")
	}
}
