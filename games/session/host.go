package session

import (
	"strconv"
	"strings"

	"github.com/quintetbot/quintet/games"
)

// hostError is ErrNotHost naming the host, so that a refused player knows
// whom to ask.
type hostError struct{ host string }

func (e hostError) Error() string {
	if e.host == "" {
		return ErrNotHost.Error()
	}
	return "only the host, " + e.host + ", can do that"
}

// Is makes errors.Is(err, ErrNotHost) hold.
func (e hostError) Is(target error) bool { return target == ErrNotHost }

// notHost returns the refusal for a user who is not m's host.
func notHost(m *Match) error {
	for _, p := range m.Players {
		if p.User == m.Host && p.User != "" {
			return hostError{p.Name}
		}
	}
	return hostError{}
}

// titleWith names a game with the options that shape its table: "Cinq-O
// (mode solitaire)" when the options narrow its seats, else its title.
func titleWith(info games.Info, opts games.Options) string {
	r, err := games.Lookup(info.Name)
	if err != nil {
		return info.Title
	}
	if lo, hi := games.SeatRange(r, opts); lo == info.MinSeats && hi == info.MaxSeats {
		return info.Title
	}
	var parts []string
	for _, o := range info.Options {
		if v, ok := opts[o.Name]; ok && v != "" {
			parts = append(parts, o.Name+" "+v)
		}
	}
	return info.Title + " (" + strings.Join(parts, ", ") + ")"
}

// players counts players: "1 player", "6 players".
func players(n int) string {
	if n == 1 {
		return "1 player"
	}
	return strconv.Itoa(n) + " players"
}
