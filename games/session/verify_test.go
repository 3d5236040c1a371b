package session_test

import (
	"crypto/sha256"
	"encoding/hex"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games"
	_ "github.com/quintetbot/quintet/games/all"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
)

// finishedMatch plays a Qwinto match of Alice and Bob to its end and
// returns the archived match and its log.
func finishedMatch(t *testing.T) (*session.Match, []session.Step) {
	t.Helper()
	_, store, out := playedMatch(t)
	m, err := store.Archived(ctx, out.Match.ID)
	if err != nil {
		t.Fatal(err)
	}
	log, err := store.Log(ctx, m.ID)
	if err != nil {
		t.Fatal(err)
	}
	return m, log
}

func TestCommitmentIsSHA256OfSeedAndID(t *testing.T) {
	m, _ := finishedMatch(t)
	seed, err := hex.DecodeString(m.RevealedSeed())
	if err != nil || len(seed) != session.SeedBytes {
		t.Fatalf("revealed seed %q: %v", m.RevealedSeed(), err)
	}
	sum := sha256.Sum256(append(seed, m.ID...))
	if m.Commit != hex.EncodeToString(sum[:]) {
		t.Fatalf("commitment %s, want sha256(seed||id) %x", m.Commit, sum)
	}
	if got := m.ShortCommitment(); len(got) != session.ShortCommit || !strings.HasPrefix(m.Commit, got) {
		t.Fatalf("short commitment %q of %q", got, m.Commit)
	}
}

func TestSeedHiddenWhileOpen(t *testing.T) {
	mg, _ := newManager(t)
	openLobby(t, mg)
	mg.Join(ctx, "c", bob())
	out, err := mg.Start(ctx, "c", "1")
	if err != nil {
		t.Fatal(err)
	}
	m := out.Match
	if m.Commit == "" || m.Seed == "" {
		t.Fatalf("started without a commitment: %+v", m)
	}
	if m.RevealedSeed() != "" {
		t.Fatal("an open match reveals its seed")
	}
	m, err = mg.Cancel(ctx, "c", "1", false)
	if err != nil {
		t.Fatal(err)
	}
	if m.RevealedSeed() != m.Seed {
		t.Fatal("a cancelled match keeps its seed hidden")
	}
}

func TestVerifyDiceAllMatch(t *testing.T) {
	m, log := finishedMatch(t)
	c := session.VerifyDice(m, log)
	if !c.OK() || c.Legacy {
		t.Fatalf("verify:\n%s", c)
	}
	want := 0
	for _, s := range log {
		want += len(s.Draws)
	}
	if c.Rolls != want || want == 0 || !strings.Contains(c.String(), "All "+strconv.Itoa(want)+" rolls match") {
		t.Fatalf("rolls %d of %d:\n%s", c.Rolls, want, c)
	}
}

// tampered returns a copy of a log with its steps' draws cloned.
func tampered(log []session.Step) []session.Step {
	out := make([]session.Step, len(log))
	for i, s := range log {
		out[i] = s.Clone()
	}
	return out
}

// withDraws returns the index of the first step from i on with at least n
// draws.
func withDraws(log []session.Step, from, n int) int {
	for i := from; i < len(log); i++ {
		if len(log[i].Draws) >= n {
			return i
		}
	}
	return -1
}

