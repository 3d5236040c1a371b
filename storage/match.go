package storage

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games/session"
)

// Get implements session.Store: the open match of a channel, or
// session.ErrNoMatch, with the board SetBoard recorded last.
func (db *DB) Get(ctx context.Context, channel string) (*session.Match, error) {
	for {
		// The board ahead is read before the record and again after: a
		// board stored (and dropped from boardsAhead) or recorded while
		// the record was read has it read again, so that the answer never
		// lacks a board SetBoard returned for before Get began.
		b := db.ahead.get(channel)
		var m *session.Match
		err := db.view(ctx, func(tx *bbolt.Tx) (err error) {
			m, err = openMatch(tx, channel, &db.decoded)
			return err
		})
		if err != nil {
			return nil, err
		}
		if db.ahead.get(channel) != b {
			continue
		}
		if m == nil {
			return nil, session.ErrNoMatch
		}
		b.applyTo(m)
		return m, nil
	}
}

// Put implements session.Store in one write transaction: the version
// check, the match, the log steps, and for a match that has ended, its
// move from the open bucket to the archive and the history index. Concurrent
// Puts share a commit (see WithMaxBatch); each returns only once its own
// change is durable, and a Put refused (say session.ErrStale) changes
// nothing and does not fail the others.
func (db *DB) Put(ctx context.Context, m *session.Match, steps ...*session.Step) error {
	if m == nil || m.ID == "" || m.Channel == "" {
		return ErrBadMatch
	}
	if b := db.ahead.get(m.Channel); b != nil && b.match == m.ID && (m.BoardMessage != b.message || m.BoardVersion != b.drawn) {
		// The board SetBoard recorded last goes in this record, so that
		// its own rider finds it stored (see writeBoard). A copy: the
		// caller's match stays as it was.
		c := *m
		c.BoardMessage, c.BoardVersion = b.message, b.drawn
		m = &c
	}
	val, err := json.Marshal(m)
	if err != nil {
		return fmt.Errorf("storage: encode match %s: %w", m.ID, err)
	}
	steps = session.Written(steps)
	svs := make([][]byte, len(steps)) // the encoded steps
	for i, step := range steps {
		if svs[i], err = json.Marshal(step); err != nil {
			return fmt.Errorf("storage: encode step of %s: %w", m.ID, err)
		}
	}
	// The next read of an open record (the board's, the next move's) gets
	// this match back instead of decoding what was just encoded.
	var kept *session.Match
	if m.Phase.Open() {
		kept, _ = settled(m)
	}
	// The function may run again in a new transaction (see batch): it
	// keeps everything it does inside tx.
	return db.batch(ctx, func(tx *bbolt.Tx) error {
		stored, err := checkVersion(tx, m, len(svs), &db.decoded)
		if err != nil {
			return err
		}
		if err := keepDeadline(tx, m.Channel, m.Wake, m.Phase.Open()); err != nil {
			return err
		}
		tail, err := logSteps(tx, m, stored, svs)
		if err != nil {
			return err
		}
		if m.Version == 1 || !m.Phase.Open() {
			if err := indexGuild(tx, m.Guild, m.Channel, m.Phase.Open()); err != nil {
				return err
			}
		}
		if m.Phase.Open() {
			rec := seal([]byte(m.Channel), withTail(val, tail))
			if kept != nil {
				db.decoded.keep(m.Channel, rec, kept)
			}
			return putStored(tx, bucketOpen, m.Channel, rec)
		}
		if err := archive(tx, m, val); err != nil {
			return err
		}
		return oweFinal(tx, m)
	})
}

// logSteps writes the encoded steps svs of a Put of m, over the record
// stored (nil: none), and returns the tail m's new record is to carry:
// the stored tail and the steps, while m stays open and they fit
// tailBudget; what does not fit goes to m's log bucket, the oldest first,
// and all of it when m ends.
func logSteps(tx *bbolt.Tx, m *session.Match, stored []byte, svs [][]byte) ([]byte, error) {
	// The stored tail shares the file's memory, which stays as it is
	// until the commit: joinTail copies it, and withTail when it stays.
	_, tail, err := openRecord([]byte(m.Channel), stored)
	if err != nil {
		return nil, err
	}
	keep := tailable(m)
	for _, sv := range svs {
		if keep && len(tail)+1+len(sv) <= tailBudget {
			tail = joinTail(tail, sv)
			continue
		}
		if err := flushTail(tx, m.ID, tail); err != nil {
			return nil, err
		}
		tail = nil
		if keep && len(sv) <= tailBudget {
			tail = joinTail(nil, sv)
		} else if err := appendStep(tx, m.ID, sv); err != nil {
			return nil, err
		}
	}
	if !keep {
		if err := flushTail(tx, m.ID, tail); err != nil {
			return nil, err
		}
		return nil, nil
	}
	return tail, nil
}

