package storage_test

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
)

// The differential test of the store: a run drives a session.Manager with
// real games over a twin (a storage.DB and a session.MemStore side by
// side), adds the writes a Manager never makes (stale Puts, SetBoard,
// Due at any time, closing and reopening the file), and after every
// operation checks that the two stores answer every read alike. The
// operations and all their choices come from a string of bytes, so that
// a fuzzer can search them and a failure replays.

// source hands out the choices of a run from its bytes; once they are
// used up every choice is 0 and the run stops.
type source struct{ b []byte }

func (s *source) done() bool { return len(s.b) == 0 }

// intn returns a choice in [0, n).
func (s *source) intn(n int) int {
	if len(s.b) == 0 || n <= 1 {
		return 0
	}
	v := int(s.b[0])
	s.b = s.b[1:]
	if n > 256 && len(s.b) > 0 {
		v = v<<8 | int(s.b[0])
		s.b = s.b[1:]
	}
	return v % n
}

// The channels and users of a run. A channel with a dash checks that a
// match id names its channel up to the last dash (see storage's tails).
var (
	modelChannels = []string{"c1", "c2", "g-3"}
	modelUsers    = []string{"u1", "u2", "u3"}
	modelGames    = []struct {
		name string
		opts games.Options
	}{
		{"cinqo", games.Options{"mode": "rounds", "rounds": "1"}},
		{"qwinto", nil},
		{"blingo", nil},
		{"quingo", nil},
		{"quinientos", nil},
	}
	// modelNames are display names a player may have, among them some
	// that look like the JSON around them and the mark of a record's
	// tail of steps (see storage's tail.go).
	modelNames     = []string{"Alice", `Bo"b`, `back\slash`, `,"log_tail":[`, "]}", "🎲 ünï", "line\u2028sep", ""}
	modelTurnTimes = []time.Duration{2 * time.Minute, time.Hour, 24 * time.Hour}
	// modelSteps are the clock's steps between operations.
	modelSteps = []time.Duration{time.Second, time.Minute, 10 * time.Minute, time.Hour, 6 * time.Hour}
)

// modelGuild returns the server of a channel: g-3 is in another.
func modelGuild(ch string) string {
	if ch == "g-3" {
		return "g2"
	}
	return "g1"
}

// maxModelOps bounds the operations of one run.
const maxModelOps = 300

// model is one run: the Manager, the twin under it and the clock.
type model struct {
	ctx    context.Context
	tw     *twin
	mg     *session.Manager
	now    time.Time
	src    *source
	boards int // SetBoards made, for distinct message ids
}

func newModel(t testing.TB, b []byte) *model {
	md := &model{ctx: context.Background(), tw: newTwin(t), now: time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC), src: &source{b: b}}
	seed, labels := uint64(0), byte(0)
	md.mg = session.NewManager(md.tw,
		session.WithClock(func() time.Time { md.now = md.now.Add(time.Millisecond); return md.now }),
		session.WithSeeds(func() [2]uint64 { seed++; return [2]uint64{seed, 11} }),
		session.WithLabels(func() string { labels++; return session.FormerLabel([8]byte{labels}) }))
	return md
}

// runModel plays the operations b describes and checks the stores after
// each, and the DB's Verify at the end.
func runModel(t testing.TB, b []byte) coverage {
	md := newModel(t, b)
	for i := 0; i < maxModelOps && !md.src.done(); i++ {
		md.step()
		md.tw.agree(md.ctx, modelChannels, md.now, false)
	}
	md.tw.agree(md.ctx, modelChannels, md.now, true)
	for _, w := range md.wakes() {
		md.tw.sameDue(md.ctx, w, 0)
	}
	md.tw.verify(md.ctx)
	return md.tw.seen
}

// step makes one operation, chosen by the next byte.
func (md *model) step() {
	ch := modelChannels[md.src.intn(len(modelChannels))]
	switch op := md.src.intn(17); {
	case op < 6:
		md.play(ch)
	case op == 6:
		md.open(ch)
	case op == 7:
		md.lobby(ch)
	case op == 8:
		md.setBoard(ch)
	case op == 9:
		md.stalePut(ch)
	case op == 10:
		md.end(ch)
	case op == 11:
		md.forget()
	case op == 12:
		md.tw.note("reopen")
		md.tw.reopen()
		md.tw.verify(md.ctx)
	case op == 13:
		md.due()
	case op == 14:
		md.tick()
	case op == 15:
		md.barePut(ch)
	default:
		md.clock(ch)
	}
}

// current returns the channel's open match as the MemStore has it; nil
// for none.
func (md *model) current(ch string) *session.Match {
	m, err := md.tw.MemStore.Get(md.ctx, ch)
	if err != nil {
		return nil
	}
	return m
}

