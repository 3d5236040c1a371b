package console

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/quintetbot/quintet/commands"
)

// optionName finds "name:" at the start of an option.
var optionName = regexp.MustCompile(`(?:^|\s)([a-z_]+):`)

// commandPaths lists every command path the bot registers.
func commandPaths() []string {
	var paths []string
	for _, d := range commands.Definitions() {
		subs := 0
		for _, o := range d.Options {
			if o.Type == 1 {
				paths = append(paths, d.Name+" "+o.Name)
				subs++
			}
		}
		if subs == 0 {
			paths = append(paths, d.Name)
		}
	}
	return paths
}

// parseCommand reads "game move notation:write red 7", "play qwinto
// reroll:true", "game move write red 7" (the move without its option name)
// or "rules qwinto".
func parseCommand(r commands.Request, text string) (*commands.Request, error) {
	words := strings.Fields(text)
	paths := commandPaths()
	n := 0
	for k := min(2, len(words)); k >= 1; k-- {
		if slices.Contains(paths, strings.Join(words[:k], " ")) {
			n = k
			break
		}
	}
	if n == 0 {
		return nil, fmt.Errorf("unknown command /%s; try /play <game>, /game <action>, /rules <game>", text)
	}
	r.Kind = commands.KindCommand
	r.Command = strings.Join(words[:n], " ")
	r.Options = map[string]string{}
	rest := strings.TrimSpace(strings.Join(words[n:], " "))
	locs := optionName.FindAllStringSubmatchIndex(rest, -1)
	if len(locs) == 0 && rest != "" {
		switch r.Command {
		case "game move":
			r.Options["notation"] = rest
		case "rules":
			r.Options["game"] = rest
		default:
			return nil, fmt.Errorf("write options as name:value")
		}
		return autocomplete(&r), checkLengths(&r)
	}
	for i, loc := range locs {
		end := len(rest)
		if i+1 < len(locs) {
			end = locs[i+1][0]
		}
		r.Options[rest[loc[2]:loc[3]]] = strings.TrimSpace(rest[loc[1]:end])
	}
	return autocomplete(&r), checkLengths(&r)
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
