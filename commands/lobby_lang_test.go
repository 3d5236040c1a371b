package commands

import (
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/render"
)

// lobbyEnglish matches the English words of a lobby, which no other
// language's lobby may show (game names, player names and the /play
// options as typed aside).
var lobbyEnglish = regexp.MustCompile(`(?:^|[^\p{L}])(lobby|hosted|Options|Players|of|to|can|play|against|Teams?|Join|Leave|Add|Start|Cancel|more|players?|Turn|time|takes|seat|after|timeouts?|row|Likely|length|about|choices?|each|at|turn|weeks?|hours?|minutes?|days?|months?|Started|Cancelled|Closed|everyone|left|easy|hard|Over|shorter|is)(?:[^\p{L}]|$)`)

// lobbySame are the English words a language writes the same.
var lobbySame = map[locale.Lang]map[string]bool{locale.German: {"Teams": true}}

// TestLobbyInEveryLanguage opens a lobby of every game with a bot in a
// server of every language but English, and in Pseudo (every word 40%
// longer): its title, lines and buttons
// hold no English word, name the players in the language's word, and
// fit Discord's limits.
func TestLobbyInEveryLanguage(t *testing.T) {
	playersWord := map[locale.Lang]string{
		locale.Spanish: "Jugadores", locale.French: "Joueurs", locale.German: "Spieler",
		locale.Portuguese: "Jogadores", locale.Russian: "Игроки", locale.Pseudo: "Pláýérs",
	}
	for _, l := range append(locale.Langs[1:], locale.Pseudo) {
		for _, rules := range games.All() {
			game := rules.Info().Name
			d := newTable(t)
			d.do(&Request{Kind: KindCommand, User: User{ID: "alice", Name: "alice"}, Command: "play " + game,
				Options: map[string]string{"bots": "1", "level": "hard", "turn_time": "2d"}, GuildLocale: guildLocale(l)})
			m := d.sink.msgs[d.match().BoardMessage]
			if m == nil {
				t.Fatalf("%s %s: no lobby", l, game)
			}
			said := []string{m.Embeds[0].Title, m.Embeds[0].Description, m.Text}
			for _, row := range m.Components {
				for _, c := range row.(discordgo.ActionsRow).Components {
					if b, ok := c.(discordgo.Button); ok {
						said = append(said, b.Label)
						if n := utf8.RuneCountInString(b.Label); n > render.MaxLabel {
							t.Errorf("%s %s: button %q has %d characters", l, game, b.Label, n)
						}
					}
				}
			}
			if err := m.Validate(); err != nil {
				t.Errorf("%s %s: %v", l, game, err)
			}
			for _, s := range said {
				if w := lobbyEnglish.FindStringSubmatch(s); w != nil && !lobbySame[l][w[1]] {
					t.Fatalf("%s %s: %q is English in:\n%s", l, game, w[1], s)
				}
			}
			if !strings.Contains(m.Text, playersWord[l]) {
				t.Errorf("%s %s: the lobby lacks %q:\n%s", l, game, playersWord[l], m.Text)
			}
		}
	}
}

// guildLocale is the Discord locale of a server that speaks l.
func guildLocale(l locale.Lang) string {
	if codes := l.DiscordLocales(); len(codes) > 0 {
		return codes[0]
	}
	return string(l)
}
