package storage

import (
	"encoding/json"
	"fmt"

	"github.com/quintetbot/quintet/games"
	"go.etcd.io/bbolt"
)

// optionsFix returns a match's options as a migration rewrites them, the
// match being of game, and whether it changed them. It may change opts in
// place.
type optionsFix func(game string, opts games.Options) (games.Options, bool)

// rewriteOptions is a migration's walk over every stored match, open or
// archived: each record whose options fix changes is stored again with
// the options fix returns, its other fields as they were.
func rewriteOptions(tx *bbolt.Tx, fix optionsFix) error {
	for _, name := range [][]byte{bucketOpen, bucketArchive} {
		b, err := bucket(tx, name)
		if err != nil {
			return err
		}
		err = rewriteBucket(b, func(k, v []byte) ([]byte, bool, error) {
			p, err := openSealed(k, v)
			if err != nil {
				return nil, false, fmt.Errorf("%w: %s match %s: %w", ErrCorrupt, name, k, err)
			}
			val, changed, err := withOptionsFixed(p, fix)
			if err != nil {
				return nil, false, fmt.Errorf("%w: %s match %s: %w", ErrCorrupt, name, k, err)
			}
			return val, changed, nil
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// withOptionsFixed returns a stored match record with its options as fix
// returns them, and whether fix changed them.
func withOptionsFixed(v []byte, fix optionsFix) ([]byte, bool, error) {
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
	opts, changed := fix(head.Game, head.Options)
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
