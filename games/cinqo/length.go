package cinqo

import "github.com/quintetbot/quintet/games"

// Lengths returns the game's measured median choices a player
// (games.Lengther): normal bots, 1,000 games an entry, measured by
//
//	go test ./games/all/ -run TestLengthTables -v -lengths 1000 -lengths.seed 1
func (rules) Lengths() games.LengthTable { return lengths }

var lengths = games.LengthTable{
	{Seats: 1, Options: "", Choices: 78},
	{Seats: 2, Options: "", Choices: 68},
	{Seats: 3, Options: "", Choices: 62},
	{Seats: 4, Options: "", Choices: 60},
	{Seats: 5, Options: "", Choices: 58},
	{Seats: 6, Options: "", Choices: 56},
	{Seats: 1, Options: "mode:rounds", Choices: 40},
	{Seats: 2, Options: "mode:rounds", Choices: 40},
	{Seats: 3, Options: "mode:rounds", Choices: 40},
	{Seats: 4, Options: "mode:rounds", Choices: 40},
	{Seats: 5, Options: "mode:rounds", Choices: 40},
	{Seats: 6, Options: "mode:rounds", Choices: 40},
	{Seats: 1, Options: "mode:solitaire", Choices: 78},
}
