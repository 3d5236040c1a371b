package storage

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/quintetbot/quintet/games/session"
)

// DefaultImportBatch is how many records ImportReplace writes in one
// transaction: a transaction holds what it writes in memory until it
// commits, so this bounds the memory of an import of any size.
const DefaultImportBatch = 500

// WithImportBatch sets how many records ImportReplace writes in one
// transaction; n <= 0 keeps DefaultImportBatch.
func WithImportBatch(n int) Option {
	return func(o *options) {
		if n > 0 {
			o.importBatch = n
		}
	}
}

// ImportReplace reads an export into a copy of db's file and renames the
// copy over the file once all of it is written, so that the file holds
// either all of the import or none of it, whatever happens meanwhile; a
// crash leaves the copy, a hidden file named after the database with
// ".import-" in its name, to delete. It reads one record at a time and
// writes the copy in transactions of WithImportBatch records, without an
// fsync of each (the copy is synced once, before the rename), so that its
// memory does not grow with the input. It checks and counts what Import
// does. db must be the only user of its file, opened by the only process
// (as quintet import opens it, with the bot stopped): a write through db
// meanwhile would be lost. On success db is closed, since its file has
// been replaced: open the path again to read the import. On a refusal,
// db and its file are as they were. The copy needs as much free space as
// the database takes, and the import's.
func (db *DB) ImportReplace(ctx context.Context, r io.Reader) (session.ImportStats, error) {
	if db.readOnly {
		return session.ImportStats{}, fmt.Errorf("storage: import: the database is open read-only")
	}
	tmp, err := db.copyFile(ctx, ".import-*")
	if err != nil {
		return session.ImportStats{}, fmt.Errorf("storage: import: %w", err)
	}
	s, err := importInto(ctx, tmp, r, db.importBatch)
	if err != nil {
		os.Remove(tmp)
		return session.ImportStats{}, err
	}
	return s, db.replaceWith(tmp)
}

// copyFile copies the database to a new file beside it whose name ends
// in pattern, and returns the new file's name.
func (db *DB) copyFile(ctx context.Context, pattern string) (string, error) {
	path := db.bolt.Path()
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+pattern)
	if err != nil {
		return "", err
	}
	_, err = db.copyTo(ctx, f)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(f.Name())
		return "", err
	}
	return f.Name(), nil
}

// importInto imports r into the database file at path, batch records a
// transaction, and syncs it.
func importInto(ctx context.Context, path string, r io.Reader, batch int) (session.ImportStats, error) {
	dst, err := Open(path, func(o *options) { o.noSync = true })
	if err != nil {
		return session.ImportStats{}, fmt.Errorf("storage: import: %w", err)
	}
	s, err := session.Import(ctx, batchImport{dst, batch}, r)
	if err == nil {
		if err = dst.bolt.Sync(); err != nil {
			err = fmt.Errorf("storage: import: sync: %w", err)
		}
	}
	if cerr := dst.Close(); err == nil && cerr != nil {
		err = fmt.Errorf("storage: import: %w", cerr)
	}
	return s, err
}

// replaceWith renames the file at path over db's own and closes db.
func (db *DB) replaceWith(path string) error {
	dir := filepath.Dir(db.bolt.Path())
	if err := os.Rename(path, db.bolt.Path()); err != nil {
		os.Remove(path)
		return fmt.Errorf("storage: import: %w", err)
	}
	// Closed only now: until the rename, db's lock on the file kept any
	// other process from opening and writing it.
	db.Close()
	if err := syncDir(dir); err != nil {
		return fmt.Errorf("storage: import: %w", err)
	}
	return nil
}

// importRemap is how many transactions of an import into a copy go by
// before the copy is opened anew (see importWriter.renew); tests lower
// it.
var importRemap = 4

// batchImport is a DB, a copy only its import uses, whose imports commit
// every batch records.
type batchImport struct {
	*DB
	batch int
}

func (b batchImport) BeginImport(ctx context.Context) (session.ImportWriter, error) {
	if err := b.ready(ctx); err != nil {
		return nil, err
	}
	w, err := beginImport(b.DB, b.batch)
	if err == nil {
		w.remap = importRemap
	}
	return w, err
}
