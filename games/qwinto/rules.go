package qwinto

import (
	"encoding/json"
	"fmt"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// Name is the game's registry and command name.
const Name = "qwinto"

const (
	minSeats = 1
	maxSeats = 6
)

// OptionReroll names the re-roll variant's option.
const OptionReroll = "reroll"

// Rules is the Qwinto game, registered with the games registry.
var Rules games.Rules = rules{}

func init() { games.Register(Rules) }

type rules struct{}

// Info describes Qwinto: 1-6 seats and the reroll option.
func (rules) Info() games.Info {
	return games.Info{
		Name:     Name,
		Title:    "Qwinto",
		MinSeats: minSeats,
		MaxSeats: maxSeats,
		Options: []games.Option{{
			Name:        OptionReroll,
			Kind:        games.OptionBool,
			Description: locale.English.Say("rules.qwinto.option.reroll.desc"),
			Default:     "false",
		}},
		Summary: locale.English.Say("rules.qwinto.desc"),
		Help:    help,
		Dice:    diceOrder,
		Undo:    locale.English.Say("rules.qwinto.undo"),
	}
}

// New starts a game: seat 0 rolls first. It draws no dice.
func (r rules) New(opts games.Options, seats int, _ games.Rand) (games.State, error) {
	if err := opts.Check(r.Info()); err != nil {
		return nil, err
	}
	if seats < minSeats || seats > maxSeats {
		return nil, locale.Refuse("qwinto", games.ErrBadOptions, "refuse.qwinto.seats", minSeats, maxSeats)
	}
	variant, err := opts.Bool(OptionReroll, false)
	if err != nil {
		return nil, err
	}
	return newState(seats, variant), nil
}

// Decode restores a state written by Encode and checks that it could arise
// in play.
func (rules) Decode(data []byte) (games.State, error) {
	var st state
	if err := json.Unmarshal(data, &st); err != nil {
		return nil, fmt.Errorf("qwinto: decode: %w", err)
	}
	if err := st.check(); err != nil {
		return nil, fmt.Errorf("qwinto: decode: %w", err)
	}
	return &st, nil
}
