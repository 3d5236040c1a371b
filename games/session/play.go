package session

import (
	"context"
	"fmt"
	"slices"

	"github.com/quintetbot/quintet/games"
)

// maxBotMoves bounds the bot moves played after one request, so that an
// engine bug cannot hold a channel forever.
const maxBotMoves = 10000

// Outcome is what a request that moved the game produced.
type Outcome struct {
	Match *Match      // the match after every step
	State games.State // the game state after every step
	Steps []Step      // the steps written, the request's first, then bots'
	// Before lists the seats that could act before the first step (nil
	// when the outcome began with no move, as a start does).
	Before []games.Seat
	// From is the game state before the first step, nil when the outcome
	// began with no move; with Steps and their draws it replays to State.
	From games.State
}

// Start deals the game; only the host may. Bot seats that must act first
// move at once.
func (mg *Manager) Start(ctx context.Context, channel, user string) (*Outcome, error) {
	defer mg.lock(ctx, channel)()
	out := &Outcome{}
	return mg.answered(ctx, channel, out, func(m *Match) (*Step, error) {
		if m.Phase != Lobby {
			return nil, ErrNotLobby
		}
		if m.Host != user {
			return nil, notHost(m)
		}
		rules, err := m.Rules()
		if err != nil {
			return nil, err
		}
		if len(m.Players) < rules.Info().MinSeats {
			return nil, fmt.Errorf("%w: %s needs %d", ErrTooFewPlayers, rules.Info().Title, rules.Info().MinSeats)
		}
		if err := seat(m, rules); err != nil {
			return nil, err
		}
		dropInvites(m)
		pcg, err := mg.commit(m)
		if err != nil {
			return nil, err
		}
		m.BotSeed = botSeed(pcg)
		rec := &games.Recorder{R: newPCGRand(pcg)}
		st, err := rules.New(m.Options, len(m.Players), rec)
		if err != nil {
			return nil, err
		}
		if err := setState(m, st, pcg); err != nil {
			return nil, err
		}
		m.Phase = Playing
		m.Turn, m.Turns = m.Version+1, 1
		m.Moved = make([]int64, len(m.Players))
		out.State = st
		return &Step{Seat: games.Spectator, User: user, Move: StepStart.Move(), Draws: rec.Draws}, nil
	})
}

// seat puts the lobby's players into the seats the game wants them in
// (see Match.Seated).
func seat(m *Match, rules games.Rules) error {
	seated, err := seatedBy(m, rules)
	if err != nil {
		return err
	}
	m.Players = seated
	return nil
}

// PlayRequest is a move by a user.
type PlayRequest struct {
	Channel string
	User    string
	Move    games.Move
	// Version, when not zero, is the match version the user saw; a move on
	// any other version is refused with ErrStale.
	Version int64
}

// Play applies a user's move, then the moves of bot seats that must act,
// and stores them together (one commit for the move and its answers).
// When the move is written but a bot's after it is not, it returns the
// Outcome of what was written with an error wrapping ErrBotsBehind; the
// same holds for Start and Resign.
func (mg *Manager) Play(ctx context.Context, req PlayRequest) (*Outcome, error) {
	defer mg.lock(ctx, req.Channel)()
	out := &Outcome{}
	return mg.answered(ctx, req.Channel, out, func(m *Match) (*Step, error) {
		if m.Phase != Playing {
			return nil, ErrNotPlaying
		}
		seat, ok := m.SeatOf(req.User)
		if !ok {
			return nil, m.NotSeated(req.User)
		}
		if err := m.BotHolds(req.User); err != nil {
			return nil, err
		}
		if req.Version != 0 && !m.Fresh(seat, req.Version) {
			return nil, ErrStale
		}
		if int(seat) < len(m.Timeouts) {
			m.Timeouts[seat] = 0
		}
		return applyMove(m, seat, req.User, req.Move, out)
	})
}

// Resign hands a user's seat to the default policy for the rest of the
// match. When no human is left, the match is cancelled.
func (mg *Manager) Resign(ctx context.Context, channel, user string) (*Outcome, error) {
	defer mg.lock(ctx, channel)()
	out := &Outcome{}
	return mg.answered(ctx, channel, out, func(m *Match) (*Step, error) {
		if m.Phase != Playing {
			return nil, ErrNotPlaying
		}
		seat, ok := m.SeatOf(user)
		if !ok {
			return nil, m.NotSeated(user)
		}
		m.Players[seat].Bot = true
		m.Players[seat].Resigned = true
		m.Players[seat].Level = games.Normal
		m.Undo = nil
		if !hasHuman(m) {
			m.Phase = Cancelled
		}
		st, err := m.Decode()
		if err != nil {
			return nil, err
		}
		out.State = st
		return &Step{Seat: seat, User: user, Move: StepResign.Move()}, nil
	})
}

func hasHuman(m *Match) bool {
	for _, p := range m.Players {
		if !p.Bot {
			return true
		}
	}
	return false
}

// applyMove applies one move to m in place and returns its step.
func applyMove(m *Match, seat games.Seat, user string, move games.Move, out *Outcome) (*Step, error) {
	st, err := m.Decode()
	if err != nil {
		return nil, err
	}
	pcg, err := decodeRand(m.RNG)
	if err != nil {
		return nil, err
	}
	if out.Before == nil {
		out.Before, out.From = st.Actors(), st
	}
	rec := &games.Recorder{R: newPCGRand(pcg)}
	next, err := st.Apply(seat, move, rec)
	if err != nil {
		return nil, withNames(err, m)
	}
	if err := setState(m, next, pcg); err != nil {
		return nil, err
	}
	m.Undo = nil // a move ends any request to take one back
	if newTurn(st, next) {
		m.Turn = m.Version + 1
		m.Turns++
	}
	if int(seat) < len(m.Moved) {
		m.Moved[seat] = m.Version + 1
	}
	out.State = next
	return &Step{Seat: seat, User: user, Move: games.Normalize(move), Draws: rec.Draws}, nil
}