// did notes a Manager call and its error; an error of the store's own
// (not a refusal of the request) fails the run.
func (md *model) did(what string, err error) {
	md.tw.note("%s: %v", what, err)
	if errors.Is(err, session.ErrBotsBehind) {
		md.tw.fatalf("%s: %v", what, err)
	}
}

// open opens a lobby in ch (when it has none) and maybe starts it.
func (md *model) open(ch string) {
	if md.current(ch) != nil {
		md.play(ch)
		return
	}
	g := modelGames[md.src.intn(len(modelGames))]
	host := session.Player{User: modelUsers[md.src.intn(len(modelUsers))], Name: modelNames[md.src.intn(len(modelNames))]}
	req := session.OpenRequest{Guild: modelGuild(ch), Channel: ch, Game: g.name, Options: g.opts, Host: host,
		Bots: 1 + md.src.intn(3), Timing: session.Timing{TurnTime: modelTurnTimes[md.src.intn(len(modelTurnTimes))]}}
	if g.name == "quinientos" {
		req.Bots = 3
	}
	_, err := md.mg.Open(md.ctx, req)
	md.did(fmt.Sprintf("Open(%s, %s, host %s, %d bots)", ch, g.name, host.User, req.Bots), err)
	if err == nil && md.src.intn(2) == 0 {
		_, err = md.mg.Start(md.ctx, ch, host.User)
		md.did("Start("+ch+")", err)
	}
}

// lobby seats or unseats a player of ch's lobby.
func (md *model) lobby(ch string) {
	m := md.current(ch)
	if m == nil || m.Phase != session.Lobby {
		md.open(ch)
		return
	}
	u := modelUsers[md.src.intn(len(modelUsers))]
	var err error
	switch md.src.intn(3) {
	case 0:
		_, err = md.mg.Join(md.ctx, ch, session.Player{User: u, Name: modelNames[md.src.intn(len(modelNames))]})
		md.did("Join("+ch+", "+u+")", err)
	case 1:
		_, err = md.mg.Leave(md.ctx, ch, u)
		md.did("Leave("+ch+", "+u+")", err)
	default:
		_, err = md.mg.AddBot(md.ctx, ch, m.Host)
		md.did("AddBot("+ch+")", err)
	}
}

// play makes a human seat of ch play a legal move (the bots answer in
// the same Put), or starts a lobby, or opens one.
func (md *model) play(ch string) {
	m := md.current(ch)
	switch {
	case m == nil:
		md.open(ch)
		return
	case m.Phase == session.Lobby:
		_, err := md.mg.Start(md.ctx, ch, m.Host)
		md.did("Start("+ch+")", err)
		return
	}
	seat, user, ok := humanActor(m)
	if !ok {
		md.tw.note("play(%s): no human to move", ch)
		return
	}
	st, err := m.Decode()
	if err != nil {
		md.tw.fatalf("decode %s: %v", m.ID, err)
	}
	legal := st.Legal(seat)
	if len(legal) == 0 {
		md.tw.fatalf("%s: seat %d acts with no legal move", m.ID, seat)
	}
	move := legal[md.src.intn(len(legal))]
	// Sometimes the version the player saw is an old one, and the
	// Manager refuses the move when the seat's controls are stale.
	version := int64(0)
	if md.src.intn(8) == 0 {
		version = m.Version - 1
	}
	_, err = md.mg.Play(md.ctx, session.PlayRequest{Channel: ch, User: user, Move: move, Version: version})
	md.did(fmt.Sprintf("Play(%s v%d, %s, %q)", ch, m.Version, user, move), err)
}

// humanActor returns a seat that a human plays and that may act now.
func humanActor(m *session.Match) (games.Seat, string, bool) {
	st, err := m.Decode()
	if err != nil {
		return 0, "", false
	}
	for _, s := range st.Actors() {
		if p := m.Players[s]; !p.Bot && p.User != "" {
			return s, p.User, true
		}
	}
	return 0, "", false
}

// end ends ch's match: by cancelling it, by its humans resigning, or by
// playing it out with the default moves.
func (md *model) end(ch string) {
	m := md.current(ch)
	if m == nil {
		md.open(ch)
		return
	}
	switch md.src.intn(3) {
	case 0:
		_, err := md.mg.Cancel(md.ctx, ch, m.Host, md.src.intn(2) == 0)
		md.did("Cancel("+ch+")", err)
	case 1:
		for _, p := range m.Players {
			if !p.Bot && p.User != "" && m.Phase == session.Playing {
				_, err := md.mg.Resign(md.ctx, ch, p.User)
				md.did("Resign("+ch+", "+p.User+")", err)
			}
		}
	default:
		md.playOut(ch)
	}
}