// header is the part of a stored match that Put checks.
type header struct {
	ID      string    `json:"id"`
	Version int64     `json:"version"`
	Wake    time.Time `json:"wake,omitzero"`
}

// checkVersion applies the Store rules: a new match needs a free channel;
// a change needs the same match at the version before its steps (the
// previous one for none). It returns the
// record the match replaces as stored (nil: none), whose header it reads
// from the match cache keeps for the record's exact bytes when it has one.
func checkVersion(tx *bbolt.Tx, m *session.Match, steps int, cache *decodedMatches) ([]byte, error) {
	b, err := bucket(tx, bucketOpen)
	if err != nil {
		return nil, err
	}
	v := b.Get([]byte(m.Channel))
	if m.Version == 1 {
		if v != nil {
			return nil, session.ErrChannelBusy
		}
		return nil, nil
	}
	if v == nil {
		return nil, session.ErrStale
	}
	var cur header
	if kept, ok := cache.kept(m.Channel, v); ok {
		cur = header{ID: kept.ID, Version: kept.Version}
	} else if err := decodeJSON([]byte(m.Channel), v, &cur); err != nil {
		return nil, fmt.Errorf("%w: open match in %s: %w", ErrCorrupt, m.Channel, err)
	}
	if cur.ID != m.ID || cur.Version != m.Version-int64(max(1, steps)) {
		return nil, session.ErrStale
	}
	return v, nil
}

// archive moves an ended match out of its channel into the archive and the
// history index, counts its dice, and tallies a finished one into the
// statistics.
func archive(tx *bbolt.Tx, m *session.Match, val []byte) error {
	open, err := bucket(tx, bucketOpen)
	if err != nil {
		return err
	}
	if err := open.Delete([]byte(m.Channel)); err != nil {
		return err
	}
	return putArchived(tx, m, val)
}

// putArchived writes an ended match into the archive and the history
// index, counts its dice, and tallies a finished one into the statistics.
func putArchived(tx *bbolt.Tx, m *session.Match, val []byte) error {
	if err := putRecord(tx, bucketArchive, m.ID, val); err != nil {
		return err
	}
	if err := putRecord(tx, bucketHistory, string(historyKey(m.Guild, m.Updated, m.ID)), []byte(m.Game)); err != nil {
		return err
	}
	if err := recordDice(tx, m); err != nil {
		return err
	}
	return recordStats(tx, m)
}

// SetBoard implements session.Store: it records the board message of the
// channel's match, drawn at version drawn, if the match is still at
// version at, else session.ErrStale.
// A match's first board is durable when SetBoard returns. Later ones are
// read at once and written without an fsync of their own, and without
// encoding the match again when they can be: the match's next
// Put carries it in its record, and what no Put has carried by the next
// commit a rider writes (see committer.later; with no writer, within
// riderDelay). A crash before that commit loses the board's record, which
// the next start mends: it redraws the board last recorded and retires
// the boards posted after it (see bot's playStranded). Until the board is
// stored, it lives in boardsAhead.
func (db *DB) SetBoard(ctx context.Context, channel string, at, drawn int64, message string) error {
	if drawn > at {
		return session.ErrStale
	}
	if err := db.ready(ctx); err != nil {
		return err
	}
	var id string
	first := false
	err := db.view(ctx, func(tx *bbolt.Tx) error {
		m, err := openHeader(tx, channel, &db.decoded)
		if err != nil {
			return err
		}
		if m == nil || m.Version != at {
			return session.ErrStale
		}
		// The board shown: the stored one, or the one on its way.
		shown := *m
		db.ahead.get(channel).applyTo(&shown)
		if shown.BoardMessage == message && shown.BoardVersion == drawn {
			return nil // recorded already
		}
		id, first = m.ID, shown.BoardMessage == ""
		return nil
	})
	if err != nil || id == "" {
		return err
	}
	b := &aheadBoard{match: id, message: message, drawn: drawn}
	db.ahead.set(channel, b)
	if first {
		// A match's first board is stored before SetBoard returns: the
		// start retires the boards a stop left unrecorded only after a
		// recorded one, so a lost first record would leave a live board
		// that nothing retires. Once a match.
		err := db.batch(ctx, func(tx *bbolt.Tx) error { return db.writeBoard(tx, channel, b) })
		db.ahead.drop(channel, b)
		return err
	}
	db.commits.later(func(tx *bbolt.Tx) error {
		return db.writeBoard(tx, channel, b)
	}, func(err error) {
		if err == nil {
			db.ahead.drop(channel, b)
		}
	})
	return nil
}

