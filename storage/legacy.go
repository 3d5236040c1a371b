package storage

import (
	"encoding/json"
	"fmt"

	"github.com/quintetbot/quintet/games"
	"go.etcd.io/bbolt"
)

// legacySchema is the schema from which every stored match holds the
// options its game declares a Legacy value for: a match written before
// lacks them when it was created before the option existed.
const legacySchema = 6

// legacyOptions gives every stored match, open or archived, the Legacy
// value of each option its game declares and the match lacks (Blingo's
// markers:50): the match was created before the option existed and was
// played that way, so it must replay and play on that way.
func legacyOptions(tx *bbolt.Tx) error {
	for _, name := range [][]byte{bucketOpen, bucketArchive} {
		b, err := bucket(tx, name)
		if err != nil {
			return err
		}
		// Read all first: a cursor is not to be trusted across puts.
		updated := map[string][]byte{}
		err = b.ForEach(func(k, v []byte) error {
			p, err := openSealed(k, v)
			if err != nil {
				return fmt.Errorf("%w: %s match %s: %w", ErrCorrupt, name, k, err)
			}
			val, changed, err := withLegacyOptions(p)
			if err != nil {
				return fmt.Errorf("%w: %s match %s: %w", ErrCorrupt, name, k, err)
			}
			if changed {
				updated[string(k)] = val
			}
			return nil
		})
		if err != nil {
			return err
		}
		for k, v := range updated {
			if err := putSealed(b, []byte(k), v); err != nil {
				return err
			}
		}
	}
	return nil
}

// withLegacyOptions returns a stored match record with the legacy options
// it lacks, and whether it lacked any.
func withLegacyOptions(v []byte) ([]byte, bool, error) {
	var rec map[string]json.RawMessage
	if err := json.Unmarshal(v, &rec); err != nil {
		return nil, false, err
	}
	var head struct {
		Game    string        `json:"game"`
		Options games.Options `json:"options"`
	}
	if err := json.Unmarshal(v, &head); err != nil {
		return nil, false, err
	}
	opts, changed := fillLegacy(head.Game, head.Options)
	if !changed {
		return v, false, nil
	}
	b, err := json.Marshal(opts)
	if err != nil {
		return nil, false, err
	}
	rec["options"] = b
	out, err := json.Marshal(rec)
	return out, true, err
}

// fillLegacy returns opts with the Legacy value of every option of the
// game that opts lacks, and whether it lacked any. An unknown game keeps
// its options.
func fillLegacy(game string, opts games.Options) (games.Options, bool) {
	rules, err := games.Lookup(game)
	if err != nil {
		return opts, false
	}
	changed := false
	for _, o := range rules.Info().Options {
		if o.Legacy == "" {
			continue
		}
		if _, ok := opts[o.Name]; ok {
			continue
		}
		if opts == nil {
			opts = games.Options{}
		}
		opts[o.Name] = o.Legacy
		changed = true
	}
	return opts, changed
}
