package storage

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"sync/atomic"
	"time"

	"go.etcd.io/bbolt"
	berrors "go.etcd.io/bbolt/errors"

	"github.com/quintetbot/quintet/games/session"
)

// DefaultTimeout is how long Open waits for another process to release the
// database file.
const DefaultTimeout = 2 * time.Second

// fileMode is the permission of a new database file or backup: the owner
// only, since it holds the generators that decide the dice.
const fileMode = 0o600

// DB is a session.Store in a bbolt file. Its methods are safe for
// concurrent use; writes are serialized by bbolt, reads run in parallel.
type DB struct {
	bolt    *bbolt.DB
	commits committer // the group commit of Put
	decoded decodedMatches
	ahead   boardsAhead         // boards recorded and not yet stored (see SetBoard)
	claimed claimedInteractions // see ClaimInteraction
	closed  atomic.Bool
	probing atomic.Bool                       // CanCommit is trying a commit
	damaged atomic.Pointer[error]             // the last write failed on a damaged page (see noteWrite)
	observe func(write bool, d time.Duration) // nil: none
	// readOnly: opened with ReadOnly.
	readOnly bool
	// importBatch: see WithImportBatch.
	importBatch int
	// fallback: see Fallback.
	fallback error
}

var _ session.Store = (*DB)(nil)

// Option configures Open.
type Option func(*options)

type options struct {
	timeout    time.Duration
	maxBatch   int         // most moves in one commit of Put
	noSync     bool        // set by tests only
	migrations []Migration // replaced by tests only
	observe    func(write bool, d time.Duration)
	readOnly   bool
	existing   bool // set by Existing
	// importBatch is how many records ImportReplace writes in one
	// transaction.
	importBatch int
}

// ReadOnly opens the file for reading only, as the commands that only
// read (check, export, rerate --check) do: Open then fails on a missing
// file instead of creating one, writes fail, and a file at an older schema
// is read as it is, unmigrated. Other read-only opens may share the file;
// a bot that has it open keeps them out.
func ReadOnly() Option {
	return func(o *options) { o.readOnly = true }
}

// Existing makes Open refuse, with ErrNoFile, a file that does not exist
// instead of creating it: the option of the commands that change a
// database the operator names (forget, rerate, import), so that a
// mistyped path is refused rather than confirmed as done.
func Existing() Option {
	return func(o *options) { o.existing = true }
}

// WithObserver has f called after each transaction with its duration and
// whether it wrote (a Put that shares a group commit counts its wait and
// the commit): how metrics time the database without storage importing
// them. f must be quick and safe for concurrent use.
func WithObserver(f func(write bool, d time.Duration)) Option {
	return func(o *options) { o.observe = f }
}

// WithTimeout sets how long Open waits for another process to release the
// file before it fails with ErrInUse. A d <= 0 means DefaultTimeout: Open
// never waits forever.
func WithTimeout(d time.Duration) Option {
	return func(o *options) { o.timeout = d }
}

// DefaultMaxBatch is the most moves one commit of Put carries. Put commits
// at once when no commit is running; the moves that arrive meanwhile share
// the next transaction and its fsync (a group commit). It is above the
// moves a bot of a few thousand busy channels has waiting at once, so
// that all of them share one commit: a commit's cost is mostly its fsyncs
// and its branch and index pages, which a bigger batch shares out.
const DefaultMaxBatch = 4096

// WithMaxBatch sets how many moves one commit of Put may carry; n <= 0
// keeps DefaultMaxBatch, and 1 gives every move its own fsync.
func WithMaxBatch(n int) Option {
	return func(o *options) {
		if n > 0 {
			o.maxBatch = n
		}
	}
}

// Open opens the database at path, creating it (mode 0600) when it does not
// exist, and migrates it to SchemaVersion. It fails with ErrInUse when
// another process has the file open, with ErrSchemaTooNew when a newer
// program wrote it, and with ErrCorrupt, before the file is mapped, when
// an existing file is empty (0 bytes), is not a database or is shorter
// than its pages (see preflight).
func Open(path string, opts ...Option) (*DB, error) {
	o := options{timeout: DefaultTimeout, maxBatch: DefaultMaxBatch, migrations: migrations, importBatch: DefaultImportBatch}
	for _, opt := range opts {
		opt(&o)
	}
	if o.timeout <= 0 {
		o.timeout = DefaultTimeout
	}
	if err := checkMigrations(o.migrations); err != nil {
		return nil, err
	}
	if o.existing {
		if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("%w: %s", ErrNoFile, path)
		}
	}
	if _, err := preflight(path, o.readOnly); err != nil {
		return nil, err
	}
	b, err := bbolt.Open(path, fileMode, &bbolt.Options{Timeout: o.timeout, NoSync: o.noSync, ReadOnly: o.readOnly})
	switch {
	case errors.Is(err, berrors.ErrTimeout):
		return nil, fmt.Errorf("%w (file %s)", ErrInUse, path)
	case err != nil:
		return nil, fmt.Errorf("storage: open %s: %w", path, err)
	}
	if err := upgrade(b, o.migrations, o.readOnly); err != nil {
		b.Close()
		return nil, fmt.Errorf("%w (file %s)", err, path)
	}
	return &DB{bolt: b, commits: committer{bolt: b, max: o.maxBatch}, observe: o.observe, readOnly: o.readOnly,
		importBatch: o.importBatch, fallback: metaFallback(path)}, nil
}

