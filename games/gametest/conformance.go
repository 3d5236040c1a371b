package gametest

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/quintetbot/quintet/games"
)

// Config tunes Run. Zero values take the defaults.
type Config struct {
	// Seats lists the seat counts to play; default every count from
	// Info().MinSeats to Info().MaxSeats.
	Seats []int
	// Options lists option sets to play with; default one empty set.
	Options []games.Options
	// Seeds is the number of games per seat count and option set; default 20.
	Seeds int
	// MaxMoves bounds the moves of one game; a game still running after that
	// many moves fails the suite. Default 5000.
	MaxMoves int
}

func (c Config) withDefaults(info games.Info) Config {
	if len(c.Seats) == 0 {
		for n := info.MinSeats; n <= info.MaxSeats; n++ {
			c.Seats = append(c.Seats, n)
		}
	}
	if len(c.Options) == 0 {
		c.Options = []games.Options{nil}
	}
	if c.Seeds == 0 {
		c.Seeds = 20
	}
	if c.MaxMoves == 0 {
		c.MaxMoves = 5000
	}
	return c
}

// Run plays random games of rules and checks at every step that:
//   - Actors is sorted, in range, and non-empty until the game is over;
//   - Legal is sorted, duplicate-free and non-empty for each actor, empty for
//     everyone else, and Default is one of the legal moves;
//   - every listed move applies; a move that is not listed (garbage, or a
//     listed move with a word added, changed or dropped) is refused with
//     ErrIllegalMove, ErrBadNotation or ErrNotYourTurn, and a seat that may
//     not act is refused;
//   - Apply never changes its receiver;
//   - Encode and Decode round-trip;
//   - View works for every seat and the spectator and shows no other seat's
//     secrets (games.Secretive);
//   - the game ends within Config.MaxMoves, with a score per seat and
//     winners, and refuses moves afterwards with ErrGameOver;
//   - replaying the recorded dice reproduces the game exactly.
func Run(t *testing.T, rules games.Rules, cfg Config) {
	t.Helper()
	info := rules.Info()
	cfg = cfg.withDefaults(info)
	for oi, opts := range cfg.Options {
		for _, n := range cfg.Seats {
			for seed := range cfg.Seeds {
				name := fmt.Sprintf("opts%d/seats%d/seed%d", oi, n, seed)
				t.Run(name, func(t *testing.T) {
					t.Parallel()
					g := playout{t: t, rules: rules, opts: opts, seats: n, seed: uint64(seed), cfg: cfg}
					g.run()
				})
			}
		}
	}
}

// step is one recorded move of a playout.
type step struct {
	seat  games.Seat
	move  games.Move
	draws []games.Draw
}

type playout struct {
	t     *testing.T
	rules games.Rules
	opts  games.Options
	seats int
	seed  uint64
	cfg   Config

	setup []games.Draw
	steps []step
}

func (g *playout) run() {
	t := g.t
	dice := Seeded(g.seed)
	pick := rand.New(rand.NewPCG(g.seed, 42))
	rec := &games.Recorder{R: dice}
	st, err := g.rules.New(g.opts, g.seats, rec)
	if err != nil {
		t.Fatalf("New(%v, %d): %v", g.opts, g.seats, err)
	}
	g.setup = rec.Draws
	g.checkNewIsDeterministic(st)
	for moves := 0; !st.Result().Over; moves++ {
		if moves >= g.cfg.MaxMoves {
			t.Fatalf("game not over after %d moves", moves)
		}
		g.checkStep(st)
		if moves%8 == 0 {
			g.checkShared(st)
		}
		actors := st.Actors()
		seat := actors[pick.IntN(len(actors))]
		legal := st.Legal(seat)
		move := legal[pick.IntN(len(legal))]
		if pick.IntN(4) == 0 {
			move = st.Default(seat)
		}
		rec := &games.Recorder{R: dice}
		next := g.applyChecked(st, seat, move, rec)
		g.steps = append(g.steps, step{seat: seat, move: move, draws: rec.Draws})
		st = next
	}
	g.checkOver(st)
	g.checkReplay(st)
}

func (g *playout) checkNewIsDeterministic(st games.State) {
	again, err := g.rules.New(g.opts, g.seats, Seeded(g.seed))
	if err != nil {
		g.t.Fatalf("New again: %v", err)
	}
	if !bytes.Equal(encode(g.t, st), encode(g.t, again)) {
		g.t.Fatalf("New is not deterministic for seed %d", g.seed)
	}
}

// applyChecked applies a listed move and checks that it succeeds without
// touching the receiver.
func (g *playout) applyChecked(st games.State, seat games.Seat, move games.Move, r games.Rand) games.State {
	t := g.t
	before := encode(t, st)
	next, err := st.Apply(seat, move, r)
	if err != nil {
		t.Fatalf("%s: listed move %q refused: %v\nlog:\n%s", seat, move, err, g.log())
	}
	if !bytes.Equal(before, encode(t, st)) {
		t.Fatalf("%s: Apply(%q) changed its receiver", seat, move)
	}
	return next
}

func (g *playout) log() string {
	var b bytes.Buffer
	for i, s := range g.steps {
		fmt.Fprintf(&b, "%3d %s: %s %v\n", i+1, s.seat, s.move, s.draws)
	}
	return b.String()
}

func encode(t *testing.T, st games.State) []byte {
	t.Helper()
	b, err := st.Encode()
	if err != nil {
		t.Fatalf("Encode: %v", err)
	}
	return b
}

func isSortedUnique[T ~int | ~string](xs []T) bool {
	return slices.IsSorted(xs) && len(slices.Compact(slices.Clone(xs))) == len(xs)
}
