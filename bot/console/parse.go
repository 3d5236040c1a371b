package console

import (
	"fmt"
	"regexp"
	"strings"
	"sync"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/commands"
)

// optionName finds "name:" at the start of an option; an option's name
// is lower case in any script, as Discord's are.
var optionName = regexp.MustCompile(`(?:^|\s)([\p{Ll}\p{Lo}\p{N}_-]+):`)

// definitions is the commands the bot registers, with their
// localizations, made once.
var definitions = sync.OnceValue(commands.Definitions)

// parseCommand reads "game move notation:write red 7", "play qwinto
// reroll:true", "game move write red 7" (the move without its option name)
// or "rules qwinto", with the names and choices a Discord client in the
// user's locale shows ("jouer blingo durée:courte"), as the English the
// client sends.
func parseCommand(r commands.Request, text string) (*commands.Request, error) {
	words := strings.Fields(text)
	path, opts, n := commandPath(words, r.Locale)
	if n == 0 {
		return nil, fmt.Errorf("unknown command /%s; try /play <game>, /game <action>, /rules <game>", text)
	}
	r.Kind = commands.KindCommand
	r.Command = path
	r.Options = map[string]string{}
	rest := strings.TrimSpace(strings.Join(words[n:], " "))
	locs := optionName.FindAllStringSubmatchIndex(rest, -1)
	if len(locs) == 0 && rest != "" {
		switch r.Command {
		case "game move":
			r.Options["notation"] = rest
		case "rules":
			r.Options["game"] = typedOption(opts, "game", rest, r.Locale)
		default:
			return nil, fmt.Errorf("write options as name:value")
		}
		return autocomplete(&r), checkLengths(&r, opts)
	}
	for i, loc := range locs {
		end := len(rest)
		if i+1 < len(locs) {
			end = locs[i+1][0]
		}
		name, value := rest[loc[2]:loc[3]], strings.TrimSpace(rest[loc[1]:end])
		if o := findOption(opts, name, r.Locale); o != nil {
			name, value = o.Name, choiceValue(o, value, r.Locale)
		}
		r.Options[name] = value
	}
	return autocomplete(&r), checkLengths(&r, opts)
}

// commandPath finds the command words begin with, in English or in the
// locale loc: its path in English ("game move"), the options it takes,
// and how many words named it; 0 words when they name none, or name a
// command without the subcommand it needs.
func commandPath(words []string, loc string) (string, []*discordgo.ApplicationCommandOption, int) {
	if len(words) == 0 {
		return "", nil, 0
	}
	d := findCommand(definitions(), words[0], loc)
	if d == nil {
		return "", nil, 0
	}
	var subs []*discordgo.ApplicationCommandOption
	for _, o := range d.Options {
		if o.Type == discordgo.ApplicationCommandOptionSubCommand {
			subs = append(subs, o)
		}
	}
	if len(subs) == 0 {
		return d.Name, d.Options, 1
	}
	if len(words) < 2 {
		return "", nil, 0
	}
	sub := findOption(subs, words[1], loc)
	if sub == nil {
		return "", nil, 0
	}
	return d.Name + " " + sub.Name, sub.Options, 2
}

// typedOption is the value of the option named name typed as value.
func typedOption(opts []*discordgo.ApplicationCommandOption, name, value, loc string) string {
	if o := optionNamed(opts, name); o != nil {
		return choiceValue(o, value, loc)
	}
	return value
}

// autocomplete turns r into the autocomplete Discord sends while an
// option is typed when one of its options ends with "?" ("/game move
// ro?"): that option, without the "?", is the one being typed.
func autocomplete(r *commands.Request) *commands.Request {
	for name, v := range r.Options {
		if typed, ok := strings.CutSuffix(v, "?"); ok {
			r.Kind, r.Focused, r.Options[name] = commands.KindAutocomplete, name, typed
			break
		}
	}
	return r
}
