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
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/render"
)

// rules shows /rules <game>: the game's own help, which names the game and
// its player count, and beneath it an embed with the options /play offers
// for it; /rules dice says how dice are made. Both are private, in the
// caller's language.
func (a *App) rules(_ context.Context, r *Request) (*Reply, error) {
	l := privateLang(r)
	name := r.Options["game"]
	if name == rulesDice {
		return &Reply{Message: diceRules(l)}, nil
	}
	rules, err := games.Lookup(name)
	if err != nil {
		return nil, unknownGame(name)
	}
	info := rules.Info()
	msg := render.Reply(render.Clip(info.HelpIn(l), render.MaxContent))
	opts := optionsHelp(info, l)
	msg.Embeds = []*discordgo.MessageEmbed{{
		Title:       render.Clip(l.Say("rules.options.title", info.Name), render.MaxEmbedTitle),
		Description: render.Clip(opts, render.MaxEmbedDescription),
	}}
	msg.Text += "\n\n" + l.Say("rules.options.heading", info.Name) + "\n" + opts
	table := tableRules(info, l)
	msg.Embeds = append(msg.Embeds, &discordgo.MessageEmbed{
		Title: l.Say("rules.undo_table.title"), Description: render.Clip(table, render.MaxEmbedDescription),
	})
	msg.Text += "\n\n" + table
	social := socialRules(l)
	msg.Embeds = append(msg.Embeds, &discordgo.MessageEmbed{Title: l.Say("rules.social.title"), Description: social})
	msg.Text += "\n\n" + social
	return &Reply{Message: msg}, nil
}

// tableRules is what /rules says in l of undo and of timeouts, the
// session's rules, with the game's own sentence on what undo takes back.
func tableRules(info games.Info, l locale.Lang) string {
	return l.Say("rules.undo_table.undo", info.Title, inSentence(info.UndoIn(l), l)) + "\n" +
		l.Say("rules.undo_table.timeouts")
}

// inSentence is a sentence made part of another in l: its first letter
// lowered, except in German, whose nouns keep their capital.
func inSentence(s string, l locale.Lang) string {
	if l == locale.German {
		return s
	}
	return lowerFirst(s)
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

// optionsHelp describes in l every option /play offers for a game, as
// its command picker has them (the game's own, then those of every
// game), one line each: the name, the values it takes and the picker's
// description, which states the default. A description or choice is
// said in l where the command carries l's localization (the game's own
// options from its catalog), else in English.
func optionsHelp(info games.Info, l locale.Lang) string {
	own := map[string]games.Option{}
	for _, o := range info.Options {
		own[o.Name] = o
	}
	var b strings.Builder
	for _, o := range playOptions(info.Name) {
		var takes []string
		for _, c := range o.Choices {
			takes = append(takes, lowerFirst(inLang(c.Name, c.NameLocalizations, l)))
		}
		if o.MinValue != nil {
			takes = append(takes, l.Say("rules.options.range", int(*o.MinValue), int(o.MaxValue)))
		}
		vals := ""
		if len(takes) > 0 {
			vals = " (" + strings.Join(takes, ", ") + ")"
		}
		desc := inLang(o.Description, o.DescriptionLocalizations, l)
		if g, ok := own[o.Name]; ok {
			desc = info.OptionIn(g, l)
		}
		fmt.Fprintf(&b, "- `%s`%s: %s.\n", o.Name, vals, strings.TrimSuffix(desc, "."))
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// inLang is a command's word in l: its localization for one of l's
// Discord locales, else english.
func inLang(english string, by map[discordgo.Locale]string, l locale.Lang) string {
	for _, code := range l.DiscordLocales() {
		if s, ok := by[discordgo.Locale(code)]; ok && s != "" {
			return s
		}
	}
	return english
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
