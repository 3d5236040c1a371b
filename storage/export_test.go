package storage

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
