package storage

import (
	"context"
	"errors"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/blingo"
	"github.com/quintetbot/quintet/games/session"
)

// oldShortBlingo plays a two-player Blingo match as a program from before
// the short board stored it: length:short, played on 8 rows to a first
// line (the rules of length:first now).
func oldShortBlingo(t *testing.T) (*session.Match, []session.Step) {
	t.Helper()
	st, steps := playedBlingo(t, games.Options{blingo.OptLength: blingo.First}, 11)
	enc, _ := st.Encode()
	res := st.Result()
	m := &session.Match{
		ID: "oldshort", Guild: "g", Channel: "c", Game: blingo.Name, Phase: session.Finished,
		Options: games.Options{blingo.OptLength: blingo.Short},
		Players: []session.Player{{User: "1", Name: "A"}, {User: "2", Name: "B"}},
		Version: steps[len(steps)-1].Version, State: enc, Result: &res,
	}
	return m, steps
}

// TestRenamedValues: a Blingo match stored with length:short before the
// short board replays only as length:first; the migration renames it,
// and so does an import of an export written before it.
func TestRenamedValues(t *testing.T) {
	m, steps := oldShortBlingo(t)
	if err := session.CheckMatch(m, steps); !errors.Is(err, ErrReplay) {
		t.Fatalf("the old short match replays as length:short: %v", err)
	}
	full := &session.Match{ID: "full", Guild: "g", Channel: "c2", Game: blingo.Name, Phase: session.Lobby, Version: 1,
		Options: games.Options{blingo.OptLength: blingo.Full, blingo.OptMarkers: "50"}}
	db := migratedFrom(t, renamedSchema, m, full)
	got, err := db.Archived(context.Background(), m.ID)
	if err != nil || got.Options[blingo.OptLength] != blingo.First {
		t.Fatalf("archived short Blingo match after the migration: %+v, %v", got, err)
	}
	if err := session.CheckMatch(got, steps); err != nil {
		t.Fatalf("the migrated match does not replay: %v", err)
	}
	if q, err := db.Get(context.Background(), "c2"); err != nil || q.Options[blingo.OptLength] != blingo.Full || q.Options[blingo.OptMarkers] != "50" {
		t.Fatalf("a full Blingo lobby got options %v, %v", q.Options, err)
	}
	checkImportUpgrades(t, m, steps, renamedSchema)
}
