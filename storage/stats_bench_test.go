package storage

import (
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
)

// benchPlayers is how many players share the benchmark guild's matches.
const benchPlayers = 400

// benchMatch is match i of the benchmark guild: two to four of
// benchPlayers players, scores from i.
func benchMatch(i int) *session.Match {
	n := 2 + i%3
	m := &session.Match{ID: fmt.Sprintf("m%06d", i), Guild: "g", Channel: fmt.Sprintf("c%d", i%20), Game: "qwinto",
		Phase: session.Finished, Version: 40, Created: statsT0, Updated: statsT0.Add(time.Duration(i) * time.Second),
		Result: &games.Result{Over: true, Winners: []games.Seat{games.Seat(i % n)}}}
	for s := range n {
		u := fmt.Sprintf("u%03d", (i*7+s*53)%benchPlayers)
		m.Players = append(m.Players, session.Player{User: u, Name: u})
		score := 30 + (i*s)%40
		if s == i%n {
			score = 80
		}
		m.Result.Scores = append(m.Result.Scores, score)
	}
	return m
}

// BenchmarkStandings50k reads the standings a /leaderboard needs from a
// guild with 50,000 finished matches among 400 players.
func BenchmarkStandings50k(b *testing.B) {
	db, err := Open(filepath.Join(b.TempDir(), "q.db"), WithoutSyncForTests())
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	const total, batch = 50000, 5000
	for i := 0; i < total; i += batch {
		ms := make([]*session.Match, batch)
		for j := range ms {
			ms[j] = benchMatch(i + j)
		}
		archiveRaw(b, db, ms...)
	}
	b.ResetTimer()
	for b.Loop() {
		all, err := db.Standings(b.Context(), "g", "qwinto")
		if err != nil || len(all) != benchPlayers {
			b.Fatalf("%d standings, %v", len(all), err)
		}
	}
}
