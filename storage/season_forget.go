package storage

import (
	"bytes"

	"github.com/quintetbot/quintet/games/session"
)

// seasons moves the user's season standings under the label, as
// standings does for the all-time ones.
func (f forgetter) seasons() error {
	b := f.tx.Bucket(bucketSeasonStandings)
	if b == nil {
		return nil
	}
	moved := map[string]session.Standing{}
	err := b.ForEach(func(k, v []byte) error {
		if !bytes.HasSuffix(k, []byte("/"+f.user)) {
			return nil
		}
		s, err := decodeStanding(k, v)
		if err != nil {
			return err
		}
		if !s.Forget(f.user, f.label) {
			s.User, s.Name = f.label, session.FormerName
		}
		moved[string(k)] = s
		return nil
	})
	if err != nil {
		return err
	}
	for k, s := range moved {
		if err := b.Delete([]byte(k)); err != nil {
			return err
		}
		nk := k[:len(k)-len(f.user)] + f.label
		if err := putStandingAt(b, []byte(nk), s); err != nil {
			return err
		}
	}
	return nil
}