func TestVerifyDiceCatchesTampering(t *testing.T) {
	m, log := finishedMatch(t)
	cases := []struct {
		name  string
		edit  func(m *session.Match, log []session.Step)
		fault string
	}{
		{"one die", func(_ *session.Match, log []session.Step) {
			i := withDraws(log, 1, 1)
			d := &log[i].Draws[0]
			d.Value = (d.Value + 1) % d.N
		}, "the seed gives"},
		{"a draw moved to the next move", func(_ *session.Match, log []session.Step) {
			i := withDraws(log, 1, 1)
			j := withDraws(log, i+1, 1)
			last := log[i].Draws[len(log[i].Draws)-1]
			log[i].Draws = log[i].Draws[:len(log[i].Draws)-1]
			log[j].Draws = append([]games.Draw{last}, log[j].Draws...)
		}, "does not draw the recorded dice"},
		{"two draws swapped", func(_ *session.Match, log []session.Step) {
			for i := 1; i < len(log); i++ {
				ds := log[i].Draws
				for a := range ds {
					for b := a + 1; b < len(ds); b++ {
						if ds[a] != ds[b] {
							ds[a], ds[b] = ds[b], ds[a]
							return
						}
					}
				}
			}
			panic("no two different draws in one step")
		}, "the seed gives"},
		{"the seed", func(m *session.Match, _ []session.Step) {
			b := []byte(m.Seed)
			b[0] = "01"[boolInt(b[0] == '0')]
			m.Seed = string(b)
		}, "the commitment does not match"},
		{"the commitment", func(m *session.Match, _ []session.Step) {
			m.Commit = strings.Repeat("0", 64)
		}, "the commitment does not match"},
		{"a draw off the record", func(m *session.Match, _ []session.Step) {
			p := &rand.PCG{}
			p.UnmarshalBinary(m.RNG)
			p.Uint64()
			m.RNG, _ = p.MarshalBinary()
		}, "some draw is missing from the log"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			mm, ll := m.Clone(), tampered(log)
			tc.edit(mm, ll)
			c := session.VerifyDice(mm, ll)
			if c.OK() || !strings.Contains(c.String(), tc.fault) {
				t.Fatalf("want a fault with %q:\n%s", tc.fault, c)
			}
			// Every other language says the fault in its own words.
			for _, l := range locale.Langs[1:] {
				said := c.In(l)
				if strings.Contains(said, tc.fault) || strings.Contains(said, "step ") || strings.Contains(said, "%!") {
					t.Errorf("in %s the fault is English:\n%s", l, said)
				}
			}
		})
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func TestVerifyDiceLegacy(t *testing.T) {
	m, log := finishedMatch(t)
	seed := m.Seed
	old := m.Clone()
	old.Seed, old.Commit = "", ""
	c := session.VerifyDice(old, log)
	if !c.Legacy || !c.Recovered || c.Seed != seed || !c.OK() {
		t.Fatalf("legacy match, seed %s:\n%s", seed, c)
	}
	if !strings.Contains(c.String(), "predates dice commitments") {
		t.Fatalf("legacy wording:\n%s", c)
	}
	ll := tampered(log)
	i := withDraws(ll, 1, 1)
	ll[i].Draws[0].Value = (ll[i].Draws[0].Value + 1) % ll[i].Draws[0].N
	if c := session.VerifyDice(old, ll); c.OK() || !strings.Contains(c.String(), "the seed gives") {
		t.Fatalf("legacy match with a changed die:\n%s", c)
	}
	old.RNG = nil // as a player's export holds it
	c = session.VerifyDice(old, log)
	if c.OK() || c.Recovered || len(c.Faults) != 0 || !strings.Contains(c.String(), "cannot be recomputed") {
		t.Fatalf("legacy match without its generator:\n%s", c)
	}
}

// TestBotsAndTimeoutsDrawInOrder plays a match whose seats are mostly
// bots and whose human times out until a bot takes the seat: every draw
// the generator made is in the log, in the order the moves ask for them.
func TestBotsAndTimeoutsDrawInOrder(t *testing.T) {
	for _, game := range []string{"qwinto", "quingo", "cinqo", "blingo", "quinientos"} {
		t.Run(game, func(t *testing.T) {
			store := session.NewMemStore()
			clock := &fakeClock{now: time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)}
			mg := session.NewManager(store, session.WithClock(clock.Now),
				session.WithSeeds(func() [2]uint64 { return [2]uint64{9, 10} }))
			rules, _ := games.Lookup(game)
			bots := min(2, rules.Info().MaxSeats-1)
			if game == "quinientos" {
				bots = 3
			}
			_, err := mg.Open(ctx, session.OpenRequest{Guild: "g", Channel: "c", Game: game, Host: alice(), Bots: bots,
				Timing: session.Timing{TurnTime: time.Minute, MaxTimeouts: 8, OnTimeouts: session.TakeOver}})
			if err != nil {
				t.Fatal(err)
			}
			out, err := mg.Start(ctx, "c", "1")
			if err != nil {
				t.Fatal(err)
			}
			m := out.Match
			for i := 0; m.Phase.Open(); i++ {
				if i > 100 {
					t.Fatal("the match does not end")
				}
				clock.Advance(time.Hour)
				ex, err := mg.Expire(ctx, "c")
				if err != nil {
					t.Fatal(err)
				}
				if ex.Outcome != nil {
					m = ex.Outcome.Match
				}
			}
			log, _ := store.Log(ctx, m.ID)
			if !slices.ContainsFunc(log, func(s session.Step) bool { return s.Timeout }) {
				t.Fatal("no timeout in the log")
			}
			c := session.VerifyDice(m, log)
			t.Logf("%s: %d steps, %d rolls, %s", m.Phase, len(log), c.Rolls, log[len(log)-1].Move)
			if !c.OK() {
				t.Fatalf("verify:\n%s", c)
			}
		})
	}
}

func TestVerifyDiceUnstarted(t *testing.T) {
	mg, store := newManager(t)
	m := openLobby(t, mg)
	if _, err := mg.Cancel(ctx, "c", "1", false); err != nil {
		t.Fatal(err)
	}
	m, _ = store.Archived(ctx, m.ID)
	log, _ := store.Log(ctx, m.ID)
	if c := session.VerifyDice(m, log); !c.OK() || !c.Unstarted || !strings.Contains(c.String(), "never started") {
		t.Fatalf("a cancelled lobby:\n%s", c)
	}
}
