package sixthgame_test

import (
	"context"
	"log/slog"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/commands/sixthgame"
	"github.com/quintetbot/quintet/games/session"
)

// server is one guild with one channel, served by the router.
type server struct {
	t       *testing.T
	store   *session.MemStore
	matches *session.Manager
	router  *commands.Router
}

func newServer(t *testing.T) *server {
	store := session.NewMemStore()
	mg := session.NewManager(store)
	return &server{t: t, store: store, matches: mg, router: commands.NewRouter(mg, slog.New(slog.DiscardHandler))}
}

// do sends one request from user and returns the reply. The boards it
// carries are not posted: the test plays by typed moves.
func (s *server) do(kind commands.Kind, user, path string, opts map[string]string) *commands.Reply {
	s.t.Helper()
	if opts == nil {
		opts = map[string]string{}
	}
	r := &commands.Request{Kind: kind, Guild: "guild", Channel: "chan", User: commands.User{ID: user, Name: user},
		Command: path, Options: opts}
	if kind == commands.KindAutocomplete {
		r.Focused = "metric"
	}
	return s.router.Handle(context.Background(), r)
}

func (s *server) command(user, path string, opts map[string]string) *commands.Reply {
	return s.do(commands.KindCommand, user, path, opts)
}

// text is what a reply says: its message's text and embeds.
func text(r *commands.Reply) string {
	if r == nil || r.Message == nil {
		return ""
	}
	var b strings.Builder
	b.WriteString(r.Message.Content + "\n" + r.Message.Text + "\n")
	for _, e := range r.Message.Embeds {
		b.WriteString(e.Title + "\n" + e.Description + "\n")
		for _, f := range e.Fields {
			b.WriteString(f.Name + ": " + f.Value + "\n")
		}
		if e.Footer != nil {
			b.WriteString(e.Footer.Text + "\n")
		}
	}
	return b.String()
}

// TestSixthGame registers Relay, a game with teams and a statistic of its
// own that no shared code names, and gets /rules, /play (lobby in the
// game's colour, teams in the records), /stats and /leaderboard for it.
func TestSixthGame(t *testing.T) {
	s := newServer(t)

	if got := text(s.command("ann", "rules", map[string]string{"game": sixthgame.Name})); !strings.Contains(got, "the team that reaches 10 wins") {
		t.Errorf("/rules relay:\n%s", got)
	}
	play := s.command("ann", "play "+sixthgame.Name, nil)
	if _, err := s.matches.Get(context.Background(), "chan"); err != nil || play.Board == nil {
		t.Fatalf("/play relay opened no lobby: %v", err)
	}
	if lobby := commands.Boards.Draw(play.Board); lobby == nil || len(lobby.Embeds) == 0 || lobby.Embeds[0].Color != sixthgame.Colour {
		t.Fatalf("the lobby is not in Relay's colour: %+v", lobby)
	}
	for _, u := range []string{"bob", "cid", "dee"} {
		s.command(u, "game join", nil)
	}
	s.command("ann", "game start", nil)
	users := []string{"ann", "bob", "cid", "dee"}
	for i := 0; ; i++ {
		m, err := s.matches.Get(context.Background(), "chan")
		if err != nil {
			break // finished and archived
		}
		if i > 40 {
			t.Fatal("Relay does not end")
		}
		st, err := m.Decode()
		if err != nil {
			t.Fatal(err)
		}
		seat := st.Actors()[0]
		step := "step 3"
		if users[seat] == "bob" {
			step = "step 2"
		}
		if r := text(s.command(users[seat], "game move", map[string]string{"notation": step})); !strings.Contains(r, "You played") {
			t.Fatalf("%s's %q refused: %s", users[seat], step, r)
		}
	}

	recs, err := s.store.Records(context.Background(), "guild", "chan", "", 1)
	if err != nil || len(recs) != 1 {
		t.Fatalf("records %+v, err %v", recs, err)
	}
	for i, so := range recs[0].Seats {
		if so.Team != i%2 {
			t.Errorf("seat %d (%s) on team %d, want %d", i, so.User, so.Team, i%2)
		}
	}
	if !recs[0].Seats[0].Won || !recs[0].Seats[2].Won || recs[0].Seats[1].Won {
		t.Errorf("the even seats reach 10 first: %+v", recs[0].Seats)
	}

	if got := text(s.command("bob", "stats player", map[string]string{"game": sixthgame.Name})); !strings.Contains(got, "Longest step in Relay: 1 game, best 2 points") {
		t.Errorf("/stats player game:relay for bob:\n%s", got)
	}
	var offered []string
	for _, c := range s.do(commands.KindAutocomplete, "ann", "leaderboard", map[string]string{"game": sixthgame.Name, "metric": "long"}).Choices {
		offered = append(offered, c.Value.(string))
	}
	if strings.Join(offered, " ") != "longest" {
		t.Errorf("/leaderboard game:relay metric:long offers %q", offered)
	}
	board := text(s.command("ann", "leaderboard", map[string]string{"game": sixthgame.Name, "metric": "longest"}))
	if !strings.Contains(board, "The longest step taken in Relay.") || strings.Index(board, "ann") < 0 || strings.Index(board, "bob") < strings.Index(board, "ann") {
		t.Errorf("/leaderboard game:relay metric:longest, want ann (3) above bob (2):\n%s", board)
	}
	if got := text(s.command("ann", "leaderboard", map[string]string{"game": sixthgame.Name})); !strings.Contains(got, "Relay") {
		t.Errorf("/leaderboard game:relay:\n%s", got)
	}
}
