package commands

import (
	"context"
	"io"
	"log/slog"
	"strings"
	"testing"

	_ "github.com/quintetbot/quintet/games/cinqo"

	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
)

// TestHistoryListsTheWinnerFirst: each line of /history names the seats
// by place, whatever their seat order.
func TestHistoryListsTheWinnerFirst(t *testing.T) {
	rt, _ := memApp(t)
	rep := ask(rt, "alice", &Request{Kind: KindCommand, Command: "history", Options: map[string]string{"user": "bob"}})
	for _, line := range strings.Split(rep.Message.Embeds[0].Description, "\n") {
		if !strings.Contains(line, "`m2`") {
			continue
		}
		if w, l := strings.Index(line, "1. Bob 60"), strings.Index(line, "2. Alice 30"); w < 0 || l < 0 || w > l {
			t.Errorf("m2 does not list Bob's win first: %q", line)
		}
		return
	}
	t.Fatal("m2 is not in bob's history")
}

// TestStatsCountsInTheSingular: one game reads "1 game", never "1 games".
func TestStatsCountsInTheSingular(t *testing.T) {
	f := &fakeStats{MemStore: session.NewMemStore()}
	one := standing("solo", 1, 1, 25)
	one.Game, one.Measures = "cinqo", map[string]session.Measured{"rounds": {Games: 1, Best: 1}}
	f.standings = []session.Standing{one}
	rt := NewRouter(session.NewManager(onlyStanding{f, one}), slog.New(slog.NewTextHandler(io.Discard, nil)))
	text := ask(rt, "solo", &Request{Kind: KindCommand, Command: "stats player"}).Message.Text
	for _, bad := range []string{"1 games", "1 rated games", "1 rounds", "1 wins"} {
		if strings.Contains(text, bad) {
			t.Errorf("stats say %q:\n%s", bad, text)
		}
	}
	if !strings.Contains(text, "1 rated game") {
		t.Errorf("stats lack the rated game count:\n%s", text)
	}
}

// onlyStanding answers PlayerStats with one standing.
type onlyStanding struct {
	*fakeStats
	s session.Standing
}

func (o onlyStanding) PlayerStats(context.Context, string, string) ([]session.Standing, error) {
	s := o.s
	s.Last = histT0
	return []session.Standing{s}, nil
}

// TestOnlyTheHostIsNamed: a refusal for not being the host names the host.
func TestOnlyTheHostIsNamed(t *testing.T) {
	d := newTable(t)
	d.command("alice", "play qwinto", nil)
	d.command("bob", "game join", nil)
	got := reason(d.command("bob", "game start", nil))
	if !strings.Contains(strings.ToLower(got), "only the host, alice, can do that") {
		t.Errorf("bob starting alice's lobby: %q", got)
	}
}

// TestQuinientosNamesWhoseTurnItIs: a Quinientos move out of turn names
// the player to wait for, never "seat 3".
func TestQuinientosNamesWhoseTurnItIs(t *testing.T) {
	d := newTable(t)
	d.command("alice", "play quinientos", nil)
	for _, u := range []string{"bob", "carol", "dave"} {
		d.command(u, "game join", nil)
	}
	d.command("alice", "game start", nil)
	m := d.match()
	st, err := m.Decode()
	if err != nil {
		t.Fatal(err)
	}
	turn := st.Actors()[0]
	waiting := m.Players[(int(turn)+1)%4].User
	got := reason(d.command(waiting, "game move", map[string]string{"notation": "play 6-6"}))
	if strings.Contains(got, "seat ") || strings.Contains(got, "{seat") || !strings.Contains(got, m.Name(turn)) {
		t.Errorf("%s moving out of turn (%s's): %q", waiting, m.Name(turn), got)
	}
}

// TestLobbyCountsAndTeams: the lobby says how many play in words a player
// reads, how many more are needed, and a partnership game's teams.
func TestLobbyCountsAndTeams(t *testing.T) {
	d := newTable(t)
	d.command("alice", "play quinientos", nil)
	d.command("bob", "game join", nil)
	text := d.sink.msgs[d.match().BoardMessage].Text
	for _, want := range []string{"Players: 2 of 4", "2 more players to start: Join, or Add bot.", "Teams: alice & bob against a bot & a bot"} {
		if !strings.Contains(strings.ToLower(text), strings.ToLower(want)) {
			t.Errorf("the Quinientos lobby lacks %q:\n%s", want, text)
		}
	}
	d2 := newTable(t)
	d2.command("alice", "play qwinto", nil)
	text = d2.sink.msgs[d2.match().BoardMessage].Text
	if !strings.Contains(text, "Players: 1 (1 to 6 can play)") || strings.Contains(text, "more to start") || strings.Contains(text, "Teams") {
		t.Errorf("the Qwinto lobby:\n%s", text)
	}
}

// TestBoardSaysWhatEachTurnScored: the board after a Cinq-O turn says how
// many points the human's own turn scored, as it does for bots'.
func TestBoardSaysWhatEachTurnScored(t *testing.T) {
	d := newTable(t)
	d.command("alice", "play cinqo", map[string]string{"bots": "1"})
	d.command("alice", "game start", nil)
	d.command("alice", "game move", map[string]string{"notation": "roll"})
	st, err := d.match().Decode()
	if err != nil {
		t.Fatal(err)
	}
	var all string
	for _, m := range st.Legal(0) {
		if f := strings.Fields(string(m)); len(f) == 6 && f[0] == "rack" && strings.Trim(strings.Join(f[1:], ""), "123456") == "" {
			all = string(m)
		}
	}
	if all == "" {
		t.Fatalf("no move racks all five dice: %v", st.Legal(0))
	}
	d.command("alice", "game move", map[string]string{"notation": all})
	text := d.sink.msgs[d.match().BoardMessage].Text
	if !strings.Contains(text, "alice: "+all+" (+") {
		t.Errorf("the board does not say what %q scored:\n%s", all, text)
	}
}

