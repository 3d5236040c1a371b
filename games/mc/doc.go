// Package mc is Monte-Carlo search over any games.State, for the bots of
// the engines: playouts with a policy, and a flat search over a seat's
// moves that ranks them by the mean value of the playouts after each.
//
// Every chance a search imagines comes from the Rand it is given, the
// bot's own, never the match's; a state that hides something from the
// searching seat (a games.Observer) is redrawn from the seat's view before
// every playout, so a search never reads what its seat cannot see.
package mc
