package games

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Options are the match options chosen in /play, by option name. Values are
// strings as typed; engines read them with Bool, Int and String.
type Options map[string]string

// OptionKind is the type of a match option.
type OptionKind int

// The option kinds, matching Discord's option types.
const (
	OptionBool OptionKind = iota
	OptionInt
	OptionString
)

// Option describes one match option a game offers.
type Option struct {
	Name        string     // lower-case, e.g. "reroll"
	Kind        OptionKind // bool, int or string
	Description string     // at most 100 characters
	Default     string     // value when not given
	Min, Max    int        // bounds for OptionInt
	Choices     []string   // allowed values for OptionString; empty: any
	// Retired are values of an OptionString that stored matches may hold
	// and that are no longer offered: Check accepts them, the command
	// picker and the help do not list them.
	Retired []string
	// Renamed maps a value that matches stored before storage's schema 11
	// hold, and that the rules now play otherwise, to the value that
	// plays as they began. The migration to that schema rewrites them
	// (and an import of an older export), so they replay and play on as
	// they began; a value renamed later needs a migration of its own.
	Renamed map[string]string
	// Legacy, when not empty, is the value a match stored without this
	// option had chosen: the rules it was created under, before the
	// option existed, played that way. Storage writes it into such
	// matches' options (see storage's migrations), so they replay and play
	// on as they began.
	Legacy string
}

// Bool reads option name as a boolean, or def when absent.
func (o Options) Bool(name string, def bool) (bool, error) {
	v, ok := o[name]
	if !ok || v == "" {
		return def, nil
	}
	b, err := strconv.ParseBool(v)
	if err != nil {
		return def, fmt.Errorf("games: %w: %s must be true or false", ErrBadOptions, name)
	}
	return b, nil
}

// Int reads option name as an integer, or def when absent.
func (o Options) Int(name string, def int) (int, error) {
	v, ok := o[name]
	if !ok || v == "" {
		return def, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		return def, fmt.Errorf("games: %w: %s must be a whole number", ErrBadOptions, name)
	}
	return n, nil
}

// Check verifies o against the options a game offers: every name known,
// every value of its kind and within bounds.
func (o Options) Check(info Info) error {
	for name, v := range o {
		i := slices.IndexFunc(info.Options, func(op Option) bool { return op.Name == name })
		if i < 0 {
			return fmt.Errorf("games: %w: %s has no option %q", ErrBadOptions, info.Title, name)
		}
		op := info.Options[i]
		switch op.Kind {
		case OptionBool:
			if _, err := o.Bool(name, false); err != nil {
				return err
			}
		case OptionInt:
			n, err := o.Int(name, 0)
			if err != nil {
				return err
			}
			if (op.Min != 0 || op.Max != 0) && (n < op.Min || n > op.Max) {
				return fmt.Errorf("games: %w: %s must be from %d to %d", ErrBadOptions, name, op.Min, op.Max)
			}
		case OptionString:
			if len(op.Choices) > 0 && !slices.Contains(op.Choices, v) && !slices.Contains(op.Retired, v) {
				return fmt.Errorf("games: %w: %s must be %s", ErrBadOptions, name, orList(op.Choices))
			}
		}
	}
	return nil
}

// orList writes choices as a player reads them: "together or apart",
// "race, rounds or solitaire".
func orList(choices []string) string {
	if len(choices) < 2 {
		return strings.Join(choices, "")
	}
	return strings.Join(choices[:len(choices)-1], ", ") + " or " + choices[len(choices)-1]
}
