package session

import (
	"bytes"
	"fmt"
	"math/rand/v2"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// maxFaults bounds the faults a DiceCheck lists; the rest are counted.
const maxFaults = 10

// DiceCheck is what VerifyDice found in one match.
type DiceCheck struct {
	Match  string
	Seed   string // the seed the rolls were recomputed from; "" when none was known
	Commit string // the commitment the match showed; "" before commitments
	Rolls  int    // the draws the log records
	// Legacy: the match started before commitments existed. Recovered:
	// its seed was found by running its stored generator backwards.
	// Unstarted: the match never started, so it drew nothing.
	Legacy, Recovered, Unstarted bool
	// Faults lists, in words, everything that does not match, at most
	// maxFaults of them; Omitted counts the others.
	Faults  []string
	Omitted int
}

// OK reports whether every check passed and every roll was recomputed
// (or the match never started and drew nothing).
func (c *DiceCheck) OK() bool { return len(c.Faults) == 0 && (c.Seed != "" || c.Unstarted) }

func (c *DiceCheck) fault(format string, args ...any) {
	if len(c.Faults) >= maxFaults {
		c.Omitted++
		return
	}
	c.Faults = append(c.Faults, fmt.Sprintf(format, args...))
}

// String says plainly what was checked and what was found, one line
// each, in English (In says it in any language).
func (c *DiceCheck) String() string { return c.In(locale.English) }

// VerifyDice checks the dice of a match against its log: the commitment
// is the SHA-256 of the seed and the match id; every recorded draw, in log
// order, is what the generator started by the seed gives; the generator
// stored with the match (when there is one) is where those draws leave it,
// so none was taken off the record; and replaying the moves asks for
// exactly the recorded draws, step by step, in their order. A match that
// predates commitments has its seed recovered from its stored generator
// when it can. VerifyDice never panics on bad input: every fault is in the
// result. It does not check that the match has ended; callers must not
// reveal an open match's seed.
func VerifyDice(m *Match, steps []Step) *DiceCheck {
	c := &DiceCheck{Match: m.ID, Seed: m.Seed, Commit: m.Commit}
	c.Rolls = countDraws(steps)
	if m.Seed == "" && c.Rolls == 0 && m.State == nil && (len(steps) == 0 || !steps[0].Is(StepStart)) {
		c.Unstarted = true
		return c
	}
	switch {
	case m.Seed == "":
		c.Legacy = true
		if m.RNG != nil {
			if seed, ok := rewind(m.RNG, steps); ok {
				c.Seed, c.Recovered = seed, true
			} else {
				c.fault("the stored generator does not lead back to a start that gives these rolls")
			}
		}
	case m.Commit == "":
		c.fault("the game has a seed but no commitment")
	default:
		if want, err := Commitment(m.Seed, m.ID); err != nil {
			c.fault("%v", err)
			c.Seed = ""
		} else if want != m.Commit {
			c.fault("the commitment does not match: SHA-256 of the seed and id %s is %s", m.ID, want)
		}
	}
	if c.Seed != "" {
		recompute(c, m, steps)
	}
	if err := replayDraws(m, steps); err != nil {
		c.fault("%v", err)
	}
	return c
}

// recompute draws every die again from c.Seed and compares each with the
// log, then the generator's final state with the stored one.
func recompute(c *DiceCheck, m *Match, steps []Step) {
	pcg, err := NewDice(c.Seed)
	if err != nil {
		c.fault("%v", err)
		return
	}
	r := rand.New(pcg)
	for i, s := range steps {
		for j, d := range s.Draws {
			if d.N <= 0 {
				c.fault("%s, draw %d: a die of %d faces", stepName(m, i, s), j+1, d.N)
				continue
			}
			if v := r.IntN(d.N); v != d.Value {
				c.fault("%s, draw %d: d%d recorded %d, the seed gives %d", stepName(m, i, s), j+1, d.N, d.Value+1, v+1)
			}
		}
	}
	if m.RNG == nil {
		return
	}
	if end, err := pcg.MarshalBinary(); err != nil || !bytes.Equal(end, m.RNG) {
		c.fault("the stored generator is not where the recorded rolls leave it: some draw is missing from the log")
	}
}

// stepName names a log step for a fault: "step 4 (version 6, Alice: roll)".
func stepName(m *Match, i int, s Step) string {
	what := string(s.Move)
	if s.Seat != games.Spectator {
		what = m.Name(s.Seat) + ": " + what
	}
	return fmt.Sprintf("step %d (version %d, %s)", i+1, s.Version, what)
}

// replayDraws replays the moves of the log with its recorded draws and
// reports the first step whose move asks for other dice (a different size,
// more or fewer) than recorded. Session steps (resign, cancel) draw none.
func replayDraws(m *Match, steps []Step) (err error) {
	if len(steps) == 0 || !steps[0].Is(StepStart) || steps[0].Seat != games.Spectator {
		if m.State == nil && countDraws(steps) == 0 {
			return nil // a lobby that never started
		}
		return fmt.Errorf("the log does not begin with the start of the game")
	}
	rules, err := m.Rules()
	if err != nil {
		return err
	}
	steps = Effective(steps) // the steps taken back drew dice, but replay no more
	i := 0
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%s: the move does not draw the recorded dice: %v", stepName(m, i, steps[i]), r)
		}
	}()
	rp := games.NewReplay(steps[0].Draws)
	st, err := rules.New(m.Options, len(m.Players), rp)
	if err != nil {
		return fmt.Errorf("the start does not replay: %w", err)
	}
	if !rp.Done() {
		return fmt.Errorf("%s: dice recorded that the start never drew", stepName(m, 0, steps[0]))
	}
	for i = 1; i < len(steps); i++ {
		s := steps[i]
		if len(s.Draws) == 0 && (s.Is(StepResign) || s.Is(StepCancel)) {
			continue
		}
		rp := games.NewReplay(s.Draws)
		if st, err = st.Apply(s.Seat, s.Move, rp); err != nil {
			return fmt.Errorf("%s: the move does not replay: %w", stepName(m, i, s), err)
		}
		if !rp.Done() {
			return fmt.Errorf("%s: dice recorded that the move never drew", stepName(m, i, s))
		}
	}
	return nil
}

// countDraws counts the draws of steps.
func countDraws(steps []Step) int {
	n := 0
	for _, s := range steps {
		n += len(s.Draws)
	}
	return n
}
