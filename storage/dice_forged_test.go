package storage_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// diceForgery changes a match and its log as a forger would.
type diceForgery func(t *testing.T, m *session.Match, log []session.Step)

// quietDie changes one die after the start so that the moves still
// replay, then stores the state and result they replay to: only the
// seed can tell.
func quietDie(t *testing.T, m *session.Match, log []session.Step) {
	for i := 1; i < len(log); i++ {
		for j := range log[i].Draws {
			d := &log[i].Draws[j]
			was := d.Value
			for v := range d.N {
				d.Value = v
				if v == was {
					continue
				}
				if c, err := session.FromLog(m, log); err == nil && c.Result.Over == !m.Phase.Open() {
					m.State, m.Result = c.State, c.Result
					if m.Phase.Open() {
						m.Result = nil
					}
					return
				}
			}
			d.Value = was
		}
	}
	t.Fatal("no die changes with the moves still replaying")
}

// newSeed gives the match another seed with its matching commitment.
func newSeed(t *testing.T, m *session.Match, _ []session.Step) {
	m.Seed = strings.Repeat("5a", 16)
	var err error
	if m.Commit, err = session.Commitment(m.Seed, m.ID); err != nil {
		t.Fatal(err)
	}
}

// diceForgeries are the forged dice, seeds, commitments and results that
// import and check must refuse, with the channel of the match they forge
// (c1 finished, c2 in play) and a word of the reason.
var diceForgeries = []struct {
	name, channel string
	forge         diceForgery
	want          string
}{
	{"finished: a die changed, state and result replayed", "c1", quietDie, "the seed gives"},
	{"finished: another seed", "c1", func(_ *testing.T, m *session.Match, _ []session.Step) {
		m.Seed = strings.Repeat("0", 31) + "1"
	}, "commitment does not match"},
	{"finished: another commitment", "c1", func(_ *testing.T, m *session.Match, _ []session.Step) {
		m.Commit = strings.Repeat("ab", 32)
	}, "commitment does not match"},
	{"finished: a new seed and its commitment over the old dice", "c1", newSeed, "the seed gives"},
	{"finished: seed and commitment removed from a recent match", "c1", func(_ *testing.T, m *session.Match, log []session.Step) {
		m.Seed, m.Commit = "", ""
		m.Created = session.CommitmentsSince.Add(time.Hour)
	}, "no seed or no commitment"},
	{"finished: scores edited", "c1", func(_ *testing.T, m *session.Match, _ []session.Step) {
		m.Result.Scores[0] += 10
	}, "scores"},
	{"in play: a generator its seed does not explain", "c2", func(_ *testing.T, m *session.Match, _ []session.Step) {
		p := &rand.PCG{}
		p.UnmarshalBinary(m.RNG)
		p.Uint64()
		m.RNG, _ = p.MarshalBinary()
	}, "stored generator"},
	{"in play: a new seed and its commitment over the old dice", "c2", newSeed, "the seed gives"},
}

// TestImportRefusesForgedDice: import refuses each forgery, naming why,
// and leaves the database as it was.
func TestImportRefusesForgedDice(t *testing.T) {
	good := exportAll(t, openPath(t, populated(t)), nil)
	lines := strings.Split(strings.TrimSpace(string(good)), "\n")
	accepted := 0
	for _, tt := range diceForgeries {
		t.Run(tt.name, func(t *testing.T) {
			out := append([]string(nil), lines...)
			for i, line := range out[1:] {
				var r session.ExportRecord
				if json.Unmarshal([]byte(line), &r) != nil || r.Match == nil || r.Match.Channel != tt.channel {
					continue
				}
				tt.forge(t, r.Match, r.Log)
				b, _ := json.Marshal(r)
				out[i+1] = string(b)
			}
			db := openTest(t)
			before := exportAll(t, db, nil)
			_, err := db.Import(context.Background(), strings.NewReader(strings.Join(out, "\n")))
			if err == nil {
				accepted++
			}
			if !errors.Is(err, session.ErrImport) || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("err %v, want ErrImport saying %q", err, tt.want)
			}
			if after := exportAll(t, db, nil); !bytes.Equal(before, after) {
				t.Error("a refused import changed the database")
			}
		})
	}
	t.Logf("%d forged exports, %d accepted", len(diceForgeries), accepted)
}

// TestCheckFindsForgedDice: check finds each forgery written straight
// into the file, checksums and all.
func TestCheckFindsForgedDice(t *testing.T) {
	for _, tt := range diceForgeries {
		t.Run(tt.name, func(t *testing.T) {
			path := populated(t)
			rawEdit(t, path, forgeRecord(t, tt.channel, tt.forge))
			ps := verify(t, path)
			if len(ps) == 0 || !strings.Contains(ps[0].String(), tt.want) {
				t.Fatalf("problems %v, want one saying %q", ps, tt.want)
			}
		})
	}
}

// forgeRecord applies forge to the match of channel, open or archived,
// and to its log, in the file.
func forgeRecord(t *testing.T, channel string, forge diceForgery) func(tx *bbolt.Tx) error {
	return func(tx *bbolt.Tx) error {
		var m session.Match
		bucket, key := tx.Bucket([]byte("open")), []byte(channel)
		if bucket.Get(key) == nil {
			bucket = tx.Bucket([]byte("archive"))
			key = nil
			bucket.ForEach(func(k, v []byte) error {
				var a session.Match
				if unsealJSON(k, v, &a) == nil && a.Channel == channel {
					key = bytes.Clone(k)
				}
				return nil
			})
		}
		if err := unsealJSON(key, bucket.Get(key), &m); err != nil {
			return err
		}
		logs := tx.Bucket([]byte("logs")).Bucket([]byte(m.ID))
		var keys [][]byte
		var log []session.Step
		err := logs.ForEach(func(k, v []byte) error {
			var s session.Step
			keys, log = append(keys, bytes.Clone(k)), append(log, s)
			return unsealJSON(k, v, &log[len(log)-1])
		})
		if err != nil {
			return err
		}
		forge(t, &m, log)
		for i, k := range keys {
			v, _ := json.Marshal(&log[i])
			if err := logs.Put(k, storage.Seal(k, v)); err != nil {
				return err
			}
		}
		v, _ := json.Marshal(&m)
		return bucket.Put(key, storage.Seal(key, v))
	}
}

// TestImportAcceptsAnOlderSummary: a finished match whose summary is
// worded otherwise than this version words it (as an older version
// wrote it) is imported, and check finds no problem: only its scores and
// winners must follow from its moves.
func TestImportAcceptsAnOlderSummary(t *testing.T) {
	good := exportAll(t, openPath(t, populated(t)), nil)
	lines := strings.Split(strings.TrimSpace(string(good)), "\n")
	for i, line := range lines[1:] {
		var r session.ExportRecord
		if json.Unmarshal([]byte(line), &r) == nil && r.Match != nil && r.Match.Result != nil {
			r.Match.Result.Summary = "{seat:0}, {seat:1} win" // the wording before "and"
			b, _ := json.Marshal(r)
			lines[i+1] = string(b)
		}
	}
	db := openTest(t)
	if _, err := db.Import(context.Background(), strings.NewReader(strings.Join(lines, "\n"))); err != nil {
		t.Fatalf("an older summary refused: %v", err)
	}
	if ps, err := db.Verify(context.Background()); err != nil || len(ps) != 0 {
		t.Fatalf("check after the import: %v %v", ps, err)
	}
}
