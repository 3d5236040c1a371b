package quinientos

import "github.com/quintetbot/quintet/games"

// Lengths returns the game's measured median choices a player
// (games.Lengther): normal bots, 1,000 games an entry, measured by
//
//	go test ./games/all/ -run TestLengthTables -v -lengths 1000 -lengths.seed 1
func (rules) Lengths() games.LengthTable { return lengths }

var lengths = games.LengthTable{
	{Seats: 4, Options: "", Choices: 112},
	{Seats: 4, Options: "partners:apart", Choices: 112},
}
