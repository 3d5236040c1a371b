package session

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// ErrImport is returned by Import for input it refuses; the store is then
// unchanged.
var ErrImport = errors.New("session: import refused")

// DuplicateError is an ImportWriter's refusal of a match that an import
// carries twice.
type DuplicateError struct {
	Match string
	Line  int // of the first
}

func (e *DuplicateError) Error() string {
	return fmt.Sprintf("match %s is also on line %d", e.Match, e.Line)
}

// ImportStats counts what Import did.
type ImportStats struct {
	// Imported counts the matches written, new or replacing an older
	// version of themselves.
	Imported int
	// Kept counts the matches skipped because the store already held
	// the same or a newer version of them.
	Kept int
	// Settings counts the guild settings written; SettingsKept those
	// skipped because the guild already had different settings.
	Settings, SettingsKept int
	// Notify counts the users' preferences read.
	Notify int
	// archived counts the ended matches written, whose arrival changes
	// the statistics.
	archived int
}

// Import reads an Export and writes it into dst, all of it or nothing
// (see Archiver.BeginImport). It reads one record at a time and holds
// none it has passed on, so the memory it takes does not grow with the
// input; the writer decides how much it holds before it writes. Every
// match must decode, its log must replay to its state (CheckMatch), its
// dice and result must follow from its seed and moves (CheckAudit), and
// it must be one a Manager could have written (Match.Check: the
// checks of /play and /game join); settings must pass
// GuildSettings.Check. A match that dst already holds at the same or a
// newer version is kept as it is, so importing twice changes nothing; an
// older version of it is replaced, log and all. Settings are written for
// a guild that has none. When ended matches arrive, the statistics are
// rebuilt from the whole archive, as Rerate would. Import refuses, with
// an error wrapping ErrImport and naming the line, input it cannot read,
// a match that fails its check or comes twice, and an open match for a
// channel where dst has a different open match. The games must be
// registered (import games/all).
func Import(ctx context.Context, dst Archiver, r io.Reader) (ImportStats, error) {
	w, err := dst.BeginImport(ctx)
	if err != nil {
		return ImportStats{}, err
	}
	s, err := importAll(ctx, w, r)
	if err == nil {
		err = w.Commit(s.archived > 0)
	}
	if err != nil {
		w.Abort()
		return ImportStats{}, err
	}
	return s, nil
}

// importAll reads the header and writes every record.
func importAll(ctx context.Context, w ImportWriter, r io.Reader) (ImportStats, error) {
	var s ImportStats
	dec := json.NewDecoder(bufio.NewReader(r))
	var h ExportHeader
	if err := dec.Decode(&h); err != nil {
		return s, fmt.Errorf("%w: header: %w", ErrImport, err)
	}
	if h.Format != ExportFormat || h.Version != ExportVersion {
		return s, fmt.Errorf("%w: header: not a %s version %d file", ErrImport, ExportFormat, ExportVersion)
	}
	if h.Schema > w.Schema() {
		return s, fmt.Errorf("%w: written at schema %d, this program knows %d", ErrImport, h.Schema, w.Schema())
	}
	for line := 2; ; line++ {
		if err := ctx.Err(); err != nil {
			return s, err
		}
		var rec ExportRecord
		err := dec.Decode(&rec)
		if errors.Is(err, io.EOF) {
			return s, nil
		}
		if err != nil {
			return s, fmt.Errorf("%w: line %d: %w", ErrImport, line, err)
		}
		if rec.Match != nil {
			w.Upgrade(rec.Match, h.Schema)
		}
		if err := checkRecord(rec); err != nil {
			return s, fmt.Errorf("%w: line %d: %w", ErrImport, line, err)
		}
		wrote, err := w.Write(line, rec)
		if err != nil {
			return s, fmt.Errorf("%w: line %d: %w", ErrImport, line, err)
		}
		s.count(rec, wrote)
	}
}

// count adds a written or kept record to s.
func (s *ImportStats) count(rec ExportRecord, wrote bool) {
	switch {
	case rec.Match != nil && wrote:
		s.Imported++
		if !rec.Match.Phase.Open() {
			s.archived++
		}
	case rec.Match != nil:
		s.Kept++
	case rec.Settings != nil && wrote:
		s.Settings++
	case rec.Settings != nil:
		s.SettingsKept++
	default:
		s.Notify++
	}
}

// checkRecord checks one record before anything is written.
func checkRecord(rec ExportRecord) error {
	kinds := 0
	for _, set := range []bool{rec.Match != nil, rec.Settings != nil, rec.Notify != ""} {
		if set {
			kinds++
		}
	}
	switch {
	case kinds != 1:
		return errors.New("a record holds one match, one guild's settings or one user")
	case rec.Settings != nil && rec.Guild == "":
		return errors.New("settings without a guild")
	case rec.Settings != nil:
		if err := rec.Settings.Check(); err != nil {
			return fmt.Errorf("settings of guild %s: %w", rec.Guild, err)
		}
		return nil
	case rec.Match == nil:
		return nil
	}
	m := rec.Match
	switch m.Phase {
	case Lobby, Playing, Finished, Cancelled:
	default:
		return fmt.Errorf("match %s: unknown phase %q", m.ID, m.Phase)
	}
	if m.ID == "" || m.Channel == "" || m.Version < 1 {
		return fmt.Errorf("match %q: needs an id, a channel and a version", m.ID)
	}
	if err := m.Check(); err != nil {
		return fmt.Errorf("match %s: %w", m.ID, err)
	}
	if rec.LogPruned {
		if m.Phase.Open() || len(rec.Log) > 0 {
			return fmt.Errorf("match %s: only an ended match without a log may have its log pruned", m.ID)
		}
		return nil
	}
	if err := CheckMatch(m, rec.Log); err != nil {
		return fmt.Errorf("match %s: %w", m.ID, err)
	}
	if err := CheckAudit(m, rec.Log); err != nil {
		return fmt.Errorf("match %s: %w", m.ID, err)
	}
	return nil
}
