package commands

import (
	"context"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

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

// optionsHelp describes every option /play offers for a game, as its
// command picker has them (the game's own, then those of every game),
// one line each: the name, the values it takes and the picker's
// description, which states the default.
func optionsHelp(info games.Info) string {
	var b strings.Builder
	for _, o := range playOptions(info.Name) {
		var takes []string
		for _, c := range o.Choices {
			takes = append(takes, lowerFirst(c.Name))
		}
		if o.MinValue != nil {
			takes = append(takes, fmt.Sprintf("%d to %d", int(*o.MinValue), int(o.MaxValue)))
		}
		vals := ""
		if len(takes) > 0 {
			vals = " (" + strings.Join(takes, ", ") + ")"
		}
		fmt.Fprintf(&b, "- `%s`%s: %s.\n", o.Name, vals, strings.TrimSuffix(o.Description, "."))
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// playOptions returns the options of /play's subcommand for game.
func playOptions(game string) []*discordgo.ApplicationCommandOption {
	for _, sub := range playSubcommands() {
		if sub.Name == game {
			return sub.Options
		}
	}
	return nil
}

// lowerFirst lowers the first letter of s: "A bot takes the seat"
// becomes "a bot takes the seat" inside a sentence.
func lowerFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToLower(r)) + s[n:]
}

// clipQuoted shortens user input quoted in a reply to 40 characters.
func clipQuoted(s string) string { return render.Clip(s, 40) }
