package commands

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
	_ "github.com/quintetbot/quintet/games/quinientos"
	"github.com/quintetbot/quintet/games/session"
)

var histT0 = time.Date(2026, 4, 1, 9, 0, 0, 0, time.UTC)

// finishIn stores a finished qwinto match between alice and bob in
// channel, with a start step and one move that drew dice.
func finishIn(t *testing.T, s session.Store, guild, channel, id string, scores []int, at time.Time) {
	t.Helper()
	m := &session.Match{ID: id, Guild: guild, Channel: channel, Game: "qwinto", Host: "alice", Phase: session.Lobby, Version: 1,
		Options: games.Options{"variant": "classic"},
		Players: []session.Player{{User: "alice", Name: "Alice"}, {User: "bob", Name: "Bob"}}, Created: at, Updated: at}
	finishMatch(t, s, m, scores, at)
}

// finishMatch stores lobby m as finishIn does: started, then finished
// by one move with scores.
func finishMatch(t *testing.T, s session.Store, m *session.Match, scores []int, at time.Time) {
	t.Helper()
	ctx := context.Background()
	if err := s.Put(ctx, m, nil); err != nil {
		t.Fatal(err)
	}
	m = m.Clone()
	m.Version, m.Phase = 2, session.Playing
	if err := s.Put(ctx, m, &session.Step{Version: 2, Seat: games.Spectator, Move: "start", At: at}); err != nil {
		t.Fatal(err)
	}
	m = m.Clone()
	m.Version, m.Phase, m.Updated = 3, session.Finished, at.Add(time.Minute)
	win := games.Seat(0)
	if scores[1] > scores[0] {
		win = 1
	}
	m.Result = &games.Result{Over: true, Scores: scores, Winners: []games.Seat{win}, Summary: games.SeatRef(win) + " wins"}
	step := &session.Step{Version: 3, Seat: 0, User: "alice", Move: "roll 2", Draws: []games.Draw{{N: 6, Value: 3}, {N: 6, Value: 5}}, At: m.Updated}
	if err := s.Put(ctx, m, step); err != nil {
		t.Fatal(err)
	}
}

func memApp(t *testing.T) (*Router, *session.MemStore) {
	store := session.NewMemStore()
	finishIn(t, store, "guild", "chan", "m1", []int{50, 40}, histT0)
	finishIn(t, store, "guild", "other", "m2", []int{30, 60}, histT0.Add(time.Hour))
	finishIn(t, store, "guild", "chan", "m3", []int{70, 20}, histT0.Add(2*time.Hour))
	finishIn(t, store, "guild-2", "far", "m4", []int{70, 20}, histT0)
	return NewRouter(session.NewManager(store), slog.New(slog.NewTextHandler(io.Discard, nil))), store
}

func TestHistoryList(t *testing.T) {
	rt, _ := memApp(t)
	rep := ask(rt, "alice", &Request{Kind: KindCommand, Command: "history"})
	if title := rep.Message.Embeds[0].Title; title != "Last games in this channel" {
		t.Errorf("channel history's title %q", title)
	}
	d := rep.Message.Embeds[0].Description
	lines := strings.Split(d, "\n")
	if len(lines) != 2 || !strings.Contains(lines[0], "`m3`") || !strings.Contains(lines[1], "`m1`") {
		t.Fatalf("channel history:\n%s", d)
	}
	if !strings.Contains(lines[0], "1. Alice 70 (+") || !strings.Contains(lines[0], "2. Bob 20 (-") {
		t.Errorf("line %q lacks places, scores and rating changes", lines[0])
	}
	rep = ask(rt, "alice", &Request{Kind: KindCommand, Command: "history", Options: map[string]string{"user": "bob"}})
	if d := rep.Message.Embeds[0].Description; strings.Count(d, "\n") != 2 || !strings.Contains(d, "`m2`") || strings.Contains(d, "`m4`") {
		t.Errorf("bob's history in this guild:\n%s", d)
	}
	rep = ask(rt, "alice", &Request{Kind: KindCommand, Command: "history", Options: map[string]string{"user": "carol"}})
	if !rep.Message.Ephemeral || rep.Message.Content != "No finished games of <@carol> yet." {
		t.Errorf("no games: %+v", rep.Message)
	}
}

