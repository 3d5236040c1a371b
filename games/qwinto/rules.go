package qwinto

import (
	"encoding/json"
	"fmt"

	"github.com/quintetbot/quintet/games"
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
			Description: "The roller may re-roll the same dice once (default false)",
			Default:     "false",
		}},
		Summary: "Roll red, yellow and blue dice; everyone writes the sum into rising rows of a shared-column sheet",
		Help:    help,
		Dice:    diceOrder,
		Undo:    "A write or a skip comes back until the next roll.",
	}
}

// New starts a game: seat 0 rolls first. It draws no dice.
func (r rules) New(opts games.Options, seats int, _ games.Rand) (games.State, error) {
	if err := opts.Check(r.Info()); err != nil {
		return nil, err
	}
	if seats < minSeats || seats > maxSeats {
		return nil, fmt.Errorf("qwinto: %w: Qwinto is for %d to %d players", games.ErrBadOptions, minSeats, maxSeats)
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

const help = "**Qwinto**: 1-6 players, three dice: red, yellow, blue.\n" +
	"**Sheet.** Three rows of 10 positions, sheared over 12 columns: blue in columns 1-10, yellow 2-11, red 3-12. " +
	"Blocked cells (XX): red position 4, yellow 6, blue 5. Bonus cells (%): red 2 and 6, yellow 8, blue 3 and 10.\n" +
	"**A roll.** The host (seat 1) rolls first, then each seat in turn. The roller picks one, two or three colours " +
	"and rolls those dice; S is their sum. Then every player, roller included, in any order, writes S in one empty " +
	"cell of a row whose die was rolled, or skips. Each row strictly increases left to right (gaps allowed) and S may " +
	"not already stand in that column. If the roller writes nothing, it is a failed throw (-5); the others never lose points.\n" +
	"**Variant `reroll`** (off by default): before anyone writes, the roller may re-roll the same dice once.\n" +
	"**End.** When a roll is settled for all, the game ends if someone has 4 failed throws or two complete rows (all 9 usable cells).\n" +
	"**Score.** A complete row scores its right-most number, an incomplete row 1 per filled cell; each column whose " +
	"three cells are filled adds the number in its bonus cell; -5 per failed throw. Highest total wins; ties share.\n" +
	"**Moves.** `roll red blue` (colours in any order, or `roll all`), `write yellow 4` (position 1-10 from the left " +
	"of that row, blocked cell counted; the sum is implied), `skip`; with the variant `reroll` or `keep`.\n" +
	"**Bots (normal level) and timeouts.** Out of time, a roller rolls as a bot, then writes nothing (a failed throw); " +
	"others write nothing. Bots write the sum nearest a cell's ideal (free numbers between its neighbours " +
	"spread over the empty cells) without leaving cells unfillable, the roller whenever it can; others skip a poor fit. " +
	"They roll the colours likeliest to fit and re-roll if nothing fits well."
