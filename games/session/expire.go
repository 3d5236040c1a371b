package session

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/quintetbot/quintet/games"
)

// ExpiryKind is what a deadline did.
type ExpiryKind int

// The things a deadline does.
const (
	// NothingDue: the match moved on (or ended) before the deadline.
	NothingDue ExpiryKind = iota
	// Reminded: the seats still to act were reminded.
	Reminded
	// TimedOut: the seats still to act ran out of time.
	TimedOut
	// Lapsed: a lobby's invitations ran out of time; their seats are
	// free (Outcome holds the lobby alone).
	Lapsed
)

// Expiry is what Expire did to a match.
type Expiry struct {
	Kind ExpiryKind
	// Before is the match as it was before; nil for NothingDue.
	Before *Match
	// Waiting: for Reminded, the human seats still to act.
	Waiting []games.Seat
	// Late: for TimedOut, the seats whose timeout move was played;
	// TakenOver, those handed to a bot; Abandoned, the match was
	// cancelled because a seat timed out too often, or because every
	// human did (then no seat is handed over: TakenOver is empty).
	Late      []games.Seat
	TakenOver []games.Seat
	Abandoned bool
	// Outcome holds the steps written for TimedOut: timeout moves, then
	// bot moves; or the match alone for Reminded.
	Outcome *Outcome
}

// Expire acts on the deadline of the channel's match if it has fallen
// due: a reminder marks itself sent and lists who is waiting; a timeout
// plays the timeout move of every human seat still to act in the turn,
// counts it, and hands a seat over (or abandons the match) after too many
// in a row. A reminder whose timeout has also passed is dropped. A
// deadline that a move or a pause has replaced does nothing, so a move
// that raced the deadline wins.
func (mg *Manager) Expire(ctx context.Context, channel string) (*Expiry, error) {
	defer mg.lock(ctx, channel)()
	cur, err := mg.store.Get(ctx, channel)
	if errors.Is(err, ErrNoMatch) {
		return &Expiry{}, nil
	}
	if err != nil {
		return nil, err
	}
	now := mg.now().UTC()
	if cur.Wake.IsZero() || cur.Wake.After(now) {
		return &Expiry{}, nil
	}
	if cur.Phase == Lobby {
		return mg.lapseDue(ctx, cur, now)
	}
	st, err := cur.Decode()
	if err != nil {
		return nil, err
	}
	if now.Before(cur.Due) {
		return mg.remind(ctx, cur, st, now)
	}
	return mg.timeOut(ctx, cur, st, now)
}

func (mg *Manager) remind(ctx context.Context, cur *Match, st games.State, now time.Time) (*Expiry, error) {
	m, _, err := mg.changeLocked(ctx, cur.Channel, func(m *Match) (*Step, error) {
		m.Reminded, m.RemindedAt = true, now
		return nil, nil
	})
	if err != nil {
		return nil, err
	}
	return &Expiry{Kind: Reminded, Before: cur, Waiting: waiting(cur, st), Outcome: &Outcome{Match: m, State: st}}, nil
}

// waiting lists the human seats that may act in st.
func waiting(m *Match, st games.State) []games.Seat {
	var out []games.Seat
	for _, s := range st.Actors() {
		if int(s) < len(m.Players) && !m.Players[s].Bot {
			out = append(out, s)
		}
	}
	return out
}

// timeOut plays the timeout moves of a turn, then the bots, and stores
// them all in one Put (see playBots).
func (mg *Manager) timeOut(ctx context.Context, cur *Match, st games.State, now time.Time) (*Expiry, error) {
	ex := &Expiry{Kind: TimedOut, Before: cur}
	out := &Outcome{State: st}
	m := cur
	var steps []*Step
	// Each seat waiting when the time ran out, if it may still move,
	// has the rest of its turn played by the game's timeout policy, for
	// one timeout. The moves are made on copies: cur stays as stored.
	for _, seat := range waiting(cur, st) {
		if m.Phase != Playing || !slices.Contains(out.State.Actors(), seat) || m.Players[seat].Bot {
			continue
		}
		for first := true; first || m.Phase == Playing && !m.Players[seat].Bot && len(steps) < maxBotMoves; first = false {
			from := out.State
			next, step, err := mg.edit(m.Clone(), func(m *Match) (*Step, error) {
				if first {
					return timeoutMove(m, seat, now, out, ex)
				}
				return turnMove(m, seat, out)
			})
			if err != nil {
				return nil, fmt.Errorf("session: timeout of %s: %w", seat, err)
			}
			m = next
			steps = append(steps, step)
			if !games.SameTurn(from, out.State, seat) {
				break
			}
		}
	}
	if len(steps) == 0 {
		// Nobody was waiting: re-arm the clock.
		next, _, err := mg.changeLocked(ctx, m.Channel, func(m *Match) (*Step, error) {
			m.startTurn(now)
			return nil, nil
		})
		if err != nil {
			return nil, err
		}
		ex.Kind, ex.Outcome = NothingDue, &Outcome{Match: next, State: st}
		return ex, nil
	}
	if ex.Abandoned && m.OnTimeouts != Abandon {
		keepHumans(m, cur, ex)
	}
	for _, step := range steps {
		out.Steps = append(out.Steps, *step)
	}
	out.Match = m
	done, err := mg.playBots(ctx, cur, m, steps, out)
	if !done {
		return nil, fmt.Errorf("session: timeout: %w", err)
	}
	ex.Outcome = out
	return ex, err
}

// keepHumans gives back to their players the seats handed to bots in
// this expiry, when the handover left no human at the table and so
// abandoned the match: a match is abandoned, or a bot takes a seat, never
// both (see TakeOver).
func keepHumans(m, cur *Match, ex *Expiry) {
	for _, s := range ex.TakenOver {
		m.Players[s] = cur.Players[s]
	}
	ex.TakenOver = nil
}

// timeoutMove plays seat's timeout move in m and applies the rule for
// timeouts in a row.
func timeoutMove(m *Match, seat games.Seat, now time.Time, out *Outcome, ex *Expiry) (*Step, error) {
	turn := max(m.Turns, 1) // the turn the seat ran out of time in
	step, err := turnMove(m, seat, out)
	if err != nil {
		return nil, err
	}
	ex.Late = append(ex.Late, seat)
	m.startTurn(now)
	if int(seat) >= len(m.Timeouts) {
		return step, nil
	}
	m.Timeouts[seat]++
	if m.Timeouts[seat] < m.Limit() || m.Phase != Playing {
		return step, nil
	}
	if m.OnTimeouts == Abandon {
		m.Phase, m.Abandoned = Cancelled, true
		ex.Abandoned = true
		return step, nil
	}
	m.Players[seat].Bot = true
	m.Players[seat].Level = games.Normal
	if m.Players[seat].BotSince == 0 {
		m.Players[seat].BotSince = turn
	}
	m.Players[seat].BackSince = 0
	ex.TakenOver = append(ex.TakenOver, seat)
	if !hasHuman(m) {
		m.Phase, m.Abandoned = Cancelled, true
		ex.Abandoned = true
	}
	return step, nil
}

// turnMove plays the game's timeout move for seat in m (its default
// move if the game refuses that) and marks the step as a timeout's.
func turnMove(m *Match, seat games.Seat, out *Outcome) (*Step, error) {
	st, err := m.Decode()
	if err != nil {
		return nil, err
	}
	step, err := applyMove(m, seat, "", games.TimeoutMove(st, seat), out)
	if err != nil {
		if step, err = applyMove(m, seat, "", st.Default(seat), out); err != nil {
			return nil, err
		}
	}
	step.Timeout = true
	return step, nil
}
