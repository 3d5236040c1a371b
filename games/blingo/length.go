package blingo

import "github.com/quintetbot/quintet/games"

// Lengths returns the game's measured median choices a player
// (games.Lengther): normal bots, 1,000 games an entry, measured by
//
//	go test ./games/all/ -run TestLengthTables -v -lengths 1000 -lengths.seed 1
func (rules) Lengths() games.LengthTable { return lengths }

var lengths = games.LengthTable{
	{Seats: 2, Options: "", Choices: 54},
	{Seats: 3, Options: "", Choices: 54},
	{Seats: 4, Options: "", Choices: 52},
	{Seats: 5, Options: "", Choices: 50},
	{Seats: 6, Options: "", Choices: 49},
	{Seats: 2, Options: "length:short", Choices: 27},
	{Seats: 3, Options: "length:short", Choices: 27},
	{Seats: 4, Options: "length:short", Choices: 26},
	{Seats: 5, Options: "length:short", Choices: 26},
	{Seats: 6, Options: "length:short", Choices: 26},
	{Seats: 2, Options: "markers:50", Choices: 39},
	{Seats: 3, Options: "markers:50", Choices: 45},
	{Seats: 4, Options: "markers:50", Choices: 51},
	{Seats: 5, Options: "markers:50", Choices: 50},
	{Seats: 6, Options: "markers:50", Choices: 49},
}

var _ games.Shortener = rules{}

// Shorter returns opts with length:short, the game for tables that play
// over days; nil when opts play it already.
func (rules) Shorter(opts games.Options) games.Options {
	if opts[OptLength] == Short {
		return nil
	}
	short := games.Options{OptLength: Short}
	for k, v := range opts {
		if k != OptLength {
			short[k] = v
		}
	}
	return short
}
