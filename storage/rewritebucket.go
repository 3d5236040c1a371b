package storage

import "go.etcd.io/bbolt"

// rewriteBucket walks every value of b and writes back, sealed, each one
// rewrite changed, under its key. rewrite gets the stored value, sealed,
// and returns the new payload and whether it changed it; its first error
// ends the walk before anything is written. The writes come after the
// walk, since a cursor is not to be trusted across puts.
func rewriteBucket(b *bbolt.Bucket, rewrite func(k, v []byte) (payload []byte, changed bool, err error)) error {
	updated := map[string][]byte{}
	err := b.ForEach(func(k, v []byte) error {
		payload, changed, err := rewrite(k, v)
		if err != nil {
			return err
		}
		if changed {
			updated[string(k)] = payload
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
	return nil
}
