package commands

import (
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games/locale"
)

// discordName is Discord's rule for a command's, subcommand's or
// option's name in any locale.
var discordName = regexp.MustCompile(`^[-_\p{Ll}\p{Lo}\p{N}\p{Devanagari}\p{Thai}]{1,32}$`)

// spokenLocales are the Discord locales of every language but English.
func spokenLocales() []discordgo.Locale {
	var out []discordgo.Locale
	for _, l := range locale.Langs {
		for _, d := range l.DiscordLocales() {
			out = append(out, discordgo.Locale(d))
		}
	}
	return out
}

// TestEveryCommandIsLocalized: every command, subcommand, option and
// choice has a name and a description (choices: a label) in every
// Discord locale of every language Quintet speaks, within Discord's
// rules: names lower case, 1-32, unique among their siblings;
// descriptions 1-100; choice labels 1-100.
func TestEveryCommandIsLocalized(t *testing.T) {
	locales := spokenLocales()
	if len(locales) < 6 {
		t.Fatalf("Discord locales: %v", locales)
	}
	checkLevel := func(path string, names []string, nameLocs, descLocs []map[discordgo.Locale]string) {
		for _, loc := range locales {
			seen := map[string]string{}
			for i, n := range names {
				name, desc := nameLocs[i][loc], descLocs[i][loc]
				if !discordName.MatchString(name) {
					t.Errorf("%s %s %s: name %q breaks Discord's rule", loc, path, n, name)
				}
				if c := utf8.RuneCountInString(desc); c < 1 || c > 100 {
					t.Errorf("%s %s %s: description %q has %d characters", loc, path, n, desc, c)
				}
				if other, dup := seen[name]; dup {
					t.Errorf("%s %s: %s and %s are both named %q", loc, path, other, n, name)
				}
				seen[name] = n
			}
		}
	}
	var walk func(path string, opts []*discordgo.ApplicationCommandOption)
	walk = func(path string, opts []*discordgo.ApplicationCommandOption) {
		var names []string
		var nl, dl []map[discordgo.Locale]string
		for _, o := range opts {
			names, nl, dl = append(names, o.Name), append(nl, o.NameLocalizations), append(dl, o.DescriptionLocalizations)
			for _, c := range o.Choices {
				for _, loc := range locales {
					if n := utf8.RuneCountInString(c.NameLocalizations[loc]); n < 1 || n > 100 {
						t.Errorf("%s %s %s: choice %v labeled %q", loc, path, o.Name, c.Value, c.NameLocalizations[loc])
					}
				}
			}
			walk(path+" "+o.Name, o.Options)
		}
		checkLevel(path, names, nl, dl)
	}
	var names []string
	var nl, dl []map[discordgo.Locale]string
	for _, c := range Definitions() {
		if c.NameLocalizations == nil || c.DescriptionLocalizations == nil {
			t.Errorf("/%s: no localizations", c.Name)
			continue
		}
		names, nl, dl = append(names, c.Name), append(nl, *c.NameLocalizations), append(dl, *c.DescriptionLocalizations)
		walk("/"+c.Name, c.Options)
	}
	checkLevel("", names, nl, dl)
}

// TestEnglishCatalogIsTheDefinitions: the English catalog's command
// names and descriptions are the ones registered as Discord's default,
// so that a translator reads what English players see.
func TestEnglishCatalogIsTheDefinitions(t *testing.T) {
	var walk func(path []string, name, desc string, opts []*discordgo.ApplicationCommandOption)
	walk = func(path []string, name, desc string, opts []*discordgo.ApplicationCommandOption) {
		if !(len(path) == 2 && path[0] == "play") {
			if key, ok := commandKey(path, "name"); !ok || locale.English.Say(key) != name {
				t.Errorf("%s: English %q says %q, the command is named %q", strings.Join(path, " "), key, locale.English.Say(key), name)
			}
		}
		if key, ok := commandKey(path, "desc"); !ok || locale.English.Say(key) != desc {
			t.Errorf("%s: English %q says %q, the command says %q", strings.Join(path, " "), key, locale.English.Say(key), desc)
		}
		for _, o := range opts {
			p := append(append([]string(nil), path...), o.Name)
			for _, c := range o.Choices {
				if _, game := titleOfGame(c.Value); game {
					continue
				}
				if _, lang := languageNamed(c.Value); lang {
					continue
				}
				if key, ok := commandKey(p, "choice."+choiceKeyPart(c.Value)+".option"); !ok || locale.English.Say(key) != c.Name {
					t.Errorf("%s: English %q says %q, the choice %q", strings.Join(p, " "), key, locale.English.Say(key), c.Name)
				}
			}
			walk(p, o.Name, o.Description, o.Options)
		}
	}
	for _, c := range Definitions() {
		walk([]string{c.Name}, c.Name, c.Description, c.Options)
	}
}

// TestGermanPlayIsSpielen: a German picker shows /spielen with its
// German description, and Spanish is shown under both of Discord's
// Spanish locales.
func TestGermanPlayIsSpielen(t *testing.T) {
	play := Definitions()[0]
	if (*play.NameLocalizations)[discordgo.German] != "spielen" || !strings.Contains((*play.DescriptionLocalizations)[discordgo.German], "Lobby") {
		t.Errorf("German /play: %q %q", (*play.NameLocalizations)[discordgo.German], (*play.DescriptionLocalizations)[discordgo.German])
	}
	if (*play.NameLocalizations)[discordgo.SpanishES] != "jugar" || (*play.NameLocalizations)["es-419"] != "jugar" {
		t.Errorf("Spanish /play: %v", *play.NameLocalizations)
	}
}
