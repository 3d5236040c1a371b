package cinqo

import (
	"fmt"

	"github.com/quintetbot/quintet/games"
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
			Description: "Race to 100 (default), a fixed number of rounds, or solitaire (rounds to reach 100, one player)",
			Default:     Race.String(),
			Choices:     []string{Race.String(), Rounds.String(), Solitaire.String()},
		}, {
			Name:        OptionRounds,
			Kind:        games.OptionInt,
			Description: "Rounds to play; implies mode rounds (default 5)",
			Default:     fmt.Sprint(DefaultRounds),
			Min:         minRounds,
			Max:         maxRounds,
		}},
		Summary: "Rack five dice for the perfect Hi or Lo total; the Hi/Lo die picks the side and multiplies",
		Help:    help,
		Dice:    diceOrder,
		Undo:    "A placement comes back until the next roll, so the last of a turn never does against a bot, who rolls at once.",
	}
}

// New starts a game: seat 0 rolls first. It draws no dice. Without a mode,
// a rounds option means Rounds mode; a race of one player is solitaire.
func (r rules) New(opts games.Options, seats int, _ games.Rand) (games.State, error) {
	if err := opts.Check(r.Info()); err != nil {
		return nil, err
	}
	if seats < minSeats || seats > maxSeats {
		return nil, badOptions("Cinq-O is for %d to %d players", minSeats, maxSeats)
	}
	mode, rounds, err := readMode(opts)
	if err != nil {
		return nil, err
	}
	switch {
	case mode == Solitaire && seats != 1:
		return nil, badOptions("solitaire is for one player")
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
		return 0, 0, badOptions("mode must be race, rounds or solitaire")
	case mode != Rounds && rounds != "":
		return 0, 0, badOptions("the rounds option is for mode rounds")
	}
	if mode != Rounds {
		return mode, 0, nil
	}
	n, err := opts.Int(OptionRounds, DefaultRounds)
	return mode, n, err
}

func badOptions(format string, args ...any) error {
	return fmt.Errorf("cinqo: %w: "+format, append([]any{games.ErrBadOptions}, args...)...)
}

const help = "**Cinq-O**: 1-6 players, five dice and a Hi/Lo die (1, 2 or 3, arrow up or down).\n" +
	"**A turn.** Seat 1 starts, then seat order. `roll` rolls every die not racked or banked, and the Hi/Lo die unless boxed. " +
	"Then rack at least one die (from the roll or the bank), bank any other rolled dice, box the Hi/Lo die at will. " +
	"Racked, banked and boxed dice never roll again; a banked die may be racked later. " +
	"With no die left to roll, banked dice are racked without a roll, the Hi/Lo die is boxed as it shows and the turn ends (five rolls at most).\n" +
	"**Score.** A straight (1-5 or 2-6) is 10, else the racked total on the arrow's side of the card: " +
	"Hi 30:10 29:8 28:7 27:6 26:5 25:4 24:3 23:2, 22 or less 1; Lo 5:10 6:8 7:7 8:6 9:5 10:4 11:3 12:2, 13 or more 1; " +
	"times the Hi/Lo number. Five of a kind in one roll: 10 flat, that turn ends and you play another at once.\n" +
	"**Modes** (`mode`). `race` (default): the first total to reach 100 at the end of a turn wins, before any extra turn. " +
	"`rounds` (`rounds`, default 5): highest total wins, ties share. " +
	"`solitaire`: one player; the result is the rounds taken to reach 100, extra turns not counted. A race alone is solitaire.\n" +
	"**Moves.** `roll`, then a placement of words `rack` (rolled dice), `take` (banked dice to the rack), `bank`, `box`, " +
	"faces 1-6: `rack 6 6 bank 5 box`, `take 5`, `rack 1 bank 2`. `take 5 bank 5` is `rack 5`. " +
	"A placement leaving nothing to roll is `rack` and every rolled die.\n" +
	"**Bots (normal level) and timeouts.** Rack a straight; else aim Hi or Lo (boxed arrow, or dice and arrow); " +
	"rack every 6 or 1 (from roll 3 also dice a pip off), else the best die or a better banked one; " +
	"bank one die a pip off; box a 2 or 3 pointing the aimed way; keep dice to roll while the arrow points away; " +
	"rack all rather than roll a last die expected to score less."

// SeatRange implements games.SeatLimiter: solitaire is for one player.
func (r rules) SeatRange(opts games.Options) (lo, hi int) {
	if mode, _, err := readMode(opts); err == nil && mode == Solitaire {
		return 1, 1
	}
	return minSeats, maxSeats
}
