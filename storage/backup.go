package storage

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"go.etcd.io/bbolt"
)

// Backup writes a consistent copy of the whole database to w and returns
// the bytes written. It copies the database to a local file first (see
// Snapshot) and then sends that file to w, so a slow or stalled w never
// holds the database; the copy holds exactly what was committed when it
// began.
func (db *DB) Backup(w io.Writer) (int64, error) {
	f, err := db.Snapshot(context.Background())
	if err != nil {
		return 0, err
	}
	defer f.Close()
	n, err := io.Copy(w, f)
	if err != nil {
		return n, fmt.Errorf("storage: backup: %w", err)
	}
	return n, nil
}

// Snapshot copies the whole database into a temporary file beside it, in
// one read transaction, and returns that file open at its start; the
// caller closes it. The file is removed from its directory at once, so
// nothing is left behind, even by a crash, and its space is freed on
// Close. The read transaction lasts only as long as the local copy: a
// write that must grow the file's memory map waits for read transactions
// to end, so a copy sent straight to a slow reader would stall every move.
// The copy needs as much free space as the database takes.
func (db *DB) Snapshot(ctx context.Context) (*os.File, error) {
	path := db.bolt.Path()
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".snapshot-*")
	if err != nil {
		return nil, fmt.Errorf("storage: snapshot: %w", err)
	}
	if err := os.Remove(f.Name()); err != nil {
		f.Close()
		return nil, fmt.Errorf("storage: snapshot: %w", err)
	}
	_, err = db.copyTo(ctx, f)
	if err == nil {
		_, err = f.Seek(0, io.SeekStart)
	}
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("storage: snapshot: %w", err)
	}
	return f, nil
}

// BackupFile writes a backup to path (mode 0600). It writes a temporary
// file in the same directory, syncs it and renames it into place, so path
// holds either the old file or the whole new backup, never a part. It
// refuses, with ErrSameFile, a path that is db's own file.
func (db *DB) BackupFile(path string) (err error) {
	if err := CheckBackupPath(db.bolt.Path(), path); err != nil {
		return err
	}
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return fmt.Errorf("storage: backup: %w", err)
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(f.Name())
		}
	}()
	if err := f.Chmod(fileMode); err != nil {
		return fmt.Errorf("storage: backup: %w", err)
	}
	if _, err := db.copyTo(context.Background(), f); err != nil {
		return fmt.Errorf("storage: backup: %w", err)
	}
	if err := f.Sync(); err != nil {
		return fmt.Errorf("storage: backup: %w", err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("storage: backup: %w", err)
	}
	if err := os.Rename(f.Name(), path); err != nil {
		return fmt.Errorf("storage: backup: %w", err)
	}
	return syncDir(dir)
}

// copyTo writes the whole database to a local file in one read
// transaction, which lasts as long as the writes to f.
func (db *DB) copyTo(ctx context.Context, f *os.File) (int64, error) {
	var n int64
	err := db.view(ctx, func(tx *bbolt.Tx) (err error) {
		n, err = tx.WriteTo(f)
		return err
	})
	return n, err
}

// syncDir makes a rename in dir durable.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return fmt.Errorf("storage: backup: %w", err)
	}
	defer d.Close()
	if err := d.Sync(); err != nil {
		return fmt.Errorf("storage: backup: sync %s: %w", dir, err)
	}
	return nil
}
