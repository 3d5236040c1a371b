package storage

import (
	"bytes"
	"context"
	"time"

	"github.com/quintetbot/quintet/games/session"
	"go.etcd.io/bbolt"
)

// historyLayout writes a finish time at a fixed width, so that keys of one
// guild sort by time.
const historyLayout = "2006-01-02T15:04:05.000000000Z"

// historyKey is the key of an ended match in bucketHistory:
// guild "/" finishedAt (UTC, fixed width) "/" matchID. Discord ids hold no
// "/", so the prefix guild+"/" selects one guild.
func historyKey(guild string, finished time.Time, matchID string) []byte {
	k := make([]byte, 0, len(guild)+len(historyLayout)+len(matchID)+2)
	k = append(k, guild...)
	k = append(k, '/')
	k = finished.UTC().AppendFormat(k, historyLayout)
	k = append(k, '/')
	return append(k, matchID...)
}

// History returns up to limit ended matches of a guild, newest first.
func (db *DB) History(ctx context.Context, guild string, limit int) ([]*session.Match, error) {
	var out []*session.Match
	err := db.view(ctx, func(tx *bbolt.Tx) error {
		idx, err := bucket(tx, bucketHistory)
		if err != nil {
			return err
		}
		archive, err := bucket(tx, bucketArchive)
		if err != nil {
			return err
		}
		prefix := []byte(guild + "/")
		c := idx.Cursor()
		// Seek past the guild's last key, then walk back.
		k, _ := c.Seek(append(append([]byte(nil), prefix[:len(prefix)-1]...), '/'+1))
		if k == nil {
			k, _ = c.Last()
		} else {
			k, _ = c.Prev()
		}
		for ; k != nil && bytes.HasPrefix(k, prefix) && len(out) < limit; k, _ = c.Prev() {
			id := k[bytes.LastIndexByte(k, '/')+1:]
			m, err := decodeMatch(id, archive.Get(id), "archived match "+string(id))
			if err != nil {
				return err
			}
			if m != nil {
				out = append(out, m)
			}
		}
		return nil
	})
	return out, err
}
