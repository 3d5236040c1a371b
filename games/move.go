package games

import "strings"

// Move is a move in a game's typed notation, such as "roll red blue" or
// "write yellow 4". Engines accept any letter case and any run of spaces and
// list their legal moves in canonical form (see Normalize).
type Move string

// Normalize returns m lower-cased, trimmed, with runs of white space reduced
// to one space: the canonical spelling engines compare against.
func Normalize(m Move) Move {
	return Move(strings.Join(strings.Fields(strings.ToLower(string(m))), " "))
}

// Fields splits a move into its normalized words.
func (m Move) Fields() []string {
	return strings.Fields(strings.ToLower(string(m)))
}
