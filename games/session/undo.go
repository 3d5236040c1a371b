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
	// Taken lists every move the request takes back, that step's first,
	// whoever played them; empty in a request stored before it was kept.
	Taken []TakenMove `json:"taken,omitempty"`
	// Asked is the match version the request was made at; its prompt's
	// buttons carry it.
	Asked int64 `json:"asked"`
	// Waiting lists the human seats whose consent is still missing.
	Waiting []games.Seat `json:"waiting,omitempty"`
}

// TakenMove is one move an undo request takes back.
type TakenMove struct {
	Seat games.Seat `json:"seat"`
	// Move is the move's notation; "" for a move hidden from the other
	// seats (see games.Revealer), which is named by its seat alone.
	Move games.Move `json:"move,omitempty"`
}

// Undo takes back the user's last move that stands, with every game move
// after it, whoever played them (UndoRequest.Taken names them all). It
// needs the consent of every other human seat that played one of those
// moves (bots consent at once): then the request is stored on the match
// (Match.Undo, no step written) and the Outcome has no steps; without
// such a seat the move comes back at once. It is refused with the reason
// (ErrCannotUndo) when anything hidden from the user was shown after the
// move: dice or tiles drawn, by it or after it, or a move that showed
// another seat's secret (games.Revealer); so is a roll, a move after a
// resignation, one played because time ran out, and a request to take
// the game back to a point it was already asked to go back to (one
// request per point of the game, so that undos cannot loop). The request
// is returned either way.
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
		if slices.Contains(m.UndoPoints, u.point) {
			return nil, fmt.Errorf("%w: the game already went back to this point once", ErrCannotUndo)
		}
		m.UndoPoints = append(slices.DeleteFunc(m.UndoPoints, func(v int64) bool { return v < u.barrier }), u.point)
		u.plan.req.Asked = m.Version + 1
		req = u.plan.req
		if len(req.Waiting) == 0 {
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
	// point is the version of the step the game would go back to (the one
	// before the move taken back); barrier, that of the last step that
	// drew, before which the game can never go back.
	point, barrier int64
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
	req := UndoRequest{Seat: seat, Target: eff[target].Version, Move: eff[target].Move}
	for i := target; i < len(eff); i++ {
		s := eff[i]
		if err := mayTakeBack(m, states[i], s, seat, i == target); err != nil {
			return undoCheck{}, err
		}
		t := TakenMove{Seat: s.Seat, Move: s.Move}
		if s.Seat != seat && games.Conceals(states[i], s.Seat, s.Move) {
			t.Move = ""
		}
		req.Taken = append(req.Taken, t)
		if p := m.Players[s.Seat]; s.Seat != seat && !p.Bot && p.User != "" && !p.Resigned && !slices.Contains(req.Waiting, s.Seat) {
			req.Waiting = append(req.Waiting, s.Seat)
		}
	}
	slices.Sort(req.Waiting)
	u := undoCheck{plan: undoPlan{req: req, before: states[target]}, point: eff[target-1].Version}
	for _, s := range eff[:target] {
		if len(s.Draws) > 0 {
			u.barrier = s.Version
		}
	}
	return u, nil
}

// mayTakeBack says why step s, played from st, stops seat from taking
// back its move (s itself when target), or nil when nothing does.
func mayTakeBack(m *Match, st games.State, s Step, seat games.Seat, target bool) error {
	switch {
	case !gameMove(s):
		return fmt.Errorf("%w: %s resigned after it", ErrCannotUndo, m.Name(s.Seat))
	case target && !games.Undoable(st, s.Seat, s.Move):
		return fmt.Errorf("%w: `%s` is chance", ErrCannotUndo, s.Move)
	case !games.Undoable(st, s.Seat, s.Move):
		return fmt.Errorf("%w: %s's `%s` came after it, and chance never comes back", ErrCannotUndo, m.Name(s.Seat), s.Move)
	case target && len(s.Draws) > 0:
		return fmt.Errorf("%w: %s with it", ErrCannotUndo, drawnWords(m))
	case len(s.Draws) > 0:
		return fmt.Errorf("%w: %s after it (%s: `%s`)", ErrCannotUndo, drawnWords(m), m.Name(s.Seat), s.Move)
	case games.Reveals(st, s.Seat, s.Move, seat):
		return fmt.Errorf("%w: %s's move after it showed you what was hidden from you", ErrCannotUndo, m.Name(s.Seat))
	}
	return nil
}

// drawnWords says that new draws were made, in the words of the match's
// game: dice drawn, or tiles dealt.
func drawnWords(m *Match) string {
	if rules, err := m.Rules(); err == nil && rules.Info().Draws == "Deal" {
		return "new tiles were dealt"
	}
	return "new dice were drawn"
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
