package storage

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
)

// ErrSameFile is returned for a backup (or an export) whose destination
// is the database file itself: writing it would replace the live file,
// and a bot that holds it would go on writing to the replaced one.
var ErrSameFile = errors.New("storage: the destination is the database file itself")

// CheckBackupPath refuses, with ErrSameFile, a backup destination that is
// the database file at dbPath: the same device and inode (os.SameFile),
// however it is named (another path to the same directory, a symbolic
// link, a hard link). A destination or database that does not exist yet
// is not the same file.
func CheckBackupPath(dbPath, dest string) error {
	d, err := os.Stat(dest)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("storage: backup: %w", err)
	}
	db, err := os.Stat(dbPath)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("storage: backup: %w", err)
	}
	if os.SameFile(d, db) {
		return fmt.Errorf("%w: %s is the database %s; give another path", ErrSameFile, dest, dbPath)
	}
	return nil
}
