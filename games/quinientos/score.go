package quinientos

import (
	"fmt"

	"github.com/quintetbot/quintet/games"
)

// Target is the score that wins the game: the first team to reach or pass
// 500 points wins.
const Target = 500

// TileBonus is the bonus for going out with a non-double that fits both
// open ends, or with the double blank.
const TileBonus = 100

// roundBonuses are the bonuses for winning rounds 1 to 4 by domino.
var roundBonuses = [...]int{100, 75, 50, 25}

// Ending is how a round ended.
type Ending int

// The endings of a round.
const (
	// Domino: a player emptied their hand.
	Domino Ending = iota + 1
	// Block: all four players passed in a row.
	Block
)

var endingNames = [...]string{Domino: "domino", Block: "block"}

// String returns "domino" or "block".
func (e Ending) String() string {
	if e < Domino || e > Block {
		return fmt.Sprintf("ending(%d)", int(e))
	}
	return endingNames[e]
}

// MarshalText writes the ending's name.
func (e Ending) MarshalText() ([]byte, error) {
	if e < Domino || e > Block {
		return nil, fmt.Errorf("quinientos: no ending %d", int(e))
	}
	return []byte(endingNames[e]), nil
}

// UnmarshalText reads an ending's name.
func (e *Ending) UnmarshalText(b []byte) error {
	for i, n := range endingNames {
		if n != "" && n == string(b) {
			*e = Ending(i)
			return nil
		}
	}
	return fmt.Errorf("quinientos: no ending %q", b)
}

// RoundBonus returns the bonus for winning round n (1-based) by domino:
// 100, 75, 50 and 25 for rounds 1 to 4, nothing later. A blocked round
// earns no round bonus.
func RoundBonus(n int) int {
	if n < 1 || n > len(roundBonuses) {
		return 0
	}
	return roundBonuses[n-1]
}

// LastTileBonus returns the bonus for going out with tile t played on a
// layout whose open ends were left and right: 100 when t is a non-double
// that fits either end (it matches both), 100 when t is the double blank
// (whether it fits one end or both), else 0.
func LastTileBonus(t Tile, left, right int) int {
	switch {
	case t == (Tile{}):
		return TileBonus
	case !t.Double() && t.Has(left) && t.Has(right):
		return TileBonus
	}
	return 0
}

// Round is a finished round: how it ended, the hands it ended with (no
// longer secret), and the score.
type Round struct {
	Number int        `json:"round"`  // 1-based
	Ending Ending     `json:"ending"` // domino or block
	Out    games.Seat `json:"out"`    // the seat that played the last tile (on a domino, the seat that went out)
	Last   Tile       `json:"last"`   // the last tile played
	Ends   [2]int     `json:"ends"`   // the open ends, left and right, the last tile was played on
	// Hands are the tiles left in each hand when the round ended, shown to
	// everyone once the round is over; kept for the last finished round only
	// (earlier rounds have none).
	Hands      [Seats]Hand `json:"hands"`
	Pips       [2]int      `json:"pips"`        // pips left in each team's hands
	Winner     Team        `json:"winner"`      // NoTeam when a block ties
	Points     int         `json:"points"`      // the losing team's pips
	RoundBonus int         `json:"round_bonus"` // by domino in rounds 1-4
	TileBonus  int         `json:"tile_bonus"`  // the last-tile bonus, by domino
	Total      int         `json:"total"`       // what the winning team scores
}

// scorePips fills in the winner and points of a round from its number,
// ending, last tile and pips, the pips left in each team's hands.
func (rd *Round) scorePips(pips [2]int) {
	rd.Pips = pips
	rd.RoundBonus, rd.TileBonus = 0, 0
	switch {
	case rd.Ending == Domino:
		rd.Winner = TeamOf(rd.Out)
		rd.RoundBonus = RoundBonus(rd.Number)
		rd.TileBonus = LastTileBonus(rd.Last, rd.Ends[0], rd.Ends[1])
	case rd.Pips[TeamA] < rd.Pips[TeamB]:
		rd.Winner = TeamA
	case rd.Pips[TeamB] < rd.Pips[TeamA]:
		rd.Winner = TeamB
	default:
		rd.Winner, rd.Points, rd.Total = NoTeam, 0, 0
		return
	}
	rd.Points = rd.Pips[rd.Winner.Other()]
	rd.Total = rd.Points + rd.RoundBonus + rd.TileBonus
}
