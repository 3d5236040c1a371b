package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/discordtest"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// botProcess is the quintet binary running against the fake Discord.
type botProcess struct {
	cmd    *exec.Cmd
	out    *syncBuffer
	exited chan struct{} // closed when the process has exited
	err    error         // Wait's result, once exited
	// ctx ends when the process exits, so that no wait outlives it.
	ctx context.Context
}

// syncBuffer is a bytes.Buffer safe for the process's writes and the
// test's reads.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// binaryRun is the start of a test of the built binary: it skips under
// -short, and returns a context that ends after timeout (or with the
// test), the binary, and the path of a database file for it.
func binaryRun(t *testing.T, timeout time.Duration) (context.Context, string, string) {
	t.Helper()
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	t.Cleanup(cancel)
	return ctx, buildBinary(t), filepath.Join(t.TempDir(), "quintet.db")
}

func buildBinary(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "quintet")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

func startBot(ctx context.Context, t *testing.T, bin, db string, srv *discordtest.Server) *botProcess {
	t.Helper()
	cmd := exec.Command(bin, "run")
	// Boards at once (no pacing): these tests read each move's board as
	// soon as the move is answered.
	cmd.Env = append(os.Environ(), "DISCORD_TOKEN="+strings.TrimPrefix(discordtest.Token, "Bot "),
		"DISCORD_API_URL="+srv.URL(), "QUINTET_DB="+db, "LOG_LEVEL=debug", "QUINTET_BOARD_INTERVAL=0")
	pctx, cancel := context.WithCancel(ctx)
	p := &botProcess{cmd: cmd, out: &syncBuffer{}, exited: make(chan struct{}), ctx: pctx}
	cmd.Stdout, cmd.Stderr = p.out, p.out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() {
		p.err = cmd.Wait()
		cancel()
		close(p.exited)
	}()
	t.Cleanup(func() {
		cmd.Process.Kill()
		<-p.exited
		if t.Failed() {
			t.Logf("bot output:\n%s", p.out)
		}
	})
	return p
}

var backticked = regexp.MustCompile("`([^`]+)`")

// legalMoves asks the bot for a member's legal moves with /game moves.
func legalMoves(t *testing.T, ctx context.Context, srv *discordtest.Server, m discordtest.Member) []string {
	t.Helper()
	r, err := srv.Interact(ctx, srv.Command(m, "game", discordtest.SubcommandArg("moves")))
	if err != nil {
		t.Fatal(err)
	}
	var moves []string
	for _, sub := range backticked.FindAllStringSubmatch(r.Data.Content, -1) {
		moves = append(moves, sub[1])
	}
	return moves
}

// pick prefers a write, so the game is a real one.
func pick(moves []string) string {
	for _, m := range moves {
		if strings.HasPrefix(m, "write") {
			return m
		}
	}
	return moves[0]
}

// playOne plays one move for alice; false when she has none (game over).
func playOne(t *testing.T, ctx context.Context, srv *discordtest.Server, alice discordtest.Member, played *[]string) bool {
	t.Helper()
	moves := legalMoves(t, ctx, srv, alice)
	if len(moves) == 0 {
		return false
	}
	move := pick(moves)
	r, err := srv.Interact(ctx, srv.Command(alice, "game", discordtest.SubcommandArg("move", discordtest.StringArg("notation", move))))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(r.Data.Content, "You played") {
		t.Fatalf("%q answered %q", move, r.Data.Content)
	}
	*played = append(*played, move)
	return true
}

// TestCrashAndResume kills the bot with SIGKILL in the middle of a match,
// starts it again on the same database, and finishes the match: every
// move a player was told about is in the log, in order, at consecutive
// versions.
func TestCrashAndResume(t *testing.T) {
	ctx, bin, db := binaryRun(t, 3*time.Minute)
	srv := discordtest.New(t)
	alice := srv.NewMember("Alice", 0)

	first := startBot(ctx, t, bin, db, srv)
	for _, in := range []*discordtest.Interaction{
		srv.Command(alice, "play", discordtest.SubcommandArg("qwinto", discordtest.IntArg("bots", 1))),
		srv.Command(alice, "game", discordtest.SubcommandArg("start")),
	} {
		if _, err := srv.Interact(first.ctx, in); err != nil {
			t.Fatal(err)
		}
	}
	var played []string
	for range 8 {
		if !playOne(t, first.ctx, srv, alice, &played) {
			t.Fatal("the game ended before the crash")
		}
	}
	first.cmd.Process.Signal(syscall.SIGKILL)
	<-first.exited
	if ws, ok := first.cmd.ProcessState.Sys().(syscall.WaitStatus); !ok || ws.Signal() != syscall.SIGKILL {
		t.Fatalf("the bot did not die by SIGKILL: %v", first.cmd.ProcessState)
	}

	second := startBot(ctx, t, bin, db, srv)
	// A killed client's session lingers as Discord keeps it for a resume;
	// wait for the new process's own IDENTIFY.
	if _, err := srv.WaitGateway(second.ctx, func(st discordtest.GatewayStats) bool {
		return st.Identifies >= 2 && st.Connected
	}); err != nil {
		t.Fatal(err)
	}
	// The first scheduler pass follows the start-up repairs: stranded bot
	// moves played, and a board the kill left owing redrawn.
	waitPass(t, second)
	sheetMove(t, second.ctx, srv, alice, &played)
	for n := 0; playOne(t, second.ctx, srv, alice, &played); n++ {
		if n > 500 {
			t.Fatal("the game does not end")
		}
	}
	second.cmd.Process.Signal(syscall.SIGTERM)
	<-second.exited
	if second.err != nil {
		t.Fatalf("graceful stop: %v", second.err)
	}
	checkLog(t, ctx, db, alice, played)
	srv.AssertClean(t)
}

