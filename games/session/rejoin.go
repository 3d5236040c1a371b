package session

import (
	"context"
	"errors"
	"fmt"
)

// ErrBotSeat: a bot plays the user's seat because they timed out too
// often; Rejoin gives it back.
var ErrBotSeat = errors.New("a bot has your seat")

// ErrNotTakenOver: Rejoin was asked for a seat no bot took over.
var ErrNotTakenOver = errors.New("no bot has your seat: it is yours to play")

// BotHolds returns an error wrapping ErrBotSeat that says since when, if
// a bot plays user's seat after their timeouts; nil otherwise.
func (m *Match) BotHolds(user string) error {
	seat, ok := m.SeatOf(user)
	if !ok {
		return nil
	}
	if p := m.Players[seat]; p.Bot && p.TakenOver() {
		return fmt.Errorf("%w since turn %d, after your timeouts; /game rejoin gives it back", ErrBotSeat, p.BotSince)
	}
	return nil
}

// Rejoin gives a user their seat back from the bot that took it over
// after timeouts: from the next point the seat may act, it waits for
// them again, with no timeouts counted. The takeover still counts in the
// match's result (see Player.Forfeited).
func (mg *Manager) Rejoin(ctx context.Context, channel, user string) (*Match, error) {
	defer mg.lock(ctx, channel)()
	m, _, err := mg.changeLocked(ctx, channel, func(m *Match) (*Step, error) {
		if m.Phase != Playing {
			return nil, ErrNotPlaying
		}
		seat, ok := m.SeatOf(user)
		if !ok {
			return nil, m.NotSeated(user)
		}
		p := &m.Players[seat]
		if !p.Bot || !p.TakenOver() {
			return nil, ErrNotTakenOver
		}
		p.Bot, p.Level, p.BackSince = false, 0, max(m.Turns, 1)
		if int(seat) < len(m.Timeouts) {
			m.Timeouts[seat] = 0
		}
		return nil, nil
	})
	return m, err
}
