package storage

import (
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
func renameValues(tx *bbolt.Tx) error { return rewriteOptions(tx, renameIn) }

// renameIn gives opts, a match of game's, the value each of its
// options' Renamed maps a value it holds to, in place, and returns them
// and whether it held any. An unknown game keeps its options.
func renameIn(game string, opts games.Options) (games.Options, bool) {
	rules, err := games.Lookup(game)
	if err != nil {
		return opts, false
	}
	changed := false
	for _, o := range rules.Info().Options {
		if now, ok := o.Renamed[opts[o.Name]]; ok {
			opts[o.Name] = now
			changed = true
		}
	}
	return opts, changed
}
