package session

import (
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// CommitmentsSince is when matches began to commit to their seed: every
// match made from then on has a seed and a commitment from its start. A
// match made later that shows neither was altered.
var CommitmentsSince = time.Date(2026, 11, 27, 0, 0, 0, 0, time.UTC)

// Verdict is what Audit concludes about one match, the strongest claim
// first.
type Verdict int

// The verdicts of Audit.
const (
	// Verified: every die follows from the committed seed, and an ended
	// match's result is the one its moves replay to.
	Verified Verdict = iota
	// DiceDiffer: some die, the commitment or the stored generator does
	// not follow from the seed, or the moves do not draw the recorded dice.
	DiceDiffer
	// ResultDiffers: the recorded scores, winners or summary are not
	// what the moves replay to.
	ResultDiffers
	// Uncommitted: the match lacks a seed or a commitment although it
	// was made after CommitmentsSince.
	Uncommitted
	// Predates: the match was made before commitments existed; its dice
	// cannot be proved.
	Predates
)

// ErrUncommitted is Audit's reason for an Uncommitted match.
var ErrUncommitted = errors.New("session: the match has no seed or no commitment, though matches made since " +
	CommitmentsSince.Format("2 January 2006") + " commit to their dice from the start")

// ErrResultDiffers wraps CheckResult's reasons.
var ErrResultDiffers = errors.New("session: the recorded result is not what the moves give")

// resultDiffers is a reason wrapping ErrResultDiffers, said by the
// message key with args in any language (games.ReasonIn): Error reads
// "session: the recorded result is not what the moves give: <reason>".
func resultDiffers(key string, args ...any) error {
	return &locale.Refusal{Err: ErrResultDiffers, Reason: locale.T(key, args...)}
}

// MadeAt is when the match was made, as its records tell: its creation,
// or its first step when that is later.
func MadeAt(m *Match, steps []Step) time.Time {
	t := m.Created
	if len(steps) > 0 && steps[0].At.After(t) {
		t = steps[0].At
	}
	return t
}

// Audit checks a match against its log and returns its verdict, with the
// dice check and the reason of a verdict other than Verified: its dice
// (AuditDice) and its stored result, summary included (CheckResult): an
// open match holds none, and its moves must not end the game. An open
// match's dice are checked as far as they go. Audit never reveals the
// seed; callers must not print an open match's.
func Audit(m *Match, steps []Step) (Verdict, *DiceCheck, error) {
	return audit(m, steps, true)
}

// audit is Audit, the summary compared when words is set.
func audit(m *Match, steps []Step, words bool) (Verdict, *DiceCheck, error) {
	v, c, err := AuditDice(m, steps)
	if v == DiceDiffer {
		return v, c, err
	}
	if rerr := CheckResult(m, steps, words); rerr != nil {
		return ResultDiffers, c, rerr
	}
	return v, c, err
}

// AuditDice checks the dice of a match (VerifyDice) and that a match made
// since CommitmentsSince, or showing a commitment, has a seed and a
// commitment: its verdict is
// Verified, DiceDiffer, Uncommitted or Predates, with the reason of any
// but the first. A match in play must have its stored generator where
// its seed and recorded draws leave it.
func AuditDice(m *Match, steps []Step) (Verdict, *DiceCheck, error) {
	c := VerifyDice(m, steps)
	switch {
	case len(c.Faults) > 0:
		return DiceDiffer, c, fmt.Errorf("session: %s", c.Faults[0])
	case c.Unstarted:
		return Verified, c, nil
	case m.Seed == "" && m.Commit != "", (m.Seed == "" || m.Commit == "") && !MadeAt(m, steps).Before(CommitmentsSince):
		return Uncommitted, c, ErrUncommitted
	case m.Seed == "" || m.Commit == "":
		return Predates, c, errors.New("session: the match was made before dice commitments; its dice cannot be proved")
	}
	return Verified, c, nil
}

// ReplayResult returns the result the moves of a match's log give, with
// their recorded dice: not Over for a log that stops before the game's
// end. The game must be registered.
func ReplayResult(m *Match, steps []Step) (games.Result, error) {
	if len(steps) == 0 || !steps[0].Is(StepStart) {
		return games.Result{}, nil
	}
	rules, err := m.Rules()
	if err != nil {
		return games.Result{}, err
	}
	st, err := replay(rules, m, steps)
	if err != nil {
		return games.Result{}, err
	}
	return st.Result(), nil
}

// CheckResult reports, wrapping ErrResultDiffers, how a match's stored
// result differs from the one its moves replay to: a match whose moves
// end the game must hold exactly that result (scores and winners, and its
// summary when words is set), any other none.
func CheckResult(m *Match, steps []Step, words bool) error {
	got, err := ReplayResult(m, steps)
	if err != nil {
		return err
	}
	switch claimed := m.Result; {
	case claimed == nil && !got.Over:
		return nil
	case claimed == nil:
		return resultDiffers("audit.no_result")
	case !got.Over:
		return resultDiffers("audit.not_over")
	case !words:
		got.Summary = claimed.Summary
	}
	return ResultDiff(*m.Result, got)
}

// ResultDiff compares the scores, winners and summary of a claimed result
// with those the moves give (want) and says, wrapping ErrResultDiffers,
// the first that differs; nil when all three agree. A summary may also
// differ because this version words results otherwise than the one that
// wrote it; the reason says so.
func ResultDiff(claimed, want games.Result) error {
	switch {
	case !slices.Equal(claimed.Scores, want.Scores):
		return resultDiffers("audit.scores", fmt.Sprint(claimed.Scores), fmt.Sprint(want.Scores))
	case !slices.Equal(claimed.Winners, want.Winners):
		return resultDiffers("audit.winners", fmt.Sprint(claimed.Winners), fmt.Sprint(want.Winners))
	case claimed.Summary != want.Summary:
		return resultDiffers("audit.summary", fmt.Sprintf("%q", clipText(claimed.Summary, 80)), fmt.Sprintf("%q", want.Summary))
	}
	return nil
}

// CheckAudit returns why a stored or imported match fails its audit
// (Audit): its dice, scores or winners do not follow from its seed and
// moves, or it lacks a seed or commitment it should have. The summary is
// not compared: an older version may have worded it otherwise, and the
// statistics do not read it (see SameResult). A match from before
// commitments passes: nothing more can be proved of it.
func CheckAudit(m *Match, steps []Step) error {
	switch v, _, err := audit(m, steps, false); v {
	case DiceDiffer, ResultDiffers, Uncommitted:
		return err
	}
	return nil
}
