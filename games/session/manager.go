package session

import (
	"context"
	crand "crypto/rand"
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"strconv"
	"time"

	"github.com/quintetbot/quintet/games"
)

// Manager runs matches: every method loads the channel's match, checks the
// request, applies it and writes it through the Store before it returns.
// Calls for one channel are serialized by the channel's one lock (which a
// caller may hold around several calls, see Lock); calls for different
// channels run in parallel.
type Manager struct {
	store Store
	now   func() time.Time
	seed  func() [2]uint64
	locks KeyedMutex
	wake  func(time.Time)
	// labels makes the labels of deleted users; nil: crypto/rand.
	labels func() string
}

// Option configures a Manager.
type Option func(*Manager)

// WithClock sets the clock (default time.Now).
func WithClock(now func() time.Time) Option { return func(m *Manager) { m.now = now } }

// WithSeeds sets where each match's generator seed comes from (default
// crypto/rand). Tests use it to make dice reproducible.
func WithSeeds(seed func() [2]uint64) Option { return func(m *Manager) { m.seed = seed } }

// WithWake sets a function called after a change gives a match a new
// deadline, so a scheduler sleeping until a later one can wake earlier.
// It must not block.
func WithWake(f func(at time.Time)) Option { return func(m *Manager) { m.wake = f } }

// NewManager returns a Manager over store.
func NewManager(store Store, opts ...Option) *Manager {
	m := &Manager{store: store, now: time.Now, seed: cryptoSeed}
	for _, o := range opts {
		o(m)
	}
	return m
}

// Now returns the Manager's clock's time.
func (mg *Manager) Now() time.Time { return mg.now() }

func cryptoSeed() [2]uint64 {
	var b [16]byte
	if _, err := crand.Read(b[:]); err != nil {
		panic("session: crypto/rand: " + err.Error())
	}
	return [2]uint64{binary.LittleEndian.Uint64(b[:8]), binary.LittleEndian.Uint64(b[8:])}
}

// Get returns the open match of a channel.
func (mg *Manager) Get(ctx context.Context, channel string) (*Match, error) {
	return mg.store.Get(ctx, channel)
}

// OpenRequest asks for a new lobby.
type OpenRequest struct {
	Guild, Channel string
	Game           string
	Options        games.Options
	Host           Player      // the user who opens the lobby takes seat 0
	Others         []Player    // seats taken at once after the host's (bots of a rematch)
	Bots           int         // bot seats to add at once, after Others
	Level          games.Level // how strongly the lobby's bots play
	// Invites are the users whose seats the lobby holds until they
	// answer (see Manager.Invite).
	Invites []Invitee
	// Timing holds the turn time and timeout choices; its deadline
	// fields are ignored. Zero fields take the defaults.
	Timing Timing
	// Parent, for a match opened in a thread made for it, is the channel
	// the thread belongs to.
	Parent string
	// Lang is the language of the match's public messages (a locale.Lang's
	// name): the server's when the lobby opens, kept to the end.
	Lang string
}

// Open creates a lobby in a channel with the host in seat 0.
func (mg *Manager) Open(ctx context.Context, req OpenRequest) (*Match, error) {
	if err := req.Check(); err != nil {
		return nil, err
	}
	rules, _ := games.Lookup(req.Game)
	info := rules.Info()
	defer mg.lock(ctx, req.Channel)()
	if _, err := mg.store.Get(ctx, req.Channel); err == nil {
		return nil, ErrChannelBusy
	}
	now := mg.now().UTC()
	m := &Match{
		ID:      req.Channel + "-" + strconv.FormatInt(now.UnixNano(), 36),
		Guild:   req.Guild,
		Channel: req.Channel,
		Game:    info.Name,
		Options: req.Options,
		Level:   req.Level,
		Host:    req.Host.User,
		Players: append([]Player{req.Host}, req.Others...),
		Phase:   Lobby,
		Version: 1,
		Created: now,
		Updated: now,
		Timing: Timing{
			TurnTime: req.Timing.TurnTime, RemindShare: req.Timing.RemindShare, RemindEvery: req.Timing.RemindEvery,
			MaxTimeouts: req.Timing.MaxTimeouts, OnTimeouts: req.Timing.OnTimeouts,
		},
		Thread: ThreadInfo{Parent: req.Parent},
		Lang:   req.Lang,
	}
	for range req.Bots {
		m.Players = append(m.Players, botPlayer(len(m.Players), req.Level))
	}
	if err := openInvites(m, req, now); err != nil {
		return nil, err
	}
	m.Wake = m.nextLapse()
	if err := mg.put(ctx, &Match{}, m, nil); err != nil {
		return nil, err
	}
	return m, nil
}

