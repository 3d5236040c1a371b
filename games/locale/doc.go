// Package locale holds the words Quintet says, in every language it
// speaks, and says them.
//
// A sentence is data until someone reads it: code names a message by its
// key and its arguments (Say, or T for a Text to be said later, such as
// an engine's refusal), and the reader's Lang turns it into words. The
// messages live in one catalog file per language (catalog/<lang>.yaml,
// embedded); English is the reference every other catalog must match key
// for key and argument for argument. Formatting, plural rules (Russian's
// three forms among them) and number formats come from
// golang.org/x/text's message package, which follows CLDR.
//
// A catalog message is either a string, a printf format whose verbs take
// the arguments in order (%[2]s reorders them), or a map of plural forms
// chosen by one numeric argument:
//
//	lobby.seats:
//	  arg: 1        # which argument decides (1-based; 1 when left out)
//	  one: "%d seat"
//	  other: "%d seats"
//
// Identifiers (match ids, seeds) are passed as strings: a number is
// written in the reader's format ("1,500", "1 500", "1.500").
//
// The package imports nothing of Quintet's, so every layer may use it;
// the rules engines use it only to name their refusals (Refusal).
package locale
