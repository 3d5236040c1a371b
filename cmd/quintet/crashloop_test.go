//go:build crash

package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/quintetbot/quintet/bot/discordtest"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

var (
	crashCycles   = flag.Int("crash.cycles", 20, "SIGKILLs of the bot")
	crashChannels = flag.Int("crash.channels", 6, "channels playing at once")
	// crashOneLive checks, after the last start, that each channel shows
	// at most one message to press; CI turns it on (.ci/run).
	crashOneLive = flag.Bool("crash.onelive", false, "fail when a channel shows more than one message to press")
)

// TestCrashLoop runs the quintet binary against the fake Discord while
// -crash.channels channels each play a Qwinto match (one player, one bot)
// by typed moves without pause, and kills it with SIGKILL at a random
// moment, -crash.cycles times, restarting it on the same database each
// time. After each kill: quintet check finds no problem, every move whose
// "You played" answer reached the fake is in the log of its channel's
// match, in order, with at most one move per kill not answered (the one
// in flight); after each restart every channel has moves accepted again.
// Run it with
//
//	go test -tags crash -run TestCrashLoop -v ./cmd/quintet/
func TestCrashLoop(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	defer cancel()
	bin := buildBinary(t)
	db := filepath.Join(t.TempDir(), "quintet.db")
	srv := discordtest.New(t)
	tables := make([]*crashTable, *crashChannels)
	for i := range tables {
		tb := &crashTable{ch: srv.NewChannel(fmt.Sprintf("crash-%d", i)), withBot: i%3 == 2}
		tb.players = []discordtest.Member{srv.NewMember(fmt.Sprintf("A%d", i), 0)}
		if !tb.withBot {
			tb.players = append(tb.players, srv.NewMember(fmt.Sprintf("B%d", i), 0))
		}
		tables[i] = tb
	}
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 1))
	identifies := 0
	acked, inflight := 0, 0
	for cycle := 1; cycle <= *crashCycles; cycle++ {
		p := startBot(ctx, t, bin, db, srv)
		identifies++
		if _, err := srv.WaitGateway(p.ctx, func(st discordtest.GatewayStats) bool {
			return st.Identifies >= identifies && st.Connected
		}); err != nil {
			t.Fatalf("cycle %d: the bot did not connect: %v", cycle, err)
		}
		var wg sync.WaitGroup
		for _, tb := range tables {
			tb.cycleMoves.Store(0)
			wg.Go(func() { tb.play(p.ctx, srv) })
		}
		// Every channel plays again before the kill, which then comes
		// at a random moment of the load.
		deadline := time.Now().Add(time.Minute)
		for !allPlayed(tables) {
			if time.Now().After(deadline) {
				t.Fatalf("cycle %d: some channel had no move accepted after the restart: %s", cycle, tableErrors(tables))
			}
			time.Sleep(10 * time.Millisecond)
		}
		time.Sleep(time.Duration(rng.IntN(800)) * time.Millisecond)
		p.cmd.Process.Signal(syscall.SIGKILL)
		<-p.exited
		if ws, ok := p.cmd.ProcessState.Sys().(syscall.WaitStatus); !ok || ws.Signal() != syscall.SIGKILL {
			t.Fatalf("cycle %d: the bot did not die by SIGKILL: %v", cycle, p.cmd.ProcessState)
		}
		wg.Wait()
		for _, tb := range tables {
			tb.settle(srv)
		}
		runQuintetCheck(t, bin, db, cycle)
		a, f := checkAcknowledged(t, ctx, db, tables, cycle)
		acked, inflight = a, f
	}
	// A last start, stopped gracefully once its repairs are done, leaves
	// no board after a match's recorded one with buttons: none that a
	// kill left unrecorded keeps stale buttons.
	last := startBot(ctx, t, bin, db, srv)
	waitPass(t, last)
	last.cmd.Process.Signal(syscall.SIGTERM)
	<-last.exited
	if last.err != nil {
		t.Fatalf("graceful stop: %v", last.err)
	}
	if live := unrecordedBoards(t, ctx, db, srv, tables); len(live) > 0 {
		t.Errorf("boards with buttons after the recorded one, after the last start: %s", strings.Join(live, "; "))
	}
	if live := liveMessages(srv, tables); *crashOneLive && len(live) > 0 {
		t.Errorf("channels with more than one message to press, after the last start: %s", strings.Join(live, "; "))
	}
	if stuck := stuckMatches(t, ctx, db, tables); len(stuck) > 0 {
		t.Errorf("%d of %d matches stopped for good after a restart: %s", len(stuck), len(tables), strings.Join(stuck, "; "))
	}
	for _, f := range srv.Failures() {
		// A request cut short by the kill (its body ends early) is the
		// kill's doing, not a bad request.
		if !strings.Contains(f.Detail, "unexpected EOF") {
			t.Errorf("discordtest: %s", f)
		}
	}
	t.Logf("%d kills: %d answered moves all in the logs, %d moves logged but never answered (in flight at a kill), quintet check clean after each",
		*crashCycles, acked, inflight)
}

