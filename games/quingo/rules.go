package quingo

import (
	"encoding/json"
	"fmt"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// Name is the game's registry and command name.
const Name = "quingo"

const (
	minSeats = 1
	maxSeats = 6
)

// OptionPool names the option that gives the pool's die sizes.
const OptionPool = "pool"

// Rules is the Quingo game, registered with the games registry.
var Rules games.Rules = rules{}

func init() { games.Register(Rules) }

type rules struct{}

// Info describes Quingo: 1-6 seats and the pool option.
func (rules) Info() games.Info {
	return games.Info{
		Name:     Name,
		Title:    "Quingo",
		MinSeats: minSeats,
		MaxSeats: maxSeats,
		Options: []games.Option{{
			Name:        OptionPool,
			Kind:        games.OptionString,
			Description: locale.English.Say("rules.quingo.option.pool.desc"),
			Default:     DefaultPool.String(),
		}},
		Summary: locale.English.Say("rules.quingo.desc"),
		Help:    help,
		Dice:    diceOrder,
		Undo:    locale.English.Say("rules.quingo.undo"),
	}
}

// New rolls the shared set-up (four d20 bonuses, then the d4 wild value)
// and waits for every seat to choose its wild numbers.
func (r rules) New(opts games.Options, seats int, rnd games.Rand) (games.State, error) {
	if err := opts.Check(r.Info()); err != nil {
		return nil, err
	}
	if seats < minSeats || seats > maxSeats {
		return nil, locale.Refuse("quingo", games.ErrBadOptions, "refuse.quingo.seats", minSeats, maxSeats)
	}
	sizes, err := poolOf(opts)
	if err != nil {
		return nil, err
	}
	return newState(seats, sizes, rollSetup(rnd)), nil
}

// CheckOptions implements games.OptionChecker: the pool option must be a
// pool ParseSizes reads, so that /play refuses it before a lobby opens.
func (r rules) CheckOptions(opts games.Options) error {
	if err := opts.Check(r.Info()); err != nil {
		return err
	}
	_, err := poolOf(opts)
	return err
}

// poolOf returns the die sizes of the pool option, DefaultPool when it is
// absent or empty.
func poolOf(opts games.Options) (Sizes, error) {
	if text, ok := opts[OptionPool]; ok && text != "" {
		return ParseSizes(text)
	}
	return DefaultPool, nil
}

// Decode restores a state written by Encode and checks that it could arise
// in play.
func (rules) Decode(data []byte) (games.State, error) {
	var rec record
	if err := json.Unmarshal(data, &rec); err != nil {
		return nil, fmt.Errorf("quingo: decode: %w", err)
	}
	st, err := rec.state()
	if err != nil {
		return nil, fmt.Errorf("quingo: decode: %w", err)
	}
	return st, nil
}
