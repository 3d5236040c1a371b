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

// boardLinesEnglish are the English words of the lines commands add to a
// board (what steps did, clock, dice, hints, timeouts); a board in
// another language shows none of them.
var boardLinesEnglish = []string{"The game", "has started", "Time runs out", "Clock paused", "timeouts", "Spectating",
	"commitment", "the seed is revealed", "Time ran out", "played for them", "a bot plays", "timed out", "abandoned",
	"took back", "resigned", "nobody wins", "forfeited", "Rematch"}

// frenchTable is a Qwinto match of alice and bob in a French server,
// with one timeout allowed, on a clock the test moves.
func frenchTable(t *testing.T) (*tableDriver, *time.Time) {
	now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	mg := session.NewManager(session.NewMemStore(), session.WithClock(func() time.Time { return now }),
		session.WithSeeds(func() [2]uint64 { return [2]uint64{7, 7} }))
	d := &tableDriver{t: t, matches: mg, router: NewRouter(mg, slog.New(slog.NewTextHandler(io.Discard, nil))), sink: newRecorder()}
	in := func(user, path string, opts map[string]string) {
		d.do(&Request{Kind: KindCommand, User: User{ID: user, Name: user}, Command: path, Options: opts, Locale: "de", GuildLocale: "fr"})
	}
	in("alice", "play qwinto", map[string]string{"timeouts": "1"})
	in("bob", "game join", nil)
	in("alice", "game start", nil)
	return d, &now
}

// noEnglish fails the test when text holds one of boardLinesEnglish.
func noEnglish(t *testing.T, what, text string) {
	t.Helper()
	for _, w := range boardLinesEnglish {
		if strings.Contains(text, w) {
			t.Errorf("%s says %q in a French server:\n%s", what, w, text)
		}
	}
}

// TestBoardLinesSpeakTheServersLanguage: in a French server, the lines a
// board carries (the game started, a move told, the clock, the dice
// commitment, the spectators' hint, a timeout's announcement) are
// French, whatever the language of the player who acted.
func TestBoardLinesSpeakTheServersLanguage(t *testing.T) {
	d, now := frenchTable(t)
	m := d.match()
	board := d.sink.msgs[m.BoardMessage]
	for _, want := range []string{"La partie a commencé.", "Le temps s'écoule <t:", "Engagement des dés ", "/game board t'affiche ce plateau"} {
		if !strings.Contains(board.Text, want) {
			t.Errorf("the French board lacks %q:\n%s", want, board.Text)
		}
	}
	noEnglish(t, "the started board", board.Text+board.Content)
	d.move("alice", "roll red yellow")
	board = d.sink.msgs[d.match().BoardMessage]
	if !strings.Contains(board.Text, "alice : ") {
		t.Errorf("the French board does not tell alice's roll as « alice : … »:\n%s", board.Text)
	}
	noEnglish(t, "the board after a roll", board.Text+board.Content)
	*now = now.Add(25 * time.Hour)
	ex, err := d.matches.Expire(context.Background(), "chan")
	if err != nil || ex == nil {
		t.Fatalf("expire: %v %v", ex, err)
	}
	n := ExpiredIn(ex, locale.French)
	if n == nil || n.Board == nil {
		t.Fatalf("no board after the timeout: %+v", n)
	}
	timedOut := Boards.Draw(n.Board)
	if !strings.Contains(timedOut.Text, "Temps écoulé pour ") {
		t.Errorf("the timeout is not announced in French:\n%s", timedOut.Text)
	}
	noEnglish(t, "the board after a timeout", timedOut.Text+timedOut.Content)
}

// TestAbandonedAndForfeitedStatusInFrench: an abandoned game's board and
// one a forfeited seat won say so in the match's language.
func TestAbandonedAndForfeitedStatusInFrench(t *testing.T) {
	d, _ := frenchTable(t)
	m := d.match()
	st, err := m.Decode()
	if err != nil {
		t.Fatal(err)
	}
	m.Phase, m.Abandoned = session.Cancelled, true
	if got := table(m, st, games.Spectator, "", "").Status(); got != "Partie abandonnée : personne ne gagne." {
		t.Errorf("abandoned status %q", got)
	}
	m.Phase, m.Abandoned = session.Finished, false
	m.Players[0].Resigned = true
	fair := session.FairStatus(m, games.Result{Over: true, Winners: []games.Seat{1}, Scores: []int{3, 1}})
	if got := games.ExpandSeats(fair.In(locale.French), m.Name); got != "bob gagne ; forfait pour alice" {
		t.Errorf("forfeit status %q", got)
	}
	if got := games.ExpandSeats(fair.In(locale.English), m.Name); got != "bob wins; alice forfeited" {
		t.Errorf("forfeit status in English %q", got)
	}
}

// TestRejoinSpeaksTheServersLanguage: in a French server, taking one's
// seat back from the bot is announced in French.
func TestRejoinSpeaksTheServersLanguage(t *testing.T) {
	d, now := frenchTable(t)
	*now = now.Add(25 * time.Hour)
	if _, err := d.matches.Expire(context.Background(), "chan"); err != nil {
		t.Fatal(err)
	}
	r := d.inFrench("alice", "de", "game rejoin", nil)
	if got := reason(r); got != "alice reprend sa place au bot ; à partir de son prochain coup, c'est de nouveau lui qui joue." {
		t.Errorf("/game rejoin in a French server: %q", got)
	}
}
