package commands

import (
	"context"
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
)

// catchupTable is a Qwinto match of alice, bob and carol with one timeout
// allowed, on a clock the test moves.
func catchupTable(t *testing.T, timeouts string) (*tableDriver, *time.Time) {
	now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	mg := session.NewManager(session.NewMemStore(), session.WithClock(func() time.Time { return now }),
		session.WithSeeds(func() [2]uint64 { return [2]uint64{7, 7} }))
	d := &tableDriver{t: t, matches: mg, router: NewRouter(mg, slog.New(slog.NewTextHandler(io.Discard, nil))), sink: newRecorder()}
	d.command("alice", "play qwinto", map[string]string{"timeouts": timeouts})
	d.command("bob", "game join", nil)
	d.command("carol", "game join", nil)
	d.command("alice", "game start", nil)
	return d, &now
}

// move plays a typed move and fails the test when it is not played.
func (d *tableDriver) move(user, notation string) {
	d.t.Helper()
	v := d.match().Version
	d.command(user, "game move", map[string]string{"notation": notation})
	if d.match().Version == v {
		d.t.Fatalf("%s %s: not played", user, notation)
	}
}

// TestCatchupCommand: /game catchup lists, to its asker alone, the steps
// since their last own move (dice, timeouts played for a seat, the
// takeover), the scores and whose turn it is; a non-player is refused
// and a player with nothing new is told so.
func TestCatchupCommand(t *testing.T) {
	d, now := catchupTable(t, "1")
	d.move("alice", "roll red yellow")
	if got := reason(d.command("alice", "game catchup", nil)); !strings.HasPrefix(got, "Nothing has happened since your last move.") {
		t.Errorf("right after a move: %q", got)
	}
	d.move("alice", "skip")
	d.move("bob", "skip")
	*now = now.Add(25 * time.Hour)
	if _, err := d.matches.Expire(context.Background(), "chan"); err != nil {
		t.Fatal(err)
	}
	d.move("bob", "roll red yellow")
	r := d.command("alice", "game catchup", nil)
	got := reason(r)
	for _, want := range []string{
		"Since your last move (<t:",
		"\n- bob: skip\n",
		"\n- Time ran out for carol; played for them: skip\n",
		"\n- carol timed out; a bot took over their seat.\n",
		"\n- bob: roll red yellow (dice ",
		"\n- bob: roll red yellow (dice 5 1)\n- carol: write 6 in red cell 5 (+1 point)\n",
		"\nScores: alice -5 · bob 0 · carol 1",
		"\nNow waiting for you, bob.",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("catch-up lacks %q:\n%s", want, got)
		}
	}
	if !r.Message.Ephemeral {
		t.Error("the catch-up is posted for everyone")
	}
	if got := reason(d.command("dave", "game catchup", nil)); got != "You have no seat in this game: /game catchup is for its players." {
		t.Errorf("non-player: %q", got)
	}
}

// TestCatchupSpeaksRussian: a catch-up in Russian says its timeouts,
// takeover, dice, points, scores and turn in Russian, its plurals
// included, with names and notation as they are.
func TestCatchupSpeaksRussian(t *testing.T) {
	d, now := catchupTable(t, "1")
	d.move("alice", "roll red yellow")
	d.move("alice", "skip")
	d.move("bob", "skip")
	*now = now.Add(25 * time.Hour)
	if _, err := d.matches.Expire(context.Background(), "chan"); err != nil {
		t.Fatal(err)
	}
	d.move("bob", "roll red yellow")
	m := d.match()
	log, err := d.matches.Log(context.Background(), m.ID)
	if err != nil {
		t.Fatal(err)
	}
	got := catchupText(locale.Russian, m, 0, "alice", log)
	for _, want := range []string{
		"С вашего последнего хода (<t:",
		"\n- Время вышло у carol; за игрока сыграно: пропустить\n",
		"\n- Время вышло у carol; место игрока занял бот.\n",
		"\n- bob: бросить красный жёлтый (кубики 5 1)\n", "\n- carol: вписать 6 в клетку 5 красного ряда (+1 очко)\n",
		"(+1 очко)",
		"\nОчки: alice -5 · bob 0 · carol 1",
		"\nТеперь ждём: вас, bob.",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("catch-up lacks %q:\n%s", want, got)
		}
	}
	for _, english := range []string{"Time ran out", "point", "Scores", "waiting", "dice", "bot took"} {
		if strings.Contains(got, english) {
			t.Errorf("catch-up says %q in English:\n%s", english, got)
		}
	}
}

