package main

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"slices"
	"time"

	"github.com/quintetbot/quintet/games"
)

// duelPlayer is one entry of duel --seats: a bot level, or random.
type duelPlayer struct {
	name   string
	random bool
	level  games.Level
}

// parseDuelPlayer reads "easy", "normal", "hard" or "random".
func parseDuelPlayer(s string) (duelPlayer, error) {
	if s == "random" {
		return duelPlayer{name: s, random: true}, nil
	}
	l, err := games.ParseLevel(s)
	if err != nil {
		return duelPlayer{}, fmt.Errorf("duel: seat %q is not easy, normal, hard or random", s)
	}
	return duelPlayer{name: s, level: l}, nil
}

// bot returns the player's bot for rules.
func (p duelPlayer) bot(rules games.Rules) games.Bot {
	if p.random {
		return games.BotFunc(func(st games.State, s games.Seat, r games.Rand) games.Move {
			legal := st.Legal(s)
			return legal[r.IntN(len(legal))]
		})
	}
	return games.BotFor(rules, p.level)
}

// duelGame is what one game gave each player (indexed as in --seats).
type duelGame struct {
	score     []int           // points, or rounds to 100 in solitaire Cinq-O
	won, tied []bool          // won alone or with its partners; among several winning sides
	decisions []int           // moves the player decided
	moves     []int           // all the player's moves, automatic ones too
	think     []time.Duration // time spent deciding
	rolls     int             // moves that drew dice, all players together
}

// duelMaxMoves bounds a game, so that an engine bug cannot hang a duel.
const duelMaxMoves = 200000

// playDuel plays game number i of a duel from seed: the players sit
// rotated by i, so each takes every seat in turn; the dice come from a
// generator of the game's own, each player's bot from another.
func playDuel(rules games.Rules, opts games.Options, players []duelPlayer, seed uint64, i int) (duelGame, error) {
	n := len(players)
	seatOf := make([]int, n) // player -> seat
	who := make([]int, n)    // seat -> player
	for p := range players {
		seatOf[p] = (p + i) % n
		who[seatOf[p]] = p
	}
	bots := make([]games.Bot, n)
	rands := make([]*rand.Rand, n)
	for p, pl := range players {
		bots[p] = pl.bot(rules)
		rands[p] = rand.New(rand.NewPCG(duelSeed(seed, i, p+1)))
	}
	dice := &rollCounter{r: rand.New(rand.NewPCG(duelSeed(seed, i, 0)))}
	st, err := rules.New(opts, n, dice)
	if err != nil {
		return duelGame{}, err
	}
	g := duelGame{score: make([]int, n), won: make([]bool, n), tied: make([]bool, n),
		decisions: make([]int, n), moves: make([]int, n), think: make([]time.Duration, n)}
	for k := 0; !st.Result().Over; k++ {
		if k == duelMaxMoves {
			return g, fmt.Errorf("duel: game %d not over after %d moves", i, k)
		}
		seat := st.Actors()[0]
		p := who[seat]
		move := games.AutoMove(st, seat)
		if move == "" {
			view := st
			if o, ok := st.(games.Observer); ok {
				view = o.Observe(seat, rands[p])
			}
			t0 := time.Now()
			move = bots[p].Move(view, seat, rands[p])
			g.think[p] += time.Since(t0)
			g.decisions[p]++
		}
		g.moves[p]++
		drawn := dice.draws
		next, err := st.Apply(seat, move, dice)
		if dice.draws > drawn {
			g.rolls++
		}
		if err != nil {
			return g, fmt.Errorf("duel: game %d: %s (%s) played %q: %w", i, players[p].name, seat, move, err)
		}
		st = next
	}
	res := st.Result()
	alone := oneSide(rules, res.Winners, n)
	for p := range players {
		s := games.Seat(seatOf[p])
		g.score[p] = res.Scores[s]
		if slices.Contains(res.Winners, s) {
			g.won[p] = alone
			g.tied[p] = !alone
		}
	}
	if r, ok := apartScore(rules, st, len(players)); ok {
		g.score[0] = r
	}
	return g, nil
}

// apartScore returns the value of the statistic that a finished game of
// one player counts apart (games.Statistic.Apart), which scores it in
// place of its points: the rounds of solitaire Cinq-O.
func apartScore(rules games.Rules, st games.State, seats int) (int, bool) {
	m, ok := rules.(games.Measurer)
	if !ok || seats != 1 {
		return 0, false
	}
	data, err := st.Encode()
	if err != nil {
		return 0, false
	}
	values := m.Measure(data, seats)
	if len(values) == 0 {
		return 0, false
	}
	for _, s := range m.Statistics() {
		if v, ok := values[0][s.Name]; s.Apart && ok {
			return v, true
		}
	}
	return 0, false
}

// duelSeed derives the seed of one generator of game i: 0 for the dice,
// p for player p's bot.
func duelSeed(seed uint64, i, p int) (uint64, uint64) {
	var b [24]byte
	binary.LittleEndian.PutUint64(b[:], seed)
	binary.LittleEndian.PutUint64(b[8:], uint64(i))
	binary.LittleEndian.PutUint64(b[16:], uint64(p))
	sum := sha256.Sum256(b[:])
	return binary.LittleEndian.Uint64(sum[:8]), binary.LittleEndian.Uint64(sum[8:16])
}
