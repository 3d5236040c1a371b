package gametest

import (
	"fmt"
	"hash"
	"testing"

	"github.com/quintetbot/quintet/games"
)

// Texter is a board (View.Board) that writes itself as monospace text,
// as the renderers' BoardTexter does.
type Texter interface {
	Text(name func(games.Seat) string) string
}

// TextFingerprint plays n seeded games of rules for every seat count the
// game allows, as Fingerprint does, and returns one line per seat count,
// "seats=S sha256=H", where H hashes the text board (Texter) of every
// seat's and the spectator's View at every step, seats named by name
// (nil: the board's own default, for boards that take nil).
// Fingerprint hashes views as JSON, which leaves out the text a board
// writes of itself; this pins that text byte for byte, so that a board's
// Text can be rewritten for speed and checked against the build before.
// Boards that are not Texters add nothing.
func TextFingerprint(rules games.Rules, n int, name func(games.Seat) string) (string, error) {
	return seededHashes(rules, n, "text fingerprint", func(h hash.Hash, seats int, seed uint64) error {
		return playSeeded(rules, seats, seed, func(st games.State) error {
			for s := games.Spectator; s < games.Seat(seats); s++ {
				if bt, ok := st.View(s).Board.(Texter); ok {
					fmt.Fprintf(h, "text %d\n%s\n", s, bt.Text(name))
				}
			}
			return nil
		}, nil)
	})
}

// SeatNumbers names seats "Seat 1", "Seat 2", ...
func SeatNumbers(s games.Seat) string { return fmt.Sprintf("Seat %d", s+1) }

// CheckTextFingerprint compares the TextFingerprint of n games per seat
// count, seats named by name, with the golden file at path (rewritten
// with -update).
func CheckTextFingerprint(t *testing.T, rules games.Rules, n int, name func(games.Seat) string, path string) {
	t.Helper()
	got, err := TextFingerprint(rules, n, name)
	if err != nil {
		t.Fatal(err)
	}
	Golden(t, path, []byte(got))
}
