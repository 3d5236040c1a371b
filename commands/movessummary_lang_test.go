package commands

import (
	"strings"
	"testing"
)

// TestMovesSummarySpeaksTheCallersLanguage: after a Cinq-O roll, a German
// player's /game moves groups the placements in German from start to
// end.
func TestMovesSummarySpeaksTheCallersLanguage(t *testing.T) {
	d := newTable(t)
	d.command("alice", "play cinqo", map[string]string{"mode": "solitaire"})
	d.command("alice", "game start", nil)
	d.command("alice", "game move", map[string]string{"notation": "roll"})
	reply := d.do(&Request{Kind: KindCommand, User: User{ID: "alice", Name: "alice"}, Command: "game moves", Locale: "de"})
	text := reply.Message.Content
	for _, want := range []string{"Deine ", "möglichen Züge verteilen den Wurf", "Zum Beispiel: `", "Tippe einen Teil eines Zugs"} {
		if !strings.Contains(text, want) {
			t.Errorf("the German summary lacks %q:\n%s", want, text)
		}
	}
	for _, english := range []string{"legal moves", "For example", "Type part"} {
		if strings.Contains(text, english) {
			t.Errorf("the German summary says %q:\n%s", english, text)
		}
	}
}
