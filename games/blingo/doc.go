// Package blingo is the rules engine of Blingo: two eight-sided dice, a
// board of 88 numbered squares in 8 rows of 11, and up to six players
// racing to hold whole lines (their Blingos) and to have the most markers on
// the board when it is blacked out. The short game (length:short) plays on
// the first 7 rows, to a player's second Blingo line.
//
// The engine is pure. All dice come from the games.Rand passed to Apply; the
// state is a value that Apply copies, never changes. Rules is registered with
// the games registry under the name "blingo".
package blingo
