package commands

import (
	"fmt"
	"strings"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// rulesDice is the value of /rules game:dice.
const rulesDice = "dice"

// diceRules says in l exactly how Quintet makes dice and what a
// match's commitment proves, with each game's order of draws, for
// /rules dice.
func diceRules(l locale.Lang) *render.Message {
	var b strings.Builder
	b.WriteString(l.Say("rules.dice.generator", session.SeedBytes, 8*session.SeedBytes) + "\n")
	b.WriteString(l.Say("rules.dice.faces") + "\n")
	b.WriteString(l.Say("rules.dice.order") + "\n")
	for _, r := range games.All() {
		if info := r.Info(); info.Dice != "" {
			fmt.Fprintf(&b, "- **%s**: %s\n", info.Title, info.DiceIn(l))
		}
	}
	b.WriteString(l.Say("rules.dice.commitment", session.ShortCommit) + "\n")
	b.WriteString(l.Say("rules.dice.proves"))
	msg := render.CardMessage(render.Card{Title: l.Say("rules.dice.title"), Description: b.String()})
	msg.Ephemeral = true
	return msg
}
