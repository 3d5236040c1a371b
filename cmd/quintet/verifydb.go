package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/quintetbot/quintet/games/session"
)

// dbTally counts what verifyDatabaseExport found.
type dbTally struct {
	ended, open, openOK int
	// verdicts counts the ended matches by verdict.
	verdicts map[session.Verdict]int
	pruned   int
	status   int // the gravest verify status so far
}

// verifyDatabaseExport checks every match of a quintet export, the
// header already read: an ended match must verify (session.Audit); an
// open one must have dice and a generator that its seed explains, and no
// result, which is checked without printing the seed.
func verifyDatabaseExport(dec *json.Decoder, out io.Writer) error {
	t := dbTally{verdicts: map[session.Verdict]int{}}
	for n := 1; ; n++ {
		var rec session.ExportRecord
		err := dec.Decode(&rec)
		if err == io.EOF {
			break
		}
		if err != nil {
			return fmt.Errorf("verify: record %d: %w", n, err)
		}
		if rec.Match != nil {
			t.add(rec, out)
		}
	}
	fmt.Fprintln(out, t)
	if t.status != 0 {
		return verifyFailed(t.status, fmt.Errorf("%s", t.reason()))
	}
	return nil
}

// add checks one match and counts it, printing why it is not verified.
func (t *dbTally) add(rec session.ExportRecord, out io.Writer) {
	m := rec.Match
	switch {
	case m.Phase.Open():
		t.open++
		v, c, err := session.Audit(m, rec.Log)
		if v == session.Verified {
			t.openOK++
			return
		}
		t.status = graver(t.status, statusOfVerdict(v))
		fmt.Fprintf(out, "open match %s in channel %s: %v\n", m.ID, m.Channel, err)
		for _, f := range c.Faults[min(1, len(c.Faults)):] {
			fmt.Fprintf(out, "- %s\n", f)
		}
		return
	case rec.LogPruned:
		t.ended++
		t.pruned++
		t.status = graver(t.status, verifyPruned)
		return
	}
	t.ended++
	v, c, err := session.Audit(m, rec.Log)
	t.verdicts[v]++
	t.status = graver(t.status, statusOfVerdict(v))
	switch v {
	case session.Verified:
	case session.DiceDiffer:
		fmt.Fprintf(out, "match %s:\n%s\n", m.ID, c)
	default:
		fmt.Fprintf(out, "match %s: %v\n", m.ID, err)
	}
}

// String is the tally's closing line.
func (t dbTally) String() string {
	return fmt.Sprintf("ended matches: %d; verified: %d; dice differ: %d; results differ: %d; "+
		"no seed or commitment: %d; from before commitments: %d; moves pruned: %d; "+
		"open matches: %d, whose dice so far follow their seed and hold no result: %d",
		t.ended, t.verdicts[session.Verified], t.verdicts[session.DiceDiffer], t.verdicts[session.ResultDiffers],
		t.verdicts[session.Uncommitted], t.verdicts[session.Predates], t.pruned, t.open, t.openOK)
}

// reason says in words what the gravest status means.
func (t dbTally) reason() string {
	var why []string
	for _, s := range []struct {
		n    int
		what string
	}{
		{t.verdicts[session.DiceDiffer], "dice differ"},
		{t.verdicts[session.ResultDiffers], "results differ"},
		{t.verdicts[session.Uncommitted], "no seed or commitment"},
		{t.verdicts[session.Predates], "from before commitments"},
		{t.pruned, "moves pruned"},
		{t.open - t.openOK, "open matches that do not verify"},
	} {
		if s.n > 0 {
			why = append(why, fmt.Sprintf("%s: %d", s.what, s.n))
		}
	}
	return strings.Join(why, "; ")
}
