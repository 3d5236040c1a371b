package discord_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/discordtest"
	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// finishCinqo plays a one-round Cinq-O match of players in the test
// channel to its end through the manager, every seat playing its default
// moves, and returns the archived match.
func (h *harness) finishCinqo(players []discordtest.Member) *session.Match {
	h.t.Helper()
	ctx := h.ctx
	host := session.Player{User: players[0].ID, Name: players[0].GlobalName}
	m, err := h.matches.Open(ctx, session.OpenRequest{Guild: discordtest.GuildID, Channel: discordtest.ChannelID, Game: "cinqo",
		Options: games.Options{"mode": "rounds", "rounds": "1"}, Host: host})
	if err != nil {
		h.t.Fatal(err)
	}
	id := m.ID
	for _, p := range players[1:] {
		if _, err := h.matches.Join(ctx, discordtest.ChannelID, session.Player{User: p.ID, Name: p.GlobalName}); err != nil {
			h.t.Fatal(err)
		}
	}
	if _, err := h.matches.Start(ctx, discordtest.ChannelID, host.User); err != nil {
		h.t.Fatal(err)
	}
	for turn := 0; ; turn++ {
		m, open := h.match()
		if !open {
			break
		}
		if turn > 500 {
			h.t.Fatal("the match does not end")
		}
		st, err := m.Decode()
		if err != nil {
			h.t.Fatal(err)
		}
		seat := st.Actors()[0]
		if _, err := h.matches.Play(ctx, session.PlayRequest{Channel: discordtest.ChannelID, User: m.Players[seat].User, Move: st.Default(seat)}); err != nil {
			h.t.Fatal(err)
		}
	}
	done, err := h.matches.Archived(ctx, id)
	if err != nil || done.Phase != session.Finished {
		h.t.Fatalf("match %s: %+v, %v", id, done, err)
	}
	return done
}

// TestStatsEndToEnd finishes three six-player Cinq-O matches (Alice in
// each, fifteen others once), then asks through the fake Discord for the
// leaderboard, turns its page, and asks for statistics and history.
func TestStatsEndToEnd(t *testing.T) {
	h := newHarness(t)
	srv := h.srv
	alice := srv.NewMember("Alice", 0)
	var ids []string
	for g := range 3 {
		players := []discordtest.Member{alice}
		for i := range 5 {
			players = append(players, srv.NewMember(fmt.Sprintf("P%d%d", g, i), 0))
		}
		ids = append(ids, h.finishCinqo(players).ID)
	}

	// Games played: Alice leads with 3; the other 15 share rank 2.
	r := h.do(srv.Command(alice, "leaderboard", discordtest.StringArg("game", "cinqo"), discordtest.StringArg("metric", "games")))
	if r.Data == nil || len(r.Data.Embeds) != 1 || r.Data.Flags&discordgo.MessageFlagsEphemeral != 0 {
		t.Fatalf("leaderboard: %+v", r.Data)
	}
	e := r.Data.Embeds[0]
	if !strings.Contains(e.Description, "›  1  Alice") || strings.Count(e.Description, "   2  ") != 9 {
		t.Errorf("page 1:\n%s", e.Description)
	}
	if !strings.Contains(e.Footer.Text, "Page 1 of 2 · You: #1 of 16") {
		t.Errorf("footer %q", e.Footer.Text)
	}
	next := mustButton(t, r.Message, "Next")
	p2 := h.do(srv.Button(alice, r.Message, next))
	if p2.Data == nil || p2.Data.Flags&discordgo.MessageFlagsEphemeral == 0 || len(p2.Data.Embeds) != 1 {
		t.Fatalf("next page: %+v", p2.Data)
	}
	if e := p2.Data.Embeds[0]; !strings.Contains(e.Footer.Text, "Page 2 of 2 · You: #1 of 16") || strings.Count(e.Description, "   2  ") != 6 {
		t.Errorf("page 2:\n%s\n%s", e.Description, e.Footer.Text)
	}

	// The rating board holds everyone: every match was rated.
	r = h.do(srv.Command(alice, "leaderboard", discordtest.StringArg("game", "cinqo")))
	if e := r.Data.Embeds[0]; !strings.Contains(e.Footer.Text, "of 16") || !strings.Contains(e.Title, "Rating") {
		t.Errorf("rating board: %s / %s", e.Title, e.Footer.Text)
	}

	r = h.do(srv.Command(alice, "stats", discordtest.SubcommandArg("player")))
	if r.Data == nil || len(r.Data.Embeds) != 1 {
		t.Fatalf("stats: %+v", r.Data)
	}
	fields := map[string]string{}
	for _, f := range r.Data.Embeds[0].Fields {
		fields[f.Name] = f.Value
	}
	if fields["Games"] != "3" || fields["Favourite game"] != "Cinq-O (3 games)" || !strings.Contains(fields["Rating · Cinq-O"], "(3 rated games)") {
		t.Errorf("stats fields %v", fields)
	}
	if len(r.Attachments) != 1 || r.Attachments[0].ContentType != "image/png" || r.Data.Embeds[0].Image == nil {
		t.Errorf("no sparkline: %d attachments", len(r.Attachments))
	}

	r = h.do(srv.Command(alice, "history"))
	if d := r.Data.Embeds[0].Description; strings.Count(d, "\n") != 2 || !strings.Contains(d, "`"+ids[2]+"`") {
		t.Errorf("history:\n%s", d)
	}
	r = h.do(srv.Command(alice, "history", discordtest.StringArg("export", ids[0])))
	if len(r.Attachments) != 1 {
		t.Fatalf("export: %d attachments", len(r.Attachments))
	}
	var ex struct {
		ID     string            `json:"id"`
		Seats  []json.RawMessage `json:"seats"`
		Moves  []json.RawMessage `json:"moves"`
		Scores []int             `json:"scores"`
	}
	if err := json.Unmarshal(r.Attachments[0].Data, &ex); err != nil || ex.ID != ids[0] || len(ex.Seats) != 6 || len(ex.Scores) != 6 || len(ex.Moves) < 7 {
		t.Errorf("export %s: %+v, %v", r.Attachments[0].Filename, ex, err)
	}

	r = h.do(srv.Command(alice, "history", discordtest.StringArg("verify", ids[0])))
	if r.Data == nil || len(r.Data.Embeds) != 1 || !strings.Contains(r.Data.Embeds[0].Description, "rolls match") {
		t.Errorf("verify: %+v", r.Data)
	}
	r = h.do(srv.Command(alice, "stats", discordtest.SubcommandArg("dice", discordtest.StringArg("game", "cinqo"))))
	if r.Data == nil || len(r.Data.Embeds) != 1 || !strings.Contains(r.Data.Embeds[0].Description, "**d6** · ") {
		t.Errorf("dice statistics: %+v", r.Data)
	}
}

