package discord_test

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/discord"
	"github.com/quintetbot/quintet/bot/discordtest"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/quinientos"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// TestSecurityOutsiderCannotMove: a member who holds no seat can neither
// type a move nor press a move button nor send a crafted move menu; each
// is refused privately and the match is unchanged.
func TestSecurityOutsiderCannotMove(t *testing.T) {
	h := newHarness(t)
	srv := h.srv
	alice, bob, carol := srv.NewMember("Alice", 0), srv.NewMember("Bob", 0), srv.NewMember("Carol", 0)
	h.do(srv.Command(alice, "play", discordtest.SubcommandArg("qwinto")))
	h.do(srv.Command(bob, "game", discordtest.SubcommandArg("join")))
	h.do(srv.Command(alice, "game", discordtest.SubcommandArg("start")))

	m, _ := h.match()
	st, err := m.Decode()
	if err != nil {
		t.Fatal(err)
	}
	move := st.Default(st.Actors()[0])
	board := h.board()
	button, ok := anyMoveButton(board)
	if !ok {
		t.Fatalf("no move button on the board: %s", board.RawComponents)
	}
	attempts := map[string]*discordtest.Interaction{
		"typed":  srv.Command(carol, "game", discordtest.SubcommandArg("move", discordtest.StringArg("notation", string(move)))),
		"button": srv.Button(carol, board, button),
		"menu":   crafted(srv.Button(carol, board, button), moveID(m.Version, ""), discordgo.SelectMenuComponent, string(move)),
	}
	for name, in := range attempts {
		r := h.do(in)
		assertRefused(t, name, r)
		assertUnchanged(t, h, discordtest.ChannelID, m)
	}
	srv.AssertClean(t)
}

// TestSecurityCraftedCustomIDs: custom ids a client could forge are
// refused without effect: a move for the seat to act sent by its
// opponent, a move with version 0 (which would skip the stale check), the
// private view asked for by someone else (it shows the asker's own hand),
// and the components of one channel's match used on another channel's
// board.
func TestSecurityCraftedCustomIDs(t *testing.T) {
	h := newSeededHarness(t, quinientosSeeds)
	srv := h.srv
	alice, bob := srv.NewMember("Alice", 0), srv.NewMember("Bob", 0)
	humans := openQuinientos(h, alice, bob)

	m, _ := h.match()
	st, err := m.Decode()
	if err != nil {
		t.Fatal(err)
	}
	actor := st.Actors()[0]
	other := humans[3-actor]
	board := h.board()
	hand := mustButton(t, board, "My hand")

	// The opponent forges the actor's move, as a button and as a menu.
	move := st.Default(actor)
	for name, in := range map[string]*discordtest.Interaction{
		"forged button": crafted(srv.Button(other, board, hand), moveID(m.Version, string(move)), discordgo.ButtonComponent),
		"forged menu":   crafted(srv.Button(other, board, hand), moveID(m.Version, ""), discordgo.SelectMenuComponent, string(move)),
	} {
		assertRefused(t, name, h.do(in))
		assertUnchanged(t, h, discordtest.ChannelID, m)
	}

	// The actor forges a click with version 0, which would skip the
	// stale-click check: refused as out of date.
	forged := crafted(srv.Button(humans[actor], board, hand), moveID(0, string(move)), discordgo.ButtonComponent)
	if r := h.do(forged); !strings.Contains(text(r), "out of date") {
		t.Fatalf("a version-0 move answered %q", text(r))
	}
	assertUnchanged(t, h, discordtest.ChannelID, m)

	// "My hand" pressed by the opponent shows the opponent's hand.
	r := h.do(srv.Button(other, board, hand))
	mine := st.View(3 - actor).Board.(quinientos.BoardView).Hand
	theirs := st.View(actor).Board.(quinientos.BoardView).Hand
	if r.Message == nil || !r.Message.Ephemeral() {
		t.Fatalf("the hand view is not ephemeral: %+v", r)
	}
	if embeds := string(r.Message.RawEmbeds); !strings.Contains(embeds, quinientosHandText(mine)) || strings.Contains(embeds, quinientosHandText(theirs)) {
		t.Fatalf("the opponent's hand view shows %s; want %s, never %s", embeds, quinientosHandText(mine), quinientosHandText(theirs))
	}

	// A second channel with its own match: components of each used on
	// the other's board are refused and change neither match.
	other2 := srv.NewChannel("second")
	for _, in := range []*discordtest.Interaction{
		srv.Command(alice, "play", discordtest.SubcommandArg("qwinto")),
		srv.Command(bob, "game", discordtest.SubcommandArg("join")),
		srv.Command(alice, "game", discordtest.SubcommandArg("start")),
	} {
		in.ChannelID = other2
		h.do(in)
	}
	m2, err := h.matches.Get(h.ctx, other2)
	if err != nil {
		t.Fatal(err)
	}
	board2, ok := srv.Message(other2, m2.BoardMessage)
	if !ok {
		t.Fatal("no board in the second channel")
	}
	button2, ok := anyMoveButton(board2)
	if !ok {
		t.Fatalf("no move button on the second board: %s", board2.RawComponents)
	}
	for _, who := range []discordtest.Member{alice, bob} {
		for name, in := range map[string]*discordtest.Interaction{
			"first channel's move on the second board":   crafted(srv.Button(who, board2, button2), moveID(m.Version, string(move)), discordgo.ButtonComponent),
			"second channel's button on the first board": crafted(srv.Button(who, board, hand), button2, discordgo.ButtonComponent),
			"first channel's hand on the second board":   crafted(srv.Button(who, board2, button2), hand, discordgo.ButtonComponent),
		} {
			r := h.do(in)
			if r.Message != nil && strings.Contains(string(r.Message.RawEmbeds), "Your hand") {
				t.Fatalf("%s: showed a hand in the second channel: %s", name, r.Message.RawEmbeds)
			}
			assertUnchanged(t, h, discordtest.ChannelID, m)
			assertUnchanged(t, h, other2, m2)
		}
	}
	srv.AssertClean(t)
}

