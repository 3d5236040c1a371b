// Package quinientos is the rules engine of Quinientos: four players in two
// fixed partnerships play a double-six domino set in rounds until a team
// reaches 500 points.
//
// The engine is pure. The shuffle of every deal comes from the games.Rand
// passed to New or Apply; the state is a value that Apply copies, never
// changes. Hands are secret: View(s) shows seat s its own hand and only the
// tile counts of the others. Rules is registered with the games registry
// under the name "quinientos".
package quinientos
