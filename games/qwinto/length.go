package qwinto

import "github.com/quintetbot/quintet/games"

// Lengths returns the game's measured median choices a player
// (games.Lengther): normal bots, 1,000 games an entry, measured by
//
//	go test ./games/all/ -run TestLengthTables -v -lengths 1000 -lengths.seed 1
func (rules) Lengths() games.LengthTable { return lengths }

var lengths = games.LengthTable{
	{Seats: 1, Options: "", Choices: 50},
	{Seats: 2, Options: "", Choices: 44},
	{Seats: 3, Options: "", Choices: 42},
	{Seats: 4, Options: "", Choices: 42},
	{Seats: 5, Options: "", Choices: 42},
	{Seats: 6, Options: "", Choices: 42},
	{Seats: 1, Options: "reroll:true", Choices: 81},
	{Seats: 2, Options: "reroll:true", Choices: 57},
	{Seats: 3, Options: "reroll:true", Choices: 49},
	{Seats: 4, Options: "reroll:true", Choices: 44},
	{Seats: 5, Options: "reroll:true", Choices: 42},
	{Seats: 6, Options: "reroll:true", Choices: 40},
}
