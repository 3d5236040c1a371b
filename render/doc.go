// Package render turns games.View into what players see: Discord messages
// (embeds, components and a PNG attachment) and monospace text, always within
// Discord's limits. Every image comes with a text rendering of the same
// information, which the console prints and the embed carries.
//
// Each game may register a Renderer for its board; games without one are
// drawn by the generic renderer from the neutral View and the legal moves.
package render
