package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games/session"
)

// errDice is runVerify's error when some match's dice do not match.
var errDice = errors.New("verify: some dice do not match")

// runVerify checks the dice of the matches in a file (or in with "-"):
// a game as /history export attaches it, or a whole export as quintet
// export writes it (every ended match is checked; open ones keep their
// seed secret and are skipped). It prints what it found per match and
// fails when any match has a fault.
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
	c, err := commands.VerifyExport(e)
	if errors.Is(err, commands.ErrDiceHidden) {
		fmt.Fprintf(out, "match %s: %s\n", e.ID, strings.TrimPrefix(err.Error(), "commands: "))
		return nil
	}
	fmt.Fprintf(out, "match %s:\n%s\n", e.ID, c)
	if len(c.Faults) > 0 {
		return errDice
	}
	return nil
}

// verifyDatabaseExport checks every ended match of a quintet export, the
// header already read.
func verifyDatabaseExport(dec *json.Decoder, out io.Writer) error {
	var ok, legacy, bad, open int
	for {
		var rec session.ExportRecord
		err := dec.Decode(&rec)
		if err == io.EOF {
			break
		}
		if err != nil {
			return fmt.Errorf("verify: record %d: %w", ok+legacy+bad+open+1, err)
		}
		m := rec.Match
		switch {
		case m == nil:
			continue
		case m.Phase.Open():
			open++
			continue
		}
		c := session.VerifyDice(m, rec.Log)
		switch {
		case len(c.Faults) > 0:
			bad++
			fmt.Fprintf(out, "match %s:\n%s\n", m.ID, c)
		case c.Legacy:
			legacy++
		default:
			ok++
		}
	}
	fmt.Fprintf(out, "ended matches: %d; all rolls match their committed seed: %d; from before commitments, "+
		"without a fault: %d; with faults: %d; open matches skipped: %d\n", ok+legacy+bad, ok, legacy, bad, open)
	if bad > 0 {
		return errDice
	}
	return nil
}