// upgrade migrates b when its schema is older than list, in one write
// transaction; a current file, or any file with readOnly, is only read.
func upgrade(b *bbolt.DB, list []Migration, readOnly bool) error {
	var have int
	err := guard(func() error {
		return b.View(func(tx *bbolt.Tx) (err error) {
			have, err = readSchema(tx)
			return err
		})
	})
	if err != nil {
		return err
	}
	if err := checkSchema(have, list); err != nil || have == len(list) || readOnly {
		return err
	}
	return b.Update(func(tx *bbolt.Tx) error { return migrate(tx, list) })
}

// Close closes the database; later calls of any method return an error
// wrapping session.ErrClosed. Close commits the writes waiting to ride
// with the next commit (see SetBoard) and waits for running transactions.
func (db *DB) Close() error {
	if db.closed.Swap(true) {
		return nil
	}
	db.commits.flushRiders()
	return db.bolt.Close()
}

// Schema returns the schema version stored in the file.
func (db *DB) Schema(ctx context.Context) (int, error) {
	var v int
	err := db.view(ctx, func(tx *bbolt.Tx) (err error) {
		v, err = readSchema(tx)
		return err
	})
	return v, err
}

// Check verifies the file's page structure and returns every problem
// found, joined. It runs in a write transaction that it rolls back, which
// bbolt requires while other writes may go on, so it holds up writers for
// its duration; opened ReadOnly, where nobody writes, in a read one. It
// first walks the pages itself (walkPages) and, when that finds a fault,
// reports it instead of running bbolt's check, which could crash on it.
func (db *DB) Check(ctx context.Context) error {
	if err := db.ready(ctx); err != nil {
		return err
	}
	var errs []error
	err := guard(func() error {
		tx, err := db.bolt.Begin(!db.readOnly)
		if err != nil {
			return closedErr(err)
		}
		defer tx.Rollback()
		if errs = db.walk(); len(errs) > 0 {
			return nil
		}
		for err := range tx.Check() {
			errs = append(errs, err)
		}
		return nil
	})
	if err != nil {
		errs = append(errs, err)
	}
	if len(errs) > 0 {
		return fmt.Errorf("%w: %w", ErrCorrupt, errors.Join(errs...))
	}
	return nil
}

// walk runs walkPages on the file through a file descriptor of its own;
// no commit may run meanwhile.
func (db *DB) walk() []error {
	f, err := os.Open(db.bolt.Path())
	if err != nil {
		return []error{err}
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return []error{err}
	}
	m, err := readMeta(f, info.Size())
	if err != nil {
		return []error{err}
	}
	var errs []error
	// bbolt opens a file with one damaged meta page at the other, which
	// may be a transaction older: the last commit is then lost.
	for _, off := range []int64{0, int64(m.pageSize)} {
		if _, err := metaAt(f, off); err != nil {
			errs = append(errs, fmt.Errorf("%w; the file opens at the other meta page, which may be the commit before", err))
		}
	}
	return append(errs, walkPages(f, m)...)
}

// view runs fn in a read transaction unless ctx is done or db is closed.
// A panic or memory fault in fn (bbolt on a damaged page) is returned as
// ErrCorrupt: bbolt rolls the transaction back as the panic passes.
func (db *DB) view(ctx context.Context, fn func(*bbolt.Tx) error) error {
	if err := db.ready(ctx); err != nil {
		return err
	}
	defer db.timed(false)()
	return closedErr(guard(func() error { return db.bolt.View(fn) }))
}

// update runs fn in a write transaction unless ctx is done or db is
// closed. An error from fn rolls the transaction back; a panic of fn
// (bbolt on a damaged page) is returned as ErrCorrupt.
func (db *DB) update(ctx context.Context, fn func(*bbolt.Tx) error) error {
	if err := db.ready(ctx); err != nil {
		return err
	}
	defer db.timed(true)()
	return db.noteWrite(closedErr(db.commits.solo(fn)))
}

// batch runs fn in a write transaction that it may share with other
// callers of batch (a group commit, see committer), unless ctx is done or
// db is closed. It returns once the transaction is committed, with fn's
// error: fn may run more than once (after it failed in a shared
// transaction, it is run again alone), so it must keep all its effects
// inside tx; an error from fn rolls back its own effects only.
func (db *DB) batch(ctx context.Context, fn func(*bbolt.Tx) error) error {
	if err := db.ready(ctx); err != nil {
		return err
	}
	defer db.timed(true)()
	return db.noteWrite(closedErr(db.commits.do(fn)))
}

// timed starts timing a transaction for the observer; call what it
// returns when the transaction ends.
func (db *DB) timed(write bool) func() {
	if db.observe == nil {
		return func() {}
	}
	start := time.Now()
	return func() { db.observe(write, time.Since(start)) }
}

func (db *DB) ready(ctx context.Context) error {
	if db.closed.Load() {
		return errClosed
	}
	return ctx.Err()
}

var errClosed = fmt.Errorf("storage: %w", session.ErrClosed)

// closedErr turns bbolt's error for a closed database into errClosed.
func closedErr(err error) error {
	if errors.Is(err, berrors.ErrDatabaseNotOpen) {
		return errClosed
	}
	return err
}
