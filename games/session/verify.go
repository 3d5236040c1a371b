package session

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strconv"

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
	// Faults lists, in words to be said in any language, everything that
	// does not match, at most maxFaults of them; Omitted counts the
	// others.
	Faults  []locale.Text
	Omitted int
}

// OK reports whether every check passed and every roll was recomputed
// (or the match never started and drew nothing).
func (c *DiceCheck) OK() bool { return len(c.Faults) == 0 && (c.Seed != "" || c.Unstarted) }

// fault adds what the message key with args says does not match.
func (c *DiceCheck) fault(key string, args ...any) { c.add(locale.T(key, args...)) }

// add adds a fault, or counts it past maxFaults.
func (c *DiceCheck) add(t locale.Text) {
	if t.IsZero() {
		return
	}
	if len(c.Faults) >= maxFaults {
		c.Omitted++
		return
	}
	c.Faults = append(c.Faults, t)
}

// errorFault is an error as a fault: its reason in the reader's language
// where it has one (games.ReasonIn), else its English.
type errorFault struct{ err error }

// SayIn implements locale.Sayer.
func (e errorFault) SayIn(l locale.Lang) string { return games.ReasonIn(e.err, l) }

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
				c.fault("dicecheck.fault.no_rewind")
			}
		}
	case m.Commit == "":
		c.fault("dicecheck.fault.no_commitment")
	default:
		if want, err := Commitment(m.Seed, m.ID); err != nil {
			c.fault("dicecheck.fault.error", errorFault{err})
			c.Seed = ""
		} else if want != m.Commit {
			c.fault("dicecheck.fault.commitment", m.ID, want)
		}
	}
	if c.Seed != "" {
		recompute(c, m, steps)
	}
	c.add(replayDraws(m, steps))
	return c
}

// recompute draws every die again from c.Seed and compares each with the
// log, then the generator's final state with the stored one.
func recompute(c *DiceCheck, m *Match, steps []Step) {
	pcg, err := NewDice(c.Seed)
	if err != nil {
		c.fault("dicecheck.fault.error", errorFault{err})
		return
	}
	r := rand.New(pcg)
	for i, s := range steps {
		for j, d := range s.Draws {
			if d.N <= 0 {
				c.fault("dicecheck.fault.faces", stepName(m, i, s), j+1, d.N)
				continue
			}
			if v := r.IntN(d.N); v != d.Value {
				c.fault("dicecheck.fault.draw", stepName(m, i, s), j+1, d.N, d.Value+1, v+1)
			}
		}
	}
	if m.RNG == nil {
		return
	}
	if end, err := pcg.MarshalBinary(); err != nil || !bytes.Equal(end, m.RNG) {
		c.fault("dicecheck.fault.generator_end")
	}
}

// stepName names a log step for a fault: "step 4 (version 6, Alice: roll)".
func stepName(m *Match, i int, s Step) locale.Text {
	what := string(s.Move)
	if s.Seat != games.Spectator {
		what = m.Name(s.Seat) + ": " + what
	}
	return locale.T("dicecheck.step", strconv.Itoa(i+1), strconv.FormatInt(s.Version, 10), what)
}

// replayDraws replays the moves of the log with its recorded draws and
// reports the first step whose move asks for other dice (a different size,
// more or fewer) than recorded, as a fault (zero when none). Session
// steps (resign, cancel) draw none.
func replayDraws(m *Match, steps []Step) (fault locale.Text) {
	if len(steps) == 0 || !steps[0].Is(StepStart) || steps[0].Seat != games.Spectator {
		if m.State == nil && countDraws(steps) == 0 {
			return locale.Text{} // a lobby that never started
		}
		return locale.T("dicecheck.fault.no_start")
	}
	rules, err := m.Rules()
	if err != nil {
		return locale.T("dicecheck.fault.error", errorFault{err})
	}
	steps = Effective(steps) // the steps taken back drew dice, but replay no more
	i := 0
	defer func() {
		if r := recover(); r != nil {
			fault = locale.T("dicecheck.fault.panic", stepName(m, i, steps[i]), fmt.Sprint(r))
		}
	}()
	rp := games.NewReplay(steps[0].Draws)
	st, err := rules.New(m.Options, len(m.Players), rp)
	if err != nil {
		return locale.T("dicecheck.fault.start_replay", errorFault{err})
	}
	if !rp.Done() {
		return locale.T("dicecheck.fault.start_extra", stepName(m, 0, steps[0]))
	}
	for i = 1; i < len(steps); i++ {
		s := steps[i]
		if len(s.Draws) == 0 && (s.Is(StepResign) || s.Is(StepCancel)) {
			continue
		}
		rp := games.NewReplay(s.Draws)
		if st, err = st.Apply(s.Seat, s.Move, rp); err != nil {
			return locale.T("dicecheck.fault.move_replay", stepName(m, i, s), errorFault{err})
		}
		if !rp.Done() {
			return locale.T("dicecheck.fault.move_extra", stepName(m, i, s))
		}
	}
	return locale.Text{}
}

// countDraws counts the draws of steps.
func countDraws(steps []Step) int {
	n := 0
	for _, s := range steps {
		n += len(s.Draws)
	}
	return n
}
