// Package cinqo is the rules engine of Cinq-O: five scoring dice, a Hi/Lo
// die that picks the side of the score card and multiplies the score, and a
// carrying case with a rack, a bank and a Hi/Lo box.
//
// The engine is pure. All dice come from the games.Rand passed to Apply; the
// state is a value that Apply copies, never changes. Rules is registered with
// the games registry under the name "cinqo".
package cinqo
