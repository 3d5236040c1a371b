// Package blingo draws Blingo for Discord: the board message with its 88
// squares (77 in the short game) as monospace text and as a PNG (every
// player's markers in their colour, Blingo lines drawn through, closed
// squares shaded, a legend of markers and supplies), the Roll button, the
// menu of the placements a roll allows described in words, the Pass
// button, the viewer's own view and the final result.
package blingo
