package gametest

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"hash"
	"testing"

	"github.com/quintetbot/quintet/games"
)

// Fingerprint plays n seeded games of rules for every seat count the game
// allows and returns one line per seat count, "seats=S sha256=H", where H
// hashes everything the engine answered on the way: at every step the
// Actors, every seat's Legal moves and Default, the Result, the Encode bytes
// and every seat's and the spectator's View (as JSON); then the move played,
// which is the Default one step in four and a uniformly random legal move
// otherwise. Two builds of an engine with the same fingerprint behave the
// same on all those games, so an engine can be rewritten for speed and
// checked against the fingerprint of the build before.
func Fingerprint(rules games.Rules, n int) (string, error) {
	info := rules.Info()
	out := ""
	for seats := info.MinSeats; seats <= info.MaxSeats; seats++ {
		h := sha256.New()
		for game := range n {
			if err := fingerprintGame(h, rules, seats, uint64(game+1)); err != nil {
				return "", fmt.Errorf("gametest: fingerprint: %d seats, game %d: %w", seats, game+1, err)
			}
		}
		out += fmt.Sprintf("seats=%d sha256=%s\n", seats, hex.EncodeToString(h.Sum(nil)))
	}
	return out, nil
}

// CheckFingerprint compares the Fingerprint of n games per seat count with
// the golden file at path (rewritten with -update).
func CheckFingerprint(t *testing.T, rules games.Rules, n int, path string) {
	t.Helper()
	got, err := Fingerprint(rules, n)
	if err != nil {
		t.Fatal(err)
	}
	Golden(t, path, []byte(got))
}

func fingerprintGame(h hash.Hash, rules games.Rules, seats int, seed uint64) error {
	r := Seeded(seed)
	st, err := rules.New(nil, seats, r)
	if err != nil {
		return err
	}
	for moves := 0; ; moves++ {
		if moves >= PlayoutLimit {
			return fmt.Errorf("game not over after %d moves", moves)
		}
		if err := fingerprintState(h, st, seats); err != nil {
			return err
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
		fmt.Fprintf(h, "play %d %q\n", seat, move)
		if st, err = st.Apply(seat, move, r); err != nil {
			return fmt.Errorf("move %d %q by seat %d: %w", moves+1, move, seat, err)
		}
	}
}

func fingerprintState(h hash.Hash, st games.State, seats int) error {
	fmt.Fprintf(h, "actors %v\n", st.Actors())
	for s := range games.Seat(seats) {
		fmt.Fprintf(h, "legal %d %q default %q\n", s, st.Legal(s), st.Default(s))
	}
	fmt.Fprintf(h, "result %+v\n", st.Result())
	data, err := st.Encode()
	if err != nil {
		return err
	}
	fmt.Fprintf(h, "encode %x\n", data)
	for s := games.Spectator; s < games.Seat(seats); s++ {
		view, err := json.Marshal(st.View(s))
		if err != nil {
			return err
		}
		fmt.Fprintf(h, "view %d %s\n", s, view)
	}
	return nil
}
