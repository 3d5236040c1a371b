package storage

// WithoutSyncForTests makes commits skip fsync. For tests and benchmarks
// only: a crash may lose or corrupt what such a database committed.
func WithoutSyncForTests() Option {
	return func(o *options) { o.noSync = true }
}
