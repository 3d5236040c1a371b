package storetest

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"time"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
)

// fixtureGame is the game of every fixture match: a store keeps a
// match's game as a name it need not know, so the fixture names no game
// of the registry.
const fixtureGame = "fixture-game"

// t0 is the creation time of every fixture match; it keeps nanoseconds so
// a store that rounds times is caught.
var t0 = time.Date(2025, 3, 1, 12, 0, 0, 123456789, time.UTC)

// newMatch returns a lobby at version 1 in channel, with fields set so that
// a store that drops one is caught.
func newMatch(channel string) *session.Match {
	return &session.Match{
		ID:      channel + "-m1",
		Guild:   "guild-1",
		Channel: channel,
		Game:    fixtureGame,
		Options: games.Options{"variant": "classic"},
		Host:    "user-1",
		Players: []session.Player{
			{User: "user-1", Name: "Alice"},
			{Name: "Bot 2", Bot: true},
		},
		Phase:   session.Lobby,
		Version: 1,
		Created: t0,
		Updated: t0,
	}
}

// next returns a copy of m one version on, in phase, with a new state.
func next(m *session.Match, phase session.Phase) *session.Match {
	c := m.Clone()
	c.Version++
	c.Phase = phase
	c.Updated = m.Updated.Add(time.Second)
	c.State = []byte(fmt.Sprintf(`{"turn":%d}`, c.Version))
	c.RNG = []byte{1, 2, 3, byte(c.Version)}
	c.Turn = c.Version
	c.Moved = []int64{c.Version, c.Version - 1}
	if !phase.Open() {
		c.Result = &games.Result{Over: true, Scores: []int{61, 40}, Winners: []games.Seat{0}, Summary: "seat 1 wins"}
	}
	return c
}

// stepFor returns the log step that produced version v of m.
func stepFor(m *session.Match, v int64) *session.Step {
	return &session.Step{
		Version: v,
		Seat:    games.Seat(v % 2),
		User:    "user-1",
		Move:    games.Move(fmt.Sprintf("write red %d", v)),
		Draws:   []games.Draw{{N: 6, Value: int(v % 6)}, {N: 6, Value: 2}, {N: 6, Value: 5}},
		At:      m.Created.Add(time.Duration(v) * time.Second),
	}
}

// diffMatch describes how got differs from want, or returns "". Times are
// compared with Equal, and nil and empty slices and maps are the same.
func diffMatch(got, want *session.Match) string {
	if got == nil || want == nil {
		if got == want {
			return ""
		}
		return fmt.Sprintf("got %v, want %v", got, want)
	}
	var d []string
	if !got.Created.Equal(want.Created) {
		d = append(d, fmt.Sprintf("Created = %v, want %v", got.Created, want.Created))
	}
	if !got.Updated.Equal(want.Updated) {
		d = append(d, fmt.Sprintf("Updated = %v, want %v", got.Updated, want.Updated))
	}
	g, w := normalMatch(got), normalMatch(want)
	gv, wv := reflect.ValueOf(g).Elem(), reflect.ValueOf(w).Elem()
	for i := range gv.NumField() {
		if !reflect.DeepEqual(gv.Field(i).Interface(), wv.Field(i).Interface()) {
			d = append(d, fmt.Sprintf("%s = %+v, want %+v", gv.Type().Field(i).Name, gv.Field(i).Interface(), wv.Field(i).Interface()))
		}
	}
	return strings.Join(d, "; ")
}

// normalMatch returns a copy of m with times zeroed and empty slices and
// maps set to nil.
func normalMatch(m *session.Match) *session.Match {
	c := m.Clone()
	c.Created, c.Updated = time.Time{}, time.Time{}
	if len(c.Options) == 0 {
		c.Options = nil
	}
	if len(c.Players) == 0 {
		c.Players = nil
	}
	if m.Result != nil {
		r := *m.Result
		r.Scores = nilIfEmpty(slices.Clone(r.Scores))
		r.Winners = nilIfEmpty(slices.Clone(r.Winners))
		c.Result = &r
	}
	return c
}

// diffLog describes how got differs from want, or returns "".
func diffLog(got []session.Step, want []*session.Step) string {
	if len(got) != len(want) {
		return fmt.Sprintf("%d steps, want %d: %+v", len(got), len(want), got)
	}
	var d []string
	for i := range got {
		g, w := got[i], *want[i]
		if !g.At.Equal(w.At) {
			d = append(d, fmt.Sprintf("step %d: At = %v, want %v", i, g.At, w.At))
		}
		g.At, w.At = time.Time{}, time.Time{}
		g.Draws, w.Draws = nilIfEmpty(g.Draws), nilIfEmpty(w.Draws)
		if !reflect.DeepEqual(g, w) {
			d = append(d, fmt.Sprintf("step %d = %+v, want %+v", i, g, w))
		}
	}
	return strings.Join(d, "; ")
}

func nilIfEmpty[S ~[]E, E any](s S) S {
	if len(s) == 0 {
		return nil
	}
	return s
}

// deepCopy returns a copy of m that shares nothing with it.
func deepCopy(m *session.Match) *session.Match {
	c := m.Clone()
	if m.Result != nil {
		r := *m.Result
		r.Scores = slices.Clone(r.Scores)
		r.Winners = slices.Clone(r.Winners)
		c.Result = &r
	}
	return c
}

// deepCopyStep returns a copy of st that shares nothing with it.
func deepCopyStep(st *session.Step) *session.Step {
	c := *st
	c.Draws = slices.Clone(st.Draws)
	return &c
}

// scribble changes every field of m that shares memory with a caller.
func scribble(m *session.Match) {
	m.Players[0].Name = "scribbled"
	m.Players = append(m.Players, session.Player{Name: "extra"})
	m.Options["variant"] = "scribbled"
	m.Options["extra"] = "x"
	if len(m.State) > 0 {
		m.State[0] = 'X'
	}
	if len(m.RNG) > 0 {
		m.RNG[0] = 0xFF
	}
	if len(m.Moved) > 0 {
		m.Moved[0] = -1
	}
	if m.Result != nil {
		m.Result.Scores[0] = -1
		m.Result.Winners[0] = 9
		m.Result.Summary = "scribbled"
	}
	m.BoardMessage = "scribbled"
	m.Version = 99
}

// scribbleStep changes every field of st that shares memory with a caller.
func scribbleStep(st *session.Step) {
	st.Draws[0].Value = 99
	st.Draws = append(st.Draws, games.Draw{N: 1})
	st.Move = "scribbled"
}
