package gametest

import (
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
	return seededHashes(rules, n, "fingerprint", func(h hash.Hash, seats int, seed uint64) error {
		return playSeeded(rules, seats, seed,
			func(st games.State) error { return fingerprintState(h, st, seats) },
			func(seat games.Seat, move games.Move) { fmt.Fprintf(h, "play %d %q\n", seat, move) })
	})
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
