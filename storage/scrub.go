package storage

import (
	"context"
	"fmt"

	"go.etcd.io/bbolt"
)

// bbolt never writes a page in place: a changed page is written anew and
// the old one joins the free list with its bytes as they were, until a
// later write reuses it. So once Forget has rewritten a user's data, the
// user's id is still in the file, in free pages. Scrub overwrites them.
//
// It fills a scratch bucket with zero values sized so that every leaf
// takes exactly one page, with enough of them to take every free page,
// commits (bbolt writes each page it allocates whole, from a zeroed
// buffer), then deletes the bucket: the pages it frees hold zeros. This
// works on the open file, so a running bot scrubs without a restart;
// compacting into a new file would also drop the old pages but needs the
// file closed and replaced, which a running bot cannot do.
//
// bucketScrub, present, says a scrub is owed: Forget creates it in its
// own transaction and Scrub deletes it once done, so a scrub that a crash
// interrupted is done again by ScrubOwed.
var (
	bucketScrub   = []byte("scrub")
	bucketScratch = []byte("scrub_scratch")
)

// scrubPerPage is how many scratch values fill one page; scrubSlack is
// how many pages beyond the free ones the scratch bucket takes, for the
// pages the count misses (the free list's own).
const (
	scrubPerPage = 4
	scrubSlack   = 8
)

// oweScrub records, in tx, that the free pages must be scrubbed.
func oweScrub(tx *bbolt.Tx) error {
	_, err := tx.CreateBucketIfNotExists(bucketScrub)
	return err
}

// Scrub overwrites the file's free pages with zeros, in two write
// transactions, and clears the record that a scrub is owed. Pages that a
// read transaction still holds are not free yet and keep their bytes
// until the next scrub.
func (db *DB) Scrub(ctx context.Context) error {
	err := db.update(ctx, func(tx *bbolt.Tx) error {
		if tx.Bucket(bucketScratch) != nil {
			if err := tx.DeleteBucket(bucketScratch); err != nil {
				return err
			}
		}
		st := tx.DB().Stats()
		pages := st.FreePageN + st.PendingPageN + scrubSlack
		b, err := tx.CreateBucket(bucketScratch)
		if err != nil {
			return err
		}
		b.FillPercent = 1
		// A leaf page holds a 16-byte header and, per value, a 16-byte
		// element header, an 8-byte key and the value.
		size := (tx.DB().Info().PageSize-16)/scrubPerPage - 16 - 8
		zero := make([]byte, size)
		for i := range pages * scrubPerPage {
			if err := b.Put(u64(uint64(i)), zero); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("storage: scrub: %w", err)
	}
	err = db.update(ctx, func(tx *bbolt.Tx) error {
		for _, name := range [][]byte{bucketScratch, bucketScrub} {
			if tx.Bucket(name) != nil {
				if err := tx.DeleteBucket(name); err != nil {
					return err
				}
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("storage: scrub: %w", err)
	}
	return nil
}

// ScrubOwed scrubs the free pages when a Forget was interrupted before
// its scrub; it reports whether one was owed.
func (db *DB) ScrubOwed(ctx context.Context) (bool, error) {
	owed := false
	err := db.view(ctx, func(tx *bbolt.Tx) error {
		owed = tx.Bucket(bucketScrub) != nil || tx.Bucket(bucketScratch) != nil
		return nil
	})
	if err != nil || !owed {
		return false, err
	}
	return true, db.Scrub(ctx)
}
