package storage

import (
	"context"
	"encoding/json"
	"fmt"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games/session"
)

var _ session.Settings = (*DB)(nil)

// GuildSettings implements session.Settings.
func (db *DB) GuildSettings(ctx context.Context, guild string) (session.GuildSettings, error) {
	var g session.GuildSettings
	err := db.view(ctx, func(tx *bbolt.Tx) error {
		b, err := bucket(tx, bucketGuilds)
		if err != nil {
			return err
		}
		v := b.Get([]byte(guild))
		if v == nil {
			return nil
		}
		if err := decodeJSON([]byte(guild), v, &g); err != nil {
			return fmt.Errorf("%w: settings of guild %s: %w", ErrCorrupt, guild, err)
		}
		return nil
	})
	return g, err
}

// SetGuildSettings implements session.Settings.
func (db *DB) SetGuildSettings(ctx context.Context, guild string, g session.GuildSettings) error {
	v, err := json.Marshal(g)
	if err != nil {
		return err
	}
	return db.update(ctx, func(tx *bbolt.Tx) error { return putRecord(tx, bucketGuilds, guild, v) })
}

// Notify implements session.Settings.
func (db *DB) Notify(ctx context.Context, user string) (bool, error) {
	on := false
	err := db.view(ctx, func(tx *bbolt.Tx) error {
		b, err := bucket(tx, bucketNotify)
		if err != nil {
			return err
		}
		on = b.Get([]byte(user)) != nil
		return nil
	})
	return on, err
}

// SetNotify implements session.Settings: a user who opted in has a key.
func (db *DB) SetNotify(ctx context.Context, user string, on bool) error {
	return db.update(ctx, func(tx *bbolt.Tx) error {
		b, err := bucket(tx, bucketNotify)
		if err != nil {
			return err
		}
		if on {
			return putSealed(b, []byte(user), []byte{1})
		}
		return b.Delete([]byte(user))
	})
}
