package gametest

import (
	"bytes"
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"sync"

	"github.com/quintetbot/quintet/games"
)

// checkStep checks one position of a game that is not over.
func (g *playout) checkStep(st games.State) {
	t := g.t
	actors := st.Actors()
	if len(actors) == 0 {
		t.Fatalf("no actors in a game that is not over\nlog:\n%s", g.log())
	}
	if !isSortedUnique(actors) || actors[0] < 0 || int(actors[len(actors)-1]) >= g.seats {
		t.Fatalf("actors %v not sorted, unique and in range", actors)
	}
	for s := games.Seat(0); int(s) < g.seats; s++ {
		legal := st.Legal(s)
		if !slices.Contains(actors, s) {
			if len(legal) != 0 {
				t.Fatalf("%s is no actor but has legal moves %v", s, legal)
			}
			g.checkRefused(st, s, "anything", games.ErrNotYourTurn)
			continue
		}
		if len(legal) == 0 {
			t.Fatalf("actor %s has no legal move\nlog:\n%s", s, g.log())
		}
		if !isSortedUnique(legal) {
			t.Fatalf("%s: legal moves not sorted and unique: %v", s, legal)
		}
		for _, m := range legal {
			if games.Normalize(m) != m {
				t.Fatalf("%s: legal move %q is not in canonical form", s, m)
			}
		}
		if d := st.Default(s); !slices.Contains(legal, d) {
			t.Fatalf("%s: Default %q is not legal: %v", s, d, legal)
		}
		g.checkIllegal(st, s, legal)
	}
	g.checkRoundTrip(st)
	g.checkViews(st)
}

// checkIllegal tries moves that are not listed and expects refusals.
func (g *playout) checkIllegal(st games.State, s games.Seat, legal []games.Move) {
	tries := []games.Move{"", "zzz", "??? 1 2 3"}
	for _, m := range []games.Move{legal[0], legal[len(legal)-1]} {
		words := m.Fields()
		tries = append(tries, m+" 99")
		tries = append(tries, games.Move(strings.Join(append(slices.Clone(words[:len(words)-1]), "99"), " ")))
		tries = append(tries, games.Move(strings.Join(words[:len(words)-1], " ")))
	}
	for _, m := range tries {
		if slices.Contains(legal, games.Normalize(m)) {
			continue
		}
		g.checkRefused(st, s, m, games.ErrIllegalMove, games.ErrBadNotation)
	}
	// Upper case and extra spaces are the same move.
	m := legal[0]
	loud := games.Move("  " + strings.ToUpper(string(m)) + " ")
	if _, err := st.Apply(s, loud, Seeded(g.seed)); err != nil {
		g.t.Fatalf("%s: %q refused though %q is legal: %v", s, loud, m, err)
	}
}

// checkRefused applies m for s and expects one of the errors and no change.
func (g *playout) checkRefused(st games.State, s games.Seat, m games.Move, want ...error) {
	t := g.t
	before := encode(t, st)
	next, err := st.Apply(s, m, Seeded(g.seed))
	if err == nil {
		t.Fatalf("%s: move %q accepted though not listed in %v", s, m, st.Legal(s))
	}
	if next != nil {
		t.Fatalf("%s: refused move %q returned a state", s, m)
	}
	if !slices.ContainsFunc(want, func(w error) bool { return errors.Is(err, w) }) {
		t.Fatalf("%s: move %q refused with %v, want one of %v", s, m, err, want)
	}
	if games.Reason(err) == "" {
		t.Fatalf("%s: move %q refused without a reason", s, m)
	}
	if !bytes.Equal(before, encode(t, st)) {
		t.Fatalf("%s: refused move %q changed the state", s, m)
	}
}

func (g *playout) checkRoundTrip(st games.State) {
	t := g.t
	b := encode(t, st)
	back, err := g.rules.Decode(b)
	if err != nil {
		t.Fatalf("Decode: %v", err)
	}
	if !bytes.Equal(b, encode(t, back)) {
		t.Fatalf("Encode/Decode round trip differs")
	}
	if !slices.Equal(st.Actors(), back.Actors()) {
		t.Fatalf("decoded actors %v, want %v", back.Actors(), st.Actors())
	}
	for _, s := range st.Actors() {
		if !slices.Equal(st.Legal(s), back.Legal(s)) {
			t.Fatalf("decoded legal moves of %s differ", s)
		}
	}
}

