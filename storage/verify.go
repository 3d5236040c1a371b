package storage

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games/session"
)

// Problem is one thing Verify found wrong: where it is and what.
type Problem struct {
	// Where names the record: "open match in C", "archived match ID",
	// "log of ID", "index guild_open", ...
	Where string
	Err   error
}

func (p Problem) String() string { return p.Where + ": " + p.Err.Error() }

// Errors of the match checks, wrapped in a Problem's Err.
var (
	// ErrReplay: a match's log does not replay to its stored state
	// (session.ErrReplay).
	ErrReplay = session.ErrReplay
	// ErrBadLog: a log's steps are out of order or do not fit the match
	// (session.ErrBadLog).
	ErrBadLog = session.ErrBadLog
	// ErrIndex: an index entry and the record it points to disagree.
	ErrIndex = errors.New("index disagrees with the records")
)

// Verify checks every stored record, beyond the page check of Check: each
// match and log step decodes, each match's game state decodes, each log
// replays with its recorded dice to its match's stored state, and the
// dice and result of each match follow from its seed and moves
// (session.CheckAudit), and the guild, deadline and history indexes agree
// with the matches. It returns
// one Problem per fault, none for a healthy database; the error is for a
// database that cannot be read at all. The games must be registered
// (import games/all). Verify runs in one read transaction and changes
// nothing.
func (db *DB) Verify(ctx context.Context) ([]Problem, error) {
	var ps []Problem
	err := db.view(ctx, func(tx *bbolt.Tx) error {
		v := verifier{tx: tx, ctx: ctx}
		if err := v.run(); err != nil {
			return err
		}
		ps = v.problems
		return nil
	})
	return ps, err
}

// verifier gathers the problems of one Verify.
type verifier struct {
	tx       *bbolt.Tx
	ctx      context.Context
	problems []Problem
	// seen holds the id of every match found, open or archived.
	seen map[string]bool
	// sealed: the file's schema seals every record (see seal).
	sealed bool
}

func (v *verifier) add(where string, err error) {
	v.problems = append(v.problems, Problem{Where: where, Err: err})
}

// payload returns the payload of the record val stored under key, or
// false after adding the problem: a wrong checksum, or none where the
// schema wants one.
func (v *verifier) payload(where string, key, val []byte) ([]byte, bool) {
	p, sealed, err := unseal(key, val)
	switch {
	case err != nil:
		v.add(where, err)
		return nil, false
	case !sealed && v.sealed:
		v.add(where, fmt.Errorf("%w: %w", ErrCorrupt, errUnsealed))
		return nil, false
	}
	return p, true
}

// decode decodes the JSON record val stored under key into x, or returns
// false after adding the problem.
func (v *verifier) decode(where string, key, val []byte, x any) bool {
	p, ok := v.payload(where, key, val)
	if !ok {
		return false
	}
	if err := json.Unmarshal(p, x); err != nil {
		v.add(where, fmt.Errorf("%w: does not decode: %w", ErrCorrupt, err))
		return false
	}
	return true
}

func (v *verifier) run() error {
	v.seen = map[string]bool{}
	schema, err := readSchema(v.tx)
	if err != nil {
		v.add("schema", err)
		return nil
	}
	if schema < SchemaVersion() {
		v.add("schema", fmt.Errorf("%w: the file is at schema %d, this program's is %d: the bot migrates it as it opens it; the checks of later schemas are skipped", ErrSchemaOld, schema, SchemaVersion()))
	}
	v.sealed = schema >= sealSchema
	names := [][]byte{bucketOpen, bucketArchive, bucketLogs, bucketHistory, bucketDeadlines, bucketGuilds, bucketNotify, bucketGuildOpen}
	if schema >= statsSchema {
		names = append(names, bucketRecords, bucketRecordIndex, bucketStandings)
	}
	if schema >= diceSchema {
		names = append(names, bucketDice)
	}
	if schema >= tailSchema {
		names = append(names, bucketDeadlineAt)
	}
	missing := false
	for _, name := range names {
		if v.tx.Bucket(name) == nil {
			v.add("bucket "+string(name), fmt.Errorf("%w: missing", ErrCorrupt))
			missing = true
		}
	}
	if missing {
		return nil
	}
	steps := []func() error{v.open, v.archived, v.orphanLogs, v.guildIndex, v.deadlines, v.history, v.settings}
	if schema >= statsSchema {
		steps = append(steps, v.records, v.recordIndex, v.standings)
	}
	if schema >= diceSchema {
		steps = append(steps, v.dice)
	}
	steps = append(steps, v.pruned, v.seasons)
	for _, step := range steps {
		if err := v.ctx.Err(); err != nil {
			return err
		}
		if err := step(); err != nil {
			return err
		}
	}
	return nil
}

