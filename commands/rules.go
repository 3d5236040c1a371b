package commands

import (
	"context"
	"fmt"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/render"
)

// rules shows /rules <game>: the game's own help, which names the game and
// its player count, and beneath it an embed with the options /play offers
// for it; /rules dice says how dice are made.
func (a *App) rules(_ context.Context, r *Request) (*Reply, error) {
	name := r.Options["game"]
	if name == rulesDice {
		return &Reply{Message: diceRules()}, nil
	}
	rules, err := games.Lookup(name)
	if err != nil {
		return nil, refusal(unknownGame(name))
	}
	info := rules.Info()
	msg := render.Reply(render.Clip(info.Help, render.MaxContent))
	opts := optionsHelp(info)
	msg.Embeds = []*discordgo.MessageEmbed{{
		Title:       render.Clip("Options of /play "+info.Name, render.MaxEmbedTitle),
		Description: render.Clip(opts, render.MaxEmbedDescription),
	}}
	msg.Text += "\n\n**Options of `/play " + info.Name + "`.**\n" + opts
	return &Reply{Message: msg}, nil
}

// lookupGame returns the game a player named in an option, or a refusal
// that lists the games.
func lookupGame(name string) (games.Rules, error) {
	rules, err := games.Lookup(name)
	if err != nil {
		return nil, refusal(unknownGame(name))
	}
	return rules, nil
}

// unknownGame is the refusal for a game name that no game has.
func unknownGame(name string) string {
	var names []string
	for _, r := range games.All() {
		names = append(names, r.Info().Name)
	}
	list := strings.Join(names, ", ")
	if strings.TrimSpace(name) == "" {
		return "Which game? Choose one of " + list + "."
	}
	return fmt.Sprintf("Unknown game %q: choose one of %s.", clipQuoted(name), list)
}

// optionsHelp describes the options of /play for a game: its own, then
// those every game has.
func optionsHelp(info games.Info) string {
	var b strings.Builder
	for _, o := range info.Options {
		fmt.Fprintf(&b, "- `%s`: %s", o.Name, o.Description)
		if len(o.Choices) > 0 {
			fmt.Fprintf(&b, " (%s)", strings.Join(o.Choices, ", "))
		}
		if o.Kind == games.OptionInt && (o.Min != 0 || o.Max != 0) {
			fmt.Fprintf(&b, " (%d to %d)", o.Min, o.Max)
		}
		if o.Default != "" {
			fmt.Fprintf(&b, "; default %s", o.Default)
		}
		b.WriteString(".\n")
	}
	if info.MaxSeats > 1 {
		fmt.Fprintf(&b, "- `bots`: bot players seated at once (up to %d).\n", info.MaxSeats-1)
	}
	b.WriteString("- `turn_time`, `reminder`, `timeouts`, `on_timeouts`: the match's clock," +
		" as for every game (`/help` tells more).")
	return b.String()
}

// clipQuoted shortens user input quoted in a reply to 40 characters.
func clipQuoted(s string) string {
	r := []rune(s)
	if len(r) <= 40 {
		return s
	}
	return string(r[:39]) + "…"
}
