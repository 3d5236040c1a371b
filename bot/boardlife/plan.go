package boardlife

import (
	"slices"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// Drawer draws a fact's board: a pure function of the fact's match.
// Retired draws what the match's lobby shows once its match started.
type Drawer interface {
	Draw(f *Fact) *render.Message
	Retired(m *session.Match) *render.Message
}

// Plan is a fact's board life, decided: the board to post or edit in
// the channel, and how the message shown so far retires; nil for no
// fact. It is the one place that decides it.
func Plan(f *Fact, d Drawer) *Board {
	if f == nil {
		return nil
	}
	m := f.Match
	b := &Board{Channel: f.Channel, Match: m.ID, Previous: f.Shown, Version: openVersion(m)}
	if b.Channel == "" {
		b.Channel = m.Channel
	}
	b.Draw = func() *render.Message { return d.Draw(f) }
	switch f.Change {
	case Opened, Started, TimedOut, Shown, Asked:
		// A request is a new board, so that it pings the players it
		// waits on and its buttons are where the channel reads.
		b.New = true
	case TookBack:
		// A move taken back redraws the board it changed, where it
		// stands: an edit pings nobody, so undos cannot flood a channel
		// with new boards or mentions.
		b.New = f.Shown == ""
	case Played:
		b.New = pings(f) || f.Shown == ""
	case Cancelled:
		b.New, b.Version = true, 0
	case Closed:
		b.Version = 0
	case Seated, Rejoined, Owed, Answered:
		b.New = f.Shown == ""
	case Ended:
		b.New, b.Version, b.Final = true, 0, true
	}
	if f.Change == Played || f.Change == TimedOut || f.Change == TookBack || f.Change == Started {
		b.Final = over(f)
	}
	if f.Change == Started {
		b.RetiresLobby = true
		b.Retired = d.Retired(m)
	}
	return b
}

// pings reports whether a seat must act after the change that could not
// before (so that a new message pings it), or the match ended.
func pings(f *Fact) bool {
	if over(f) {
		return true
	}
	st := state(f)
	if st == nil {
		return false
	}
	return slices.ContainsFunc(st.Actors(), func(s games.Seat) bool { return !slices.Contains(f.Waited, s) })
}

// over reports whether the change ended the match with a board to show
// its end: a result, or every player resigned.
func over(f *Fact) bool {
	if f.Match.Phase == session.Cancelled && f.Change == Played {
		return true
	}
	st := state(f)
	return st != nil && st.Result().Over
}

// state is the match's state after the change, nil when it has none.
func state(f *Fact) games.State {
	if f.Outcome != nil && f.Outcome.State != nil {
		return f.Outcome.State
	}
	if f.Expiry != nil && f.Expiry.Outcome != nil {
		return f.Expiry.Outcome.State
	}
	return nil
}

// openVersion is the version to record a board at: zero once the match
// has left its channel.
func openVersion(m *session.Match) int64 {
	if !m.Phase.Open() {
		return 0
	}
	return m.Version
}