// playOut plays ch's match to its end with the default moves, checking
// the channel after each, and its log after every fifth and the last
// (reading the log is the most of a check's cost, and grows with it).
func (md *model) playOut(ch string) {
	for i := range 2000 {
		m := md.current(ch)
		if m == nil || m.Phase != session.Playing {
			return
		}
		seat, user, ok := humanActor(m)
		if !ok {
			return
		}
		st, _ := m.Decode()
		_, err := md.mg.Play(md.ctx, session.PlayRequest{Channel: ch, User: user, Move: st.Default(seat)})
		md.did(fmt.Sprintf("Play(%s v%d, %s, default)", ch, m.Version, user), err)
		if err != nil {
			return
		}
		open := md.current(ch) != nil
		md.tw.agreeOn(md.ctx, ch, m.ID, open, i%5 == 4 || !open)
	}
	md.tw.fatalf("%s does not end", ch)
}

// forget deletes a user's data through the Manager.
func (md *model) forget() {
	u := modelUsers[md.src.intn(len(modelUsers))]
	label, err := md.mg.Forget(md.ctx, u)
	md.did("Forget("+u+") as "+label, err)
	if err != nil {
		md.tw.fatalf("Forget(%s): %v", u, err)
	}
}

// setBoard records a board of ch's match, at its version or (stale) the
// one before, drawn at it or earlier.
func (md *model) setBoard(ch string) {
	at := int64(md.src.intn(3) + 1)
	if m := md.current(ch); m != nil {
		at = m.Version - int64(md.src.intn(4)/3)
	}
	drawn := at - int64(md.src.intn(3))
	if md.src.intn(8) == 0 {
		drawn = at + 1
	}
	md.boards++
	md.tw.SetBoard(md.ctx, ch, at, drawn, fmt.Sprintf("board-%d", md.boards))
}

// stalePut writes a change both stores must refuse: a version that is not
// the next, steps that do not lead from the stored version, another
// match's id, or a new match in a busy channel.
func (md *model) stalePut(ch string) {
	m := md.current(ch)
	if m == nil {
		m = &session.Match{ID: ch + "-gone", Guild: modelGuild(ch), Channel: ch, Game: "qwinto", Phase: session.Playing,
			Version: 2 + int64(md.src.intn(3)), Created: md.now, Updated: md.now}
		md.tw.note("stale Put to an empty channel")
		md.tw.Put(md.ctx, m, &session.Step{Version: m.Version, Move: "x", At: md.now})
		return
	}
	c := m.Clone()
	var steps []*session.Step
	step := func(v int64) *session.Step {
		return &session.Step{Version: v, Seat: 0, User: m.Host, Move: "stale", At: md.now}
	}
	kind := md.src.intn(5)
	switch kind {
	case 0: // the stored version again
		steps = []*session.Step{step(c.Version)}
	case 1: // a version skipped
		c.Version += 2
		steps = []*session.Step{step(c.Version)}
	case 2: // two steps from the version before the stored one
		c.Version++
		steps = []*session.Step{step(c.Version - 1), step(c.Version)}
	case 3: // another match's id
		c.Version++
		c.ID = ch + "-other"
		steps = []*session.Step{step(c.Version)}
	default: // a new match in a busy channel
		c.ID, c.Version, c.Phase = ch+"-new", 1, session.Lobby
	}
	if md.src.intn(2) == 0 {
		c.Phase = session.Finished
	}
	md.tw.note("stale Put (kind %d) to %s", kind, ch)
	if err := md.tw.Put(md.ctx, c, steps...); err == nil {
		md.tw.fatalf("stale Put of %s v%d over v%d: both stores took it", c.ID, c.Version, m.Version)
	}
}

// wakes returns the deadlines of the open matches, earliest first.
func (md *model) wakes() []time.Time {
	open, _ := md.tw.MemStore.OpenMatches(md.ctx)
	var out []time.Time
	for _, m := range open {
		if !m.Wake.IsZero() {
			out = append(out, m.Wake)
		}
	}
	slices.SortFunc(out, time.Time.Compare)
	return out
}

// barePut writes ch's match one version on with no step, as a change
// of the session's own does (the Store allows it), maybe cancelling it:
// an ending Put that carries no step must still move the record's tail
// to the log.
func (md *model) barePut(ch string) {
	m := md.current(ch)
	if m == nil {
		md.open(ch)
		return
	}
	c := m.Clone()
	c.Version++
	c.Updated = md.now
	if md.src.intn(2) == 0 {
		c.Phase = session.Cancelled
	}
	var steps []*session.Step
	if md.src.intn(2) == 0 {
		steps = []*session.Step{nil}
	}
	md.tw.note("bare Put of %s v%d, phase %s", c.ID, c.Version, c.Phase)
	if err := md.tw.Put(md.ctx, c, steps...); err != nil {
		md.tw.fatalf("bare Put of %s v%d: %v", c.ID, c.Version, err)
	}
}

