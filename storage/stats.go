package storage

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games/session"
)

// Statistics buckets (schema 4).
var (
	// bucketStandings maps guild/game/user (see standingKey) to a
	// session.Standing (JSON): one aggregate per player and game, updated
	// in the transaction that archives a match, so a leaderboard reads a
	// guild's players and never its matches.
	bucketStandings = []byte("standings")
	// bucketRecords maps a match id to the session.Record (JSON) of a
	// finished match; its presence marks the match as counted.
	bucketRecords = []byte("records")
	// bucketRecordIndex maps "c/"guild/channel/finishedAt/matchID (for
	// a thread's match, under the thread and under its parent channel)
	// and "u/"guild/user/finishedAt/matchID to nothing, so a channel's or
	// a user's recent matches are found newest first without a scan.
	bucketRecordIndex = []byte("record_index")
)

var _ session.Stats = (*DB)(nil)

// standingKey is the key of a standing in bucketStandings. Discord ids and
// game names hold no "/".
func standingKey(guild, game, user string) []byte {
	return []byte(guild + "/" + game + "/" + user)
}

// recordKeys returns the bucketRecordIndex keys of a record's channel,
// of the channel its thread belongs to (Record.InThreadOf), and of each
// human seat.
func recordKeys(r session.Record) [][]byte {
	t := r.At.UTC().Format(historyLayout)
	keys := [][]byte{[]byte("c/" + r.Guild + "/" + r.Channel + "/" + t + "/" + r.Match)}
	if r.InThreadOf(r.Parent) {
		keys = append(keys, []byte("c/"+r.Guild+"/"+r.Parent+"/"+t+"/"+r.Match))
	}
	for _, s := range r.Seats {
		if s.User != "" {
			keys = append(keys, []byte("u/"+r.Guild+"/"+s.User+"/"+t+"/"+r.Match))
		}
	}
	return keys
}

// recordStats tallies an archived match into the statistics buckets, once
// per match id; a match that does not count changes nothing. Damaged
// statistics never keep a match from ending.
func recordStats(tx *bbolt.Tx, m *session.Match) error {
	recs, err := bucket(tx, bucketRecords)
	if err != nil {
		return err
	}
	if recs.Get([]byte(m.ID)) != nil {
		return nil
	}
	stand, err := bucket(tx, bucketStandings)
	if err != nil {
		return err
	}
	rec, changed, ok := session.Tally(m, func(user string) session.Standing {
		// A standing that does not decode starts again rather than block
		// the match from ending; check and rerate report and rebuild it.
		k := standingKey(m.Guild, m.Game, user)
		s, _ := decodeStanding(k, stand.Get(k))
		return s
	})
	if !ok {
		return nil
	}
	if err := putTally(tx, rec, changed); err != nil {
		return err
	}
	return recordSeasonStats(tx, m)
}

// putTally writes a record, its index keys and the standings it changed.
func putTally(tx *bbolt.Tx, rec session.Record, changed []session.Standing) error {
	if err := putMatchRecord(tx, rec); err != nil {
		return err
	}
	return putStandings(tx, changed)
}

// putMatchRecord writes a record and its index keys.
func putMatchRecord(tx *bbolt.Tx, rec session.Record) error {
	v, err := json.Marshal(rec)
	if err != nil {
		return fmt.Errorf("storage: encode record of %s: %w", rec.Match, err)
	}
	if err := putRecord(tx, bucketRecords, rec.Match, v); err != nil {
		return err
	}
	idx, err := bucket(tx, bucketRecordIndex)
	if err != nil {
		return err
	}
	for _, k := range recordKeys(rec) {
		if err := idx.Put(k, nil); err != nil {
			return err
		}
	}
	return nil
}

// putStandings writes standings.
func putStandings(tx *bbolt.Tx, changed []session.Standing) error {
	stand, err := bucket(tx, bucketStandings)
	if err != nil {
		return err
	}
	for _, s := range changed {
		v, err := json.Marshal(s)
		if err != nil {
			return fmt.Errorf("storage: encode standing of %s: %w", s.User, err)
		}
		if err := putSealed(stand, standingKey(s.Guild, s.Game, s.User), v); err != nil {
			return err
		}
	}
	return nil
}

// decodeStanding decodes the standing stored under key; the zero Standing
// for nil.
func decodeStanding(key, v []byte) (session.Standing, error) {
	var s session.Standing
	if v == nil {
		return s, nil
	}
	if err := decodeJSON(key, v, &s); err != nil {
		return s, fmt.Errorf("%w: standing: %w", ErrCorrupt, err)
	}
	return s, nil
}

// Standings implements session.Stats: one read of the guild's players of
// game, never of its matches.
func (db *DB) Standings(ctx context.Context, guild, game string) ([]session.Standing, error) {
	return db.standings(ctx, []byte(guild+"/"+game+"/"), "")
}

// PlayerStats implements session.Stats.
func (db *DB) PlayerStats(ctx context.Context, guild, user string) ([]session.Standing, error) {
	return db.standings(ctx, []byte(guild+"/"), "/"+user)
}

// standings returns the standings whose key starts with prefix and, when
// suffix is set, ends with it.
func (db *DB) standings(ctx context.Context, prefix []byte, suffix string) ([]session.Standing, error) {
	var out []session.Standing
	err := db.view(ctx, func(tx *bbolt.Tx) error {
		b, err := bucket(tx, bucketStandings)
		if err != nil {
			return err
		}
		c := b.Cursor()
		for k, v := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, v = c.Next() {
			if suffix != "" && !bytes.HasSuffix(k, []byte(suffix)) {
				continue
			}
			s, err := decodeStanding(k, v)
			if err != nil {
				return err
			}
			out = append(out, s)
		}
		return nil
	})
	return out, err
}

// Records implements session.Stats.
func (db *DB) Records(ctx context.Context, guild, channel, user string, limit int) ([]session.Record, error) {
	prefix := []byte("c/" + guild + "/" + channel + "/")
	if user != "" {
		prefix = []byte("u/" + guild + "/" + user + "/")
	}
	var out []session.Record
	err := db.view(ctx, func(tx *bbolt.Tx) error {
		idx, err := bucket(tx, bucketRecordIndex)
		if err != nil {
			return err
		}
		recs, err := bucket(tx, bucketRecords)
		if err != nil {
			return err
		}
		c := idx.Cursor()
		for k := lastWithPrefix(c, prefix); k != nil && bytes.HasPrefix(k, prefix) && len(out) < limit; k, _ = c.Prev() {
			id := k[bytes.LastIndexByte(k, '/')+1:]
			v := recs.Get(id)
			if v == nil {
				continue
			}
			var r session.Record
			if err := decodeJSON(id, v, &r); err != nil {
				return fmt.Errorf("%w: record of %s: %w", ErrCorrupt, id, err)
			}
			out = append(out, r)
		}
		return nil
	})
	return out, err
}

// lastWithPrefix moves c to the last key that starts with prefix (which
// ends in "/") and returns it, or a key outside the prefix when none does.
func lastWithPrefix(c *bbolt.Cursor, prefix []byte) []byte {
	end := append(bytes.Clone(prefix[:len(prefix)-1]), '/'+1)
	k, _ := c.Seek(end)
	if k == nil {
		k, _ = c.Last()
	} else {
		k, _ = c.Prev()
	}
	return k
}