// open checks the open matches and that each is in the guild index.
func (v *verifier) open() error {
	idx := v.tx.Bucket(bucketGuildOpen)
	return v.tx.Bucket(bucketOpen).ForEach(func(k, val []byte) error {
		where := "open match in " + string(k)
		m := v.match(where, k, val)
		if m == nil {
			return nil
		}
		if m.Channel != string(k) {
			v.add(where, fmt.Errorf("%w: the record says channel %q", ErrCorrupt, m.Channel))
		}
		if !m.Phase.Open() {
			v.add(where, fmt.Errorf("%w: phase %q in the open bucket", ErrCorrupt, m.Phase))
		}
		if idx.Get(guildKey(m.Guild, m.Channel)) == nil {
			v.add("index guild_open", fmt.Errorf("%w: no entry for %s", ErrIndex, where))
		}
		return nil
	})
}

// archived checks the ended matches.
func (v *verifier) archived() error {
	return v.tx.Bucket(bucketArchive).ForEach(func(k, val []byte) error {
		where := "archived match " + string(k)
		m := v.match(where, k, val)
		if m == nil {
			return nil
		}
		if m.ID != string(k) {
			v.add(where, fmt.Errorf("%w: the record says id %q", ErrCorrupt, m.ID))
		}
		if m.Phase.Open() {
			v.add(where, fmt.Errorf("%w: phase %q in the archive", ErrCorrupt, m.Phase))
		}
		return nil
	})
}

// match decodes a stored match and checks it against its log; nil when it
// does not decode.
func (v *verifier) match(where string, key, val []byte) *session.Match {
	m := &session.Match{}
	if !v.decode(where, key, val, m) {
		return nil
	}
	if m.ID == "" || m.Channel == "" {
		v.add(where, fmt.Errorf("%w: no id or channel", ErrCorrupt))
		return nil
	}
	v.seen[m.ID] = true
	if isPruned(v.tx, m.ID) {
		if m.Phase.Open() || v.tx.Bucket(bucketLogs).Bucket([]byte(m.ID)) != nil {
			v.add(where+" ("+m.ID+")", fmt.Errorf("%w: marked pruned, but open or with a log", ErrIndex))
		}
		return m
	}
	steps, ok := v.log(m.ID)
	if !ok {
		return m
	}
	if err := session.CheckMatch(m, steps); err != nil {
		v.add(where+" ("+m.ID+")", err)
	} else if err := session.CheckAudit(m, steps); err != nil {
		v.add(where+" ("+m.ID+")", err)
	}
	return m
}

// log reads a match's steps, its record's tail included; false when one
// does not read, after adding the problem.
func (v *verifier) log(id string) ([]session.Step, bool) {
	var steps []session.Step
	ok := true
	if b := v.tx.Bucket(bucketLogs).Bucket([]byte(id)); b != nil {
		b.ForEach(func(k, val []byte) error {
			var st session.Step
			if !v.decode(fmt.Sprintf("log of %s, step %x", id, k), k, val, &st) {
				ok = false
				return nil
			}
			steps = append(steps, st)
			return nil
		})
	}
	tail, err := openTail(v.tx, id)
	if err == nil {
		steps, err = appendTail(steps, id, tail)
	}
	if err != nil {
		v.add("log tail of "+id, err)
		return nil, false
	}
	return steps, ok
}

// orphanLogs reports logs whose match is in neither bucket.
func (v *verifier) orphanLogs() error {
	return v.tx.Bucket(bucketLogs).ForEach(func(k, val []byte) error {
		if val != nil {
			v.add("log bucket", fmt.Errorf("%w: key %q is not a sub-bucket", ErrCorrupt, k))
		} else if !v.seen[string(k)] {
			v.add("log of "+string(k), fmt.Errorf("%w: no such match", ErrIndex))
		}
		return nil
	})
}

// guildIndex reports entries of the guild index without their open match.
func (v *verifier) guildIndex() error {
	open := v.tx.Bucket(bucketOpen)
	return v.tx.Bucket(bucketGuildOpen).ForEach(func(k, _ []byte) error {
		i := bytes.IndexByte(k, '/')
		if i < 0 {
			v.add("index guild_open", fmt.Errorf("%w: key %q has no guild", ErrCorrupt, k))
			return nil
		}
		var h struct {
			Guild string `json:"guild"`
		}
		val := open.Get(k[i+1:])
		if val == nil || decodeJSON(k[i+1:], val, &h) != nil || h.Guild != string(k[:i]) {
			v.add("index guild_open", fmt.Errorf("%w: %q has no open match of that guild", ErrIndex, k))
		}
		return nil
	})
}

