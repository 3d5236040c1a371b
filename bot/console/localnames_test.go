package console

import (
	"fmt"
	"testing"

	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// TestCommandsReadInTheUsersLanguage: a user types /play with the names
// and choices their Discord client shows, as a lobby's notes quote them
// ("durée:courte"), and the console sends the English names and values
// a client sends; English still reads for everyone.
func TestCommandsReadInTheUsersLanguage(t *testing.T) {
	for _, l := range locale.Langs {
		for _, loc := range append(l.DiscordLocales(), string(l)) {
			name, value := games.OptionIn(l, "blingo", "length", "short")
			bots, _ := games.OptionIn(l, "blingo", "bots", "")
			play := l.Say("cmd.play.name")
			line := fmt.Sprintf("%s blingo %s:%s %s:1", play, name, value, bots)
			r, err := parseCommand(commands.Request{Locale: loc}, line)
			if err != nil {
				t.Errorf("%s: %q: %v", loc, line, err)
				continue
			}
			if r.Command != "play blingo" || r.Options["length"] != "short" || r.Options["bots"] != "1" {
				t.Errorf("%s: %q read as /%s %v, want /play blingo length:short bots:1", loc, line, r.Command, r.Options)
			}
			r, err = parseCommand(commands.Request{Locale: loc}, "play blingo length:short")
			if err != nil || r.Options["length"] != "short" {
				t.Errorf("%s: English /play blingo length:short read as %v, %v", loc, r, err)
			}
		}
	}
}

// TestLocalizedCommandNamesAreRead: "/jouer" and "/spiel" name /play
// and /game only for users of their language; a name no language has
// is refused as before.
func TestLocalizedCommandNamesAreRead(t *testing.T) {
	r, err := parseCommand(commands.Request{Locale: "fr"}, "règles quingo")
	if err != nil || r.Command != "rules" || r.Options["game"] != "quingo" {
		t.Errorf("French /règles quingo read as %+v, %v", r, err)
	}
	if _, err := parseCommand(commands.Request{Locale: "de"}, "jouer qwinto"); err == nil {
		t.Error("a German user's /jouer qwinto was read")
	}
	if _, err := parseCommand(commands.Request{Locale: "fr"}, "jouer"); err == nil {
		t.Error("/jouer without a game was read")
	}
}