// TestSolitaireWithBotsIsRefusedAtOnce: /play cinqo mode:solitaire bots:1
// is refused when typed, not at Start, and opens nothing.
func TestSolitaireWithBotsIsRefusedAtOnce(t *testing.T) {
	d := newTable(t)
	got := reason(d.command("alice", "play cinqo", map[string]string{"mode": "solitaire", "bots": "1"}))
	if !strings.Contains(got, "at most 1 player") {
		t.Errorf("solitaire with a bot: %q", got)
	}
	if _, err := d.matches.Get(context.Background(), "chan"); err == nil {
		t.Error("a lobby was opened")
	}
}

// TestHelpTellsHowToStart: /help answers privately with how to start and
// every game.
func TestHelpTellsHowToStart(t *testing.T) {
	d := newTable(t)
	m := d.command("alice", "help", nil).Message
	if m == nil || !m.Ephemeral || len(m.Embeds) != 1 {
		t.Fatalf("/help answered %+v", m)
	}
	for _, want := range []string{"`/play <game>`", "`/rules <game>`", "Qwinto", "Cinq-O"} {
		if !strings.Contains(m.Embeds[0].Description, want) {
			t.Errorf("/help lacks %q:\n%s", want, m.Embeds[0].Description)
		}
	}
	if err := m.Validate(); err != nil {
		t.Error(err)
	}
}

// TestBlingoNamesWhoseTurnItIs: a Blingo move out of turn names the
// player to wait for, as Quinientos does.
func TestBlingoNamesWhoseTurnItIs(t *testing.T) {
	d := newTable(t)
	d.started("blingo", "bob")
	got := reason(d.command("bob", "game move", map[string]string{"notation": "place 5"}))
	if got != "Wait for alice to play." {
		t.Errorf("bob moving in alice's turn: %q", got)
	}
}

// TestEmptyMoveShowsThisGamesNotation: /game move without a move asks for
// one with an example the player could play, not another game's move.
func TestEmptyMoveShowsThisGamesNotation(t *testing.T) {
	d := newTable(t)
	if got := reason(d.command("alice", "game move", nil)); got != "Type a move after /game move; /game moves lists yours." {
		t.Errorf("no game: %q", got)
	}
	d.started("blingo", "bob")
	st, err := d.match().Decode()
	if err != nil {
		t.Fatal(err)
	}
	want := "Type a move, for example: /game move notation:" + string(st.Legal(0)[0])
	if got := reason(d.command("alice", "game move", map[string]string{"notation": " "})); got != want {
		t.Errorf("alice with a roll to place: %q, want %q", got, want)
	}
	if got := reason(d.command("bob", "game move", nil)); strings.Contains(got, "skip") {
		t.Errorf("bob waiting: %q", got)
	}
}

// TestUnknownGameListsTheGames: a game option that names no game, or none,
// is refused with the list of games, by every command that takes one.
func TestUnknownGameListsTheGames(t *testing.T) {
	d := newTable(t)
	for _, tc := range []struct {
		path string
		opts map[string]string
		want string
	}{
		{"leaderboard", nil, "Which game? Choose one of "},
		{"leaderboard", map[string]string{"game": "nosuch"}, `Unknown game "nosuch": choose one of `},
		{"stats player", map[string]string{"game": "nosuch"}, `Unknown game "nosuch": choose one of `},
		{"stats dice", map[string]string{"game": "nosuch"}, `Unknown game "nosuch": choose one of `},
	} {
		got := reason(d.command("alice", tc.path, tc.opts))
		if !strings.HasPrefix(got, tc.want) || !strings.Contains(got, "blingo") {
			t.Errorf("/%s %v: %q, want %q and the games", tc.path, tc.opts, got, tc.want)
		}
	}
}

// TestHistoryPlacesCountTeams: the losing partnership of a four-player
// game is second, not third; in a game for one, two tied winners put the
// next player third.
func TestHistoryPlacesCountTeams(t *testing.T) {
	seat := func(name string, place, team, score int) session.SeatRecord {
		return session.SeatRecord{Name: name, Place: place, Team: team, Score: score}
	}
	tests := []struct {
		seats []session.SeatRecord
		want  string
	}{
		{[]session.SeatRecord{seat("alice", 3, 0, 135), seat("Bot 2", 1, 1, 502), seat("Bot 3", 3, 0, 135), seat("Bot 4", 1, 1, 502)},
			"1. Bot 2 502, 1. Bot 4 502, 2. alice 135, 2. Bot 3 135"},
		{[]session.SeatRecord{seat("alice", 1, 0, 40), seat("bob", 1, 1, 40), seat("carol", 3, 2, 20)},
			"1. alice 40, 1. bob 40, 3. carol 20"},
	}
	for _, tt := range tests {
		line := historyLine(locale.English, session.Record{Match: "m1", Game: "quinientos", Seats: tt.seats})
		if !strings.Contains(line, tt.want) {
			t.Errorf("history line %q, want it to hold %q", line, tt.want)
		}
	}
}