// TestSecurityHandsStayPrivate plays a Quinientos match to its end with
// the bot logging at debug level and both humans opening their hands
// every turn: no public message (see quinientosLeakCheck) and no log line
// shows a hand still held.
func TestSecurityHandsStayPrivate(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a whole match")
	}
	logs := &syncBuffer{}
	h := newLoggedHarness(t, quinientosSeeds, logs)
	srv := h.srv
	alice, bob := srv.NewMember("Alice", 0), srv.NewMember("Bob", 0)
	humans := openQuinientos(h, alice, bob)
	leak := quinientosLeakCheck{t: t, srv: srv}
	logLeak := logLeakCheck{t: t, logs: logs}
	for turn := 0; ; turn++ {
		_, st, seat, open := h.nextTurn(turn, 500)
		if !open {
			break
		}
		for _, who := range humans {
			h.do(srv.Command(who, "game", discordtest.SubcommandArg("hand")))
		}
		typed := quinientosTyped(t, st.Default(seat))
		if r := h.do(srv.Command(humans[seat], "game", discordtest.SubcommandArg("move", discordtest.StringArg("notation", typed)))); !strings.HasPrefix(text(r), "You played") {
			t.Fatalf("typed %q answered %q", typed, text(r))
		}
		leak.check(h)
		logLeak.check(h)
	}
	if !strings.Contains(logs.String(), "level=DEBUG") {
		t.Fatal("nothing was logged at debug level: the check saw nothing")
	}
	srv.AssertClean(t)
}

// TestSecurityDatabaseFileIsPrivate: the database and its backups are
// created readable by their owner only.
func TestSecurityDatabaseFileIsPrivate(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "quintet.db")
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	backup := filepath.Join(dir, "backup.db")
	if err := db.BackupFile(backup); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{path, backup} {
		fi, err := os.Stat(p)
		if err != nil {
			t.Fatal(err)
		}
		if perm := fi.Mode().Perm(); perm != 0o600 {
			t.Errorf("%s has mode %v, want -rw-------", filepath.Base(p), perm)
		}
	}
}

