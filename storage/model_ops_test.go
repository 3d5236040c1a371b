package storage_test

import (
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
)

// The operations of a run of the differential test (see runModel).

// current returns the channel's open match as the MemStore has it; nil
// for none.
func (md *model) current(ch string) *session.Match {
	m, err := md.tw.MemStore.Get(md.ctx, ch)
	if err != nil {
		return nil
	}
	return m
}

// did notes a Manager call and its error. A refusal of the request (not
// seated, not a lobby, ...) is part of the run; a store that fails or
// answers unlike the other fails it in the twin already, and so does
// ErrBotsBehind here: the Put of a move's answers failed.
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

// lastMover returns the seat and user of the human who made m's last
// step, the one whose undo is most often allowed (nothing drawn or shown
// since).
func (md *model) lastMover(m *session.Match) (games.Seat, string, bool) {
	log, err := md.mg.Log(md.ctx, m.ID)
	if err != nil || len(log) == 0 {
		return 0, "", false
	}
	last := log[len(log)-1]
	if last.Seat < 0 || int(last.Seat) >= len(m.Players) || last.User == "" || m.Players[last.Seat].User != last.User {
		return 0, "", false
	}
	return last.Seat, last.User, true
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
		if seat, user, ok := humanActor(m); ok {
			// A move of one's own that nothing follows is the undo
			// most often allowed: play one first.
			if st, err := m.Decode(); err == nil {
				_, err = md.mg.Play(md.ctx, session.PlayRequest{Channel: ch, User: user, Move: st.Default(seat)})
				md.did(fmt.Sprintf("Play(%s, %s) before an undo", ch, user), err)
			}
			if m = md.current(ch); m == nil || m.Phase != session.Playing {
				return
			}
		}
		seat, user, ok := md.lastMover(m)
		if !ok {
			seat, user, ok = humanActor(m)
		}
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
