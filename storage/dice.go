package storage

import (
	"bytes"
	"context"
	"encoding/json"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games/session"
)

// bucketDice (schema 7) maps guild/game/user (user session.AllPlayers for
// every seat) to the session.DiceTally (JSON) of the guild's ended matches
// of that game, and "#"+matchID to nothing for each match counted, so a
// match imported again is not counted twice.
var bucketDice = []byte("dice")

var _ session.DiceCounter = (*DB)(nil)

func diceKey(guild, game, user string) []byte {
	return []byte(guild + "/" + game + "/" + user)
}

// recordDice counts the dice of an archived match, its log already
// written in tx, once per match id. Like the other statistics, damaged
// counts never keep a match from ending: a tally that does not decode
// starts again, and a database without the bucket counts nothing.
func recordDice(tx *bbolt.Tx, m *session.Match) error {
	b := tx.Bucket(bucketDice)
	if b == nil || b.Get([]byte("#"+m.ID)) != nil {
		return nil
	}
	steps, err := readSteps(tx, m.ID)
	if err != nil {
		return nil // Verify reports the damaged log
	}
	for user, t := range session.DiceOf(m, steps) {
		k := diceKey(m.Guild, m.Game, user)
		cur := session.DiceTally{}
		if v := b.Get(k); v != nil && decodeJSON(k, v, &cur) != nil {
			cur = session.DiceTally{}
		}
		cur.Merge(t)
		v, err := json.Marshal(cur)
		if err != nil {
			return err
		}
		if err := putSealed(b, k, v); err != nil {
			return err
		}
	}
	return b.Put([]byte("#"+m.ID), nil)
}

// Dice implements session.DiceCounter: one read of at most one key per
// game of the guild.
func (db *DB) Dice(ctx context.Context, guild, game, user string) (session.DiceTally, error) {
	out := session.DiceTally{}
	err := db.view(ctx, func(tx *bbolt.Tx) error {
		b := tx.Bucket(bucketDice)
		if b == nil {
			return nil
		}
		prefix, suffix := []byte(guild+"/"+game+"/"), []byte("/"+user)
		if game == "" {
			prefix = []byte(guild + "/")
		}
		c := b.Cursor()
		for k, v := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, v = c.Next() {
			if !bytes.HasSuffix(k, suffix) || bytes.Count(k, []byte("/")) != 2 {
				continue
			}
			var t session.DiceTally
			if err := decodeJSON(k, v, &t); err != nil {
				continue // a damaged tally counts nothing
			}
			out.Merge(t)
		}
		return nil
	})
	return out, err
}

// countDice creates the dice bucket and counts every archived match.
func countDice(tx *bbolt.Tx) error {
	if _, err := tx.CreateBucketIfNotExists(bucketDice); err != nil {
		return err
	}
	archive, err := bucket(tx, bucketArchive)
	if err != nil {
		return err
	}
	var ms []*session.Match
	err = archive.ForEach(func(k, v []byte) error {
		if m, err := decodeMatch(k, v, "archived match "+string(k)); err == nil && m != nil {
			ms = append(ms, m)
		}
		return nil
	})
	if err != nil {
		return err
	}
	for _, m := range ms {
		if err := recordDice(tx, m); err != nil {
			return err
		}
	}
	return nil
}
