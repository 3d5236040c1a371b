package main

import (
	"fmt"
	"time"
)

// tally counts the verdicts of a run.
type tally struct {
	killed, survived, kept, unexpected, broken int
}

// add counts r and returns its line of the report.
func (t *tally) add(r result) string {
	took := r.took.Round(100 * time.Millisecond)
	switch {
	case r.verdict == broken:
		t.broken++
		return fmt.Sprintf("BROKEN    %s: %s", r.m.name, r.by)
	case r.verdict == killed && r.m.survives != "":
		t.killed++
		return fmt.Sprintf("killed    %s by %s (%s); it is listed as a survivor: drop its survives line", r.m.name, r.by, took)
	case r.verdict == killed:
		t.killed++
		return fmt.Sprintf("killed    %s by %s (%s)", r.m.name, r.by, took)
	case r.m.survives != "":
		t.survived++
		t.kept++
		return fmt.Sprintf("survived  %s (%s), kept: %s", r.m.name, took, r.m.survives)
	default:
		t.survived++
		t.unexpected++
		return fmt.Sprintf("SURVIVED  %s (%s): no test of %v fails with %s: %q -> %q", r.m.name, took, r.m.packages(), r.m.file, r.m.old, r.m.new)
	}
}

func (t tally) String() string {
	return fmt.Sprintf("%d mutants: %d killed, %d survived (%d kept with a reason, %d not), %d broken",
		t.killed+t.survived+t.broken, t.killed, t.survived, t.kept, t.unexpected, t.broken)
}