// deadlines checks the deadline index (see keepDeadline): one entry per
// open match with a Wake, at that Wake or before, and none for another
// channel; and that bucketDeadlineAt says where each entry sits.
func (v *verifier) deadlines() error {
	open := v.tx.Bucket(bucketOpen)
	wakes := map[string]time.Time{}
	err := open.ForEach(func(k, val []byte) error {
		var h header
		if decodeJSON(k, val, &h) == nil && !h.Wake.IsZero() {
			wakes[string(k)] = h.Wake
		}
		return nil
	})
	if err != nil {
		return err
	}
	where := v.tx.Bucket(bucketDeadlineAt)
	err = v.tx.Bucket(bucketDeadlines).ForEach(func(k, _ []byte) error {
		if len(k) < 8 {
			v.add("index deadlines", fmt.Errorf("%w: %s", ErrIndex, describeDeadline(k)))
			return nil
		}
		ch := string(k[8:])
		wake, ok := wakes[ch]
		switch {
		case !ok || binary.BigEndian.Uint64(k) > uint64(wake.UnixNano()):
			v.add("index deadlines", fmt.Errorf("%w: %s", ErrIndex, describeDeadline(k)))
		case where != nil && !bytes.Equal(where.Get(k[8:]), k[:8]):
			v.add("index deadlines", fmt.Errorf("%w: %s not recorded as where the channel's entry sits", ErrIndex, describeDeadline(k)))
		}
		delete(wakes, ch)
		return nil
	})
	for ch, wake := range wakes {
		v.add("index deadlines", fmt.Errorf("%w: missing %s", ErrIndex, describeDeadline(deadlineKey(wake, ch))))
	}
	if err != nil || where == nil {
		return err
	}
	idx := v.tx.Bucket(bucketDeadlines)
	return where.ForEach(func(k, at []byte) error {
		if idx.Get(append(bytes.Clone(at), k...)) == nil {
			v.add("index deadline_at", fmt.Errorf("%w: channel %s has no entry at %x", ErrIndex, k, at))
		}
		return nil
	})
}

func describeDeadline(k []byte) string {
	if len(k) < 8 {
		return fmt.Sprintf("key %x is too short", k)
	}
	at := time.Unix(0, int64(binary.BigEndian.Uint64(k))).UTC()
	return fmt.Sprintf("channel %s at %s", k[8:], at.Format(time.RFC3339))
}

// history reports history entries that are not exactly those of the
// archived matches: each names an archived match, at its guild, its end
// and its game, and each archived match has one.
func (v *verifier) history() error {
	archive := v.tx.Bucket(bucketArchive)
	want := map[string]string{} // history key: game
	err := archive.ForEach(func(k, val []byte) error {
		var m struct {
			ID      string    `json:"id"`
			Guild   string    `json:"guild"`
			Game    string    `json:"game"`
			Updated time.Time `json:"updated"`
		}
		if decodeJSON(k, val, &m) == nil {
			want[string(historyKey(m.Guild, m.Updated, m.ID))] = m.Game
		}
		return nil
	})
	if err != nil {
		return err
	}
	err = v.tx.Bucket(bucketHistory).ForEach(func(k, val []byte) error {
		game, ok := want[string(k)]
		delete(want, string(k))
		if !ok {
			id := k[bytes.LastIndexByte(k, '/')+1:]
			if archive.Get(id) == nil {
				v.add("index history", fmt.Errorf("%w: %q has no archived match", ErrIndex, k))
			} else {
				v.add("index history", fmt.Errorf("%w: %q: the archived match ended elsewhere or at another time", ErrIndex, k))
			}
			return nil
		}
		if p, ok := v.payload(fmt.Sprintf("index history %q", k), k, val); ok && string(p) != game {
			v.add("index history", fmt.Errorf("%w: %q says game %q, the match %q", ErrIndex, k, p, game))
		}
		return nil
	})
	for k := range want {
		v.add("index history", fmt.Errorf("%w: no entry %q", ErrIndex, k))
	}
	return err
}

// settings checks that each guild's settings decode, and the checksum
// of each user's choice of direct messages.
func (v *verifier) settings() error {
	err := v.tx.Bucket(bucketGuilds).ForEach(func(k, val []byte) error {
		var g session.GuildSettings
		v.decode("settings of guild "+string(k), k, val, &g)
		return nil
	})
	if err != nil {
		return err
	}
	return v.tx.Bucket(bucketNotify).ForEach(func(k, val []byte) error {
		v.payload("direct messages of "+string(k), k, val)
		return nil
	})
}
