package session_test

import (
	"errors"
	"testing"

	"github.com/quintetbot/quintet/games"
	_ "github.com/quintetbot/quintet/games/quingo"
	"github.com/quintetbot/quintet/games/session"
)

// TestOpenRefusesBadPool: a Quingo pool the game cannot play is refused
// when the lobby opens, not when the host presses Start after others
// joined; no lobby is left in the channel.
func TestOpenRefusesBadPool(t *testing.T) {
	mg, store := newManager(t)
	for _, pool := range []string{"1 2", "20 20 20 20 20 20"} {
		_, err := mg.Open(ctx, session.OpenRequest{Guild: "g", Channel: "c", Game: "quingo", Host: alice(),
			Options: games.Options{"pool": pool}})
		if !errors.Is(err, games.ErrBadOptions) {
			t.Fatalf("pool %q: Open gave %v, want ErrBadOptions", pool, err)
		}
		if _, err := store.Get(ctx, "c"); !errors.Is(err, session.ErrNoMatch) {
			t.Fatalf("pool %q: a lobby was stored (%v)", pool, err)
		}
	}
	if _, err := mg.Open(ctx, session.OpenRequest{Guild: "g", Channel: "c", Game: "quingo", Host: alice(),
		Options: games.Options{"pool": "4 6 8"}}); err != nil {
		t.Fatalf("pool 4 6 8 refused: %v", err)
	}
}
