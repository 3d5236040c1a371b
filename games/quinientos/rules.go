package quinientos

import (
	"encoding/json"
	"fmt"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// Name is the game's registry and command name.
const Name = "quinientos"

// Rules is the Quinientos game, registered with the games registry.
var Rules games.Rules = rules{}

func init() { games.Register(Rules) }

type rules struct{}

// Info describes Quinientos: exactly four seats; the one option says
// whether humans partner each other or bots.
func (rules) Info() games.Info {
	return games.Info{
		Name:     Name,
		Title:    "Quinientos",
		MinSeats: Seats,
		MaxSeats: Seats,
		Options:  []games.Option{partnersOption},
		Summary:  locale.English.Say("rules.quinientos.desc"),
		Help:     help,
		Dice:     diceOrder,
		Undo:     locale.English.Say("rules.quinientos.undo"),
		Draws:    "Deal",
	}
}

// New deals round 1 with a shuffle from r; the holder of 6-6 leads.
func (r rules) New(opts games.Options, seats int, rnd games.Rand) (games.State, error) {
	if err := opts.Check(r.Info()); err != nil {
		return nil, err
	}
	if seats != Seats {
		return nil, locale.Refuse("quinientos", games.ErrBadOptions, "refuse.quinientos.seats", Seats)
	}
	return newState(rnd), nil
}

// Decode restores a state written by Encode and checks that it could arise
// in play.
func (rules) Decode(data []byte) (games.State, error) {
	var sd stored
	if err := json.Unmarshal(data, &sd); err != nil {
		return nil, fmt.Errorf("quinientos: decode: %w", err)
	}
	if err := sd.check(); err != nil {
		return nil, fmt.Errorf("quinientos: decode: %w", err)
	}
	return sd.state(), nil
}