// checkLog reads the finished match and compares its log with the moves
// alice was answered.
func checkLog(t *testing.T, ctx context.Context, path string, alice discordtest.Member, played []string) {
	t.Helper()
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	hist, err := db.History(ctx, discordtest.GuildID, 1)
	if err != nil || len(hist) != 1 || hist[0].Phase != session.Finished {
		t.Fatalf("history: %v %+v", err, hist)
	}
	m := hist[0]
	steps, err := db.Log(ctx, m.ID)
	if err != nil {
		t.Fatal(err)
	}
	var hers []string
	for i, s := range steps {
		if i > 0 && s.Version != steps[i-1].Version+1 {
			t.Fatalf("log step %d at version %d follows %d", i, s.Version, steps[i-1].Version)
		}
		if s.User == alice.ID {
			hers = append(hers, string(s.Move))
		}
	}
	if got := hers[1:]; !slices.Equal(got, played) { // hers[0] is "start"
		t.Fatalf("alice's moves in the log:\n%v\nanswered:\n%v", got, played)
	}
	if last := steps[len(steps)-1]; last.Version != m.Version {
		t.Fatalf("last step at version %d, match at %d", last.Version, m.Version)
	}
	rules, _ := games.Lookup(m.Game)
	st, err := rules.New(m.Options, len(m.Players), games.NewReplay(steps[0].Draws))
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range steps[1:] {
		if st, err = st.Apply(s.Seat, s.Move, games.NewReplay(s.Draws)); err != nil {
			t.Fatalf("replaying %+v: %v", s, err)
		}
	}
	if enc, _ := st.Encode(); string(enc) != string(m.State) {
		t.Fatal("replaying the log does not give the stored final state")
	}
}

// sheetMove plays through the "My sheet" menu of the board posted before
// the crash: its components carry the match version of that time, so the
// move is accepted only if the restarted bot is at that same version.
func sheetMove(t *testing.T, ctx context.Context, srv *discordtest.Server, alice discordtest.Member, played *[]string) {
	t.Helper()
	board := currentBoard(srv)
	if board == nil {
		t.Fatal("no board in the channel")
	}
	id := findComponent(board.Components, "My sheet")
	if id == "" {
		t.Fatalf("no My sheet button on the board: %s", board.RawComponents)
	}
	r, err := srv.Interact(ctx, srv.Button(alice, board, id))
	if err != nil {
		t.Fatal(err)
	}
	sheet := r.Message
	var in *discordtest.Interaction
	var move string
	if menu, value := firstOption(sheet.Components); menu != "" {
		in, move = srv.Select(alice, sheet, menu, value), value
	} else {
		in, move = srv.Button(alice, sheet, findComponent(sheet.Components, "Skip")), "skip"
	}
	u, err := srv.Interact(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	if u.Data == nil || !strings.HasPrefix(u.Data.Content, "You played") {
		t.Fatalf("the pre-crash sheet was refused after the restart: %+v", u.Data)
	}
	*played = append(*played, move)
}

func currentBoard(srv *discordtest.Server) *discordtest.Message {
	msgs := srv.Messages(discordtest.ChannelID)
	for i := len(msgs) - 1; i >= 0; i-- {
		if !msgs[i].Ephemeral() && len(msgs[i].Components) > 0 {
			return msgs[i]
		}
	}
	return nil
}

func findComponent(rows []discordgo.MessageComponent, label string) string {
	for _, row := range rows {
		if r, ok := row.(*discordgo.ActionsRow); ok {
			for _, c := range r.Components {
				if b, ok := c.(*discordgo.Button); ok && strings.HasPrefix(b.Label, label) {
					return b.CustomID
				}
			}
		}
	}
	return ""
}

func firstOption(rows []discordgo.MessageComponent) (string, string) {
	for _, row := range rows {
		if r, ok := row.(*discordgo.ActionsRow); ok {
			for _, c := range r.Components {
				if s, ok := c.(*discordgo.SelectMenu); ok && len(s.Options) > 0 {
					return s.CustomID, s.Options[0].Value
				}
			}
		}
	}
	return "", ""
}
