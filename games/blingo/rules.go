package blingo

import (
	"encoding/json"
	"fmt"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// Name is the game's registry and command name.
const Name = "blingo"

// MinSeats is the fewest players a game of Blingo takes.
const MinSeats = 2

// Rules is the Blingo game, registered with the games registry.
var Rules games.Rules = rules{}

func init() { games.Register(Rules) }

type rules struct{}

// OptMarkers is the option that limits each player's markers: markers:50
// is the box's supply. Without it markers are unlimited.
const OptMarkers = "markers"

// OptLength is the option that chooses the game's length: Full (the
// default) plays to the blackout on the board of Rows rows, Short plays
// on the board of ShortRows rows and ends at a player's second Blingo
// line (ShortLines).
const OptLength = "length"

// The values of OptLength. First is retired: the short game as it was
// before the board of ShortRows rows, on the full board to a player's
// first Blingo line, which matches stored then hold (storage renamed
// their length:short) and play on; it is not offered.
const (
	Full  = "full"
	Short = "short"
	First = "first"
)

// firstLines is the number of Blingo lines of one player that end the
// retired short game (length:first) on the full board: its first.
const firstLines = 1

// ShortLines is the number of Blingo lines of one player that end the
// short game: its second. (A short game stored before the board of
// ShortRows rows plays on the full board to a first line, as begun.)
const ShortLines = 2

// Info describes Blingo: 2-6 seats, the markers option.
func (rules) Info() games.Info {
	return games.Info{
		Name:     Name,
		Title:    "Blingo",
		MinSeats: MinSeats,
		MaxSeats: MaxSeats,
		Options: []games.Option{{
			Name: OptMarkers, Kind: games.OptionInt, Min: 1, Max: Unlimited,
			Description: locale.English.Say("rules.blingo.option.markers.desc"),
			// Matches made before the option had the box's supply.
			Legacy: "50",
		}, {
			Name: OptLength, Kind: games.OptionString, Default: Full, Choices: []string{Full, Short}, Retired: []string{First},
			// Matches stored before the short board played length:short on 8
			// rows to a first line.
			Renamed:     map[string]string{Short: First},
			Description: locale.English.Say("rules.blingo.option.length.desc"),
		}},
		Summary: locale.English.Say("rules.blingo.desc"),
		Help:    help,
		Dice:    diceOrder,
		Undo:    locale.English.Say("rules.blingo.undo"),
	}
}

// New starts a game: seat 0 rolls first. It draws no dice. Each player's
// markers are unlimited unless the option markers limits them; the game
// plays to the blackout unless length:short plays it on the short
// board, to a player's second Blingo line.
func (r rules) New(opts games.Options, seats int, _ games.Rand) (games.State, error) {
	if err := opts.Check(r.Info()); err != nil {
		return nil, err
	}
	if seats < MinSeats || seats > MaxSeats {
		return nil, locale.Refuse("blingo", games.ErrBadOptions, "refuse.blingo.seats", MinSeats, MaxSeats)
	}
	supply, err := opts.Int(OptMarkers, Unlimited)
	if err != nil {
		return nil, err
	}
	st := newState(seats, supply)
	switch opts[OptLength] {
	case Short:
		st.Board, st.EndLines = NewBoard(ShortRows), ShortLines
	case First:
		st.EndLines = firstLines
	}
	return st, nil
}

// Decode restores a state written by Encode and checks that it could arise
// in play.
func (rules) Decode(data []byte) (games.State, error) {
	st := state{Supply: Markers} // stored before the supply was: the box's
	if err := json.Unmarshal(data, &st); err != nil {
		return nil, fmt.Errorf("blingo: decode: %w", err)
	}
	if err := st.check(); err != nil {
		return nil, fmt.Errorf("blingo: decode: %w", err)
	}
	return &st, nil
}
