//go:build !blingo7 && !blingo6

package blingo

// Rows is the number of rows of the board, numbered 1-8 from the top.
const Rows = 8
