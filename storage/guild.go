package storage

import (
	"bytes"
	"context"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games/session"
)

// guildKey is the key of an open match in bucketGuildOpen: guild "/"
// channel. Discord ids hold no "/", so guild+"/" selects one guild.
func guildKey(guild, channel string) []byte {
	return []byte(guild + "/" + channel)
}

// indexGuild adds (open) or removes a channel's entry in bucketGuildOpen.
func indexGuild(tx *bbolt.Tx, guild, channel string, open bool) error {
	b, err := bucket(tx, bucketGuildOpen)
	if err != nil {
		return err
	}
	if open {
		return b.Put(guildKey(guild, channel), nil)
	}
	return b.Delete(guildKey(guild, channel))
}

// OpenIn implements session.Store: the open matches of a guild, by
// channel, read through the guild index.
func (db *DB) OpenIn(ctx context.Context, guild string) ([]*session.Match, error) {
	var out []*session.Match
	err := db.view(ctx, func(tx *bbolt.Tx) error {
		idx, err := bucket(tx, bucketGuildOpen)
		if err != nil {
			return err
		}
		open, err := bucket(tx, bucketOpen)
		if err != nil {
			return err
		}
		prefix := []byte(guild + "/")
		c := idx.Cursor()
		for k, _ := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, _ = c.Next() {
			ch := string(k[len(prefix):])
			m, err := decodeMatch([]byte(ch), open.Get([]byte(ch)), "open match in "+ch)
			if err != nil {
				return err
			}
			if m != nil {
				db.ahead.get(ch).applyTo(m)
				out = append(out, m)
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}
