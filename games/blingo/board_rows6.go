//go:build blingo6

package blingo

// Rows is the number of rows of the board in a build that measures a
// board of 6 rows (go test -tags blingo6): numbered 1-6 from the top.
const Rows = 6
