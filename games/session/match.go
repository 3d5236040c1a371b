package session

import (
	"bytes"
	"fmt"
	"maps"
	"slices"
	"time"

	"github.com/quintetbot/quintet/games"
)

// Phase is where a match stands.
type Phase string

// The phases of a match. Lobby and Playing are open; Finished and Cancelled
// are archived.
const (
	Lobby     Phase = "lobby"
	Playing   Phase = "playing"
	Finished  Phase = "finished"
	Cancelled Phase = "cancelled"
)

// Open reports whether the phase keeps the match in its channel.
func (p Phase) Open() bool { return p == Lobby || p == Playing }

// Player holds one seat.
type Player struct {
	User     string `json:"user,omitempty"` // Discord user id; empty for a bot seat
	Name     string `json:"name"`           // display name
	Bot      bool   `json:"bot,omitempty"`  // a bot plays this seat
	Resigned bool   `json:"resigned,omitempty"`
	// Level is how strongly the seat's bot plays; Normal for a seat handed
	// to a bot (resigned or timed out) and for matches stored before levels.
	Level games.Level `json:"level,omitempty"`
	// BotSince is the turn (see Match.Turns) from which a bot played the
	// seat because its player timed out too often; 0 if that never
	// happened. It stays set when the player takes the seat back.
	BotSince int `json:"bot_since,omitempty"`
	// BackSince is the turn from which the player, back, plays the seat
	// again after a takeover (see Manager.Rejoin); 0 if they did not.
	BackSince int `json:"back_since,omitempty"`
}

// Match is one game bound to a channel, from its lobby to its end.
type Match struct {
	ID      string        `json:"id"`
	Guild   string        `json:"guild"`
	Channel string        `json:"channel"`
	Game    string        `json:"game"`
	Options games.Options `json:"options,omitempty"`
	// Lang is the language its boards and announcements speak (a
	// locale.Lang's name), the server's when the lobby opened; empty:
	// English.
	Lang string `json:"lang,omitempty"`
	// Level is the level of the bots the lobby seats (bots:N, Add bot).
	Level games.Level `json:"level,omitempty"`
	// BotSeed is where the bots' own generators come from (see botRand);
	// set at the start, never shown.
	BotSeed uint64   `json:"bot_seed,omitempty"`
	Host    string   `json:"host"` // user id of the host
	Players []Player `json:"players"`
	Phase   Phase    `json:"phase"`
	// Version counts the changes of the match; every change bumps it by one.
	Version int64 `json:"version"`
	// State is the engine's encoded state; nil in the lobby.
	State []byte `json:"state,omitempty"`
	// RNG is the encoded generator the match's dice come from; never shown.
	RNG []byte `json:"rng,omitempty"`
	// Seed is the hex seed the generator started from (see NewDice), set
	// at the start; shown only once the match has ended (RevealedSeed).
	// Commit is its Commitment, shown from the start. Both are empty for
	// a match started before commitments existed.
	Seed   string `json:"seed,omitempty"`
	Commit string `json:"commit,omitempty"`
	// Turn is the version at which the current turn began: the last time a
	// seat became able to act that could not before (or the game ended).
	// Within a turn the board is edited in place; a new turn gets a new one.
	Turn int64 `json:"turn,omitempty"`
	// Turns counts the turns so far: 1 from the start, one more at each
	// new turn (see Turn); 0 for a match stored before it was counted.
	Turns int `json:"turns,omitempty"`
	// Abandoned: the match was cancelled because seats timed out too
	// often (see OnTimeouts); Timeouts says whose.
	Abandoned bool `json:"abandoned,omitempty"`
	// Vote is the open request of the seated players to change the clock
	// (see Manager.AskClock); nil when none.
	Vote *ClockVote `json:"vote,omitempty"`
	// Moved holds, per seat, the version its last move produced.
	Moved []int64 `json:"moved,omitempty"`
	// BoardMessage is the id of the message that shows the current board.
	BoardMessage string `json:"board,omitempty"`
	// BoardVersion is the version that message was last drawn at, as
	// SetBoard recorded it; below Version, the board owes a redraw (a stop
	// came between a move and its board).
	BoardVersion int64         `json:"board_version,omitempty"`
	Result       *games.Result `json:"result,omitempty"`
	// Undo is a request to take back a move that waits on other players'
	// consent; nil when none. Any move of the game drops it.
	Undo *UndoRequest `json:"undo,omitempty"`
	// UndoPoints are the versions of the steps that undo requests asked
	// to take the game back to (the step before each move to take back),
	// since the last draw: a point is asked for once (see Manager.Undo).
	UndoPoints []int64 `json:"undo_points,omitempty"`
	// Invites are the lobby's invitations (see Manager.Invite); the
	// start drops them.
	Invites []Invite `json:"invites,omitempty"`
	// Followers are the users, not seated, told by a direct message when
	// the match ends (see Manager.Follow).
	Followers []string `json:"followers,omitempty"`
	// Timing is the turn time and the current turn's deadline.
	Timing
	// Thread: the match is played in a thread (see ThreadInfo).
	Thread  ThreadInfo `json:"thread,omitzero"`
	Created time.Time  `json:"created"`
	Updated time.Time  `json:"updated"`
}