// crashTable is one channel of the crash loop and what its player sent.
type crashTable struct {
	ch      string
	players []discordtest.Member // the humans; the host first
	withBot bool                 // the host plays against a bot

	mu         sync.Mutex
	sent       []crashMove  // moves sent, oldest first
	err        error        // the last unexpected answer, for the report
	stuck      bool         // the match waits for a bot that does not move
	cycleMoves atomic.Int64 // moves answered since the last restart
}

type crashMove struct {
	interaction string
	user        string
	move        string
	answered    bool // "You played" reached the fake
}

// play sends moves until ctx ends (the bot died): /play and /game start
// when there is no match, else /game moves for each player in turn and
// one of the moves listed for the first who has any.
func (tb *crashTable) play(ctx context.Context, srv *discordtest.Server) {
	waiting := time.Now() // since when no human had a move
	for ctx.Err() == nil {
		var who discordtest.Member
		var moves, answers []string
		noMatch, lobby := false, false
		for _, p := range tb.players {
			r, err := tb.interact(ctx, srv, srv.Command(p, "game", discordtest.SubcommandArg("moves")))
			if err != nil {
				return
			}
			answers = append(answers, r)
			if strings.Contains(r, "no game in this channel") {
				noMatch = true
				break
			}
			if strings.Contains(r, "not started") {
				lobby = true // a kill came between /play and /game start
				break
			}
			if moves = backtickedMoves(r); len(moves) > 0 {
				who = p
				break
			}
		}
		switch {
		case noMatch || lobby:
			if !tb.open(ctx, srv, lobby) {
				return
			}
			continue
		case len(moves) == 0 && time.Since(waiting) < 5*time.Second:
			// A bot is to move: at once, or after a restart once the
			// bot has caught up on the moves a kill left unplayed.
			time.Sleep(20 * time.Millisecond)
			continue
		case len(moves) == 0:
			// An open match where no human may move for seconds: it
			// waits for a bot that nothing moves.
			tb.mu.Lock()
			tb.stuck = true
			tb.err = fmt.Errorf("at %s, %d moves after a restart, /game moves answered %q",
				time.Now().Format("15:04:05.000"), tb.cycleMoves.Load(), answers)
			tb.mu.Unlock()
			return
		}
		waiting = time.Now()
		move := pick(moves)
		in := srv.Command(who, "game", discordtest.SubcommandArg("move", discordtest.StringArg("notation", move)))
		tb.mu.Lock()
		tb.sent = append(tb.sent, crashMove{interaction: in.ID, user: who.ID, move: move})
		tb.mu.Unlock()
		r, err := tb.interact(ctx, srv, in)
		if err != nil {
			return
		}
		if !strings.HasPrefix(r, "You played") {
			tb.fail(fmt.Errorf("%q answered %q", move, r))
			return
		}
		tb.cycleMoves.Add(1)
	}
}

// open starts a new match, the host with a bot or both players; in a
// lobby left by a kill it only (re)joins and starts.
func (tb *crashTable) open(ctx context.Context, srv *discordtest.Server, lobby bool) bool {
	host := tb.players[0]
	var steps []*discordtest.Interaction
	switch {
	case tb.withBot && !lobby:
		steps = append(steps, srv.Command(host, "play", discordtest.SubcommandArg("qwinto", discordtest.IntArg("bots", 1))))
	case !tb.withBot:
		if !lobby {
			steps = append(steps, srv.Command(host, "play", discordtest.SubcommandArg("qwinto")))
		}
		steps = append(steps, srv.Command(tb.players[1], "game", discordtest.SubcommandArg("join")))
	}
	steps = append(steps, srv.Command(host, "game", discordtest.SubcommandArg("start")))
	for _, in := range steps {
		if _, err := tb.interact(ctx, srv, in); err != nil {
			return false
		}
	}
	return true
}

