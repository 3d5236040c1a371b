package storage

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games/session"
)

// ExportFormat names the format of Export in its header line.
const ExportFormat = "quintet-export"

// exportVersion is the version of the export format this program writes
// and reads.
const exportVersion = 1

// Header is the first line of an export.
type Header struct {
	Format  string `json:"format"`  // ExportFormat
	Version int    `json:"version"` // of the export format
	Schema  int    `json:"schema"`  // of the database it came from
}

// Record is one line of an export after the header. Exactly one of Match
// (with its Log), Settings (with its Guild) and Notify is set.
type Record struct {
	Match *session.Match `json:"match,omitempty"`
	Log   []session.Step `json:"log,omitempty"`
	// LogPruned: the match ended long ago and retention removed its log
	// (QUINTET_RETAIN_LOGS); Log is empty and the result stands alone.
	LogPruned bool                   `json:"log_pruned,omitempty"`
	Guild     string                 `json:"guild,omitempty"`
	Settings  *session.GuildSettings `json:"settings,omitempty"`
	// Notify is a user who asked for direct messages.
	Notify string `json:"notify,omitempty"`
}

// ExportStats counts what Export wrote.
type ExportStats struct {
	Open, Archived, Steps, Settings, Notify int
}

// Export writes the database as JSON lines to w: a Header, then one
// Record per open match (by channel), per archived match (by id), each
// with its whole log, per guild's settings and per user who asked for
// direct messages. When keep is not nil, only the matches and settings of
// the guilds it accepts are written; the users' preferences are always
// written, since users are not bound to a guild. Export runs in one read
// transaction: the bot may keep running, and the export holds exactly
// what was committed when it began. It fails on a record that does not
// decode (run Verify to list them all). The output holds the matches'
// generators: keep it private.
func (db *DB) Export(ctx context.Context, w io.Writer, keep func(guild string) bool) (ExportStats, error) {
	var s ExportStats
	bw := bufio.NewWriter(w)
	enc := json.NewEncoder(bw)
	if err := enc.Encode(Header{Format: ExportFormat, Version: exportVersion, Schema: SchemaVersion()}); err != nil {
		return s, fmt.Errorf("storage: export: %w", err)
	}
	if keep == nil {
		keep = func(string) bool { return true }
	}
	err := db.view(ctx, func(tx *bbolt.Tx) error {
		x := exporter{tx: tx, ctx: ctx, enc: enc, keep: keep, stats: &s}
		for _, step := range []func() error{x.open, x.archived, x.settings, x.notify} {
			if err := step(); err != nil {
				return err
			}
		}
		return nil
	})
	if err == nil {
		err = bw.Flush()
	}
	if err != nil {
		return s, fmt.Errorf("storage: export: %w", err)
	}
	return s, nil
}

// exporter writes the records of one Export.
type exporter struct {
	tx    *bbolt.Tx
	ctx   context.Context
	enc   *json.Encoder
	keep  func(string) bool
	stats *ExportStats
}

func (x exporter) open() error {
	return x.matches(bucketOpen, "open match in ", &x.stats.Open)
}

func (x exporter) archived() error {
	return x.matches(bucketArchive, "archived match ", &x.stats.Archived)
}

// matches writes the matches of one bucket that keep accepts.
func (x exporter) matches(name []byte, what string, n *int) error {
	b, err := bucket(x.tx, name)
	if err != nil {
		return err
	}
	return b.ForEach(func(k, v []byte) error {
		if err := x.ctx.Err(); err != nil {
			return err
		}
		m, err := decodeMatch(k, v, what+string(k))
		if err != nil || !x.keep(m.Guild) {
			return err
		}
		steps, err := readSteps(x.tx, m.ID)
		if err != nil {
			return err
		}
		*n++
		x.stats.Steps += len(steps)
		return x.enc.Encode(Record{Match: m, Log: steps, LogPruned: steps == nil && isPruned(x.tx, m.ID)})
	})
}

func (x exporter) settings() error {
	b, err := bucket(x.tx, bucketGuilds)
	if err != nil {
		return err
	}
	return b.ForEach(func(k, v []byte) error {
		if !x.keep(string(k)) {
			return nil
		}
		var g session.GuildSettings
		if err := decodeJSON(k, v, &g); err != nil {
			return fmt.Errorf("%w: settings of guild %s: %w", ErrCorrupt, k, err)
		}
		x.stats.Settings++
		return x.enc.Encode(Record{Guild: string(k), Settings: &g})
	})
}

func (x exporter) notify() error {
	b, err := bucket(x.tx, bucketNotify)
	if err != nil {
		return err
	}
	return b.ForEach(func(k, _ []byte) error {
		x.stats.Notify++
		return x.enc.Encode(Record{Notify: string(k)})
	})
}
