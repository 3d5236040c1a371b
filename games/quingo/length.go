package quingo

import "github.com/quintetbot/quintet/games"

// Lengths returns the game's measured median choices a player
// (games.Lengther): normal bots, 1,000 games an entry, measured by
//
//	go test ./games/all/ -run TestLengthTables -v -lengths 1000 -lengths.seed 1
func (rules) Lengths() games.LengthTable { return lengths }

var lengths = games.LengthTable{
	{Seats: 1, Options: "", Choices: 26},
	{Seats: 2, Options: "", Choices: 26},
	{Seats: 3, Options: "", Choices: 25},
	{Seats: 4, Options: "", Choices: 24},
	{Seats: 5, Options: "", Choices: 24},
	{Seats: 6, Options: "", Choices: 22},
}
