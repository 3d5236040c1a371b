package main

import (
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/all"
	"github.com/quintetbot/quintet/games/session"
)

// simStep is one line of sim --json.
type simStep struct {
	N     int          `json:"n"`
	Seat  games.Seat   `json:"seat"`
	Move  games.Move   `json:"move"`
	Draws []games.Draw `json:"draws,omitempty"`
}

// runSim plays one game with the default policy for every seat and prints
// its move log and result.
func runSim(args []string, out io.Writer) error {
	fs := newFlags("sim")
	game := fs.String("game", all.Default, "game to play")
	players := fs.Int("players", 2, "number of seats")
	seed := fs.Uint64("seed", 1, "seed of the dice")
	asJSON := fs.Bool("json", false, "print JSON lines")
	if err := parseFlags(fs, args, out); err != nil {
		return err
	}
	rules, err := games.Lookup(*game)
	if err != nil {
		return err
	}
	dice := rand.New(rand.NewPCG(*seed, *seed))
	rec := &games.Recorder{R: dice}
	st, err := rules.New(nil, *players, rec)
	if err != nil {
		return err
	}
	enc := json.NewEncoder(out)
	emit := func(s simStep) error {
		if *asJSON {
			return enc.Encode(s)
		}
		_, err := fmt.Fprintf(out, "%4d %-10s %-28s %s\n", s.N, s.Seat, s.Move, drawText(s.Draws))
		return err
	}
	if err := emit(simStep{Seat: games.Spectator, Move: session.StepStart.Move(), Draws: rec.Draws}); err != nil {
		return err
	}
	for n := 1; !st.Result().Over; n++ {
		if n > 100000 {
			return fmt.Errorf("sim: %s not over after %d moves", *game, n)
		}
		seat := st.Actors()[0]
		move := st.Default(seat)
		rec := &games.Recorder{R: dice}
		if st, err = st.Apply(seat, move, rec); err != nil {
			return fmt.Errorf("sim: move %d %s %q: %w", n, seat, move, err)
		}
		if err := emit(simStep{N: n, Seat: seat, Move: move, Draws: rec.Draws}); err != nil {
			return err
		}
	}
	res := st.Result()
	if *asJSON {
		return enc.Encode(res)
	}
	_, err = fmt.Fprintf(out, "scores %v, winners %v\n", res.Scores, res.Winners)
	return err
}

func drawText(draws []games.Draw) string {
	if len(draws) == 0 {
		return ""
	}
	s := "dice"
	for _, d := range draws {
		s += fmt.Sprintf(" %d/d%d", d.Value+1, d.N)
	}
	return s
}
