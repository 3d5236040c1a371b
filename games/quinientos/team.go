package quinientos

import "github.com/quintetbot/quintet/games"

// Seats is the number of players: Quinientos is a game for four.
const Seats = 4

// Team is one of the two fixed partnerships. Partners sit across from each
// other: seats 0 and 2 form TeamA, seats 1 and 3 TeamB.
type Team int

// The teams, and NoTeam for a tied round.
const (
	// NoTeam: nobody, as the winner of a tied block.
	NoTeam Team = iota - 1
	// TeamA: seats 0 and 2 (players 1 and 3).
	TeamA
	// TeamB: seats 1 and 3 (players 2 and 4).
	TeamB
)

// TeamOf returns the team of seat s.
func TeamOf(s games.Seat) Team { return Team(s % 2) }

// Seats returns the two seats of the team.
func (t Team) Seats() [2]games.Seat { return [2]games.Seat{games.Seat(t), games.Seat(t) + 2} }

// Other returns the opposing team.
func (t Team) Other() Team { return 1 - t }

// Refs writes the team's seats with games.SeatRef: "{seat:0} & {seat:2}".
func (t Team) Refs() string {
	if t == NoTeam {
		return "nobody"
	}
	s := t.Seats()
	return games.SeatRef(s[0]) + " & " + games.SeatRef(s[1])
}

// String returns "1+3" or "2+4", the players' numbers as they count, or
// "none".
func (t Team) String() string {
	switch t {
	case TeamA:
		return "1+3"
	case TeamB:
		return "2+4"
	}
	return "none"
}

// Partner returns the seat across from s.
func Partner(s games.Seat) games.Seat { return (s + 2) % Seats }

// next returns the seat after s in turn order.
func next(s games.Seat) games.Seat { return (s + 1) % Seats }

// Teams implements games.Teamer: seats 1 and 3 against 2 and 4.
func (rules) Teams(int) [][]games.Seat {
	a, b := TeamA.Seats(), TeamB.Seats()
	return [][]games.Seat{a[:], b[:]}
}