// interact sends in in the table's channel and returns the answer's text,
// after a deferral if any.
func (tb *crashTable) interact(ctx context.Context, srv *discordtest.Server, in *discordtest.Interaction) (string, error) {
	in.ChannelID = tb.ch
	r, err := srv.Interact(ctx, in)
	if err != nil {
		if ctx.Err() == nil {
			tb.fail(err)
		}
		return "", err
	}
	if r.Data != nil && r.Data.Content != "" {
		return r.Data.Content, nil
	}
	m, err := srv.WaitOriginal(ctx, in.ID)
	if err != nil {
		return "", err
	}
	return m.Content, nil
}

func (tb *crashTable) fail(err error) {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	tb.err = err
}

// settle marks the moves whose "You played" reached the fake, from the
// fake's own record, once the bot is dead.
func (tb *crashTable) settle(srv *discordtest.Server) {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	for i := range tb.sent {
		mv := &tb.sent[i]
		if mv.answered {
			continue
		}
		r, ok := srv.ResponseTo(mv.interaction)
		if !ok {
			continue
		}
		text := ""
		if r.Data != nil {
			text = r.Data.Content
		}
		if text == "" {
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Millisecond)
			if m, err := srv.WaitOriginal(ctx, mv.interaction); err == nil {
				text = m.Content
			}
			cancel()
		}
		mv.answered = strings.HasPrefix(text, "You played")
	}
}

