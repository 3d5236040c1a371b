package storage_test

import (
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
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

// coverage counts the kinds of change a run made, so that a test can
// check that its runs reach the paths they are for.
type coverage struct {
	steps     [5]int // accepted Puts by steps written (4: 4 or more)
	refused   int    // Puts both stores refused
	boards    int    // SetBoards both stores took
	stale     int    // SetBoards both refused
	finished  int
	cancelled int
	forgets   int
	reopens   int
	due       int // Due answers with at least one entry
	longTails int // checks of an open match whose log passed 1 KiB
	undos     int // moves taken back
}

func (c *coverage) add(o coverage) {
	for i := range c.steps {
		c.steps[i] += o.steps[i]
	}
	c.refused += o.refused
	c.boards += o.boards
	c.stale += o.stale
	c.finished += o.finished
	c.cancelled += o.cancelled
	c.forgets += o.forgets
	c.reopens += o.reopens
	c.due += o.due
	c.longTails += o.longTails
	c.undos += o.undos
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

// modelBytes returns n random bytes from seed: the runs of the plain
// test and the fuzz corpus.
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
