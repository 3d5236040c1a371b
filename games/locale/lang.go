package locale

import (
	"strings"

	"golang.org/x/text/language"
)

// Lang is a language Quintet speaks, by its catalog's name: "en", "es",
// "fr", "de", "pt-BR", "ru", or Pseudo. The zero Lang is English.
type Lang string

// The languages Quintet speaks.
const (
	English    Lang = "en"
	Spanish    Lang = "es"
	French     Lang = "fr"
	German     Lang = "de"
	Portuguese Lang = "pt-BR"
	Russian    Lang = "ru"
	// Pseudo is English made 40% longer, with accents, for layout tests;
	// no player is offered it.
	Pseudo Lang = "xx"
)

// Langs are the languages players may choose, English first.
var Langs = []Lang{English, Spanish, French, German, Portuguese, Russian}

// discordLocales are the Discord locales each language answers, for
// command localizations and for reading an interaction's locale.
var discordLocales = map[Lang][]string{
	English:    {"en-US", "en-GB"},
	Spanish:    {"es-ES", "es-419"},
	French:     {"fr"},
	German:     {"de"},
	Portuguese: {"pt-BR"},
	Russian:    {"ru"},
}

// DiscordLocales returns the Discord locale codes l is shown under (for
// name_localizations and description_localizations); none for English,
// Discord's default, and for Pseudo.
func (l Lang) DiscordLocales() []string {
	if l.norm() == English {
		return nil
	}
	return discordLocales[l.norm()]
}

// Of returns the language for a Discord locale ("de", "es-419", "pt-BR")
// or a language name ("fr", "pt-br", "Pseudo"'s "xx"), English for
// anything it does not know, the empty string included.
func Of(code string) Lang {
	code = strings.TrimSpace(code)
	if code == "" {
		return English
	}
	if strings.EqualFold(code, string(Pseudo)) {
		return Pseudo
	}
	for _, l := range Langs {
		if strings.EqualFold(code, string(l)) {
			return l
		}
		for _, d := range discordLocales[l] {
			if strings.EqualFold(code, d) {
				return l
			}
		}
	}
	// "pt" alone is not Brazilian Portuguese; "es-MX" is Spanish.
	base, _ := language.Make(code).Base()
	switch base.String() {
	case "es":
		return Spanish
	case "fr":
		return French
	case "de":
		return German
	case "ru":
		return Russian
	}
	return English
}

// Known reports whether code names a language Quintet speaks (Pseudo
// aside), so that a setting can refuse what it does not know.
func Known(code string) bool {
	l := Of(code)
	return l != Pseudo && (l != English || strings.HasPrefix(strings.ToLower(strings.TrimSpace(code)), "en"))
}

// norm is l, or English for a Lang Quintet does not speak.
func (l Lang) norm() Lang {
	if l == Pseudo {
		return Pseudo
	}
	for _, k := range Langs {
		if l == k {
			return l
		}
	}
	return English
}

// tag is l's BCP 47 tag, for number formats and plural rules.
func (l Lang) tag() language.Tag {
	if l.norm() == Pseudo {
		return language.English
	}
	return language.MustParse(string(l.norm()))
}

// Name is the language's own name for itself ("Deutsch"), as a menu
// of languages shows it.
func (l Lang) Name() string { return l.Say("language.self") }
