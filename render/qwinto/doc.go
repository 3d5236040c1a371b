// Package qwinto draws Qwinto for Discord: the board message with every
// player's score sheet in the seed's text format and as a PNG, the colour
// toggles and Roll button of the roller, the "My sheet" view with a select
// menu of the player's legal cells, and the final score breakdown.
package qwinto
