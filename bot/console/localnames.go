package console

import (
	"fmt"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games/locale"
)

// A Discord client shows a user the commands, options and choices in the
// user's locale and sends the English names and the choice's value. The
// console types for its users, so it reads what they would see: a name
// is its English one or its localization in the user's locale, and a
// choice is its value, its English label or its localized label, in any
// case.

// sameName reports whether typed is name or its localization in the
// language of loc (a Discord locale or a language's code).
func sameName(typed, name string, locs *map[discordgo.Locale]string, loc string) bool {
	if strings.EqualFold(typed, name) {
		return true
	}
	if locs == nil {
		return false
	}
	for _, d := range locale.Of(loc).DiscordLocales() {
		if local, ok := (*locs)[discordgo.Locale(d)]; ok && strings.EqualFold(typed, local) {
			return true
		}
	}
	return false
}

// findCommand returns the definition of the command typed as word.
func findCommand(defs []*discordgo.ApplicationCommand, word, loc string) *discordgo.ApplicationCommand {
	for _, d := range defs {
		if sameName(word, d.Name, d.NameLocalizations, loc) {
			return d
		}
	}
	return nil
}

// findOption returns the option of opts typed as word.
func findOption(opts []*discordgo.ApplicationCommandOption, word, loc string) *discordgo.ApplicationCommandOption {
	for _, o := range opts {
		if sameName(word, o.Name, &o.NameLocalizations, loc) {
			return o
		}
	}
	return nil
}

// choiceValue returns the value of o's choice typed as typed, or typed
// itself when o has no such choice (the command then judges it).
func choiceValue(o *discordgo.ApplicationCommandOption, typed, loc string) string {
	for _, ch := range o.Choices {
		value := fmt.Sprint(ch.Value)
		if strings.EqualFold(typed, value) || sameName(typed, ch.Name, &ch.NameLocalizations, loc) {
			return value
		}
	}
	return typed
}
