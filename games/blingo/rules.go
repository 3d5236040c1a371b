package blingo

import (
	"encoding/json"
	"fmt"

	"github.com/quintetbot/quintet/games"
)

// Name is the game's registry and command name.
const Name = "blingo"

// MinSeats is the fewest players a game of Blingo takes.
const MinSeats = 2

// Rules is the Blingo game, registered with the games registry.
var Rules games.Rules = rules{}

func init() { games.Register(Rules) }

type rules struct{}

// Info describes Blingo: 2-6 seats, no options.
func (rules) Info() games.Info {
	return games.Info{
		Name:     Name,
		Title:    "Blingo",
		MinSeats: MinSeats,
		MaxSeats: MaxSeats,
		Summary:  "Roll two d8 and mark numbered squares; hold a whole line to clear it; most markers wins",
		Help:     help,
		Dice:     diceOrder,
	}
}

// New starts a game: seat 0 rolls first. It draws no dice.
func (r rules) New(opts games.Options, seats int, _ games.Rand) (games.State, error) {
	if err := opts.Check(r.Info()); err != nil {
		return nil, err
	}
	if seats < MinSeats || seats > MaxSeats {
		return nil, fmt.Errorf("blingo: %w: Blingo is for %d to %d players", games.ErrBadOptions, MinSeats, MaxSeats)
	}
	return newState(seats), nil
}

// Decode restores a state written by Encode and checks that it could arise
// in play.
func (rules) Decode(data []byte) (games.State, error) {
	var st state
	if err := json.Unmarshal(data, &st); err != nil {
		return nil, fmt.Errorf("blingo: decode: %w", err)
	}
	if err := st.check(); err != nil {
		return nil, fmt.Errorf("blingo: decode: %w", err)
	}
	return &st, nil
}