func setState(m *Match, st games.State, pcg interface{ MarshalBinary() ([]byte, error) }) error {
	b, err := st.Encode()
	if err != nil {
		return err
	}
	r, err := pcg.MarshalBinary()
	if err != nil {
		return err
	}
	m.State, m.RNG = b, r
	decodedStates.put(m.ID, m.Game, b, st)
	if res := st.Result(); res.Over {
		m.Phase = Finished
		m.Result = &res
	}
	return nil
}

// answered makes the change edit makes to the channel's match, plays the
// automatic moves and bot seats that answer it, and stores them all in
// one Put (see playBots): a move and its answers are one commit. A change
// without a step (edit returns none) is stored alone. It returns a nil
// Outcome when nothing was stored. The caller holds the channel lock.
func (mg *Manager) answered(ctx context.Context, channel string, out *Outcome, edit func(m *Match) (*Step, error)) (*Outcome, error) {
	cur, err := mg.store.Get(ctx, channel)
	if err != nil {
		return nil, err
	}
	stored := *cur // the store's copy is ours: edit changes it in place
	m, step, err := mg.edit(cur, edit)
	if err != nil {
		return nil, err
	}
	out.Match = m
	if step == nil {
		if err := mg.put(ctx, &stored, m); err != nil {
			return nil, err
		}
		out.State, _ = m.Decode()
		return out, nil
	}
	out.Steps = append(out.Steps, *step)
	done, err := mg.playBots(ctx, &stored, m, []*Step{step}, out)
	if !done {
		return nil, err
	}
	return out, err
}

// playBots plays automatic moves and bot seats from out.State until a
// human must decide or the game ends, appending the steps to out. The
// moves are made on copies of m and stored together, in one Put: a move
// that several bots answer waits for one commit, not one each. stored is
// the match as the store holds it, and m either stored itself (made is
// empty) or the match that the steps made first made from it, which are
// not stored yet and go in that Put: a player's move, or the timeout
// moves of a turn. When that Put fails, the made steps are stored alone
// and the outcome ends at them (ErrBotsBehind); when that fails too, done
// is false: they did not happen. When the bots' moves are not stored, the
// outcome ends at the match that is. The caller holds the channel lock.
func (mg *Manager) playBots(ctx context.Context, stored, m *Match, made []*Step, out *Outcome) (done bool, err error) {
	played, steps, stop := m, []*Step(nil), error(nil)
	for i := 0; m.Phase == Playing; i++ {
		if i == maxBotMoves {
			stop = fmt.Errorf("session: bots still moving after %d moves", maxBotMoves)
			break
		}
		mv, ok := nextMover(m, out.State)
		if !ok {
			break
		}
		move := mv.move(m, out.State)
		next, step, err := mg.edit(m.Clone(), func(m *Match) (*Step, error) {
			step, err := applyMove(m, mv.seat, "", move, out)
			if err != nil && mv.auto == "" {
				// A bot's move the game refuses must not stall the match.
				st, derr := m.Decode()
				if derr != nil {
					return nil, err
				}
				return applyMove(m, mv.seat, "", st.Default(mv.seat), out)
			}
			return step, err
		})
		if err != nil {
			stop = fmt.Errorf("%w: bot %s playing %q: %w", ErrBotsBehind, mv.seat, move, err)
			break
		}
		m = next
		steps = append(steps, step)
	}
	if len(made) > 0 || len(steps) > 0 {
		if err := mg.put(ctx, stored, m, append(slices.Clip(made), steps...)...); err != nil {
			if len(made) > 0 {
				if len(steps) == 0 {
					return false, err
				}
				if err := mg.put(ctx, stored, played, made...); err != nil {
					return false, err
				}
			}
			m, stop = played, fmt.Errorf("%w: bots' %d moves: %w", ErrBotsBehind, len(steps), err)
			steps = nil
		}
	}
	for _, step := range steps {
		out.Steps = append(out.Steps, *step)
	}
	out.Match = m
	if stop != nil {
		// out.State may be the state of a move not written: the outcome
		// ends at the last match written.
		if st, err := m.Decode(); err == nil {
			out.State = st
		}
	}
	return true, stop
}

// nextBot returns the lowest actor seat that a bot plays.
func nextBot(m *Match, st games.State) (games.Seat, bool) {
	if st == nil {
		return 0, false
	}
	for _, s := range st.Actors() {
		if int(s) < len(m.Players) && m.Players[s].Bot {
			return s, true
		}
	}
	return 0, false
}

// newTurn reports whether a move began a new turn: some seat may act now
// that could not before, or the game ended.
func newTurn(before, after games.State) bool {
	if after.Result().Over {
		return true
	}
	was := before.Actors()
	for _, s := range after.Actors() {
		if !slices.Contains(was, s) {
			return true
		}
	}
	return false
}

// Fresh reports whether a move drawn at version may still be played by
// seat: the version is current, or it lies within the current turn and the
// seat has not moved since (other seats' moves in a turn where several act
// at once do not make a seat's controls stale).
func (m *Match) Fresh(seat games.Seat, version int64) bool {
	if version == m.Version {
		return true
	}
	if version < m.Turn || version > m.Version || int(seat) >= len(m.Moved) {
		return false
	}
	return m.Moved[seat] <= version
}
