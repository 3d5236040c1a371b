package gametest

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"hash"

	"github.com/quintetbot/quintet/games"
)

// seededHashes plays n seeded games of rules for every seat count the
// game allows (see playSeeded) and returns one line per seat count,
// "seats=S sha256=H", where H hashes what game writes of them. what names
// the hash in errors.
func seededHashes(rules games.Rules, n int, what string, game func(h hash.Hash, seats int, seed uint64) error) (string, error) {
	info := rules.Info()
	out := ""
	for seats := info.MinSeats; seats <= info.MaxSeats; seats++ {
		h := sha256.New()
		for i := range n {
			if err := game(h, seats, uint64(i+1)); err != nil {
				return "", fmt.Errorf("gametest: %s: %d seats, game %d: %w", what, seats, i+1, err)
			}
		}
		out += fmt.Sprintf("seats=%d sha256=%s\n", seats, hex.EncodeToString(h.Sum(nil)))
	}
	return out, nil
}

// playSeeded plays a game of rules for seats dealt by seed to its end: at
// each step a random actor plays its Default move one time in four and a
// uniformly random legal move otherwise. visit sees every state, the
// last included, and moved every move before it is applied (nil: none).
func playSeeded(rules games.Rules, seats int, seed uint64, visit func(games.State) error, moved func(games.Seat, games.Move)) error {
	r := Seeded(seed)
	st, err := rules.New(nil, seats, r)
	if err != nil {
		return err
	}
	for moves := 0; ; moves++ {
		if moves >= PlayoutLimit {
			return fmt.Errorf("game not over after %d moves", moves)
		}
		if err := visit(st); err != nil {
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
		if moved != nil {
			moved(seat, move)
		}
		if st, err = st.Apply(seat, move, r); err != nil {
			return fmt.Errorf("move %d %q by seat %d: %w", moves+1, move, seat, err)
		}
	}
}
