package games

import "github.com/quintetbot/quintet/games/locale"

// OptionIn returns game's option name with value as /play shows them
// in l: their command localizations ("cmd.play.<game>.<name>.name",
// then the option every game shares, "cmd.play.<name>.name", and the
// choice's "....choice.<value>.option"), each as typed in English or
// when it has none (a number).
func OptionIn(l locale.Lang, game, name, value string) (nameIn, valueIn string) {
	return commandWord(l, name, "cmd.play."+game+"."+name+".name", "cmd.play."+name+".name"),
		commandWord(l, value, "cmd.play."+game+"."+name+".choice."+value+".option", "cmd.play."+name+".choice."+value+".option")
}

// commandWord is the first of keys the catalog has, said in l; word
// itself in English or when no key is known.
func commandWord(l locale.Lang, word string, keys ...string) string {
	if l == locale.English || l == "" {
		return word
	}
	for _, k := range keys {
		if locale.Has(k) {
			return l.Say(k)
		}
	}
	return word
}
