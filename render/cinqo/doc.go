// Package cinqo draws Cinq-O for Discord: the board message with the rack,
// the bank, the last roll and the Hi/Lo die as dice in a PNG and as text,
// every player's total and the score of racking every die now; the Roll
// button, and after a roll one toggle per die (roll again, rack, bank), a
// toggle for boxing the Hi/Lo die and a Confirm button; the score card
// view; and the final board with the winners.
package cinqo
