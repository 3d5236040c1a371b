package web

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
	_ "github.com/quintetbot/quintet/render/all"
)

var ctx = context.Background()

// fixture is a manager over a MemStore, its pages' server and links.
type fixture struct {
	mg    *session.Manager
	store *session.MemStore
	srv   *Server
	links *Links
	// lang is the language of the matches finish plays (Match.Lang);
	// "" for none kept.
	lang string
}

func newFixture(t testing.TB) *fixture {
	t.Helper()
	store := session.NewMemStore()
	f := newFixtureOn(store)
	f.store = store
	return f
}

// newFixtureOn is a fixture over another store (its store field nil).
func newFixtureOn(store session.Store) *fixture {
	clock := time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)
	mg := session.NewManager(store, session.WithClock(func() time.Time { clock = clock.Add(time.Second); return clock }))
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	return &fixture{mg: mg, srv: New(mg, log), links: NewLinks(mg, "https://q.example")}
}

// finish plays a match of game to its end in channel of guild "g", every
// seat playing its default move, the seats named names (at least as many
// as the game takes, users "u1", "u2"...), and returns the match.
func (f *fixture) finish(t testing.TB, game, channel string, names ...string) *session.Match {
	t.Helper()
	return f.finishWith(t, game, channel, nil, names...)
}

// finishWith is finish with the game's options.
func (f *fixture) finishWith(t testing.TB, game, channel string, opts games.Options, names ...string) *session.Match {
	t.Helper()
	rules, err := games.Lookup(game)
	if err != nil {
		t.Fatal(err)
	}
	n := max(2, rules.Info().MinSeats)
	for len(names) < n {
		names = append(names, fmt.Sprintf("Player %d", len(names)+1))
	}
	names = names[:n]
	player := func(i int) session.Player { return session.Player{User: fmt.Sprintf("u%d", i+1), Name: names[i]} }
	if _, err := f.mg.Open(ctx, session.OpenRequest{Guild: "g", Channel: channel, Game: game, Options: opts, Host: player(0), Lang: f.lang}); err != nil {
		t.Fatal(err)
	}
	for i := 1; i < n; i++ {
		if _, err := f.mg.Join(ctx, channel, player(i)); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := f.mg.Start(ctx, channel, "u1"); err != nil {
		t.Fatal(err)
	}
	m, err := f.mg.Get(ctx, channel)
	if err != nil {
		t.Fatal(err)
	}
	st, _ := m.Decode()
	for i := 0; !st.Result().Over; i++ {
		if i > 20000 {
			t.Fatal("the game does not end")
		}
		seat := st.Actors()[0]
		out, err := f.mg.Play(ctx, session.PlayRequest{Channel: channel, User: m.Players[seat].User, Move: st.Default(seat), Version: m.Version})
		if err != nil {
			t.Fatalf("move %d: %v", i, err)
		}
		m, st = out.Match, out.State
	}
	return m
}

// get asks the server for a path (or a full link of f.links) and returns
// the answer with its body read.
func (f *fixture) get(t testing.TB, method, link string) (*http.Response, string) {
	t.Helper()
	path := strings.TrimPrefix(link, "https://q.example")
	req := httptest.NewRequest(method, path, nil)
	rec := httptest.NewRecorder()
	f.srv.ServeHTTP(rec, req)
	res := rec.Result()
	body, _ := io.ReadAll(res.Body)
	return res, string(body)
}

// getWith is get of a path by a browser whose languages are accept.
func (f *fixture) getWith(t testing.TB, path, accept string) (*http.Response, string) {
	t.Helper()
	req := httptest.NewRequest("GET", path, nil)
	req.Header.Set("Accept-Language", accept)
	rec := httptest.NewRecorder()
	f.srv.ServeHTTP(rec, req)
	res := rec.Result()
	body, _ := io.ReadAll(res.Body)
	return res, string(body)
}

// sessionOpen is a lobby of game in guild g, channel c, hosted by u1.
func sessionOpen(game string) session.OpenRequest {
	return session.OpenRequest{Guild: "g", Channel: "c", Game: game, Host: session.Player{User: "u1", Name: "Alice"}}
}
