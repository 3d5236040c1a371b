package cinqo

import (
	"fmt"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// Name is the game's registry and command name.
const Name = "cinqo"

const (
	minSeats = 1
	maxSeats = 6
)

// The match options: the mode, and the rounds of Rounds mode.
const (
	OptionMode   = "mode"
	OptionRounds = "rounds"
)

// DefaultRounds is the number of rounds of Rounds mode unless chosen.
const DefaultRounds = 5

const (
	minRounds = 1
	maxRounds = 20
)

// Rules is the Cinq-O game, registered with the games registry.
var Rules games.Rules = rules{}

func init() { games.Register(Rules) }

type rules struct{}

// Info describes Cinq-O: 1-6 seats, the mode and rounds options.
func (rules) Info() games.Info {
	return games.Info{
		Name:     Name,
		Title:    "Cinq-O",
		MinSeats: minSeats,
		MaxSeats: maxSeats,
		Options: []games.Option{{
			Name:        OptionMode,
			Kind:        games.OptionString,
			Description: locale.English.Say("rules.cinqo.option.mode.desc"),
			Default:     Race.String(),
			Choices:     []string{Race.String(), Rounds.String(), Solitaire.String()},
		}, {
			Name:        OptionRounds,
			Kind:        games.OptionInt,
			Description: locale.English.Say("rules.cinqo.option.rounds.desc"),
			Default:     fmt.Sprint(DefaultRounds),
			Min:         minRounds,
			Max:         maxRounds,
		}},
		Summary: locale.English.Say("rules.cinqo.desc"),
		Help:    help,
		Dice:    diceOrder,
		Undo:    locale.English.Say("rules.cinqo.undo"),
	}
}

// New starts a game: seat 0 rolls first. It draws no dice. Without a mode,
// a rounds option means Rounds mode; a race of one player is solitaire.
func (r rules) New(opts games.Options, seats int, _ games.Rand) (games.State, error) {
	if err := opts.Check(r.Info()); err != nil {
		return nil, err
	}
	if seats < minSeats || seats > maxSeats {
		return nil, badOptions("refuse.cinqo.seats", minSeats, maxSeats)
	}
	mode, rounds, err := readMode(opts)
	if err != nil {
		return nil, err
	}
	switch {
	case mode == Solitaire && seats != 1:
		return nil, badOptions("refuse.cinqo.solitaire")
	case mode == Race && seats == 1:
		mode = Solitaire
	}
	return newState(mode, rounds, seats), nil
}

// CheckOptions implements games.OptionChecker: a rounds option beside a
// mode other than rounds is refused when the lobby opens, as New would
// refuse it at the start.
func (rules) CheckOptions(opts games.Options) error {
	_, _, err := readMode(opts)
	return err
}

// readMode reads the mode and, for Rounds mode, the rounds to play.
func readMode(opts games.Options) (Mode, int, error) {
	name, rounds := opts[OptionMode], opts[OptionRounds]
	mode, ok := ParseMode(name)
	switch {
	case name == "" && rounds != "":
		mode = Rounds
	case name == "":
		mode = Race
	case !ok:
		return 0, 0, badOptions("refuse.cinqo.mode")
	case mode != Rounds && rounds != "":
		return 0, 0, badOptions("refuse.cinqo.rounds")
	}
	if mode != Rounds {
		return mode, 0, nil
	}
	n, err := opts.Int(OptionRounds, DefaultRounds)
	return mode, n, err
}

func badOptions(key string, args ...any) error {
	return locale.Refuse("cinqo", games.ErrBadOptions, key, args...)
}

// SeatRange implements games.SeatLimiter: solitaire is for one player.
func (r rules) SeatRange(opts games.Options) (lo, hi int) {
	if mode, _, err := readMode(opts); err == nil && mode == Solitaire {
		return 1, 1
	}
	return minSeats, maxSeats
}