func TestHistoryExport(t *testing.T) {
	rt, _ := memApp(t)
	rep := ask(rt, "bob", &Request{Kind: KindCommand, Command: "history", Options: map[string]string{"export": "m2"}})
	if rep.Message == nil || len(rep.Message.Files) != 1 {
		t.Fatalf("export: %+v", rep.Message)
	}
	f := rep.Message.Files[0]
	var e Export
	if err := json.Unmarshal(f.Data, &e); err != nil {
		t.Fatal(err)
	}
	if f.Name != "match-m2.json" || e.ID != "m2" || e.Game != "qwinto" || e.Options["variant"] != "classic" {
		t.Errorf("export %s: %+v", f.Name, e)
	}
	if len(e.Seats) != 2 || e.Seats[1].Name != "Bob" || len(e.Moves) != 2 || e.Moves[0].Move != "start" {
		t.Errorf("seats %+v, moves %+v", e.Seats, e.Moves)
	}
	if mv := e.Moves[1]; mv.Move != "roll 2" || len(mv.Dice) != 2 || mv.Dice[1].Value != 5 {
		t.Errorf("the move's dice: %+v", mv)
	}
	if len(e.Scores) != 2 || e.Scores[1] != 60 || e.Summary != "Bob wins" {
		t.Errorf("scores %v, summary %q", e.Scores, e.Summary)
	}
	for _, id := range []string{"m4", "nope", "m2'); drop"} {
		rep := ask(rt, "bob", &Request{Kind: KindCommand, Command: "history", Options: map[string]string{"export": id}})
		if rep.Message == nil || len(rep.Message.Files) != 0 || !strings.Contains(rep.Message.Content, "No finished game") {
			t.Errorf("export %q: %+v", id, rep.Message)
		}
	}
}

// TestHistoryQuotesLongIDsWhole: an unknown id of many letters is
// quoted shortened at a letter, never cut inside one.
func TestHistoryQuotesLongIDsWhole(t *testing.T) {
	rt, _ := memApp(t)
	id := "a" + strings.Repeat("é", 99)
	for _, opt := range []string{"export", "verify"} {
		got := ask(rt, "bob", &Request{Kind: KindCommand, Command: "history", Options: map[string]string{opt: id}}).Message.Content
		if !utf8.ValidString(got) || strings.Contains(got, `\x`) || !strings.Contains(got, "é…") {
			t.Errorf("/history %s of a long id: %q", opt, got)
		}
	}
}

// TestHistoryOneOptionAtATime: /history with two of user, export and
// verify is refused rather than doing one and ignoring the other.
func TestHistoryOneOptionAtATime(t *testing.T) {
	rt, _ := memApp(t)
	for _, opts := range []map[string]string{
		{"export": "m2", "verify": "m2"},
		{"user": "bob", "export": "m2"},
		{"user": "bob", "verify": "m2"},
	} {
		rep := ask(rt, "bob", &Request{Kind: KindCommand, Command: "history", Options: opts})
		if rep.Message == nil || !rep.Message.Ephemeral || len(rep.Message.Files) != 0 || !strings.Contains(rep.Message.Content, "one of user, export or verify") {
			t.Errorf("/history %v: %+v", opts, rep.Message)
		}
	}
}

func TestStatsCommand(t *testing.T) {
	rt, _ := memApp(t)
	rep := ask(rt, "alice", &Request{Kind: KindCommand, Command: "stats player"})
	m := rep.Message
	if m == nil || len(m.Embeds) != 1 {
		t.Fatalf("stats: %+v", rep)
	}
	for _, want := range []string{"Games: 3", "Wins: 2", "Win rate: 66.7%", "Average score: 50.0", "Best score: 70 (Qwinto)",
		"Favourite game: Qwinto (3 games)", "Rating · Qwinto: "} {
		if !strings.Contains(m.Text, want) {
			t.Errorf("stats lack %q:\n%s", want, m.Text)
		}
	}
	if len(m.Files) != 1 || m.Embeds[0].Image == nil {
		t.Errorf("no sparkline after 3 rated games: files %d", len(m.Files))
	}
	rep = ask(rt, "alice", &Request{Kind: KindCommand, Command: "stats player", Options: map[string]string{"user": "bob", "game": "qwinto"}})
	if !strings.Contains(rep.Message.Text, "Statistics of Bob · Qwinto") || !strings.Contains(rep.Message.Text, "Wins: 1") {
		t.Errorf("bob in qwinto:\n%s", rep.Message.Text)
	}
	rep = ask(rt, "alice", &Request{Kind: KindCommand, Command: "stats player", Options: map[string]string{"game": "quingo"}})
	if !rep.Message.Ephemeral || !strings.Contains(rep.Message.Content, "no finished games of Quingo") {
		t.Errorf("no quingo: %+v", rep.Message)
	}
}

