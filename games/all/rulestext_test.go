package all

import (
	"testing"
	"unicode/utf8"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// maxContent is Discord's limit on a message's content, where /rules
// shows a game's help.
const maxContent = 2000

// TestRulesTextsInEveryLanguage fails when a game's /rules text in any
// language would not fit a message, or when a game's words are missing
// from a catalog (said as the English fallback).
func TestRulesTextsInEveryLanguage(t *testing.T) {
	for _, r := range games.All() {
		info := r.Info()
		for _, l := range locale.Langs {
			help := info.HelpIn(l)
			if n := utf8.RuneCountInString(help); n > maxContent {
				t.Errorf("%s in %s: help of %d characters, a message takes %d", info.Name, l, n, maxContent)
			}
			if l != locale.English && (help == info.Help || info.SummaryIn(l) == info.Summary || info.UndoIn(l) == info.Undo || info.DiceIn(l) == info.Dice) {
				t.Errorf("%s in %s: rules said in English", info.Name, l)
			}
			for _, o := range info.Options {
				if d := info.OptionIn(o, l); d == "" || (l != locale.English && d == o.Description) {
					t.Errorf("%s in %s: option %s said %q", info.Name, l, o.Name, d)
				}
			}
		}
	}
}