// Step is one entry of a match's log: the set-up (Seat is games.Spectator,
// Move is StepStart), a step of the session (StepKind) or a move, with
// every die drawn while it was applied.
type Step struct {
	Version int64        `json:"version"` // the match version this step produced
	Seat    games.Seat   `json:"seat"`
	User    string       `json:"user,omitempty"`
	Move    games.Move   `json:"move"`
	Draws   []games.Draw `json:"draws,omitempty"`
	At      time.Time    `json:"at"`
	// Timeout: the move was played because the seat's time ran out.
	Timeout bool `json:"timeout,omitempty"`
}

// SeatOf returns the seat of a user.
func (m *Match) SeatOf(user string) (games.Seat, bool) {
	for i, p := range m.Players {
		if p.User == user && user != "" && !p.Resigned {
			return games.Seat(i), true
		}
	}
	return games.Spectator, false
}

// ErrResigned: the user resigned from the match, and a bot plays their
// seat. It is an ErrNotSeated (errors.Is), whose wording it refines.
var ErrResigned error = resignedError{}

type resignedError struct{}

func (resignedError) Error() string        { return "you resigned from this game; a bot plays your seat" }
func (resignedError) Is(target error) bool { return target == ErrNotSeated }

// NotSeated is the error for a user SeatOf finds no seat for: ErrResigned
// when they resigned from the match, ErrNotSeated otherwise.
func (m *Match) NotSeated(user string) error {
	for _, p := range m.Players {
		if p.User == user && user != "" && p.Resigned {
			return ErrResigned
		}
	}
	return ErrNotSeated
}

// Name returns the display name of a seat.
func (m *Match) Name(s games.Seat) string {
	if s < 0 || int(s) >= len(m.Players) {
		return s.String()
	}
	return m.Players[s].Name
}

// Rules returns the match's game.
func (m *Match) Rules() (games.Rules, error) { return games.Lookup(m.Game) }

// Decode returns the match's game state. States are values: the one
// returned may be shared with other callers (see decodedStates).
func (m *Match) Decode() (games.State, error) {
	if m.State == nil {
		return nil, ErrNotPlaying
	}
	if st, ok := decodedStates.get(m.ID, m.Game, m.State); ok {
		return st, nil
	}
	r, err := m.Rules()
	if err != nil {
		return nil, err
	}
	st, err := r.Decode(m.State)
	if err != nil {
		return nil, fmt.Errorf("session: match %s: %w", m.ID, err)
	}
	decodedStates.put(m.ID, m.Game, bytes.Clone(m.State), st)
	return st, nil
}

// Clone returns a deep copy of m, so a change can be prepared without
// touching what another goroutine may read. Nil and empty slices and maps
// stay as they were, so the copy encodes to the same bytes.
func (m *Match) Clone() *Match {
	c := *m
	c.Options = maps.Clone(m.Options)
	c.Players = slices.Clone(m.Players)
	c.State = bytes.Clone(m.State)
	c.RNG = bytes.Clone(m.RNG)
	c.Moved = slices.Clone(m.Moved)
	c.Invites = slices.Clone(m.Invites)
	c.Followers = slices.Clone(m.Followers)
	c.Timeouts = slices.Clone(m.Timeouts)
	if m.Vote != nil {
		v := *m.Vote
		v.By = slices.Clone(v.By)
		c.Vote = &v
	}
	c.UndoPoints = slices.Clone(m.UndoPoints)
	if m.Undo != nil {
		u := *m.Undo
		u.Waiting = slices.Clone(u.Waiting)
		u.Taken = slices.Clone(u.Taken)
		c.Undo = &u
	}
	if m.Result != nil {
		r := *m.Result
		r.Scores = slices.Clone(r.Scores)
		r.Winners = slices.Clone(r.Winners)
		c.Result = &r
	}
	return &c
}

// Clone returns a deep copy of s.
func (s Step) Clone() Step {
	s.Draws = append([]games.Draw(nil), s.Draws...)
	return s
}
