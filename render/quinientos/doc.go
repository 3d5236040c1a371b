// Package quinientos draws Quinientos for Discord: the public board with
// the line of dominoes as a PNG and as monospace text, the team scores, the
// round and the tiles each player holds; a "My hand" button that opens the
// player's own hand, ephemerally, with a select menu of the tiles that fit
// (one option per end when a tile fits both); the revealed hands and the
// score breakdown when a round ends; and the final board.
//
// The public board never carries a hand: it is drawn from the spectator's
// view, which holds none, and offers no move, only the "My hand" button.
package quinientos
