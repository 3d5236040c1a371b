package session_test

import (
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games"
	_ "github.com/quintetbot/quintet/games/blingo"
	"github.com/quintetbot/quintet/games/qwinto"
	"github.com/quintetbot/quintet/games/session"
)

// levelGame is Qwinto under another name, with bots of its own at every
// level and states that hide something from each seat (games.Observer).
// Its bots draw burn values from their generator, then play a move chosen
// with it among the legal ones; they note what they were asked.
type levelGame struct {
	games.Rules
	mu     sync.Mutex
	burn   int           // values each decision draws from the bot's generator
	pick   bool          // choose among the legal moves with the generator; else Default
	think  time.Duration // time each decision spends, outside the lock
	sleep  bool          // think without the processor (waiting); else spinning
	levels []games.Level
	leaks  int // decisions made on a state not observed for the bot's seat
}

func (g *levelGame) Info() games.Info {
	info := g.Rules.Info()
	info.Name, info.Title = "leveltest", "Level test"
	return info
}

func (g *levelGame) New(opts games.Options, seats int, r games.Rand) (games.State, error) {
	st, err := g.Rules.New(opts, seats, r)
	return secret{st}, err
}

func (g *levelGame) Decode(b []byte) (games.State, error) {
	st, err := g.Rules.Decode(b)
	return secret{st}, err
}

func (g *levelGame) Bot(l games.Level) games.Bot {
	return games.BotFunc(func(st games.State, s games.Seat, r games.Rand) games.Move {
		g.mu.Lock()
		think, sleep := g.think, g.sleep
		g.mu.Unlock()
		if sleep {
			time.Sleep(think)
		} else {
			for t0 := time.Now(); time.Since(t0) < think; {
			}
		}
		g.mu.Lock()
		defer g.mu.Unlock()
		g.levels = append(g.levels, l)
		if o, ok := st.(observed); !ok || o.seat != s {
			g.leaks++
		}
		for range g.burn {
			r.IntN(6)
		}
		if !g.pick {
			return st.Default(s)
		}
		legal := st.Legal(s)
		return legal[r.IntN(len(legal))]
	})
}

// secret is a state with something hidden from every seat.
type secret struct{ games.State }

func (st secret) Apply(s games.Seat, m games.Move, r games.Rand) (games.State, error) {
	next, err := st.State.Apply(s, m, r)
	if err != nil {
		return nil, err
	}
	return secret{next}, nil
}

func (st secret) Observe(s games.Seat, _ games.Rand) games.State { return observed{st.State, s} }

// observed is a secret as one seat may see it.
type observed struct {
	games.State
	seat games.Seat
}

var testGame = &levelGame{Rules: qwinto.Rules}

func init() { games.Register(testGame) }

// playLevels plays a match of Alice and two bots at level l to the end,
// Alice timing out never: she plays her default moves.
func playLevels(t *testing.T, l games.Level) (*session.Manager, *session.Outcome) {
	t.Helper()
	mg, _ := newManager(t)
	m, err := mg.Open(ctx, session.OpenRequest{Channel: "c", Game: "leveltest", Host: alice(), Bots: 1, Level: l})
	if err != nil {
		t.Fatal(err)
	}
	if m, err = mg.AddBot(ctx, "c", "1"); err != nil {
		t.Fatal(err)
	}
	if m.Level != l || m.Players[1].Level != l || m.Players[2].Level != l || m.Players[0].Level != games.Normal {
		t.Fatalf("lobby at %s: match %s, seats %+v", l, m.Level, m.Players)
	}
	if _, err := mg.Start(ctx, "c", "1"); err != nil {
		t.Fatal(err)
	}
	return mg, playOut(t, mg, []string{"1", "", ""})
}

