package session

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/quintetbot/quintet/games"
)

// Errors of taking back a move. Their text is written for players.
var (
	// ErrNothingToUndo: the seat has no move that stands.
	ErrNothingToUndo = errors.New("you have no move to take back")
	// ErrCannotUndo: the move may not be taken back; wrapped with why.
	ErrCannotUndo = errors.New("that move cannot be taken back")
	// ErrUndoPending: a request to take back a move waits for answers.
	ErrUndoPending = errors.New("a request to take back a move is already waiting for answers")
	// ErrUndoExpired: the request answered is no longer open.
	ErrUndoExpired = errors.New("that request to take back a move has expired")
	// ErrNotAsked: the user's answer is not one the request waits for.
	ErrNotAsked = errors.New("that request is not waiting for your answer")
)

// UndoRequest is a seat's request to take back its last move.
type UndoRequest struct {
	Seat   games.Seat `json:"seat"`   // who asks
	Target int64      `json:"target"` // the version of the step to take back
	Move   games.Move `json:"move"`   // that step's move
	// Asked is the match version the request was made at; its prompt's
	// buttons carry it.
	Asked int64 `json:"asked"`
	// Waiting lists the human seats whose consent is still missing.
	Waiting []games.Seat `json:"waiting,omitempty"`
}

// Undo takes back the user's last move that stands, with every game move
// after it. Without anyone's consent when it is the last step of the log
// and drew no dice; otherwise with the consent of every other human seat
// (bots consent at once): then, when a human must answer, the request is
// stored on the match (Match.Undo, no step written) and the Outcome has no
// steps. A roll, and any move after which dice were drawn, is never taken
// back; neither is a move after a resignation, nor one played because
// time ran out. The request is returned either way.
func (mg *Manager) Undo(ctx context.Context, channel, user string) (*Outcome, *UndoRequest, error) {
	defer mg.lock(ctx, channel)()
	out := &Outcome{}
	var req UndoRequest
	out, err := mg.answered(ctx, channel, out, func(m *Match) (*Step, error) {
		if m.Phase != Playing {
			return nil, ErrNotPlaying
		}
		seat, ok := m.SeatOf(user)
		if !ok {
			return nil, m.NotSeated(user)
		}
		if m.Undo != nil {
			return nil, ErrUndoPending
		}
		u, err := mg.undoable(ctx, m, seat)
		if err != nil {
			return nil, err
		}
		u.plan.req.Asked = m.Version + 1
		req = u.plan.req
		if u.free || len(req.Waiting) == 0 {
			req.Waiting = nil
			return takeBack(m, u.plan, user, out)
		}
		m.Undo = &req
		return nil, nil
	})
	if out == nil {
		return nil, nil, err
	}
	return out, &req, err
}

// AnswerUndo records a user's answer to the request made at version
// asked. A refusal drops the request; the last consent takes the move
// back, and the Outcome then holds the undo step.
func (mg *Manager) AnswerUndo(ctx context.Context, channel, user string, asked int64, allow bool) (*Outcome, *UndoRequest, error) {
	defer mg.lock(ctx, channel)()
	out := &Outcome{}
	var req UndoRequest
	out, err := mg.answered(ctx, channel, out, func(m *Match) (*Step, error) {
		if m.Phase != Playing || m.Undo == nil || m.Undo.Asked != asked {
			return nil, ErrUndoExpired
		}
		seat, ok := m.SeatOf(user)
		if !ok {
			return nil, m.NotSeated(user)
		}
		i := slices.Index(m.Undo.Waiting, seat)
		if i < 0 {
			return nil, ErrNotAsked
		}
		req = *m.Undo
		if !allow {
			m.Undo = nil
			return nil, nil
		}
		m.Undo.Waiting = slices.Delete(m.Undo.Waiting, i, i+1)
		req.Waiting = slices.Clone(m.Undo.Waiting)
		if len(m.Undo.Waiting) > 0 {
			return nil, nil
		}
		u, err := mg.undoable(ctx, m, m.Undo.Seat)
		if err != nil {
			return nil, err
		}
		if u.plan.req.Target != req.Target {
			return nil, ErrUndoExpired
		}
		m.Undo = nil
		return takeBack(m, u.plan, m.Players[req.Seat].User, out)
	})
	if out == nil {
		return nil, nil, err
	}
	return out, &req, err
}

