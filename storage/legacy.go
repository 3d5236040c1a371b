package storage

import (
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
func legacyOptions(tx *bbolt.Tx) error { return rewriteOptions(tx, fillLegacy) }

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
