package main

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/quintetbot/quintet/bot"
	"github.com/quintetbot/quintet/storage"
)

// runBackup writes a consistent copy of the database to a file.
func runBackup(_ context.Context, args, environ []string, out io.Writer) error {
	if len(args) != 1 {
		return errors.New("usage: quintet backup FILE")
	}
	cfg, err := bot.LoadConfig(environ)
	if err != nil {
		return err
	}
	db, err := storage.Open(cfg.DBPath())
	if err != nil {
		return err
	}
	defer db.Close()
	if err := db.BackupFile(args[0]); err != nil {
		return err
	}
	fmt.Fprintf(out, "backed up %s to %s\n", cfg.DBPath(), args[0])
	return nil
}
