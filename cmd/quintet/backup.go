package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"time"

	"github.com/quintetbot/quintet/bot/discord"
	"github.com/quintetbot/quintet/storage"
)

// runBackup writes a consistent copy of the database to a file. When a
// running bot holds the file, it asks that bot for the copy over
// QUINTET_HTTP_ADDR with QUINTET_ADMIN_TOKEN (GET /backup), so backups
// need no stop. It refuses a FILE that is the database itself.
func runBackup(ctx context.Context, args, environ []string, out io.Writer) error {
	fs := newFlags("backup")
	if err := parseFlags(fs, args, out); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return errors.New("usage: quintet backup FILE")
	}
	args = fs.Args()
	cfg, err := discord.LoadConfig(environ)
	if err != nil {
		return err
	}
	if err := storage.CheckBackupPath(cfg.DBPath(), args[0]); err != nil {
		return err
	}
	// Read-only: a mistyped QUINTET_DB is an error, not a new empty file
	// backed up; and a running bot's lock keeps this open out.
	db, err := storage.Open(cfg.DBPath(), storage.WithTimeout(time.Second), storage.ReadOnly())
	if errors.Is(err, storage.ErrInUse) {
		if cfg.HTTPAddr == "" || cfg.AdminToken == "" {
			return fmt.Errorf("%w; set QUINTET_HTTP_ADDR and QUINTET_ADMIN_TOKEN as the running bot has them to back it up live, or stop it first", err)
		}
		n, err := fetchBackup(ctx, cfg, args[0])
		if err != nil {
			return err
		}
		fmt.Fprintf(out, "backed up the running bot's %s to %s (%d bytes)\n", cfg.DBPath(), args[0], n)
		return nil
	}
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

// fetchBackup downloads the running bot's backup into path: into a
// temporary file beside it first, kept only when it opens as a sound
// database, then renamed into place (mode 0600).
func fetchBackup(ctx context.Context, cfg discord.Config, path string) (int64, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://"+dialAddr(cfg.HTTPAddr)+"/backup", nil)
	if err != nil {
		return 0, err
	}
	req.Header.Set("Authorization", "Bearer "+cfg.AdminToken)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, fmt.Errorf("backup: ask the running bot: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return 0, fmt.Errorf("backup: the running bot answered %s", resp.Status)
	}
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return 0, fmt.Errorf("backup: %w", err)
	}
	tmp := f.Name()
	defer os.Remove(tmp) // after the rename, a no-op
	n, err := io.Copy(f, resp.Body)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return n, fmt.Errorf("backup: %w", err)
	}
	if err := checkCopy(ctx, tmp); err != nil {
		return n, fmt.Errorf("backup: the copy received is not sound: %w", err)
	}
	if err := os.Rename(tmp, path); err != nil {
		return n, fmt.Errorf("backup: %w", err)
	}
	return n, nil
}

// checkCopy opens a received copy and checks its page structure.
func checkCopy(ctx context.Context, path string) error {
	db, err := storage.Open(path, storage.WithTimeout(time.Second))
	if err != nil {
		return err
	}
	defer db.Close()
	return db.Check(ctx)
}

// dialAddr turns a listen address (":9090", "0.0.0.0:9090") into one to
// dial on this machine.
func dialAddr(listen string) string {
	host, port, err := net.SplitHostPort(listen)
	if err != nil {
		return listen
	}
	if ip := net.ParseIP(host); host == "" || ip != nil && ip.IsUnspecified() {
		host = "127.0.0.1"
	}
	return net.JoinHostPort(host, port)
}