// unrecordedBoards lists the messages with buttons that a channel shows
// after the board its open match records: boards of that match that a
// stop left unrecorded and the start-up repairs did not retire.
func unrecordedBoards(t *testing.T, ctx context.Context, path string, srv *discordtest.Server, tables []*crashTable) []string {
	t.Helper()
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	after := func(a, b string) bool { // snowflake a is newer than b
		return len(a) > len(b) || (len(a) == len(b) && a > b)
	}
	var out []string
	for _, tb := range tables {
		m, err := db.Get(ctx, tb.ch)
		if errors.Is(err, session.ErrNoMatch) {
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		if m.BoardMessage == "" {
			// A lobby whose first message was never recorded: the
			// messages before it are other matches', whose last boards
			// may keep buttons of their own (a rematch).
			continue
		}
		for _, msg := range srv.Messages(tb.ch) {
			if !msg.Ephemeral() && len(msg.Components) > 0 && after(msg.ID, m.BoardMessage) {
				out = append(out, fmt.Sprintf("channel %s: message %s after board %s (match %s at version %d, board at %d): %q %s",
					tb.ch, msg.ID, m.BoardMessage, m.ID, m.Version, m.BoardVersion, firstLine(msg.Content), msg.RawComponents))
			}
		}
	}
	return out
}

// liveMessages describes the channels of the tables that show more than
// one message of the app with components: a channel shows one board to
// press (a finished match's final board with its Rematch counts as it).
func liveMessages(srv *discordtest.Server, tables []*crashTable) []string {
	var out []string
	for _, tb := range tables {
		var live []string
		for _, msg := range srv.Messages(tb.ch) {
			if msg.Author != nil && msg.Author.ID == discordtest.BotID && !msg.Ephemeral() && len(msg.Components) > 0 {
				live = append(live, fmt.Sprintf("%s %q", msg.ID, firstLine(msg.Content)))
			}
		}
		if len(live) > 1 {
			out = append(out, fmt.Sprintf("channel %s: %s", tb.ch, strings.Join(live, ", ")))
		}
	}
	return out
}

// stuckMatches describes the open matches of the tables that stopped: who
// must move, and whether a bot plays that seat.
func stuckMatches(t *testing.T, ctx context.Context, path string, tables []*crashTable) []string {
	t.Helper()
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var out []string
	for _, tb := range tables {
		if !tb.stuck {
			continue
		}
		m, err := db.Get(ctx, tb.ch)
		if err != nil {
			out = append(out, fmt.Sprintf("channel %s: %v", tb.ch, err))
			continue
		}
		st, err := m.Decode()
		if err != nil {
			out = append(out, fmt.Sprintf("channel %s: %v", tb.ch, err))
			continue
		}
		for _, seat := range st.Actors() {
			out = append(out, fmt.Sprintf("channel %s, version %d: seat %d must move, bot %v, and nothing moves it (%v)",
				tb.ch, m.Version, seat, m.Players[seat].Bot, tb.err))
		}
	}
	return out
}

func backtickedMoves(text string) []string {
	var moves []string
	for _, sub := range backticked.FindAllStringSubmatch(text, -1) {
		moves = append(moves, sub[1])
	}
	return moves
}

func allPlayed(tables []*crashTable) bool {
	for _, tb := range tables {
		tb.mu.Lock()
		stuck := tb.stuck
		tb.mu.Unlock()
		if tb.cycleMoves.Load() == 0 && !stuck {
			return false
		}
	}
	return true
}

func tableErrors(tables []*crashTable) string {
	var out []string
	for _, tb := range tables {
		tb.mu.Lock()
		if tb.err != nil {
			out = append(out, tb.ch+": "+tb.err.Error())
		}
		tb.mu.Unlock()
	}
	return strings.Join(out, "; ")
}

// runQuintetCheck runs quintet check on the database of the dead bot.
func runQuintetCheck(t *testing.T, bin, db string, cycle int) {
	t.Helper()
	out, err := exec.Command(bin, "check", "--db", db).CombinedOutput()
	if err != nil {
		t.Fatalf("cycle %d: quintet check: %v\n%s", cycle, err, out)
	}
}

// explains reports whether logged is exactly the moves sent, in order,
// each answered move present and each unanswered one present or not.
func explains(sent []crashMove, logged []string) bool {
	// can[i][j]: sent[i:] explains logged[j:].
	can := make([][]bool, len(sent)+1)
	for i := range can {
		can[i] = make([]bool, len(logged)+1)
	}
	can[len(sent)][len(logged)] = true
	for i := len(sent) - 1; i >= 0; i-- {
		key := sent[i].user + " " + sent[i].move
		for j := len(logged); j >= 0; j-- {
			logs := j < len(logged) && logged[j] == key && can[i+1][j+1]
			can[i][j] = logs || !sent[i].answered && can[i+1][j]
		}
	}
	return can[0][0]
}

// checkAcknowledged compares, channel by channel, the player's moves in
// the logs of the channel's matches with the moves sent: every answered
// move is logged, in order; the logged moves never answered are at most
// one per kill (the move in flight). It returns the totals.
func checkAcknowledged(t *testing.T, ctx context.Context, path string, tables []*crashTable, cycle int) (acked, unanswered int) {
	t.Helper()
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	ended, err := db.History(ctx, discordtest.GuildID, 1000)
	if err != nil {
		t.Fatal(err)
	}
	for _, tb := range tables {
		matches := slices.DeleteFunc(slices.Clone(ended), func(m *session.Match) bool { return m.Channel != tb.ch })
		if m, err := db.Get(ctx, tb.ch); err == nil {
			matches = append(matches, m)
		} else if !errors.Is(err, session.ErrNoMatch) {
			t.Fatal(err)
		}
		slices.SortFunc(matches, func(a, b *session.Match) int { return a.Created.Compare(b.Created) })
		var logged []string
		for _, m := range matches {
			steps, err := db.Log(ctx, m.ID)
			if err != nil {
				t.Fatal(err)
			}
			for _, s := range steps {
				if s.User != "" && s.Seat >= 0 {
					logged = append(logged, s.User+" "+string(s.Move))
				}
			}
		}
		tb.mu.Lock()
		sent := slices.Clone(tb.sent)
		tb.mu.Unlock()
		answered := 0
		for _, mv := range sent {
			if mv.answered {
				answered++
			}
		}
		if !explains(sent, logged) {
			var desc []string
			for _, m := range matches {
				desc = append(desc, fmt.Sprintf("%s %s v%d", m.ID, m.Phase, m.Version))
			}
			t.Fatalf("cycle %d, channel %s: the log is not the answered moves plus some in flight:\nlogged %v\nsent %+v\nmatches %v",
				cycle, tb.ch, logged, sent, desc)
		}
		acked += answered
		unanswered += len(logged) - answered
	}
	if unanswered > cycle*len(tables) {
		t.Fatalf("cycle %d: %d moves logged without an answer, more than one per channel and kill", cycle, unanswered)
	}
	return acked, unanswered
}

// firstLine is the first line of text, for a report.
func firstLine(text string) string {
	line, _, _ := strings.Cut(text, "\n")
	return line
}
