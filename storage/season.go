package storage

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"slices"
	"time"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games/session"
)

// Season buckets, made when first needed: a file whose servers never had
// seasons has none, so no migration was owed.
var (
	// bucketSeasons maps a guild id to its seasonRecord (JSON, sealed).
	bucketSeasons = []byte("seasons")
	// bucketSeasonDue maps a season end and guild (see deadlineKey) to
	// nothing: one entry per guild with a season end to handle, at
	// seasonRecord.Due.
	bucketSeasonDue = []byte("season_due")
	// bucketSeasonStandings maps guild/season/game/user (see
	// seasonStandingKey) to a session.Standing (JSON, sealed) counting
	// only the matches that finished in that season.
	bucketSeasonStandings = []byte("season_standings")
)

var _ session.Seasons = (*DB)(nil)

// seasonRecord is a guild's stored seasons: its config and the key under
// which bucketSeasonDue indexes it.
type seasonRecord struct {
	session.SeasonConfig
	Due time.Time `json:"due,omitempty"`
}

// seasonStandingKey is the key of a standing in bucketSeasonStandings.
// Discord ids, season keys and game names hold no "/".
func seasonStandingKey(guild, season, game, user string) []byte {
	return []byte(guild + "/" + season + "/" + game + "/" + user)
}

// readSeasons returns a guild's stored seasons; zero when none.
func readSeasons(tx *bbolt.Tx, guild string) (seasonRecord, error) {
	var r seasonRecord
	b := tx.Bucket(bucketSeasons)
	if b == nil {
		return r, nil
	}
	v := b.Get([]byte(guild))
	if v == nil {
		return r, nil
	}
	if err := decodeJSON([]byte(guild), v, &r); err != nil {
		return r, fmt.Errorf("%w: seasons of guild %s: %w", ErrCorrupt, guild, err)
	}
	return r, nil
}

// SeasonConfig implements session.Seasons.
func (db *DB) SeasonConfig(ctx context.Context, guild string) (session.SeasonConfig, error) {
	var r seasonRecord
	err := db.view(ctx, func(tx *bbolt.Tx) error {
		var err error
		r, err = readSeasons(tx, guild)
		return err
	})
	return r.SeasonConfig, err
}

// UpdateSeasons implements session.Seasons.
func (db *DB) UpdateSeasons(ctx context.Context, guild string, f func(*session.SeasonConfig) error) error {
	return db.update(ctx, func(tx *bbolt.Tx) error {
		r, err := readSeasons(tx, guild)
		if err != nil {
			return err
		}
		if err := f(&r.SeasonConfig); err != nil {
			return err
		}
		return writeSeasons(tx, guild, r)
	})
}

// writeSeasons stores r and moves its entry in bucketSeasonDue.
func writeSeasons(tx *bbolt.Tx, guild string, r seasonRecord) error {
	b, err := tx.CreateBucketIfNotExists(bucketSeasons)
	if err != nil {
		return err
	}
	due, err := tx.CreateBucketIfNotExists(bucketSeasonDue)
	if err != nil {
		return err
	}
	if !r.Due.IsZero() {
		if err := due.Delete(deadlineKey(r.Due, guild)); err != nil {
			return err
		}
	}
	r.Due = r.SeasonConfig.Due()
	if !r.Due.IsZero() {
		if err := due.Put(deadlineKey(r.Due, guild), nil); err != nil {
			return err
		}
	}
	v, err := json.Marshal(r)
	if err != nil {
		return fmt.Errorf("storage: encode seasons of %s: %w", guild, err)
	}
	return putSealed(b, []byte(guild), v)
}

// SeasonsDue implements session.Seasons.
func (db *DB) SeasonsDue(ctx context.Context, until time.Time, limit int) ([]session.SeasonDue, error) {
	var out []session.SeasonDue
	end := uint64(until.UnixNano())
	err := db.view(ctx, func(tx *bbolt.Tx) error {
		b := tx.Bucket(bucketSeasonDue)
		if b == nil {
			return nil
		}
		c := b.Cursor()
		for k, _ := c.First(); k != nil && (limit <= 0 || len(out) < limit); k, _ = c.Next() {
			if len(k) < 8 {
				return ErrCorrupt
			}
			at := binary.BigEndian.Uint64(k)
			if at > end {
				break
			}
			out = append(out, session.SeasonDue{At: time.Unix(0, int64(at)).UTC(), Guild: string(k[8:])})
		}
		return nil
	})
	return out, err
}

// SeasonStandings implements session.Seasons.
func (db *DB) SeasonStandings(ctx context.Context, guild, season, game string) ([]session.Standing, error) {
	var out []session.Standing
	err := db.view(ctx, func(tx *bbolt.Tx) error {
		return seasonScan(tx, []byte(guild+"/"+season+"/"+game+"/"), func(_ []byte, s session.Standing) {
			out = append(out, s)
		})
	})
	return out, err
}

// SeasonGames implements session.Seasons.
func (db *DB) SeasonGames(ctx context.Context, guild, season string) ([]string, error) {
	var out []string
	err := db.view(ctx, func(tx *bbolt.Tx) error {
		return seasonScan(tx, []byte(guild+"/"+season+"/"), func(_ []byte, s session.Standing) {
			if !slices.Contains(out, s.Game) {
				out = append(out, s.Game)
			}
		})
	})
	slices.Sort(out)
	return out, err
}

// seasonScan calls f with each season standing whose key starts with
// prefix.
func seasonScan(tx *bbolt.Tx, prefix []byte, f func(k []byte, s session.Standing)) error {
	b := tx.Bucket(bucketSeasonStandings)
	if b == nil {
		return nil
	}
	c := b.Cursor()
	for k, v := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, v = c.Next() {
		s, err := decodeStanding(k, v)
		if err != nil {
			return err
		}
		f(k, s)
	}
	return nil
}

// recordSeasonStats tallies an archived match into its season's
// standings; recordStats calls it once per match.
func recordSeasonStats(tx *bbolt.Tx, m *session.Match) error {
	r, err := readSeasons(tx, m.Guild)
	if err != nil || len(r.Plan) == 0 {
		// Damaged season settings never keep a match from ending;
		// rerate reports and check finds them.
		return nil
	}
	b, err := tx.CreateBucketIfNotExists(bucketSeasonStandings)
	if err != nil {
		return err
	}
	season, changed, ok := session.TallySeason(r.Plan, m, func(season, user string) session.Standing {
		k := seasonStandingKey(m.Guild, season, m.Game, user)
		s, _ := decodeStanding(k, b.Get(k))
		return s
	})
	if !ok {
		return nil
	}
	for _, s := range changed {
		if err := putSeasonStanding(b, season, s); err != nil {
			return err
		}
	}
	return nil
}

// putSeasonStanding writes one season standing.
func putSeasonStanding(b *bbolt.Bucket, season string, s session.Standing) error {
	return putStandingAt(b, seasonStandingKey(s.Guild, season, s.Game, s.User), s)
}

// putStandingAt writes a standing under key, sealed.
func putStandingAt(b *bbolt.Bucket, key []byte, s session.Standing) error {
	v, err := json.Marshal(s)
	if err != nil {
		return fmt.Errorf("storage: encode standing %s: %w", key, err)
	}
	return putSealed(b, key, v)
}
