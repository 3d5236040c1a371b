package session

import (
	"context"
	"errors"
	"slices"
	"time"
)

// Store keeps matches and their logs. Implementations must make Put atomic:
// the match, its log step and every index change are written together or
// not at all. Stores keep and return copies: nothing they return shares
// memory with what the caller passed or will pass. Match ids are never
// reused (the Manager makes them from the channel and the opening time).
type Store interface {
	// Get returns the open match of a channel, or ErrNoMatch.
	Get(ctx context.Context, channel string) (*Match, error)
	// Put writes m and appends steps (nil ones skipped) to m's log, in
	// one transaction: the steps that made m from the stored version, one
	// version each, in order. A new match (Version 1) is refused with
	// ErrChannelBusy when the channel already has an open match; a changed
	// match is refused with ErrStale unless the stored version is
	// m.Version-1, or m.Version-k for k steps. A match whose phase is no
	// longer open leaves its channel and moves to the archive. Callers
	// read m after the channel's last SetBoard (they serialize the two per
	// channel, as the channel lock does): a Put of a match read before a
	// SetBoard of its stored version may keep either board.
	Put(ctx context.Context, m *Match, steps ...*Step) error
	// SetBoard records the id of the message that shows the board of the
	// channel's match (BoardMessage) and the version the board was drawn at
	// (BoardVersion), without a new version. The match must be at version
	// at, and drawn must not exceed it: a board drawn at an earlier version
	// is one sent while moves went on, and owes a redraw until a later one
	// is recorded. ErrStale when the channel's open match is not at at,
	// when drawn > at, or when the channel has none. Reads see the board
	// at once, but a store may make it durable later, without waiting: its
	// loss in a crash leaves the match owing a board, so the next start
	// redraws the board last recorded and retires the ones posted after it.
	SetBoard(ctx context.Context, channel string, at, drawn int64, message string) error
	// Log returns a match's steps in order, open or archived; no steps and
	// no error for an unknown id.
	Log(ctx context.Context, matchID string) ([]Step, error)
	// Archived returns a finished or cancelled match by id, or ErrNoMatchID.
	Archived(ctx context.Context, matchID string) (*Match, error)
	// OpenMatches returns every open match.
	OpenMatches(ctx context.Context) ([]*Match, error)
	// OpenIn returns the open matches of a guild, by channel.
	OpenIn(ctx context.Context, guild string) ([]*Match, error)
	// Due returns up to limit entries of the deadline index with At no
	// later than until, earliest first (ties by channel). It answers as if
	// the index held one entry per open match whose Wake is set, at Wake,
	// kept by Put in the same transaction as the match, so that the two
	// never disagree (a store may keep entries lazily and mend them as Due
	// reads them).
	Due(ctx context.Context, until time.Time, limit int) ([]Deadline, error)
	// Forgetter deletes a user's data on request (see Manager.Forget).
	Forgetter
	// Archiver reads everything for Export and writes an Import.
	Archiver
}

// ErrClosed is returned by a Store after Close.
var ErrClosed = errors.New("session: store closed")

// Written returns the steps of a Put that are not nil, in order.
func Written(steps []*Step) []*Step {
	if !slices.Contains(steps, nil) {
		return steps
	}
	out := make([]*Step, 0, len(steps))
	for _, s := range steps {
		if s != nil {
			out = append(out, s)
		}
	}
	return out
}
