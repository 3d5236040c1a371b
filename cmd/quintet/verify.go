package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
)

// runVerify checks the matches in a file (or in with "-"): a game as
// /history export attaches it, or a whole export as quintet export
// writes it. It answers verified (exit 0) only when every die follows
// from a committed seed and every ended match's scores and winners from
// its moves; anything else exits with the verifyStatus that says why,
// the most serious one found. It prints what it found per match, and
// never an open match's seed.
func runVerify(args []string, in io.Reader, out io.Writer) error {
	fs := newFlags("verify")
	if err := parseFlags(fs, args, out); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		c, _ := lookup("verify")
		return errors.New(c.synopsis())
	}
	r := in
	if name := fs.Arg(0); name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return err
		}
		defer f.Close()
		r = f
	}
	dec := json.NewDecoder(bufio.NewReader(r))
	var first json.RawMessage
	if err := dec.Decode(&first); err != nil {
		return fmt.Errorf("verify: not JSON: %w", err)
	}
	var h session.ExportHeader
	if json.Unmarshal(first, &h) == nil && h.Format == session.ExportFormat {
		return verifyDatabaseExport(dec, out)
	}
	var e commands.Export
	if err := json.Unmarshal(first, &e); err != nil || e.ID == "" {
		return fmt.Errorf("verify: neither a /history export nor a quintet export")
	}
	return verifyHistoryExport(e, out)
}

// verifyHistoryExport checks one match as /history export wrote it.
func verifyHistoryExport(e commands.Export, out io.Writer) error {
	switch {
	case e.Phase != string(session.Finished) && e.Phase != string(session.Cancelled):
		return verifyFailed(verifyOpen, fmt.Errorf("match %s has not ended (phase %q): its seed stays secret until it does", e.ID, e.Phase))
	case e.DiceHidden:
		return verifyFailed(verifyHidden, fmt.Errorf("match %s: the export leaves its dice out, so they cannot be checked", e.ID))
	case e.LogPruned:
		return verifyFailed(verifyPruned, fmt.Errorf("match %s: its moves were pruned, so nothing can be recomputed", e.ID))
	}
	m, steps := commands.MatchOfExport(e)
	v, c, err := session.AuditDice(m, steps)
	fmt.Fprintf(out, "match %s:\n%s\n", e.ID, c)
	if v == session.DiceDiffer {
		return verifyFailed(verifyDice, err)
	}
	if rerr := exportResult(e, m, steps); rerr != nil {
		return verifyFailed(verifyResult, rerr)
	}
	if v != session.Verified {
		return verifyFailed(statusOfVerdict(v), err)
	}
	fmt.Fprintln(out, "Verified: every die follows from the committed seed, and the result from the moves.")
	return nil
}

// exportResult reports how the export's scores, winners and summary
// differ from those its moves give, as /history export writes them.
func exportResult(e commands.Export, m *session.Match, steps []session.Step) error {
	got, err := session.ReplayResult(m, steps)
	if err != nil {
		return err
	}
	claimed := games.Result{Scores: e.Scores, Winners: e.Winners, Summary: e.Summary}
	if !got.Over {
		if m.Phase == session.Finished {
			return fmt.Errorf("%w: the export says finished, the moves do not end the game", session.ErrResultDiffers)
		}
		return session.ResultDiff(claimed, games.Result{})
	}
	if m.Phase != session.Finished {
		return fmt.Errorf("%w: the moves end the game, the export says %s", session.ErrResultDiffers, m.Phase)
	}
	fair := session.FairResult(m, got)
	fair.Summary = games.ExpandSeats(fair.Summary, m.Name)
	return session.ResultDiff(claimed, fair)
}
