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

// oldBlingo plays a two-player Blingo match as a program from before the
// markers option stored it: the box's 50 markers each, no options, and
// states without a supply.
func oldBlingo(t *testing.T) (*session.Match, []session.Step) {
	t.Helper()
	st, steps := playedBlingo(t, games.Options{blingo.OptMarkers: "50"}, 7)
	enc, _ := st.Encode()
	old := strings.Replace(string(enc), `,"supply":50`, "", 1)
	res := st.Result()
	m := &session.Match{
		ID: "old", Guild: "g", Channel: "c", Game: blingo.Name, Phase: session.Finished,
		Players: []session.Player{{User: "1", Name: "A"}, {User: "2", Name: "B"}},
		Version: steps[len(steps)-1].Version, State: []byte(old), Result: &res,
	}
	return m, steps
}

// playedBlingo plays a two-player Blingo match with opts to its end, the
// dice seeded by seed, each seat's default move, and returns its last
// state and the steps of its log.
func playedBlingo(t *testing.T, opts games.Options, seed uint64) (games.State, []session.Step) {
	t.Helper()
	dice := gametest.Seeded(seed)
	rec := &games.Recorder{R: dice}
	st, err := blingo.Rules.New(opts, 2, rec)
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
	return st, steps
}

// TestLegacyOptions: a Blingo match stored before the markers option
// replays only with the box's supply; the migration gives it markers:50,
// and so does an import of an export written before it.
func TestLegacyOptions(t *testing.T) {
	m, steps := oldBlingo(t)
	if err := session.CheckMatch(m, steps); !errors.Is(err, ErrReplay) {
		t.Fatalf("the old match replays without its legacy options: %v", err)
	}
	lobby := &session.Match{ID: "new", Guild: "g", Channel: "c2", Game: "qwinto", Phase: session.Lobby, Version: 1}
	db := migratedFrom(t, legacySchema, m, lobby)
	got, err := db.Archived(context.Background(), m.ID)
	if err != nil || got.Options[blingo.OptMarkers] != "50" {
		t.Fatalf("archived Blingo match after the migration: %+v, %v", got, err)
	}
	if err := session.CheckMatch(got, steps); err != nil {
		t.Fatalf("the migrated match does not replay: %v", err)
	}
	if q, err := db.Get(context.Background(), "c2"); err != nil || q.Options != nil {
		t.Fatalf("a Qwinto lobby got options %v, %v", q.Options, err)
	}
	checkImportUpgrades(t, m, steps, legacySchema)
}

// migratedFrom returns a database stored with the migrations before
// schema, holding archived in the archive and open in the open matches,
// then opened again with every migration: closed with the test.
func migratedFrom(t *testing.T, schema int, archived, open *session.Match) *DB {
	t.Helper()
	path := filepath.Join(t.TempDir(), "old.db")
	old, err := Open(path, withMigrations(migrations[:schema-1]))
	if err != nil {
		t.Fatal(err)
	}
	err = old.bolt.Update(func(tx *bbolt.Tx) error {
		v, _ := json.Marshal(archived)
		if err := putRecord(tx, bucketArchive, archived.ID, v); err != nil {
			return err
		}
		v, _ = json.Marshal(open)
		return putRecord(tx, bucketOpen, open.Channel, v)
	})
	if err != nil {
		t.Fatal(err)
	}
	old.Close()
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// checkImportUpgrades imports match m and its log into fresh databases,
// as exported at the schema before schema and at schema: the first
// upgrades it to replay, the second, which should have held the
// upgrade, fails.
func checkImportUpgrades(t *testing.T, m *session.Match, steps []session.Step, schema int) {
	t.Helper()
	for _, at := range []int{schema - 1, schema} {
		rec := session.ExportRecord{Match: m, Log: steps}
		line, _ := json.Marshal(rec)
		head, _ := json.Marshal(session.ExportHeader{Format: session.ExportFormat, Version: session.ExportVersion, Schema: at})
		fresh, err := Open(filepath.Join(t.TempDir(), fmt.Sprint("fresh", at, ".db")))
		if err != nil {
			t.Fatal(err)
		}
		_, err = fresh.Import(context.Background(), strings.NewReader(string(head)+"\n"+string(line)+"\n"))
		fresh.Close()
		if (err == nil) != (at < schema) {
			t.Errorf("import of an export at schema %d: %v", at, err)
		}
	}
}
