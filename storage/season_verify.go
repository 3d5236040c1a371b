package storage

import (
	"encoding/binary"
	"fmt"
	"time"

	"github.com/quintetbot/quintet/games/session"
)

// seasons checks the season buckets, when a file has them: every record
// sealed and decoding, and the index of season ends holding exactly one
// entry per guild with an end to handle, at that end.
func (v *verifier) seasons() error {
	want := map[string]bool{}
	if b := v.tx.Bucket(bucketSeasons); b != nil {
		err := b.ForEach(func(k, val []byte) error {
			var r seasonRecord
			if v.decode("seasons of guild "+string(k), k, val, &r) && !r.Due.IsZero() {
				want[string(deadlineKey(r.Due, string(k)))] = true
			}
			return nil
		})
		if err != nil {
			return err
		}
	}
	if b := v.tx.Bucket(bucketSeasonDue); b != nil {
		err := b.ForEach(func(k, _ []byte) error {
			if !want[string(k)] {
				v.add("season end index", fmt.Errorf("%w: entry %s matches no guild's next season end", ErrCorrupt, dueName(k)))
			}
			delete(want, string(k))
			return nil
		})
		if err != nil {
			return err
		}
	}
	for k := range want {
		v.add("season end index", fmt.Errorf("%w: no entry for %s", ErrCorrupt, dueName([]byte(k))))
	}
	b := v.tx.Bucket(bucketSeasonStandings)
	if b == nil {
		return nil
	}
	return b.ForEach(func(k, val []byte) error {
		var s session.Standing
		v.decode("season standing "+string(k), k, val, &s)
		return nil
	})
}

// dueName shows a key of bucketSeasonDue as time and guild.
func dueName(k []byte) string {
	if len(k) < 8 {
		return fmt.Sprintf("%q", k)
	}
	return time.Unix(0, int64(binary.BigEndian.Uint64(k))).UTC().Format(time.RFC3339) + " " + string(k[8:])
}
