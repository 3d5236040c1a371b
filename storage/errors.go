package storage

import "errors"

// Errors of this package. Methods of DB also return the errors of the
// session.Store contract (session.ErrNoMatch, session.ErrStale, ...) as they
// are, and wrap session.ErrClosed after Close.
var (
	// ErrInUse is returned by Open when another process holds the database
	// file and does not release it within the open timeout.
	ErrInUse = errors.New("storage: database is in use by another process")

	// ErrNoFile: the database file does not exist, and Open was told not
	// to create it (Existing).
	ErrNoFile = errors.New("storage: no database file at that path")

	// ErrSchemaTooNew is returned by Open when the file was written by a
	// newer program whose schema this one does not know.
	ErrSchemaTooNew = errors.New("storage: database schema is newer than this program")

	// ErrSchemaOld is reported by Verify for a file opened ReadOnly at an
	// older schema, which Open then leaves unmigrated.
	ErrSchemaOld = errors.New("storage: database schema is older than this program")

	// ErrMigration is returned by Open when a migration fails or the list of
	// migrations is not numbered 1, 2, 3, ... The file is left unchanged.
	ErrMigration = errors.New("storage: migration failed")

	// ErrCorrupt is returned when a stored record or bucket is missing or
	// does not decode.
	ErrCorrupt = errors.New("storage: corrupt database")

	// ErrBadMatch is returned by Put for a nil match or one without an id
	// or channel.
	ErrBadMatch = errors.New("storage: match needs an id and a channel")
)
