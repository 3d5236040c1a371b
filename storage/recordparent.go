package storage

import (
	"encoding/json"
	"fmt"

	"github.com/quintetbot/quintet/games/session"
	"go.etcd.io/bbolt"
)

// recordParents is the migration to schema 10, from which a record
// names the channel of the thread its match was played in
// (session.Record.Parent) and the record index lists it under that
// channel too. Each record takes the parent of its archived match; a
// record whose match is missing or does not decode is marked
// session.UnknownParent and stays listed in its own channel only. A
// record that does not decode is left as it is, for check to report.
func recordParents(tx *bbolt.Tx) error {
	recs, err := bucket(tx, bucketRecords)
	if err != nil {
		return err
	}
	archive, err := bucket(tx, bucketArchive)
	if err != nil {
		return err
	}
	idx, err := bucket(tx, bucketRecordIndex)
	if err != nil {
		return err
	}
	// Read all first: a cursor is not to be trusted across puts.
	var found []session.Record
	err = recs.ForEach(func(k, v []byte) error {
		var r session.Record
		if decodeJSON(k, v, &r) != nil || r.Parent != "" {
			return nil
		}
		r.Parent = session.UnknownParent
		if m, err := decodeMatch(k, archive.Get(k), "archived match"); err == nil && m != nil {
			r.Parent = m.Thread.Parent
		}
		found = append(found, r)
		return nil
	})
	if err != nil {
		return err
	}
	for _, r := range found {
		v, err := json.Marshal(r)
		if err != nil {
			return fmt.Errorf("storage: encode record of %s: %w", r.Match, err)
		}
		if err := putSealed(recs, []byte(r.Match), v); err != nil {
			return err
		}
		for _, k := range recordKeys(r) {
			if err := idx.Put(k, nil); err != nil {
				return err
			}
		}
	}
	return nil
}
