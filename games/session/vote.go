package session

import (
	"context"
	"errors"
	"slices"
	"time"
)

// A seated player who is neither the host nor a channel manager may ask
// to pause, resume or extend; the change is made once more than half of
// the seated humans agree, so a vanished host cannot hold the clock.

// ErrNoVote: the request a button agrees to is no longer open.
var ErrNoVote = errors.New("that request is no longer open")

// ClockVote is an open request to change a match's clock.
type ClockVote struct {
	// Kind is "pause", "resume" or "extend".
	Kind string `json:"kind"`
	// Extend is the time to add, for "extend".
	Extend time.Duration `json:"extend,omitempty"`
	// By are the users who agree, the asker first.
	By []string `json:"by"`
}

// Same reports whether v asks for kind and extend.
func (v *ClockVote) Same(kind string, extend time.Duration) bool {
	return v != nil && v.Kind == kind && v.Extend == extend
}

// VoteTally is a vote's standing: who agrees, how many seated humans there
// are, and whether the change was made.
type VoteTally struct {
	Vote   ClockVote
	Agree  int
	Humans int
	Passed bool
	// Again: the user had already agreed (the request passes only if
	// seats left meanwhile lowered the majority needed).
	Again bool
}

// Need returns how many must agree: more than half the seated humans.
func (t VoteTally) Need() int { return t.Humans/2 + 1 }

// Tally is the standing of m's open clock request; false when none is
// open.
func (m *Match) Tally() (VoteTally, bool) {
	if m.Vote == nil {
		return VoteTally{}, false
	}
	humans := seatedHumans(m)
	t := VoteTally{Vote: *m.Vote, Humans: len(humans)}
	t.Vote.By = slices.Clone(m.Vote.By)
	for _, u := range m.Vote.By {
		if slices.Contains(humans, u) {
			t.Agree++
		}
	}
	return t, true
}

// seatedHumans lists the users playing their own seats in m.
func seatedHumans(m *Match) []string {
	var out []string
	for _, p := range m.Players {
		if p.User != "" && !p.Bot && !p.Resigned {
			out = append(out, p.User)
		}
	}
	return out
}

// AskClock records user's agreement to change the clock of the channel's
// match (kind "pause", "resume" or "extend" by extend), opening the
// request if it is not the open one (a new request replaces an older
// one); with open false, only agreeing to the open request is allowed
// (ErrNoVote otherwise). A new request that could not change the clock
// is refused (ErrPaused, ErrNotPaused). The change is made at once when
// more than half the seated humans agree. The user must play a seat of their own.
func (mg *Manager) AskClock(ctx context.Context, channel, user, kind string, extend time.Duration, open bool) (*Match, VoteTally, error) {
	var t VoteTally
	if kind == "extend" {
		if err := CheckTurnTime(extend); err != nil {
			return nil, t, err
		}
	}
	m, err := mg.change(ctx, channel, func(m *Match) (*Step, error) {
		if m.Phase != Playing {
			return nil, ErrNotPlaying
		}
		humans := seatedHumans(m)
		if !slices.Contains(humans, user) {
			return nil, m.NotSeated(user)
		}
		if !m.Vote.Same(kind, extend) {
			if !open {
				return nil, ErrNoVote
			}
			if err := needless(m, kind); err != nil {
				return nil, err
			}
			m.Vote = &ClockVote{Kind: kind, Extend: extend}
		}
		again := slices.Contains(m.Vote.By, user)
		if !again {
			m.Vote.By = append(m.Vote.By, user)
		}
		t, _ = m.Tally()
		t.Again = again
		if t.Agree < t.Need() {
			return nil, nil
		}
		if err := mg.applyClock(m, kind, extend); err != nil {
			return nil, err
		}
		m.Vote, t.Passed = nil, true
		return nil, nil
	})
	return m, t, err
}

// needless refuses a request that could not change m's clock: to pause
// a paused match or resume a running one.
func needless(m *Match, kind string) error {
	switch {
	case kind == "pause" && m.Paused:
		return ErrPaused
	case kind == "resume" && !m.Paused:
		return ErrNotPaused
	}
	return nil
}

// applyClock makes a clock change that was agreed to.
func (mg *Manager) applyClock(m *Match, kind string, extend time.Duration) error {
	now := mg.now().UTC()
	switch kind {
	case "pause":
		if m.Paused {
			return ErrPaused
		}
		m.Left = max(m.Due.Sub(now), 0)
		m.Paused = true
	case "resume":
		if !m.Paused {
			return ErrNotPaused
		}
		m.Due = now.Add(m.Left)
		m.Paused, m.Left = false, 0
	case "extend":
		if m.Paused {
			m.Left += extend
		} else {
			m.Due = m.Due.Add(extend)
		}
	default:
		return ErrNoVote
	}
	return nil
}
