package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"runtime"
	"strings"
	"sync"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/all"
)

// runDuel plays --games games of one game between the players of --seats
// (bot levels, or random) on every core and prints each player's mean and
// median score, win and tie shares with 95% intervals (a partnership's
// win is each partner's win, not a tie), median decisions a game and mean
// decision time, then the game's length: the median rolls (moves that
// drew dice) a game and choices (decisions) a player; with --json one
// JSON object per player. The games are the same
// for a seed, whatever the number of cores.
func runDuel(args []string, out io.Writer) error {
	fs := newFlags("duel")
	game := fs.String("game", all.Default, "game to play")
	seats := fs.String("seats", "hard,normal", "players, comma-separated: easy, normal, hard or random")
	n := fs.Int("games", 100, "games to play")
	seed := fs.Uint64("seed", 1, "seed of the dice and the bots")
	asJSON := fs.Bool("json", false, "print one JSON object per seat")
	options := fs.String("options", "", "match options, comma-separated name:value")
	if err := parseFlags(fs, args, out); err != nil {
		return err
	}
	rules, err := games.Lookup(*game)
	if err != nil {
		return err
	}
	players, err := parsePlayers(*seats)
	if err != nil {
		return err
	}
	opts, err := parseOptions(*options)
	if err != nil {
		return err
	}
	if *n < 1 {
		return errors.New("duel: --games must be at least 1")
	}
	if _, err := rules.New(opts, len(players), &games.Fixed{}); err != nil {
		return fmt.Errorf("duel: %w", err)
	}
	gs, err := playDuels(rules, opts, players, *seed, *n)
	if err != nil {
		return err
	}
	names := make([]string, len(players))
	for i, p := range players {
		names[i] = p.name
	}
	if err := printDuel(out, summarize(names, gs), *asJSON); err != nil || *asJSON {
		return err
	}
	rolls, decisions := gameLength(gs)
	if _, err := fmt.Fprintf(out, "length: median %g rolls (or deals) a game, %g choices a player\n", rolls, decisions); err != nil || len(players) < 2 {
		return err
	}
	k := sharedWins(gs)
	p, ci := share(k, len(gs))
	_, err = fmt.Fprintf(out, "shared wins: %d of %d games, %.1f%% [%.1f-%.1f]\n", k, len(gs), 100*p, 100*ci[0], 100*ci[1])
	return err
}

func parsePlayers(s string) ([]duelPlayer, error) {
	var out []duelPlayer
	for _, f := range strings.Split(s, ",") {
		p, err := parseDuelPlayer(strings.TrimSpace(f))
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

// parseOptions reads "name:value,name:value".
func parseOptions(s string) (games.Options, error) {
	opts := games.Options{}
	if s == "" {
		return opts, nil
	}
	for _, f := range strings.Split(s, ",") {
		k, v, ok := strings.Cut(f, ":")
		if !ok || k == "" {
			return nil, fmt.Errorf("duel: option %q is not name:value", f)
		}
		opts[strings.TrimSpace(k)] = strings.TrimSpace(v)
	}
	return opts, nil
}

// playDuels plays games 0..n-1 on every core; the result of game i is at i.
func playDuels(rules games.Rules, opts games.Options, players []duelPlayer, seed uint64, n int) ([]duelGame, error) {
	gs := make([]duelGame, n)
	errs := make([]error, n)
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), n) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				gs[i], errs[i] = playDuel(rules, opts, players, seed, i)
			}
		}()
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
	return gs, errors.Join(errs...)
}

func printDuel(out io.Writer, seats []duelSeat, asJSON bool) error {
	if asJSON {
		enc := json.NewEncoder(out)
		for _, s := range seats {
			if err := enc.Encode(s); err != nil {
				return err
			}
		}
		return nil
	}
	for _, s := range seats {
		_, err := fmt.Fprintf(out, "seat %d %-6s mean %7.2f  median %6.1f  wins %5.1f%% [%4.1f-%4.1f]  ties %5.1f%% [%4.1f-%4.1f]  %5.1f decisions  %7.3f ms/decision  %d games\n",
			s.Seat, s.Level, s.Mean, s.Median, 100*s.Wins, 100*s.WinsCI[0], 100*s.WinsCI[1],
			100*s.Ties, 100*s.TiesCI[0], 100*s.TiesCI[1], s.Decisions, s.DecisionMS, s.Games)
		if err != nil {
			return err
		}
	}
	return nil
}
