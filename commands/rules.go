package commands

import (
	"context"
	"fmt"
	"strconv"
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
		return nil, unknownGame(name)
	}
	info := rules.Info()
	msg := render.Reply(render.Clip(info.Help, render.MaxContent))
	opts := optionsHelp(info)
	msg.Embeds = []*discordgo.MessageEmbed{{
		Title:       render.Clip("Options of /play "+info.Name, render.MaxEmbedTitle),
		Description: render.Clip(opts, render.MaxEmbedDescription),
	}}
	msg.Text += "\n\n**Options of `/play " + info.Name + "`.**\n" + opts
	table := tableRules(info)
	msg.Embeds = append(msg.Embeds, &discordgo.MessageEmbed{
		Title: "Undo and timeouts", Description: render.Clip(table, render.MaxEmbedDescription),
	})
	msg.Text += "\n\n" + table
	return &Reply{Message: msg}, nil
}

// tableRules is what /rules says of undo and of timeouts, the session's
// rules, with the game's own sentence on what undo takes back.
func tableRules(info games.Info) string {
	return "**Undo.** `/game undo` takes back your last move and every move after it, naming each. " +
		"Every other player whose move it takes back must press Allow (bots allow at once; Refuse, or any move, ends the request). " +
		"It is refused once something hidden from you was shown after your move: new dice or tiles, another player's tiles or secret choice. " +
		"The game goes back to a point once at most: a second request to the same point is refused, so undo cannot loop. " +
		"In " + info.Title + ": " + lowerFirst(info.Undo) + "\n" +
		"**Timeouts.** After `timeouts` in a row a bot takes the seat, or the game is abandoned (`on_timeouts`). " +
		"When a bot would leave no human at the table, the game is abandoned instead."
}

// lookupGame returns the game a player named in an option, or a refusal
// that lists the games.
func lookupGame(name string) (games.Rules, error) {
	rules, err := games.Lookup(name)
	if err != nil {
		return nil, unknownGame(name)
	}
	return rules, nil
}

// unknownGame is the refusal for a game name that no game has, which
// lists the games.
func unknownGame(name string) error {
	var names []string
	for _, r := range games.All() {
		names = append(names, r.Info().Name)
	}
	list := strings.Join(names, ", ")
	if strings.TrimSpace(name) == "" {
		return refuse("game.refuse.which", list)
	}
	return refuse("game.refuse.unknown", strconv.Quote(clipQuoted(name)), list)
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
