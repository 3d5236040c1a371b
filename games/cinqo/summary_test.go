package cinqo

import (
	"slices"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// TestMovesSummary: many placements are grouped by how they are written,
// naming the dice and the bank, with examples Legal lists; a roll to make
// or a short list is left to be listed.
func TestMovesSummary(t *testing.T) {
	st := at(t, "rack=1 roll=235 bank=6 hilo=2-up rolls=2")
	got := st.MovesSummary(0)
	for _, want := range []string{"you rolled 2 3 5 and have 6 banked", "- `take` and banked faces", "- `box` at the end", "`rack 2 3 5` ends the turn"} {
		if !strings.Contains(got, want) {
			t.Errorf("summary lacks %q:\n%s", want, got)
		}
	}
	i := strings.Index(got, "For example: ")
	if i < 0 {
		t.Fatalf("no examples:\n%s", got)
	}
	for _, ex := range strings.Split(strings.TrimSuffix(got[i+len("For example: "):], "."), ", ") {
		if !slices.Contains(st.Legal(0), games.Move(strings.Trim(ex, "`"))) {
			t.Errorf("example %s is not legal", ex)
		}
	}
	if got := st.MovesSummary(1); got != "" {
		t.Errorf("a seat off turn gets %q", got)
	}
	if got := at(t, "").MovesSummary(0); got != "" {
		t.Errorf("before the roll: %q", got)
	}
	if got := at(t, "rack=1234 roll=5 hilo=2-up rolls=2").MovesSummary(0); got != "" {
		t.Errorf("one die to place: %q", got)
	}
}

// TestMovesSummaryIn: the summary in another language says its sentences
// in that language, and its English is MovesSummary's.
func TestMovesSummaryIn(t *testing.T) {
	st := at(t, "rack=1 roll=235 bank=6 hilo=2-up rolls=2")
	if got, want := games.MovesSummaryIn(locale.English, st, 0), st.MovesSummary(0); got != want {
		t.Errorf("English summary %q, want %q", got, want)
	}
	got := games.MovesSummaryIn(locale.French, st, 0)
	for _, want := range []string{"tu as lancé 2 3 5 et tu as 6 de côté.", "termine le tour.", "Par exemple : `"} {
		if !strings.Contains(got, want) {
			t.Errorf("French summary lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "For example") || strings.Contains(got, "legal moves") {
		t.Errorf("French summary says English:\n%s", got)
	}
}