// undoPlan is what taking back a seat's last move would do.
type undoPlan struct {
	req    UndoRequest
	before games.State // the game state before the step taken back
}

type undoCheck struct {
	plan undoPlan
	free bool // no consent is needed
}

// undoable finds seat's last move that stands and checks that it, and
// every move after it, may be taken back.
func (mg *Manager) undoable(ctx context.Context, m *Match, seat games.Seat) (undoCheck, error) {
	log, err := mg.store.Log(ctx, m.ID)
	if err != nil {
		return undoCheck{}, err
	}
	eff := Effective(log)
	target := -1
	for i := len(eff) - 1; i > 0 && target < 0; i-- {
		if eff[i].Seat == seat && gameMove(eff[i]) {
			target = i
		}
	}
	if target < 0 {
		return undoCheck{}, ErrNothingToUndo
	}
	if eff[target].Timeout {
		return undoCheck{}, fmt.Errorf("%w: it was played for you when your time ran out", ErrCannotUndo)
	}
	states, err := replayStates(m, eff)
	if err != nil {
		return undoCheck{}, err
	}
	for i := target; i < len(eff); i++ {
		s := eff[i]
		switch {
		case !gameMove(s):
			return undoCheck{}, fmt.Errorf("%w: %s resigned after it", ErrCannotUndo, m.Name(s.Seat))
		case i == target && !games.Undoable(states[i], s.Seat, s.Move):
			return undoCheck{}, fmt.Errorf("%w: `%s` is chance", ErrCannotUndo, s.Move)
		case !games.Undoable(states[i], s.Seat, s.Move):
			return undoCheck{}, fmt.Errorf("%w: %s's `%s` came after it, and chance never comes back", ErrCannotUndo, m.Name(s.Seat), s.Move)
		case i > target && len(s.Draws) > 0:
			return undoCheck{}, fmt.Errorf("%w: new dice were drawn after it (%s: `%s`)", ErrCannotUndo, m.Name(s.Seat), s.Move)
		}
	}
	req := UndoRequest{Seat: seat, Target: eff[target].Version, Move: eff[target].Move}
	for i, p := range m.Players {
		if s := games.Seat(i); s != seat && !p.Bot && p.User != "" && !p.Resigned {
			req.Waiting = append(req.Waiting, s)
		}
	}
	free := target == len(eff)-1 && len(eff[target].Draws) == 0
	return undoCheck{plan: undoPlan{req: req, before: states[target]}, free: free}, nil
}

// replayStates replays effective steps with their recorded dice and
// returns, per step, the game state before it (nil for the start).
func replayStates(m *Match, eff []Step) (states []games.State, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("session: match %s: the log does not replay: %v", m.ID, r)
		}
	}()
	if len(eff) == 0 || !eff[0].Is(StepStart) || eff[0].Seat != games.Spectator {
		return nil, fmt.Errorf("session: match %s: the log does not begin with the start", m.ID)
	}
	rules, err := m.Rules()
	if err != nil {
		return nil, err
	}
	st, err := rules.New(m.Options, len(m.Players), games.NewReplay(eff[0].Draws))
	if err != nil {
		return nil, fmt.Errorf("session: match %s: start: %w", m.ID, err)
	}
	states = make([]games.State, len(eff))
	for i := 1; i < len(eff); i++ {
		states[i] = st
		if !gameMove(eff[i]) {
			continue
		}
		if st, err = st.Apply(eff[i].Seat, eff[i].Move, games.NewReplay(eff[i].Draws)); err != nil {
			return nil, fmt.Errorf("session: match %s: step at version %d: %w", m.ID, eff[i].Version, err)
		}
	}
	return states, nil
}

// takeBack sets m to the state before the planned step and returns the
// undo step. The generator is left where it is, and so is the turn and
// its clock: taking a move back buys no time.
func takeBack(m *Match, p undoPlan, user string, out *Outcome) (*Step, error) {
	cur, err := m.Decode()
	if err != nil {
		return nil, err
	}
	pcg, err := decodeRand(m.RNG)
	if err != nil {
		return nil, err
	}
	out.Before, out.From = cur.Actors(), cur
	if err := setState(m, p.before, pcg); err != nil {
		return nil, err
	}
	m.Undo = nil
	out.State = p.before
	return &Step{Seat: p.req.Seat, User: user, Move: UndoMove(p.req.Target)}, nil
}
