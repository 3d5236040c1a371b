package games_test

import (
	"errors"
	"testing"

	"github.com/quintetbot/quintet/games"
	_ "github.com/quintetbot/quintet/games/all"
	"github.com/quintetbot/quintet/games/gametest"
)

// FuzzOptions checks option values as /play passes them: for every game,
// Check and the readers never panic, refuse with ErrBadOptions, and a set
// Check accepts deals a game (or is refused with ErrBadOptions) for every
// seat count the game allows.
func FuzzOptions(f *testing.F) {
	for _, r := range games.All() {
		for _, o := range r.Info().Options {
			f.Add(o.Name, o.Default, o.Name, "")
			f.Add(o.Name, "-1", "bogus", "1")
			for _, c := range o.Choices {
				f.Add(o.Name, c, o.Name, c)
			}
		}
	}
	f.Add("reroll", "maybe", "size", "99999999999999999999")
	f.Fuzz(func(t *testing.T, k1, v1, k2, v2 string) {
		opts := games.Options{k1: v1, k2: v2}
		if _, err := opts.Bool(k1, false); err != nil && !errors.Is(err, games.ErrBadOptions) {
			t.Fatalf("Bool: %v", err)
		}
		if _, err := opts.Int(k2, 0); err != nil && !errors.Is(err, games.ErrBadOptions) {
			t.Fatalf("Int: %v", err)
		}
		for _, r := range games.All() {
			info := r.Info()
			if err := opts.Check(info); err != nil {
				if !errors.Is(err, games.ErrBadOptions) {
					t.Fatalf("%s: Check: %v", info.Name, err)
				}
				continue
			}
			for seats := info.MinSeats; seats <= info.MaxSeats; seats++ {
				st, err := r.New(opts, seats, gametest.Seeded(1))
				if err != nil {
					if !errors.Is(err, games.ErrBadOptions) {
						t.Fatalf("%s: New(%v, %d): %v", info.Name, opts, seats, err)
					}
					continue
				}
				if len(st.Actors()) == 0 {
					t.Fatalf("%s: New(%v, %d): nobody may move", info.Name, opts, seats)
				}
			}
		}
	})
}