// due asks both stores what is due by a time around now, or at or just
// before an open match's deadline (where an index entry later than the
// deadline would show), with a limit.
func (md *model) due() {
	offsets := []time.Duration{-time.Hour, 0, 5 * time.Minute, time.Hour, 2 * 24 * time.Hour}
	until := md.now.Add(offsets[md.src.intn(len(offsets))])
	if w := md.wakes(); len(w) > 0 && md.src.intn(2) == 0 {
		until = w[md.src.intn(len(w))].Add(-time.Duration(md.src.intn(2)))
	}
	limit := md.src.intn(4)
	md.tw.note("Due(%s, %d)", until.Format(time.RFC3339), limit)
	md.tw.sameDue(md.ctx, until, limit)
}

// tick moves the clock on and lets the deadlines due act, as the
// scheduler does.
func (md *model) tick() {
	md.now = md.now.Add(modelSteps[md.src.intn(len(modelSteps))])
	md.tw.note("clock to %s", md.now.Format(time.RFC3339))
	for _, d := range md.tw.sameDue(md.ctx, md.now, 0) {
		ex, err := md.mg.Expire(md.ctx, d.Channel)
		kind := session.NothingDue
		if ex != nil {
			kind = ex.Kind
		}
		md.did(fmt.Sprintf("Expire(%s) kind %d", d.Channel, kind), err)
	}
}

// clock pauses, resumes or extends ch's turn: deadlines that move later
// and disappear, where Put leaves the DB's index entry early; or it has
// a seat take back its move, which reads the log.
func (md *model) clock(ch string) {
	m := md.current(ch)
	if m == nil || m.Phase != session.Playing {
		md.play(ch)
		return
	}
	var err error
	switch md.src.intn(4) {
	case 3:
		seat, user, ok := humanActor(m)
		if !ok {
			user = m.Players[md.src.intn(len(m.Players))].User
		}
		_, req, err := md.mg.Undo(md.ctx, ch, user)
		md.did(fmt.Sprintf("Undo(%s, %s seat %d)", ch, user, seat), err)
		if err == nil && (req == nil || len(req.Waiting) == 0) {
			md.tw.seen.undos++
		}
		if err == nil && req != nil && len(req.Waiting) > 0 {
			w := m.Players[req.Waiting[0]].User
			_, _, err = md.mg.AnswerUndo(md.ctx, ch, w, req.Asked, md.src.intn(2) == 0)
			md.did("AnswerUndo("+ch+", "+w+")", err)
		}
	case 0:
		_, err = md.mg.Pause(md.ctx, ch, m.Host, true)
		md.did("Pause("+ch+")", err)
	case 1:
		_, err = md.mg.Resume(md.ctx, ch, m.Host, true)
		md.did("Resume("+ch+")", err)
	default:
		_, err = md.mg.Extend(md.ctx, ch, m.Host, true, time.Hour)
		md.did("Extend("+ch+")", err)
	}
}

// modelSeeds are runs of random bytes for the plain test and the fuzz
// corpus.
func modelBytes(seed uint64, n int) []byte {
	r := rand.New(rand.NewPCG(seed, 5))
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Uint32())
	}
	return b
}

// modelRuns is the number of seeded runs of TestStoreAgreesWithMemStore:
// a few for every go test, more to search at length without the fuzzer's
// instrumentation.
var modelRuns = flag.Int("modelruns", 8, "seeded runs of TestStoreAgreesWithMemStore")

// TestStoreAgreesWithMemStore runs seeded random operations on a DB and
// a MemStore side by side (see runModel) and checks that the runs
// together reached what the test is for: Puts of one to four and more
// steps, logs past the tail's budget, refused Puts and boards, ended
// matches of both kinds, deletions, reopens and deadlines due.
func TestStoreAgreesWithMemStore(t *testing.T) {
	var all coverage
	for seed := range uint64(*modelRuns) {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			all.add(runModel(t, modelBytes(seed, 1000)))
		})
	}
	t.Logf("coverage: %+v", all)
	for i, n := range all.steps {
		if n == 0 {
			t.Errorf("no Put wrote %d steps", i)
		}
	}
	for name, n := range map[string]int{"refused Puts": all.refused, "boards": all.boards, "stale boards": all.stale,
		"finished": all.finished, "cancelled": all.cancelled, "forgets": all.forgets, "reopens": all.reopens,
		"due answers": all.due, "logs past 1 KiB": all.longTails, "undos": all.undos} {
		if n == 0 {
			t.Errorf("the runs made no %s", name)
		}
	}
}

// FuzzStoreAgreesWithMemStore searches the operations of runModel for a
// difference between a DB and a MemStore.
func FuzzStoreAgreesWithMemStore(f *testing.F) {
	for seed := range uint64(4) {
		f.Add(modelBytes(100+seed, 400))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		runModel(t, b)
	})
}
