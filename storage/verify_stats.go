package storage

import (
	"bytes"
	"fmt"

	"github.com/quintetbot/quintet/games/session"
)

// Schemas from which on Verify checks what they brought.
const (
	statsSchema = 4 // the statistics buckets
	diceSchema  = 7 // the dice counts
	sealSchema  = 8 // sealed records
	tailSchema  = 9 // steps in open records, deadline entries that sit early
)

// records checks that each match record decodes as /history reads it
// (Records), under its match's id, with a finished archived match behind
// it. Whether the records equal those rebuilt from the archive is Rerate's
// part.
func (v *verifier) records() error {
	archive := v.tx.Bucket(bucketArchive)
	return v.tx.Bucket(bucketRecords).ForEach(func(k, val []byte) error {
		where := "record of " + string(k)
		var r session.Record
		if !v.decode(where, k, val, &r) {
			return nil
		}
		if r.Match != string(k) {
			v.add(where, fmt.Errorf("%w: the record says match %q", ErrCorrupt, r.Match))
		}
		if archive.Get(k) == nil {
			v.add(where, fmt.Errorf("%w: no archived match", ErrIndex))
		}
		return nil
	})
}

// recordIndex checks that the channel and user index of the records holds
// exactly the keys of the records that decode.
func (v *verifier) recordIndex() error {
	want := map[string]bool{}
	err := v.tx.Bucket(bucketRecords).ForEach(func(k, val []byte) error {
		var r session.Record
		if decodeJSON(k, val, &r) == nil {
			for _, key := range recordKeys(r) {
				want[string(key)] = true
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	recs := v.tx.Bucket(bucketRecords)
	err = v.tx.Bucket(bucketRecordIndex).ForEach(func(k, _ []byte) error {
		if want[string(k)] {
			delete(want, string(k))
			return nil
		}
		id := k[bytes.LastIndexByte(k, '/')+1:]
		if recs.Get(id) == nil {
			v.add("index record_index", fmt.Errorf("%w: %q has no record", ErrIndex, k))
		} else {
			v.add("index record_index", fmt.Errorf("%w: %q is not the record's channel, user or time", ErrIndex, k))
		}
		return nil
	})
	for k := range want {
		v.add("index record_index", fmt.Errorf("%w: no entry %q", ErrIndex, k))
	}
	return err
}

// standings checks that each standing decodes under its own key.
func (v *verifier) standings() error {
	return v.tx.Bucket(bucketStandings).ForEach(func(k, val []byte) error {
		where := "standing " + string(k)
		var s session.Standing
		if v.decode(where, k, val, &s) && !bytes.Equal(standingKey(s.Guild, s.Game, s.User), k) {
			v.add(where, fmt.Errorf("%w: the standing says %s/%s/%s", ErrCorrupt, s.Guild, s.Game, s.User))
		}
		return nil
	})
}

// dice checks that each dice tally decodes under its key and that each
// mark of a match counted is empty.
func (v *verifier) dice() error {
	return v.tx.Bucket(bucketDice).ForEach(func(k, val []byte) error {
		where := "dice " + string(k)
		if bytes.HasPrefix(k, []byte("#")) {
			if len(val) != 0 {
				v.add(where, fmt.Errorf("%w: a mark with a value", ErrCorrupt))
			}
			return nil
		}
		var t session.DiceTally
		v.decode(where, k, val, &t)
		return nil
	})
}

// pruned checks the checksum of each mark of a pruned log.
func (v *verifier) pruned() error {
	b := v.tx.Bucket(bucketPruned)
	if b == nil {
		return nil
	}
	return b.ForEach(func(k, val []byte) error {
		v.payload("pruned log of "+string(k), k, val)
		return nil
	})
}
