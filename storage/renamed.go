package storage

import (
	"encoding/json"
	"fmt"

	"github.com/quintetbot/quintet/games"
	"go.etcd.io/bbolt"
)

// renamedSchema is the schema from which a stored match holds no option
// value that its game's games.Option.Renamed maps: the rules now play
// those values otherwise.
const renamedSchema = 11

// renameValues is the migration to renamedSchema: every stored match,
// open or archived, that holds a renamed value of its game's options
// takes the value it was renamed, so it replays and plays on as it
// began.
func renameValues(tx *bbolt.Tx) error {
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
			val, changed, err := withRenamedValues(p)
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

// withRenamedValues returns a stored match record with its renamed
// values, and whether it held any.
func withRenamedValues(v []byte) ([]byte, bool, error) {
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
	if !renameIn(head.Game, head.Options) {
		return v, false, nil
	}
	b, err := json.Marshal(head.Options)
	if err != nil {
		return nil, false, err
	}
	rec["options"] = b
	out, err := json.Marshal(rec)
	return out, true, err
}

// renameIn gives opts, a match of game's, the value each of its
// options' Renamed maps a value it holds to, and reports whether it held
// any. An unknown game keeps its options.
func renameIn(game string, opts games.Options) bool {
	rules, err := games.Lookup(game)
	if err != nil {
		return false
	}
	changed := false
	for _, o := range rules.Info().Options {
		if now, ok := o.Renamed[opts[o.Name]]; ok {
			opts[o.Name] = now
			changed = true
		}
	}
	return changed
}
