package storage

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/blingo"
	"github.com/quintetbot/quintet/games/gametest"
	"github.com/quintetbot/quintet/games/session"
	"go.etcd.io/bbolt"
)

// oldShortBlingo plays a two-player Blingo match as a program from before
// the short board stored it: length:short, played on 8 rows to a first
// line (the rules of length:first now).
func oldShortBlingo(t *testing.T) (*session.Match, []session.Step) {
	t.Helper()
	dice := gametest.Seeded(11)
	rec := &games.Recorder{R: dice}
	st, err := blingo.Rules.New(games.Options{blingo.OptLength: blingo.First}, 2, rec)
	if err != nil {
		t.Fatal(err)
	}
	steps := []session.Step{{Version: 2, Seat: games.Spectator, Move: "start", Draws: rec.Draws}}
	for v := int64(3); !st.Result().Over; v++ {
		s := st.Actors()[0]
		mv := st.Default(s)
		rec := &games.Recorder{R: dice}
		if st, err = st.Apply(s, mv, rec); err != nil {
			t.Fatal(err)
		}
		steps = append(steps, session.Step{Version: v, Seat: s, Move: mv, Draws: rec.Draws})
	}
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
	path := filepath.Join(t.TempDir(), "old.db")
	old, err := Open(path, withMigrations(migrations[:renamedSchema-1]))
	if err != nil {
		t.Fatal(err)
	}
	full := &session.Match{ID: "full", Guild: "g", Channel: "c2", Game: blingo.Name, Phase: session.Lobby, Version: 1,
		Options: games.Options{blingo.OptLength: blingo.Full, blingo.OptMarkers: "50"}}
	err = old.bolt.Update(func(tx *bbolt.Tx) error {
		v, _ := json.Marshal(m)
		if err := putRecord(tx, bucketArchive, m.ID, v); err != nil {
			return err
		}
		v, _ = json.Marshal(full)
		return putRecord(tx, bucketOpen, full.Channel, v)
	})
	if err != nil {
		t.Fatal(err)
	}
	old.Close()
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
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
	for _, schema := range []int{renamedSchema - 1, renamedSchema} {
		rec := session.ExportRecord{Match: m, Log: steps}
		line, _ := json.Marshal(rec)
		head, _ := json.Marshal(session.ExportHeader{Format: session.ExportFormat, Version: session.ExportVersion, Schema: schema})
		fresh, err := Open(filepath.Join(t.TempDir(), fmt.Sprint("fresh", schema, ".db")))
		if err != nil {
			t.Fatal(err)
		}
		_, err = fresh.Import(context.Background(), strings.NewReader(string(head)+"\n"+string(line)+"\n"))
		fresh.Close()
		if (err == nil) != (schema < renamedSchema) {
			t.Errorf("import of an export at schema %d: %v", schema, err)
		}
	}
}
