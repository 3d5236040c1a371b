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
// the bytes written. It runs in one read transaction, so writes go on
// meanwhile and the copy holds exactly what was committed when it began.
// A write that must grow the file's memory map waits until Backup ends.
func (db *DB) Backup(w io.Writer) (int64, error) {
	var n int64
	err := db.view(context.Background(), func(tx *bbolt.Tx) (err error) {
		n, err = tx.WriteTo(w)
		return err
	})
	if err != nil {
		return n, fmt.Errorf("storage: backup: %w", err)
	}
	return n, nil
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
	if _, err := db.Backup(f); err != nil {
		return err
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