func (g *playout) checkViews(st games.State) {
	t := g.t
	views := map[games.Seat][]byte{}
	for s := games.Spectator; int(s) < g.seats; s++ {
		v := st.View(s)
		if v.Game != g.rules.Info().Name || v.Viewer != s || v.Seats != g.seats {
			t.Fatalf("View(%s): game %q viewer %v seats %d", s, v.Game, v.Viewer, v.Seats)
		}
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatalf("View(%s) does not encode: %v", s, err)
		}
		views[s] = b
	}
	sec, ok := st.(games.Secretive)
	if !ok {
		return
	}
	for owner := games.Seat(0); int(owner) < g.seats; owner++ {
		for _, secret := range sec.Secrets(owner) {
			if !bytes.Contains(views[owner], []byte(secret)) {
				t.Fatalf("secret %q of %s is not in its own view", secret, owner)
			}
			for viewer, b := range views {
				if viewer != owner && bytes.Contains(b, []byte(secret)) {
					t.Fatalf("View(%s) shows %s's secret %q", viewer, owner, secret)
				}
			}
		}
	}
}

func (g *playout) checkOver(st games.State) {
	t := g.t
	res := st.Result()
	if len(res.Scores) != g.seats {
		t.Fatalf("result has %d scores for %d seats", len(res.Scores), g.seats)
	}
	if len(res.Winners) == 0 || !isSortedUnique(res.Winners) || res.Winners[0] < 0 || int(res.Winners[len(res.Winners)-1]) >= g.seats {
		t.Fatalf("winners %v not sorted, unique, non-empty and in range", res.Winners)
	}
	if len(st.Actors()) != 0 {
		t.Fatalf("actors %v after the end", st.Actors())
	}
	for s := games.Seat(0); int(s) < g.seats; s++ {
		if len(st.Legal(s)) != 0 {
			t.Fatalf("%s has legal moves after the end", s)
		}
		g.checkRefused(st, s, "anything", games.ErrGameOver)
	}
	g.checkRoundTrip(st)
	g.checkViews(st)
}

// checkReplay replays the recorded dice and expects the same final state.
func (g *playout) checkReplay(final games.State) {
	t := g.t
	rp := games.NewReplay(g.setup)
	st, err := g.rules.New(g.opts, g.seats, rp)
	if err != nil || !rp.Done() {
		t.Fatalf("replay New: %v (all set-up dice used: %v)", err, rp.Done())
	}
	for i, s := range g.steps {
		rp := games.NewReplay(s.draws)
		st, err = st.Apply(s.seat, s.move, rp)
		if err != nil {
			t.Fatalf("replay step %d %s %q: %v", i+1, s.seat, s.move, err)
		}
		if !rp.Done() {
			t.Fatalf("replay step %d used fewer dice than recorded", i+1)
		}
	}
	if !bytes.Equal(encode(t, st), encode(t, final)) {
		t.Fatalf("replay of %d moves does not reproduce the final state", len(g.steps))
	}
}

// checkShared reads st from several goroutines at once, as a bot does when
// it hands one decoded state to every request: Actors, Legal, Default,
// View, Result and Encode, and Apply of a listed move. States are values,
// so none of that may write to st; under the race detector (go test
// -race) a state that fills a cache of its own on first use fails here.
func (g *playout) checkShared(st games.State) {
	var wg sync.WaitGroup
	for range 2 {
		wg.Go(func() {
			for s := games.Spectator; int(s) < g.seats; s++ {
				st.Actors()
				st.Legal(s)
				st.Default(s)
				st.View(s)
			}
			st.Result()
			if _, err := st.Encode(); err != nil {
				g.t.Errorf("Encode: %v", err)
			}
		})
	}
	wg.Go(func() {
		if actors := st.Actors(); len(actors) > 0 {
			_, _ = st.Apply(actors[0], st.Default(actors[0]), Seeded(g.seed))
		}
	})
	wg.Wait()
}
