// Package quingo is the rules engine of Quingo: a shared pool of dice, a
// sheet of twenty numbers in four rows and five wild boxes, and players who
// take dice from the pool in turn to check the box their sum names.
//
// The engine is pure. All dice come from the games.Rand passed to New or
// Apply; the state is a value that Apply copies, never changes. Rules is
// registered with the games registry under the name "quingo".
package quingo
