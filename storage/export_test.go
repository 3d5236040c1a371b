package storage

import "go.etcd.io/bbolt"

// WithoutSyncForTests makes commits skip fsync. For tests and benchmarks
// only: a crash may lose or corrupt what such a database committed.
func WithoutSyncForTests() Option {
	return func(o *options) { o.noSync = true }
}

// SetImportRemapForTests has ImportReplace open its copy anew every n
// transactions until the returned function restores the default.
func SetImportRemapForTests(n int) (restore func()) {
	was := importRemap
	importRemap = n
	return func() { importRemap = was }
}

// FlushTailsForTests moves the newest steps that open records hold into
// their logs (see tailBudget), for a test that edits log buckets itself.
func FlushTailsForTests(tx *bbolt.Tx) error { return flushTails(tx, nil) }