// writeBoard stores board b of the channel's match, unless a later
// SetBoard has replaced it (its own rider writes that one), the match
// has left the channel (its last Put carried the board into the archive),
// or the stored record shows b already (a Put carried it). The record
// written is the stored one with b's two fields, so it applies to
// whatever version the match is at by now, and keeps its tail.
func (db *DB) writeBoard(tx *bbolt.Tx, channel string, b *aheadBoard) error {
	if db.ahead.get(channel) != b {
		return nil
	}
	open, err := bucket(tx, bucketOpen)
	if err != nil {
		return err
	}
	cur, err := openHeader(tx, channel, &db.decoded)
	if err != nil || cur == nil || cur.ID != b.match || cur.BoardMessage == b.message && cur.BoardVersion == b.drawn {
		return err
	}
	// A shallow copy: the slices and maps it shares with cur, nobody
	// changes.
	m := *cur
	m.BoardMessage, m.BoardVersion = b.message, b.drawn
	val, err := json.Marshal(&m)
	if err != nil {
		return fmt.Errorf("storage: encode match %s: %w", m.ID, err)
	}
	// The steps the record holds stay in it.
	_, tail, err := openRecord([]byte(channel), open.Get([]byte(channel)))
	if err != nil {
		return err
	}
	// m was decoded and changed in two fields that decode as they
	// encode, so the new record decodes to m: the next read need not.
	rec := seal([]byte(channel), withTail(val, tail))
	db.decoded.keep(channel, rec, &m)
	return open.Put([]byte(channel), rec)
}

// Archived implements session.Store: a finished or cancelled match by id,
// or session.ErrNoMatchID.
func (db *DB) Archived(ctx context.Context, matchID string) (*session.Match, error) {
	var m *session.Match
	err := db.view(ctx, func(tx *bbolt.Tx) error {
		b, err := bucket(tx, bucketArchive)
		if err != nil {
			return err
		}
		m, err = decodeMatch([]byte(matchID), b.Get([]byte(matchID)), "archived match "+matchID)
		return err
	})
	if err != nil {
		return nil, err
	}
	if m == nil {
		return nil, session.ErrNoMatchID
	}
	return m, nil
}

// OpenMatches implements session.Store: every open match, by channel id.
func (db *DB) OpenMatches(ctx context.Context) ([]*session.Match, error) {
	var out []*session.Match
	err := db.view(ctx, func(tx *bbolt.Tx) error {
		b, err := bucket(tx, bucketOpen)
		if err != nil {
			return err
		}
		return b.ForEach(func(k, v []byte) error {
			m, err := decodeMatch(k, v, "open match in "+string(k))
			db.ahead.get(string(k)).applyTo(m)
			out = append(out, m)
			return err
		})
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// openMatch returns the open match of channel, or nil, decoded through
// cache (nil: none).
func openMatch(tx *bbolt.Tx, channel string, cache *decodedMatches) (*session.Match, error) {
	b, err := bucket(tx, bucketOpen)
	if err != nil {
		return nil, err
	}
	return cache.decode(channel, b.Get([]byte(channel)))
}

// openHeader returns the open match of channel, or nil, to be read and
// not changed: it may be the match the cache shares (see
// decodedMatches.kept).
func openHeader(tx *bbolt.Tx, channel string, cache *decodedMatches) (*session.Match, error) {
	b, err := bucket(tx, bucketOpen)
	if err != nil {
		return nil, err
	}
	v := b.Get([]byte(channel))
	if m, ok := cache.kept(channel, v); ok {
		return m, nil
	}
	return cache.decode(channel, v)
}

// decodeMatch decodes the match stored under key; nil for a missing value.
func decodeMatch(key, v []byte, what string) (*session.Match, error) {
	if v == nil {
		return nil, nil
	}
	m := &session.Match{}
	if err := decodeJSON(key, v, m); err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrCorrupt, what, err)
	}
	return m, nil
}

// decodeJSON checks the seal of the record v stored under key and decodes
// its JSON into x.
func decodeJSON(key, v []byte, x any) error {
	p, err := openSealed(key, v)
	if err != nil {
		return err
	}
	return json.Unmarshal(p, x)
}

// putRecord seals val and writes it under key in a top-level bucket.
func putRecord(tx *bbolt.Tx, name []byte, key string, val []byte) error {
	return putStored(tx, name, key, seal([]byte(key), val))
}

// putStored writes a record already sealed under key in a top-level
// bucket.
func putStored(tx *bbolt.Tx, name []byte, key string, rec []byte) error {
	b, err := bucket(tx, name)
	if err != nil {
		return err
	}
	return b.Put([]byte(key), rec)
}