// Check returns the error Open would refuse req with for its game, options,
// clock or seats (not for a busy channel), so that a caller can check
// before making a channel for it.
func (req OpenRequest) Check() error {
	rules, err := games.Lookup(req.Game)
	if err != nil {
		return err
	}
	info := rules.Info()
	if err := games.CheckOptions(rules, req.Options); err != nil {
		return err
	}
	if err := req.Timing.CheckChoices(); err != nil {
		return err
	}
	if _, most := games.SeatRange(rules, req.Options); req.Bots < 0 || 1+len(req.Others)+req.Bots > most {
		return fmt.Errorf("session: %w: %s seats at most %s", games.ErrBadOptions, titleWith(info, req.Options), players(most))
	}
	return nil
}

func botPlayer(seat int, l games.Level) Player {
	return Player{Name: "Bot " + strconv.Itoa(seat+1), Bot: true, Level: l}
}

// change loads the channel's match, lets edit change a copy of it, bumps
// the version and stores it with step. edit returns the step to log, if any.
func (mg *Manager) change(ctx context.Context, channel string, edit func(m *Match) (*Step, error)) (*Match, error) {
	defer mg.lock(ctx, channel)()
	m, _, err := mg.changeLocked(ctx, channel, edit)
	return m, err
}

// changeLocked is change for a caller that holds the channel lock; it also
// returns the step written.
func (mg *Manager) changeLocked(ctx context.Context, channel string, edit func(m *Match) (*Step, error)) (*Match, *Step, error) {
	cur, err := mg.store.Get(ctx, channel)
	if err != nil {
		return nil, nil, err
	}
	// The store's copy is ours to change (see Store), so edit changes it
	// in place; was keeps the fields it had that the wake-up compares
	// with (a shallow copy: only its scalars are read).
	was := *cur
	m, step, err := mg.edit(cur, edit)
	if err != nil {
		return nil, nil, err
	}
	if err := mg.put(ctx, &was, m, step); err != nil {
		return nil, nil, err
	}
	return m, step, nil
}

// edit applies fn to m in place, then moves m to its next version at the
// current time and reschedules it; the step fn returns, if any, gets the
// same version and time. Nothing is stored.
func (mg *Manager) edit(m *Match, fn func(m *Match) (*Step, error)) (*Match, *Step, error) {
	was := *m // a shallow copy: schedule reads only its scalars
	step, err := fn(m)
	if err != nil {
		return nil, nil, err
	}
	m.Version = was.Version + 1
	m.Updated = mg.now().UTC()
	schedule(&was, m, m.Updated)
	if step != nil {
		step.Version = m.Version
		step.At = m.Updated
	}
	return m, step, nil
}

// put stores m, which the steps made from stored, and wakes the
// scheduler when m's deadline is new.
func (mg *Manager) put(ctx context.Context, stored, m *Match, steps ...*Step) error {
	if err := mg.store.Put(ctx, m, steps...); err != nil {
		return err
	}
	if !m.Wake.IsZero() && !m.Wake.Equal(stored.Wake) && mg.wake != nil {
		mg.wake(m.Wake)
	}
	return nil
}

// commit draws a fresh seed for m, records it and its commitment on m,
// and returns the generator it starts.
func (mg *Manager) commit(m *Match) (*rand.PCG, error) {
	s := mg.seed()
	m.Seed = seedHex(s)
	c, err := Commitment(m.Seed, m.ID)
	if err != nil {
		return nil, err
	}
	m.Commit = c
	return rand.NewPCG(s[0], s[1]), nil
}

func decodeRand(b []byte) (*rand.PCG, error) {
	p := &rand.PCG{}
	if err := p.UnmarshalBinary(b); err != nil {
		return nil, fmt.Errorf("session: generator state: %w", err)
	}
	return p, nil
}