// benchFinished is finished Qwinto match i of a guild where 400 players
// meet two to four at a time.
func benchFinished(i int) *session.Match {
	at := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC).Add(time.Duration(i) * time.Minute)
	n := 2 + i%3
	m := &session.Match{ID: fmt.Sprintf("bench-%06d", i), Guild: "g", Channel: fmt.Sprintf("c%d", i%32), Game: "qwinto",
		Phase: session.Finished, Version: 1, Created: at, Updated: at,
		Result: &games.Result{Over: true, Winners: []games.Seat{games.Seat(i % n)}}}
	for s := range n {
		u := fmt.Sprintf("%d", 1000+(i*7+s*53)%400)
		m.Players = append(m.Players, session.Player{User: u, Name: "Player " + u})
		score := 30 + (i*s)%40
		if s == i%n {
			score = 80
		}
		m.Result.Scores = append(m.Result.Scores, score)
	}
	return m
}

// BenchmarkLeaderboard50k answers /leaderboard (route, read the standings,
// rank, render page 1) in a server with 50,000 finished matches among 400
// players, on a bbolt file; the matches are stored through Put, which
// tallies each in the transaction that archives it.
func BenchmarkLeaderboard50k(b *testing.B) {
	db, err := storage.Open(filepath.Join(b.TempDir(), "bench.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	const total, workers = 50000, 32
	var wg sync.WaitGroup
	errs := make(chan error, workers)
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w; i < total; i += workers {
				if err := db.Put(context.Background(), benchFinished(i), nil); err != nil {
					errs <- err
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	if err := <-errs; err != nil {
		b.Fatal(err)
	}
	rt := commands.NewRouter(session.NewManager(db), slog.New(slog.NewTextHandler(io.Discard, nil)))
	req := func() *commands.Request {
		return &commands.Request{Kind: commands.KindCommand, Guild: "g", Channel: "c1", User: commands.User{ID: "1007", Name: "P"},
			Command: "leaderboard", Options: map[string]string{"game": "qwinto"}}
	}
	b.ResetTimer()
	for b.Loop() {
		r := rt.Handle(context.Background(), req())
		if r.Message == nil || len(r.Message.Embeds) != 1 || !strings.Contains(r.Message.Embeds[0].Footer.Text, "of 400") {
			b.Fatalf("reply %+v", r.Message)
		}
	}
}
