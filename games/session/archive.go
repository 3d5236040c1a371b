package session

import "context"

// Archive is a read-only view of everything a store holds, as it was
// committed when the view began: what Export writes and Rerate reads. It
// is valid only inside the function ViewArchive passes it to. Its walks
// stop at, and return, the first error of fn or of a record that does not
// decode.
type Archive interface {
	// Schema returns the version of the store's format that an export
	// of this view is written at (ExportHeader.Schema).
	Schema() int
	// EachOpen calls fn with each open match, by channel.
	EachOpen(fn func(*Match) error) error
	// EachEnded calls fn with each finished or cancelled match, by id.
	EachEnded(fn func(*Match) error) error
	// EachByEnd calls fn with each finished or cancelled match in the
	// order they ended within their guild: by guild, end (Updated),
	// then id.
	EachByEnd(fn func(*Match) error) error
	// Steps returns the log of a match, as Store.Log, except that a log
	// retention removed is no error: pruned is then true and steps nil.
	Steps(matchID string) (steps []Step, pruned bool, err error)
	// EachSettings calls fn with each guild's settings, by guild.
	EachSettings(fn func(guild string, g GuildSettings) error) error
	// EachNotify calls fn with each user who asked for direct messages,
	// by user.
	EachNotify(fn func(user string) error) error
	// EachStanding calls fn with each stored standing and its key
	// (StandingKey), by key; err tells a standing that does not decode,
	// and stops nothing.
	EachStanding(fn func(key string, s Standing, err error) error) error
	// EachRecord calls fn with each stored match record and the match id
	// it is stored under, by id; err tells a record that does not decode,
	// and stops nothing.
	EachRecord(fn func(match string, r Record, err error) error) error
	// SeasonPlan returns a guild's season plan; none for a guild without
	// seasons.
	SeasonPlan(guild string) (SeasonPlan, error)
	// EachSeasonStanding calls fn with each stored season standing and
	// its key (SeasonStandingKey), by key; err tells a standing that does
	// not decode, and stops nothing.
	EachSeasonStanding(fn func(key string, s Standing, err error) error) error
}

// StatsArchive is an Archive inside an update, whose statistics can be
// replaced.
type StatsArchive interface {
	Archive
	// ReplaceStats replaces every stored standing, match record and
	// season standing with these; records come in the order their
	// matches ended (EachByEnd).
	ReplaceStats(records []Record, standings []Standing, seasons []SeasonStanding) error
}

// Archiver is the part of a store that Export, Import and Rerate work
// through.
type Archiver interface {
	// ViewArchive runs fn with a view of what was committed when it
	// began, unaffected by writes meanwhile; fn's error is returned.
	ViewArchive(ctx context.Context, fn func(Archive) error) error
	// UpdateArchive runs fn in one update: what fn writes is committed
	// when fn returns nil, and nothing of it when fn fails.
	UpdateArchive(ctx context.Context, fn func(StatsArchive) error) error
	// BeginImport starts one import (see Import): nothing the returned
	// writer writes is seen by the store's readers until its Commit
	// succeeds, and after an Abort or a failed Commit the store is as it
	// was.
	BeginImport(ctx context.Context) (ImportWriter, error)
}

// ImportWriter writes the records of one import, checked by Import, in
// the order they come. It is used from one goroutine.
type ImportWriter interface {
	// Schema returns the newest export schema the store reads: the one
	// its own exports are written at.
	Schema() int
	// Upgrade brings a match exported at an older schema up to the
	// store's (the options its game has gained since, at the values the
	// match was played with).
	Upgrade(m *Match, schema int)
	// Write writes one record and reports whether it wrote it. A match
	// is written, log and all (marked pruned with LogPruned), unless the
	// store holds the same or a newer version of it, which it keeps; an
	// older version of it is replaced. It refuses an open match whose
	// channel holds another open match (ErrChannelBusy), and a match an
	// earlier Write of this import carried (a *DuplicateError naming that
	// Write's line). Settings are written for a guild that has none, and
	// kept otherwise; a user's choice of direct messages is always
	// written. A refused record leaves the import to be aborted.
	Write(line int, rec ExportRecord) (bool, error)
	// Commit makes the import visible, all of it: when ended matches
	// arrived (rebuild), the statistics are first rebuilt from the whole
	// archive, as Rerate does, since ratings depend on the order in which
	// matches ended, which an export does not list them in.
	Commit(rebuild bool) error
	// Abort discards the import; it may follow a failed Commit.
	Abort()
}
