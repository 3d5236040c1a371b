package gametest

import (
	"crypto/sha256"
	"encoding/hex"
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
	info := rules.Info()
	out := ""
	for seats := info.MinSeats; seats <= info.MaxSeats; seats++ {
		h := sha256.New()
		for game := range n {
			if err := textprintGame(h, rules, seats, uint64(game+1), name); err != nil {
				return "", fmt.Errorf("gametest: text fingerprint: %d seats, game %d: %w", seats, game+1, err)
			}
		}
		out += fmt.Sprintf("seats=%d sha256=%s\n", seats, hex.EncodeToString(h.Sum(nil)))
	}
	return out, nil
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

func textprintGame(h hash.Hash, rules games.Rules, seats int, seed uint64, name func(games.Seat) string) error {
	r := Seeded(seed)
	st, err := rules.New(nil, seats, r)
	if err != nil {
		return err
	}
	for moves := 0; ; moves++ {
		if moves >= PlayoutLimit {
			return fmt.Errorf("game not over after %d moves", moves)
		}
		for s := games.Spectator; s < games.Seat(seats); s++ {
			if bt, ok := st.View(s).Board.(Texter); ok {
				fmt.Fprintf(h, "text %d\n%s\n", s, bt.Text(name))
			}
		}
		actors := st.Actors()
		if len(actors) == 0 {
			return nil
		}
		seat := actors[r.IntN(len(actors))]
		move := st.Default(seat)
		if r.IntN(4) != 0 {
			legal := st.Legal(seat)
			move = legal[r.IntN(len(legal))]
		}
		if st, err = st.Apply(seat, move, r); err != nil {
			return fmt.Errorf("move %d %q by seat %d: %w", moves+1, move, seat, err)
		}
	}
}
