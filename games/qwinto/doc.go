// Package qwinto is the rules engine of Qwinto: three coloured dice, a score
// sheet of three sheared rows, and every player writing every roll.
//
// The engine is pure. All dice come from the games.Rand passed to Apply; the
// state is a value that Apply copies, never changes. Rules is registered with
// the games registry under the name "qwinto".
package qwinto
