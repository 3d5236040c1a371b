package storage

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"go.etcd.io/bbolt"
)

// bucketConsole holds the console's own settings (keyConsoleClock),
// sealed; it is made when first needed, so a file the console never
// waited in has none.
var bucketConsole = []byte("console")

// keyConsoleClock holds how far the console's waits moved its clock past
// real time, in nanoseconds (decimal).
var keyConsoleClock = []byte("clock")

// ConsoleClock returns how far the console's clock runs ahead of real
// time: the sum of its waits in every run on this file; 0 when it never
// waited.
func (db *DB) ConsoleClock(ctx context.Context) (time.Duration, error) {
	var skip time.Duration
	err := db.view(ctx, func(tx *bbolt.Tx) error {
		b := tx.Bucket(bucketConsole)
		if b == nil {
			return nil
		}
		v := b.Get(keyConsoleClock)
		if v == nil {
			return nil
		}
		p, err := openSealed(keyConsoleClock, v)
		if err != nil {
			return fmt.Errorf("storage: console clock: %w", err)
		}
		n, err := strconv.ParseInt(string(p), 10, 64)
		if err != nil || n < 0 {
			return fmt.Errorf("%w: console clock %q", ErrCorrupt, p)
		}
		skip = time.Duration(n)
		return nil
	})
	return skip, err
}

// SetConsoleClock records how far the console's clock runs ahead of real
// time; a negative skip is refused.
func (db *DB) SetConsoleClock(ctx context.Context, skip time.Duration) error {
	if skip < 0 {
		return fmt.Errorf("storage: console clock %v is negative", skip)
	}
	return db.update(ctx, func(tx *bbolt.Tx) error {
		b, err := tx.CreateBucketIfNotExists(bucketConsole)
		if err != nil {
			return err
		}
		return putSealed(b, keyConsoleClock, []byte(strconv.FormatInt(int64(skip), 10)))
	})
}