// openQuinientos opens a Quinientos match of Alice and Bob with two bots,
// partners apart, and returns the humans by seat (0 and 3).
func openQuinientos(h *harness, alice, bob discordtest.Member) map[games.Seat]discordtest.Member {
	h.t.Helper()
	srv := h.srv
	h.do(srv.Command(alice, "play", discordtest.SubcommandArg("quinientos", discordtest.IntArg("bots", 2), discordtest.StringArg("partners", "apart"))))
	h.do(srv.Button(bob, h.board(), mustButton(h.t, h.board(), "Join")))
	h.do(srv.Button(alice, h.board(), mustButton(h.t, h.board(), "Start")))
	m, _ := h.match()
	humans := map[games.Seat]discordtest.Member{}
	for _, who := range []discordtest.Member{alice, bob} {
		s, ok := m.SeatOf(who.ID)
		if !ok {
			h.t.Fatalf("%s has no seat", who.GlobalName)
		}
		humans[s] = who
	}
	if len(humans) != 2 || humans[0].ID == "" || humans[3].ID == "" {
		h.t.Fatalf("humans seated at %v, want 0 and 3", humans)
	}
	return humans
}

// crafted replaces the component data of in, built on a real component,
// with a custom id and type of the test's choosing, as a modified client
// could send them.
func crafted(in *discordtest.Interaction, customID string, typ discordgo.ComponentType, values ...string) *discordtest.Interaction {
	d := map[string]any{"custom_id": customID, "component_type": typ}
	if typ == discordgo.SelectMenuComponent {
		d["values"] = values
	}
	in.Data = d
	return in
}

// moveID is a move custom id: "mv:<version in base 36>:<argument>".
func moveID(version int64, arg string) string {
	return "mv:" + strconv.FormatInt(version, 36) + ":" + arg
}

// anyMoveButton returns the custom id of an enabled button of msg that
// plays a move.
func anyMoveButton(msg *discordtest.Message) (string, bool) {
	for _, row := range msg.Components {
		r, ok := row.(*discordgo.ActionsRow)
		if !ok {
			continue
		}
		for _, c := range r.Components {
			if b, ok := c.(*discordgo.Button); ok && !b.Disabled && strings.HasPrefix(b.CustomID, "mv:") {
				return b.CustomID, true
			}
		}
	}
	return "", false
}

// assertRefused fails unless r is a private answer (an ephemeral message,
// or nothing shown to the channel).
func assertRefused(t *testing.T, name string, r *discordtest.Response) {
	t.Helper()
	if r.Type == discordgo.InteractionResponseUpdateMessage {
		t.Fatalf("%s: the board was updated: %q", name, text(r))
	}
	if r.Message != nil && !r.Message.Ephemeral() && r.Type == discordgo.InteractionResponseChannelMessageWithSource {
		t.Fatalf("%s: answered publicly: %q", name, text(r))
	}
	if strings.HasPrefix(text(r), "You played") {
		t.Fatalf("%s: the move was played: %q", name, text(r))
	}
}

// assertUnchanged fails when the match of channel changed since before.
func assertUnchanged(t *testing.T, h *harness, channel string, before *session.Match) {
	t.Helper()
	after, err := h.matches.Get(h.ctx, channel)
	if err != nil {
		t.Fatal(err)
	}
	if after.Version != before.Version || !bytes.Equal(after.State, before.State) || !bytes.Equal(after.RNG, before.RNG) {
		t.Fatalf("channel %s: the match changed: version %d -> %d", channel, before.Version, after.Version)
	}
}

// logLeakCheck fails when the log written since its last check names a
// hand still held: the hand's text, its JSON token, or, when no round
// ended meanwhile, any one tile of it.
type logLeakCheck struct {
	t     *testing.T
	logs  *syncBuffer
	next  int
	round int
}