// stepsOf returns the match's log as seats, moves and draws.
func logOf(t *testing.T, mg *session.Manager, id string) []session.Step {
	t.Helper()
	steps, err := mg.Log(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	return steps
}

func TestBotsPlayTheirLevel(t *testing.T) {
	for _, l := range games.Levels {
		testGame.mu.Lock()
		testGame.levels, testGame.leaks = nil, 0
		testGame.mu.Unlock()
		_, out := playLevels(t, l)
		if out.Match.Phase != session.Finished {
			t.Fatalf("%s: not finished", l)
		}
		testGame.mu.Lock()
		if len(testGame.levels) == 0 || slices.ContainsFunc(testGame.levels, func(x games.Level) bool { return x != l }) {
			t.Errorf("bots of a %s match played at %v", l, testGame.levels)
		}
		if testGame.leaks != 0 {
			t.Errorf("%d decisions on a state not observed for the bot's seat", testGame.leaks)
		}
		testGame.mu.Unlock()
	}
}

// setBots sets how the test game's bots think.
func setBots(burn int, pick bool) {
	testGame.mu.Lock()
	defer testGame.mu.Unlock()
	testGame.burn, testGame.pick = burn, pick
}

// TestBotsLeaveTheMatchDice plays the same match with bots that draw
// nothing and bots that draw hundreds of values a decision: the match's
// recorded dice are the same, for no bot draws from the match's generator.
func TestBotsLeaveTheMatchDice(t *testing.T) {
	defer setBots(0, false)
	var logs [][]session.Step
	for _, burn := range []int{0, 500} {
		setBots(burn, false)
		mg, out := playLevels(t, games.Hard)
		logs = append(logs, logOf(t, mg, out.Match.ID))
	}
	if len(logs[0]) < 10 || !sameLog(logs[0], logs[1]) {
		t.Fatalf("the match's log depends on what bots draw: %d and %d steps", len(logs[0]), len(logs[1]))
	}
}

// TestBotsDeterministic plays a match twice from the same seed with bots
// that choose at random from their own generator: the same moves.
func TestBotsDeterministic(t *testing.T) {
	defer setBots(0, false)
	setBots(3, true)
	mg1, out1 := playLevels(t, games.Easy)
	mg2, out2 := playLevels(t, games.Easy)
	a, b := logOf(t, mg1, out1.Match.ID), logOf(t, mg2, out2.Match.ID)
	if !sameLog(a, b) {
		t.Fatal("two matches from one seed played different bot moves")
	}
	setBots(4, true)
	mg3, out3 := playLevels(t, games.Easy)
	if sameLog(a, logOf(t, mg3, out3.Match.ID)) {
		t.Fatal("the bots' choices do not depend on their generator: the test shows nothing")
	}
}

func sameLog(a, b []session.Step) bool {
	return slices.EqualFunc(a, b, func(x, y session.Step) bool {
		return x.Seat == y.Seat && x.Move == y.Move && slices.Equal(x.Draws, y.Draws)
	})
}

// TestBlingoRollsForThePlayer: in Blingo the roll is no decision, nor a
// pass when the roll allows nothing, so a player's turn starts with the
// dice rolled and always asks for a placement.
func TestBlingoRollsForThePlayer(t *testing.T) {
	mg, _ := newManager(t)
	if _, err := mg.Open(ctx, session.OpenRequest{Channel: "c", Game: "blingo", Host: alice(), Bots: 1}); err != nil {
		t.Fatal(err)
	}
	out, err := mg.Start(ctx, "c", "1")
	if err != nil {
		t.Fatal(err)
	}
	turns := 0
	for !out.State.Result().Over {
		if turns++; turns > 2000 {
			t.Fatal("game does not end")
		}
		legal := out.State.Legal(0)
		if len(legal) == 0 || slices.Contains(legal, "roll") || slices.Contains(legal, "pass") {
			t.Fatalf("turn %d: Alice may play %v", turns, legal)
		}
		if out, err = mg.Play(ctx, session.PlayRequest{Channel: "c", User: "1", Move: out.State.Default(0), Version: out.Match.Version}); err != nil {
			t.Fatal(err)
		}
	}
	rolls := 0
	for _, s := range logOf(t, mg, out.Match.ID) {
		if s.Move == "roll" {
			rolls++
			if s.User != "" || len(s.Draws) != 2 {
				t.Fatalf("roll step %+v", s)
			}
		}
	}
	if rolls < turns {
		t.Fatalf("%d rolls in %d of Alice's turns", rolls, turns)
	}
}
