package commands

import (
	"context"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// TestRulesInTheCallersLanguage: /rules of every game and /rules dice
// speak the caller's Discord locale: the game's help, its own options,
// undo and timeouts, the dice; nothing of them is left in English.
func TestRulesInTheCallersLanguage(t *testing.T) {
	a := &App{}
	for _, l := range locale.Langs[1:] {
		code := l.DiscordLocales()[0]
		for _, r := range games.All() {
			info := r.Info()
			reply, err := a.rules(context.Background(), &Request{Locale: code, Options: map[string]string{"game": info.Name}})
			if err != nil {
				t.Fatal(err)
			}
			text := reply.Message.Text
			for _, want := range []string{info.HelpIn(l), l.Say("rules.undo_table.timeouts"), afterFirst(info.UndoIn(l))} {
				if !strings.Contains(text, want) {
					t.Errorf("/rules %s in %s lacks %.60q", info.Name, code, want)
				}
			}
			for _, english := range []string{info.Help, "**Timeouts.**", "Options of", afterFirst(info.Undo)} {
				if strings.Contains(text, english) {
					t.Errorf("/rules %s in %s says %.60q in English", info.Name, code, english)
				}
			}
			for _, o := range info.Options {
				if !strings.Contains(reply.Message.Embeds[0].Description, strings.TrimSuffix(info.OptionIn(o, l), ".")) {
					t.Errorf("/rules %s in %s: option %s not in %s", info.Name, code, o.Name, l)
				}
			}
			if got := reply.Message.Embeds[1].Title; got != l.Say("rules.undo_table.title") {
				t.Errorf("/rules %s in %s: embed titled %q", info.Name, code, got)
			}
		}
		dice, err := a.rules(context.Background(), &Request{Locale: code, Options: map[string]string{"game": rulesDice}})
		if err != nil {
			t.Fatal(err)
		}
		card := dice.Message.Embeds[0]
		if card.Title != l.Say("rules.dice.title") || !strings.Contains(card.Description, l.Say("rules.dice.faces")) ||
			strings.Contains(card.Description, "Every match has a generator") || strings.Contains(card.Description, "Nothing is drawn at the start") {
			t.Errorf("/rules dice in %s: %q\n%s", code, card.Title, card.Description)
		}
	}
}

// afterFirst is s without its first letter, which a sentence set inside
// another lowers.
func afterFirst(s string) string { return string([]rune(s)[1:]) }

// TestRefusalInTheCallersLanguage: an engine's refusal reads in the
// caller's Discord locale; in English as before.
func TestRefusalInTheCallersLanguage(t *testing.T) {
	err := locale.Refuse("qwinto", games.ErrIllegalMove, "refuse.qwinto.blocked")
	if got, _ := ReasonIn(err, locale.German); got != "Dieses Feld ist gesperrt." {
		t.Errorf("in German: %q", got)
	}
	if got, _ := Reason(err); got != "That cell is blocked." {
		t.Errorf("in English: %q", got)
	}
}