func (c *logLeakCheck) check(h *harness) {
	c.t.Helper()
	all := c.logs.String()
	fresh := all[c.next:]
	c.next = len(all)
	m, open := h.match()
	if !open {
		return
	}
	st, err := m.Decode()
	if err != nil || st.Result().Over {
		return
	}
	round := 0
	for s := range games.Seat(quinientos.Seats) {
		b := st.View(s).Board.(quinientos.BoardView)
		round = b.Round
		secrets := st.(games.Secretive).Secrets(s)
		if len(b.Hand) > 1 {
			secrets = append(secrets, quinientosHandText(b.Hand))
		}
		for _, sec := range secrets {
			if strings.Contains(fresh, sec) {
				c.t.Fatalf("the log shows seat %d's hand %s:\n%s", s, sec, fresh)
			}
		}
		if round != c.round {
			continue
		}
		for _, word := range quinientosTile.FindAllString(fresh, -1) {
			if tile, ok := quinientos.ParseTile(word); ok && b.Hand.Contains(tile) {
				c.t.Fatalf("the log names %s, held by seat %d:\n%s", tile, s, fresh)
			}
		}
	}
	c.round = round
}

// syncBuffer is a bytes.Buffer safe for the bot's concurrent logging.
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

// newLoggedHarness is newSeededHarness with the bot logging at debug
// level to w.
func newLoggedHarness(t *testing.T, seeds [2]uint64, w io.Writer) *harness {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	t.Cleanup(cancel)
	srv := discordtest.New(t)
	db, err := storage.Open(filepath.Join(t.TempDir(), "quintet.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	h := &harness{t: t, ctx: ctx, srv: srv, store: db, done: make(chan string, 64)}
	h.matches = session.NewManager(db, session.WithSeeds(func() [2]uint64 { return seeds }))
	log := slog.New(slog.NewTextHandler(w, &slog.HandlerOptions{Level: slog.LevelDebug}))
	b, err := newBot(discord.Config{Token: "test-token"}, h.matches, log, discord.Options{
		HTTPClient: &http.Client{Transport: srv.Transport()},
		Handled:    func(id string) { h.done <- id },
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Open(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close(5 * time.Second) })
	h.bot = b
	return h
}

// TestSecurityExportsHideOpenHands: /history export attaches only
// finished games: asked for the Quinientos match in play it refuses with
// nothing attached, and no answer shows a hand held; once the match is
// over its export carries no generator state.
func TestSecurityExportsHideOpenHands(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a whole match")
	}
	h := newSeededHarness(t, quinientosSeeds)
	srv := h.srv
	alice, bob := srv.NewMember("Alice", 0), srv.NewMember("Bob", 0)
	humans := openQuinientos(h, alice, bob)
	leak := quinientosLeakCheck{t: t, srv: srv}
	m, _ := h.match()
	for _, who := range humans {
		r := h.do(srv.Command(who, "history", discordtest.StringArg("export", m.ID)))
		if len(r.Attachments) != 0 || !strings.Contains(text(r), "No finished game") {
			t.Fatalf("export of the match in play answered %q with %d files", text(r), len(r.Attachments))
		}
		leak.check(h)
	}
	for turn := 0; ; turn++ {
		_, st, seat, open := h.nextTurn(turn, 500)
		if !open {
			break
		}
		h.do(srv.Command(humans[seat], "game", discordtest.SubcommandArg("move", discordtest.StringArg("notation", quinientosTyped(t, st.Default(seat))))))
		leak.check(h)
	}
	r := h.do(srv.Command(alice, "history", discordtest.StringArg("export", m.ID)))
	if len(r.Attachments) != 1 {
		t.Fatalf("export of the finished match answered %q with %d files", text(r), len(r.Attachments))
	}
	body := string(r.Attachments[0].Data)
	for _, field := range []string{`"rng"`, `"state"`} {
		if strings.Contains(body, field) {
			t.Errorf("the export carries %s", field)
		}
	}
	srv.AssertClean(t)
}
