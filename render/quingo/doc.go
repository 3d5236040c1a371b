// Package quingo draws Quingo for Discord: the board message with the
// pool, every player's limit and score sheet, as monospace text and as a
// PNG; the controls of the player on turn (a multi-select of pool dice,
// then a select of the boxes their sum can check, or the forced cross-out
// and the last lap's Pass); the "Choose wilds" button and the modal where
// each player types five wild numbers; the private sheet view; and the
// final board with the winners.
package quingo
