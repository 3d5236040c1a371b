package boardlife_test

import (
	"testing"

	"github.com/quintetbot/quintet/bot/boardlife"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// fixedState is a State whose actors and end are written down.
type fixedState struct {
	games.State
	actors []games.Seat
	over   bool
}

func (s fixedState) Actors() []games.Seat { return s.actors }
func (s fixedState) Result() games.Result { return games.Result{Over: s.over} }

// plainDrawer draws every board as one line.
type plainDrawer struct{}

func (plainDrawer) Draw(*boardlife.Fact) *render.Message   { return render.Public("board") }
func (plainDrawer) Retired(*session.Match) *render.Message { return render.Public("lobby, started") }

// TestPlan: each change's board is posted or edited, final or not, and
// recorded at the version the table says.
func TestPlan(t *testing.T) {
	playing := &session.Match{ID: "m1", Channel: "c", Phase: session.Playing, Version: 7}
	finished := &session.Match{ID: "m1", Channel: "c", Phase: session.Finished, Version: 8}
	lobby := &session.Match{ID: "m1", Channel: "c", Phase: session.Lobby, Version: 2}
	closed := &session.Match{ID: "m1", Channel: "c", Phase: session.Cancelled, Version: 3}
	played := func(m *session.Match, actors []games.Seat, over bool) *session.Outcome {
		return &session.Outcome{Match: m, State: fixedState{actors: actors, over: over}}
	}
	for _, tc := range []struct {
		name                 string
		fact                 boardlife.Fact
		new, final, retLobby bool
		version              int64
	}{
		{"a lobby opens", boardlife.Fact{Change: boardlife.Opened, Match: lobby}, true, false, false, 2},
		{"a seat is taken", boardlife.Fact{Change: boardlife.Seated, Match: lobby, Shown: "b1"}, false, false, false, 2},
		{"a lobby is closed", boardlife.Fact{Change: boardlife.Closed, Match: closed, Shown: "b1"}, false, false, false, 0},
		{"the match starts", boardlife.Fact{Change: boardlife.Started, Match: playing, Shown: "b1", Outcome: played(playing, []games.Seat{0}, false)}, true, false, true, 7},
		{"a move, the same seats act", boardlife.Fact{Change: boardlife.Played, Match: playing, Shown: "b1", Waited: []games.Seat{0, 1}, Outcome: played(playing, []games.Seat{1}, false)}, false, false, false, 7},
		{"a move, another seat must act", boardlife.Fact{Change: boardlife.Played, Match: playing, Shown: "b1", Waited: []games.Seat{0}, Outcome: played(playing, []games.Seat{1}, false)}, true, false, false, 7},
		{"a move, no board shown", boardlife.Fact{Change: boardlife.Played, Match: playing, Waited: []games.Seat{1}, Outcome: played(playing, []games.Seat{1}, false)}, true, false, false, 7},
		{"the last move", boardlife.Fact{Change: boardlife.Played, Match: finished, Shown: "b1", Outcome: played(finished, nil, true)}, true, true, false, 0},
		{"every player resigned", boardlife.Fact{Change: boardlife.Played, Match: closed, Shown: "b1", Outcome: played(closed, nil, false)}, true, true, false, 0},
		{"a move taken back", boardlife.Fact{Change: boardlife.TookBack, Match: playing, Shown: "b1", Outcome: played(playing, []games.Seat{0}, false)}, false, false, false, 7},
		{"a move taken back, no board shown", boardlife.Fact{Change: boardlife.TookBack, Match: playing, Outcome: played(playing, []games.Seat{0}, false)}, true, false, false, 7},
		{"a timeout", boardlife.Fact{Change: boardlife.TimedOut, Match: playing, Shown: "b1", Outcome: played(playing, []games.Seat{0}, false)}, true, false, false, 7},
		{"cancelled in play", boardlife.Fact{Change: boardlife.Cancelled, Match: closed, Shown: "b1"}, true, false, false, 0},
		{"/game board", boardlife.Fact{Change: boardlife.Shown, Match: playing, Shown: "b1"}, true, false, false, 7},
		{"a seat back from a bot", boardlife.Fact{Change: boardlife.Rejoined, Match: playing, Shown: "b1"}, false, false, false, 7},
		{"owed after a stop", boardlife.Fact{Change: boardlife.Owed, Match: playing, Shown: "b1"}, false, false, false, 7},
		{"owed, none shown", boardlife.Fact{Change: boardlife.Owed, Match: playing}, true, false, false, 7},
		{"a request asked", boardlife.Fact{Change: boardlife.Asked, Match: playing, Shown: "b1"}, true, false, false, 7},
		{"a request answered", boardlife.Fact{Change: boardlife.Answered, Match: playing, Shown: "b1"}, false, false, false, 7},
		{"a request answered, no board shown", boardlife.Fact{Change: boardlife.Answered, Match: playing}, true, false, false, 7},
		{"a final board again", boardlife.Fact{Change: boardlife.Ended, Match: finished, Shown: "f1"}, true, true, false, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := boardlife.Plan(&tc.fact, plainDrawer{})
			if b.New != tc.new || b.Final != tc.final || b.RetiresLobby != tc.retLobby || b.Version != tc.version {
				t.Fatalf("new %v final %v retires lobby %v version %d; want %v %v %v %d",
					b.New, b.Final, b.RetiresLobby, b.Version, tc.new, tc.final, tc.retLobby, tc.version)
			}
			if b.Previous != tc.fact.Shown || b.Match != "m1" || b.Channel != "c" {
				t.Fatalf("previous %q match %q channel %q", b.Previous, b.Match, b.Channel)
			}
		})
	}
	if boardlife.Plan(nil, plainDrawer{}) != nil {
		t.Fatal("no fact planned a board")
	}
}

// TestInPlace: a click on the board shown answers with the board when it
// is edited in place, with the retired board when a new one follows.
func TestInPlace(t *testing.T) {
	edit := &boardlife.Board{Previous: "b1", Message: render.Public("board")}
	if shown, _ := edit.InPlace("b1"); !shown {
		t.Fatal("a click on the board edited in place is not answered with it")
	}
	if shown, _ := edit.InPlace("p9"); shown {
		t.Fatal("a click elsewhere is answered with the board")
	}
	post := &boardlife.Board{Previous: "b1", New: true, Retired: render.Public("retired")}
	if shown, retired := post.InPlace("b1"); shown || retired == nil {
		t.Fatal("a click on a board that a new one follows is not answered with its retired look")
	}
	if !post.RetiredBy("b1", true) || post.RetiredBy("b1", false) || post.RetiredBy("p9", true) {
		t.Fatal("RetiredBy")
	}
}
