package commands

import (
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/render"
)

// localize gives every command, subcommand, option and choice of defs
// its name and description in each language Quintet speaks, under each
// of the language's Discord locales. A language's own name, as
// /settings language offers it, is the same in every language. A command's path names its keys:
// "cmd.play.name", "cmd.game.move.notation.desc"; an option every game's
// /play subcommand shares is keyed without the game ("cmd.play.bots.desc");
// a choice's label is "cmd.<option's path>.choice.<value>.option". A
// game's own name and title are the same in every language. English
// stays as the definitions give it: a key the catalog lacks leaves its
// text unlocalized, which the definitions' tests forbid.
func localize(defs []*discordgo.ApplicationCommand) {
	for _, c := range defs {
		path := []string{c.Name}
		names, descs := localized(path, c.Name)
		c.NameLocalizations, c.DescriptionLocalizations = ptr(names), ptr(descs)
		localizeOptions(path, c.Options)
	}
}

func localizeOptions(parent []string, opts []*discordgo.ApplicationCommandOption) {
	for _, o := range opts {
		path := append(append([]string(nil), parent...), o.Name)
		o.NameLocalizations, o.DescriptionLocalizations = localized(path, o.Name)
		for _, ch := range o.Choices {
			if title, ok := titleOfGame(ch.Value); ok && ch.Name == title {
				ch.NameLocalizations = everyLocale(func(locale.Lang) string { return title })
				continue
			}
			if l, ok := languageNamed(ch.Value); ok && ch.Name == l.Name() {
				ch.NameLocalizations = everyLocale(func(locale.Lang) string { return l.Name() })
				continue
			}
			if key, ok := commandKey(path, "choice."+choiceKeyPart(ch.Value)+".option"); ok {
				ch.NameLocalizations = everyLocale(func(l locale.Lang) string { return l.Say(key) })
			}
		}
		localizeOptions(path, o.Options)
	}
}

// localized returns the name and description localizations of the
// command or option at path; a game's /play subcommand keeps its name.
func localized(path []string, name string) (names, descs map[discordgo.Locale]string) {
	if len(path) == 2 && path[0] == "play" {
		names = everyLocale(func(locale.Lang) string { return name })
	} else if key, ok := commandKey(path, "name"); ok {
		names = everyLocale(func(l locale.Lang) string { return l.Say(key) })
	}
	if key, ok := commandKey(path, "desc"); ok {
		descs = everyLocale(func(l locale.Lang) string { return render.Clip(l.Say(key), 100) })
	}
	return names, descs
}

// commandKey returns the catalog key of the thing at path with the
// suffix, and whether the catalog has it: the path's own key first,
// then, under /play <game>, the key every game shares.
func commandKey(path []string, suffix string) (string, bool) {
	key := "cmd." + strings.Join(path, ".") + "." + suffix
	if locale.Has(key) {
		return key, true
	}
	if len(path) > 2 && path[0] == "play" {
		shared := "cmd.play." + strings.Join(path[2:], ".") + "." + suffix
		if locale.Has(shared) {
			return shared, true
		}
	}
	return key, false
}

// everyLocale maps every Discord locale of every language but English
// (Discord's default) to say's words in that language.
func everyLocale(say func(locale.Lang) string) map[discordgo.Locale]string {
	out := map[discordgo.Locale]string{}
	for _, l := range locale.Langs {
		for _, d := range l.DiscordLocales() {
			out[discordgo.Locale(d)] = say(l)
		}
	}
	return out
}

// titleOfGame returns the title of the game named v, if v names one.
func titleOfGame(v any) (string, bool) {
	s, _ := v.(string)
	for _, r := range games.All() {
		if r.Info().Name == s {
			return r.Info().Title, true
		}
	}
	return "", false
}

// languageNamed returns the language v names, if v is one's name.
func languageNamed(v any) (locale.Lang, bool) {
	s, _ := v.(string)
	for _, l := range locale.Langs {
		if string(l) == s {
			return l, true
		}
	}
	return "", false
}

// choiceKeyPart is a choice's value as a key's part.
func choiceKeyPart(v any) string {
	s, _ := v.(string)
	return strings.ToLower(s)
}

func ptr(m map[discordgo.Locale]string) *map[discordgo.Locale]string {
	if m == nil {
		return nil
	}
	return &m
}