// TestCatchupLines: a long catch-up stops at catchupLines lines and says
// how many more there were.
func TestCatchupLines(t *testing.T) {
	d, _ := catchupTable(t, "3")
	m := d.match()
	log, err := d.matches.Log(context.Background(), m.ID)
	if err != nil {
		t.Fatal(err)
	}
	for i := range 30 {
		s := session.Step{Version: int64(100 + i), Seat: games.Seat(1 + i%2), User: []string{"bob", "carol"}[i%2], Move: "skip"}
		log = append(log, s)
	}
	got := catchupText(locale.English, m, 0, "alice", log)
	if n := strings.Count(got, "\n- "); n != catchupLines+1 {
		t.Errorf("%d lines, want %d:\n%s", n, catchupLines+1, got)
	}
	if !strings.Contains(got, "\n- … and 10 more\n") {
		t.Errorf("no \"and 10 more\" line:\n%s", got)
	}
	// One seat's long run of steps is one line, clipped.
	long := log[:len(log)-30]
	for i := range 200 {
		long = append(long, session.Step{Version: int64(100 + i), Seat: 1, User: "bob", Move: "skip"})
	}
	got = catchupText(locale.English, m, 0, "alice", long)
	if lines := strings.Split(got, "\n"); len(lines) != 4 || len([]rune(lines[1])) > catchupLine+2 || !strings.HasSuffix(lines[1], "…") {
		t.Errorf("a long run is not one clipped line:\n%s", got)
	}
}

// TestCatchupHint: a board that pings a player whose time ran out since
// their last own move points them to /game catchup; one that pings only
// players who moved does not.
func TestCatchupHint(t *testing.T) {
	d, now := catchupTable(t, "2")
	board := func() string { return d.sink.msgs[d.match().BoardMessage].Content }
	d.move("alice", "roll red yellow")
	if strings.Contains(board(), locale.English.Say("board.catchup_hint")) {
		t.Errorf("hint before any timeout: %q", board())
	}
	d.move("alice", "skip")
	d.move("bob", "skip")
	*now = now.Add(25 * time.Hour)
	if _, err := d.matches.Expire(context.Background(), "chan"); err != nil {
		t.Fatal(err)
	}
	d.move("bob", "roll red yellow")
	first, _, _ := strings.Cut(board(), "\n")
	if !strings.Contains(first, "<@carol>") || !strings.HasSuffix(first, locale.English.Say("board.catchup_hint")) {
		t.Errorf("ping line for carol back after a timeout: %q", first)
	}
	if text := d.sink.msgs[d.match().BoardMessage].Text; !strings.Contains(text, "\ncarol: /game catchup tells what you missed") || strings.Contains(text, "since your last move") {
		t.Errorf("board text does not name carol:\n%s", text)
	}
}

// TestCatchupUndo: a step taken back shows as such, and a run of one
// seat's steps is broken by it.
func TestCatchupUndo(t *testing.T) {
	d, _ := catchupTable(t, "3")
	m := d.match()
	log, err := d.matches.Log(context.Background(), m.ID)
	if err != nil {
		t.Fatal(err)
	}
	log = append(log,
		session.Step{Version: 50, Seat: 1, User: "bob", Move: "skip"},
		session.Step{Version: 51, Seat: 1, User: "bob", Move: session.UndoMove(50)},
		session.Step{Version: 52, Seat: 1, User: "bob", Move: "skip"})
	got := catchupText(locale.English, m, 0, "alice", log)
	if !strings.Contains(got, "\n- bob: skip\n- bob took back a move.\n- bob: skip\n") {
		t.Errorf("undo not told:\n%s", got)
	}
}

// TestCatchupNoTakeoverBeforeTheLimit: in Blingo, where the session rolls
// for each player at once, a timeout followed by the next automatic roll
// is no takeover; the catch-up tells one only at the limit.
func TestCatchupNoTakeoverBeforeTheLimit(t *testing.T) {
	now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	mg := session.NewManager(session.NewMemStore(), session.WithClock(func() time.Time { return now }),
		session.WithSeeds(func() [2]uint64 { return [2]uint64{7, 7} }))
	d := &tableDriver{t: t, matches: mg, router: NewRouter(mg, slog.New(slog.NewTextHandler(io.Discard, nil))), sink: newRecorder()}
	d.command("alice", "play blingo", map[string]string{"timeouts": "2"})
	d.command("bob", "game join", nil)
	d.command("alice", "game start", nil)
	expire := func() {
		now = now.Add(25 * time.Hour)
		if _, err := d.matches.Expire(context.Background(), "chan"); err != nil {
			t.Fatal(err)
		}
	}
	expire() // alice: 1 of 2
	expire() // bob: 1 of 2
	got := reason(d.command("bob", "game catchup", nil))
	if strings.Contains(got, "took over") {
		t.Errorf("a takeover told before the limit:\n%s", got)
	}
	expire() // alice: 2 of 2, a bot takes her seat
	got = reason(d.command("bob", "game catchup", nil))
	if n := strings.Count(got, "took over"); n != 1 || !strings.Contains(got, "alice timed out 2 times in a row; a bot took over their seat.") {
		t.Errorf("%d takeovers told, want alice's alone:\n%s", n, got)
	}
}

