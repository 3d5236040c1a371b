//go:build blingo7

package blingo

// Rows is the number of rows of the board in a build that measures a
// board of 7 rows (go test -tags blingo7): numbered 1-7 from the top.
const Rows = 7
