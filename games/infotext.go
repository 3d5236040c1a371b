package games

import "github.com/quintetbot/quintet/games/locale"

// A game's words for /rules and /play live in the catalogs under
// "rules.<name>.": help, desc (Summary), undo, dice, and
// option.<option>.desc. Info keeps them in English, as engines fill it
// from the English catalog; the methods below say them in a reader's
// language, falling back to Info's English for a game the catalogs do
// not know.

// RulesKey is the catalog key of part of game's rules ("help", "desc",
// "undo", "dice", "option.reroll.desc").
func RulesKey(game, part string) string { return "rules." + game + "." + part }

// HelpIn is the game's /rules text in l: its rules and move notation.
func (i Info) HelpIn(l locale.Lang) string { return i.sayIn(l, "help", i.Help) }

// SummaryIn is the game's one line in l (at most 100 characters).
func (i Info) SummaryIn(l locale.Lang) string { return i.sayIn(l, "desc", i.Summary) }

// UndoIn is the game's sentence on what /game undo takes back, in l.
func (i Info) UndoIn(l locale.Lang) string { return i.sayIn(l, "undo", i.Undo) }

// DiceIn says in l which draws the game makes and in what order.
func (i Info) DiceIn(l locale.Lang) string { return i.sayIn(l, "dice", i.Dice) }

// OptionIn is the description of the game's option o in l (at most 100
// characters).
func (i Info) OptionIn(o Option, l locale.Lang) string {
	return i.sayIn(l, "option."+o.Name+".desc", o.Description)
}

// sayIn says the game's rules part in l, or english when no catalog has it.
func (i Info) sayIn(l locale.Lang, part, english string) string {
	key := RulesKey(i.Name, part)
	if !locale.Has(key) {
		return english
	}
	return l.Say(key)
}