// TestStatsSolitaireOnly: a player with only solitaire games gets their
// personal best and no rates divided by zero.
func TestStatsSolitaireOnly(t *testing.T) {
	f := &fakeStats{MemStore: session.NewMemStore()}
	f.standings = nil
	rt := NewRouter(session.NewManager(soloStats{f}), slog.New(slog.NewTextHandler(io.Discard, nil)))
	rep := ask(rt, "sol", &Request{Kind: KindCommand, Command: "stats player"})
	if rep.Message == nil || strings.Contains(rep.Message.Text, "NaN") || !strings.Contains(rep.Message.Text, "3 games, best 7 rounds") ||
		!strings.Contains(rep.Message.Text, "Games: 0") {
		t.Errorf("solitaire only:\n%+v", rep.Message)
	}
}

// soloStats answers PlayerStats with one solitaire-only standing.
type soloStats struct{ *fakeStats }

func (soloStats) PlayerStats(context.Context, string, string) ([]session.Standing, error) {
	return []session.Standing{{Guild: "guild", Game: "cinqo", User: "sol", Name: "Sol", Measures: map[string]session.Measured{"rounds": {Games: 3, Best: 7}}, Last: histT0}}, nil
}

// TestExportOfCancelledSecretGame: a Quinientos match cancelled mid-round
// reveals its seed, so its export keeps the dice of its deal and verifies;
// one from before commitments is exported without them, since they would
// show hands never played.
func TestExportOfCancelledSecretGame(t *testing.T) {
	store := session.NewMemStore()
	mg := session.NewManager(store, session.WithSeeds(func() [2]uint64 { return [2]uint64{5, 6} }))
	ctx := context.Background()
	if _, err := mg.Open(ctx, session.OpenRequest{Guild: "guild", Channel: "c", Game: "quinientos", Host: session.Player{User: "alice", Name: "Alice"}}); err != nil {
		t.Fatal(err)
	}
	for range 3 {
		if _, err := mg.AddBot(ctx, "c", "alice"); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := mg.Start(ctx, "c", "alice"); err != nil {
		t.Fatal(err)
	}
	m, err := mg.Cancel(ctx, "c", "alice", true)
	if err != nil {
		t.Fatal(err)
	}
	steps, err := store.Log(ctx, m.ID)
	if err != nil || len(steps) == 0 || len(steps[0].Draws) == 0 {
		t.Fatalf("the log has no dealt start: %v, %+v", err, steps)
	}
	rt := NewRouter(mg, slog.New(slog.NewTextHandler(io.Discard, nil)))
	rep := ask(rt, "alice", &Request{Kind: KindCommand, Guild: "guild", Command: "history", Options: map[string]string{"export": m.ID}})
	if rep.Message == nil || len(rep.Message.Files) != 1 {
		t.Fatalf("export: %+v", rep.Message)
	}
	var e Export
	if err := json.Unmarshal(rep.Message.Files[0].Data, &e); err != nil {
		t.Fatal(err)
	}
	if len(e.Moves) == 0 || e.Moves[0].Move != "start" || len(e.Moves[0].Dice) != len(steps[0].Draws) || e.Seed != m.Seed {
		t.Fatalf("seed %q, moves %+v", e.Seed, e.Moves)
	}
	if c, err := VerifyExport(e); err != nil || !c.OK() {
		t.Fatalf("verify: %v\n%s", err, c)
	}
	old := m.Clone()
	old.Seed, old.Commit = "", ""
	e = exportOf(old, steps)
	if !e.DiceHidden || e.Seed != "" {
		t.Errorf("a match from before commitments: hidden %v, seed %q", e.DiceHidden, e.Seed)
	}
	for _, mv := range e.Moves {
		if len(mv.Dice) > 0 {
			t.Errorf("move %q exported with its dice %v", mv.Move, mv.Dice)
		}
	}
}

// prunedLogs is a store whose archived logs retention removed.
type prunedLogs struct{ *session.MemStore }

func (prunedLogs) Log(context.Context, string) ([]session.Step, error) {
	return nil, session.ErrLogPruned
}

// TestExportOfPrunedLog: /history export of a match whose moves were
// removed says so and still attaches its seats and result.
func TestExportOfPrunedLog(t *testing.T) {
	_, store := memApp(t)
	rt := NewRouter(session.NewManager(prunedLogs{store}), slog.New(slog.NewTextHandler(io.Discard, nil)))
	rep := ask(rt, "alice", &Request{Kind: KindCommand, Command: "history", Options: map[string]string{"export": "m1"}})
	if rep.Message == nil || !strings.Contains(rep.Message.Content, "Its moves are gone") || len(rep.Message.Files) != 1 {
		t.Fatalf("export of a pruned match: %+v", rep.Message)
	}
	var e Export
	if err := json.Unmarshal(rep.Message.Files[0].Data, &e); err != nil || !e.LogPruned || len(e.Seats) != 2 || len(e.Moves) != 0 {
		t.Errorf("the export: %+v, %v", e, err)
	}
}

// TestTakeoverMarked: a seat a bot took over after timeouts is placed
// last and marked, in /history and on the final board, and the board's
// result names the winner among those who played on.
func TestTakeoverMarked(t *testing.T) {
	m := &session.Match{ID: "m9", Game: "qwinto", Phase: session.Finished, Updated: histT0,
		Players: []session.Player{{User: "alice", Name: "Alice"}, {User: "bob", Name: "Bob", Bot: true, BotSince: 3}},
		Result:  &games.Result{Over: true, Scores: []int{20, 60}, Winners: []games.Seat{1}, Summary: "{seat:1} wins with 60 points"}}
	rec, _, _ := session.Tally(m, func(string) session.Standing { return session.Standing{} })
	if line := historyLine(locale.English, rec); !strings.Contains(line, "1. Alice 20") || !strings.Contains(line, "2. Bob (bot since turn 3) 60") {
		t.Errorf("history line %q", line)
	}
	seats := seatsOf(m)
	if seats[1].Name != "Bob (bot since turn 3)" {
		t.Errorf("board seat %q", seats[1].Name)
	}
	res := session.FairResult(m, *m.Result)
	if got := games.ExpandSeats(res.Summary, func(s games.Seat) string { return seats[s].Name }); got != "Alice wins; Bob (bot since turn 3) forfeited" {
		t.Errorf("board summary %q", got)
	}
}

// TestHistoryListsThreadGames: a channel's /history lists the games
// played in its threads, each saying which thread, and a thread's own
// /history lists its game.
func TestHistoryListsThreadGames(t *testing.T) {
	rt, store := memApp(t)
	m := &session.Match{ID: "m5", Guild: "guild", Channel: "thr", Game: "qwinto", Host: "alice", Phase: session.Lobby, Version: 1,
		Options: games.Options{"variant": "classic"}, Thread: session.ThreadInfo{Parent: "chan"},
		Players: []session.Player{{User: "alice", Name: "Alice"}, {User: "bob", Name: "Bob"}}, Created: histT0.Add(3 * time.Hour), Updated: histT0.Add(3 * time.Hour)}
	finishMatch(t, store, m, []int{40, 45}, m.Created)
	d := ask(rt, "alice", &Request{Kind: KindCommand, Command: "history"}).Message.Embeds[0].Description
	lines := strings.Split(d, "\n")
	if len(lines) != 3 || !strings.Contains(lines[0], "`m5`") || !strings.Contains(lines[0], "in <#thr>") || strings.Contains(lines[1], "in <#") {
		t.Errorf("channel history, a thread's game first and said so:\n%s", d)
	}
	inThread := &Request{Kind: KindCommand, Command: "history", Guild: "guild", Channel: "thr", User: User{ID: "alice", Name: "alice"}}
	if d := rt.Handle(context.Background(), inThread).Message.Embeds[0].Description; !strings.Contains(d, "`m5`") || strings.Contains(d, "in <#") || strings.Count(d, "\n") != 0 {
		t.Errorf("the thread's own history:\n%s", d)
	}
}

// TestHistorySpeaksTheCallersLanguage: /history's private answers (an
// export's line, no games yet) speak the caller's language.
func TestHistorySpeaksTheCallersLanguage(t *testing.T) {
	rt, _ := memApp(t)
	rep := ask(rt, "bob", &Request{Kind: KindCommand, Command: "history", Options: map[string]string{"export": "m2"}, Locale: "ru"})
	if rep.Message == nil || !strings.HasPrefix(rep.Message.Content, "Партия `m2`: ") || !strings.Contains(rep.Message.Content, " ход") {
		t.Errorf("export in Russian: %+v", rep.Message)
	}
	rep = ask(rt, "alice", &Request{Kind: KindCommand, Command: "history", Options: map[string]string{"user": "carol"}, Locale: "es"})
	if rep.Message == nil || rep.Message.Content != "Aún no hay partidas terminadas de <@carol>." {
		t.Errorf("no games in Spanish: %+v", rep.Message)
	}
}