// TestCatchupOneTimeoutOfSeveralSteps: the steps played for a seat when
// its time ran out once (a Cinq-O turn: rolls and racks) are one timeout.
func TestCatchupOneTimeoutOfSeveralSteps(t *testing.T) {
	now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	mg := session.NewManager(session.NewMemStore(), session.WithClock(func() time.Time { return now }),
		session.WithSeeds(func() [2]uint64 { return [2]uint64{7, 7} }))
	d := &tableDriver{t: t, matches: mg, router: NewRouter(mg, slog.New(slog.NewTextHandler(io.Discard, nil))), sink: newRecorder()}
	d.command("alice", "play cinqo", map[string]string{"timeouts": "2"})
	d.command("bob", "game join", nil)
	d.command("alice", "game start", nil)
	now = now.Add(25 * time.Hour)
	if _, err := d.matches.Expire(context.Background(), "chan"); err != nil {
		t.Fatal(err)
	}
	log, err := d.matches.Log(context.Background(), d.match().ID)
	if err != nil {
		t.Fatal(err)
	}
	timeouts := 0
	for _, s := range log {
		if s.Timeout {
			timeouts++
		}
	}
	if timeouts < 2 {
		t.Fatalf("the timeout played %d steps; the test needs several", timeouts)
	}
	if got := reason(d.command("bob", "game catchup", nil)); strings.Contains(got, "took over") {
		t.Errorf("one timeout of %d steps told as a takeover:\n%s", timeouts, got)
	}
}

// TestCatchupTeamScores: a partnership game's catch-up gives each team's
// score once, named by its partners.
func TestCatchupTeamScores(t *testing.T) {
	d := newTable(t)
	d.command("alice", "play quinientos", map[string]string{"bots": "2"})
	d.command("bob", "game join", nil)
	d.command("alice", "game start", nil)
	got := reason(d.command("alice", "game catchup", nil))
	if !strings.Contains(got, "\nScores: alice & bob 0 · Bot 2 & Bot 4 0\n") {
		t.Errorf("catch-up scores:\n%s", got)
	}
}

// TestCatchupInALobby: in a lobby /game catchup is refused with the words
// every other game command uses there.
func TestCatchupInALobby(t *testing.T) {
	d := newTable(t)
	d.command("alice", "play qwinto", nil)
	want := reason(d.command("alice", "game moves", nil))
	if got := reason(d.command("alice", "game catchup", nil)); got != want || want == "" {
		t.Errorf("/game catchup in a lobby: %q; /game moves: %q", got, want)
	}
}

// TestCatchupWordsForPlayersWhoHaveNotMoved: a player who has not moved
// is not told of a last move of theirs, and one whose seat a bot took
// over at the last step and who took it back still reads the takeover.
func TestCatchupWordsForPlayersWhoHaveNotMoved(t *testing.T) {
	d, now := catchupTable(t, "1")
	if got := reason(d.command("bob", "game catchup", nil)); !strings.HasPrefix(got, "Nothing has happened since the start.") {
		t.Errorf("bob, who has not moved: %q", got)
	}
	d.move("alice", "roll red yellow")
	d.move("alice", "skip")
	d.move("bob", "skip")
	*now = now.Add(25 * time.Hour)
	if _, err := d.matches.Expire(context.Background(), "chan"); err != nil {
		t.Fatal(err)
	}
	d.command("carol", "game rejoin", nil)
	if d.match().Players[2].Bot {
		t.Fatal("carol did not take her seat back")
	}
	got := reason(d.command("carol", "game catchup", nil))
	if !strings.Contains(got, "Since the start:") || !strings.Contains(got, "\n- carol timed out; a bot took over their seat.\n") {
		t.Errorf("carol's catch-up after her rejoin:\n%s", got)
	}
}
