package session

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
)

// ExportFormat names the format of Export in its header line.
const ExportFormat = "quintet-export"

// ExportVersion is the version of the export format this program writes
// and reads.
const ExportVersion = 1

// ExportHeader is the first line of an export.
type ExportHeader struct {
	Format  string `json:"format"`  // ExportFormat
	Version int    `json:"version"` // of the export format
	Schema  int    `json:"schema"`  // of the store it came from
}

// ExportRecord is one line of an export after the header. Exactly one of
// Match (with its Log), Settings (with its Guild) and Notify is set.
type ExportRecord struct {
	Match *Match `json:"match,omitempty"`
	Log   []Step `json:"log,omitempty"`
	// LogPruned: the match ended long ago and retention removed its log
	// (QUINTET_RETAIN_LOGS); Log is empty and the result stands alone.
	LogPruned bool           `json:"log_pruned,omitempty"`
	Guild     string         `json:"guild,omitempty"`
	Settings  *GuildSettings `json:"settings,omitempty"`
	// Notify is a user who asked for direct messages.
	Notify string `json:"notify,omitempty"`
}

// ExportStats counts what Export wrote.
type ExportStats struct {
	Open, Archived, Steps, Settings, Notify int
}

// Export writes what src holds as JSON lines to w: an ExportHeader, then
// one ExportRecord per open match (by channel), per archived match (by
// id), each with its whole log, per guild's settings and per user who
// asked for direct messages. When keep is not nil, only the matches and
// settings of the guilds it accepts are written; the users' preferences
// are always written, since users are not bound to a guild. Export reads
// one Archive view: the bot may keep running, and the export holds
// exactly what was committed when it began. It fails on a record that
// does not decode. The output holds the matches' generators: keep it
// private.
func Export(ctx context.Context, src Archiver, w io.Writer, keep func(guild string) bool) (ExportStats, error) {
	var s ExportStats
	bw := bufio.NewWriter(w)
	enc := json.NewEncoder(bw)
	if keep == nil {
		keep = func(string) bool { return true }
	}
	err := src.ViewArchive(ctx, func(a Archive) error {
		if err := enc.Encode(ExportHeader{Format: ExportFormat, Version: ExportVersion, Schema: a.Schema()}); err != nil {
			return err
		}
		x := exporter{a: a, ctx: ctx, enc: enc, keep: keep, stats: &s}
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
		return s, fmt.Errorf("session: export: %w", err)
	}
	return s, nil
}

// exporter writes the records of one Export.
type exporter struct {
	a     Archive
	ctx   context.Context
	enc   *json.Encoder
	keep  func(string) bool
	stats *ExportStats
}

func (x exporter) open() error {
	return x.a.EachOpen(func(m *Match) error { return x.match(m, &x.stats.Open) })
}

func (x exporter) archived() error {
	return x.a.EachEnded(func(m *Match) error { return x.match(m, &x.stats.Archived) })
}

// match writes m with its log when keep accepts its guild.
func (x exporter) match(m *Match, n *int) error {
	if err := x.ctx.Err(); err != nil {
		return err
	}
	if !x.keep(m.Guild) {
		return nil
	}
	steps, pruned, err := x.a.Steps(m.ID)
	if err != nil {
		return err
	}
	*n++
	x.stats.Steps += len(steps)
	return x.enc.Encode(ExportRecord{Match: m, Log: steps, LogPruned: pruned})
}

func (x exporter) settings() error {
	return x.a.EachSettings(func(guild string, g GuildSettings) error {
		if !x.keep(guild) {
			return nil
		}
		x.stats.Settings++
		return x.enc.Encode(ExportRecord{Guild: guild, Settings: &g})
	})
}

func (x exporter) notify() error {
	return x.a.EachNotify(func(user string) error {
		x.stats.Notify++
		return x.enc.Encode(ExportRecord{Notify: user})
	})
}
