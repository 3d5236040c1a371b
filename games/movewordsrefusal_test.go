package games

import (
	"errors"
	"testing"

	"github.com/quintetbot/quintet/games/locale"
)

// TestSayMoveWordsQuotesTheReadersWords: a refusal quoting a word of the
// notation says it in the reader's words, English in English; what
// errors.Is found and the logged text stay; other errors pass as they
// are.
func TestSayMoveWordsQuotesTheReadersWords(t *testing.T) {
	err := locale.Refuse("cinqo", ErrBadNotation, "refuse.cinqo.notation", locale.T("refuse.cinqo.once", "rack"))
	said := SayMoveWords(err, "cinqo")
	if !errors.Is(said, ErrBadNotation) || said.Error() != err.Error() {
		t.Errorf("SayMoveWords changed what the error is: %v", said)
	}
	want := locale.German.Say("refuse.cinqo.notation", locale.T("refuse.cinqo.once", "ablegen"))
	if got := ReasonIn(said, locale.German); got != want {
		t.Errorf("in German: %q, want %q", got, want)
	}
	if got, want := ReasonIn(said, locale.English), ReasonIn(err, locale.English); got != want {
		t.Errorf("in English: %q, want %q", got, want)
	}
	junk := locale.Refuse("qwinto", ErrBadNotation, "refuse.qwinto.no_colour", "violet")
	if SayMoveWords(junk, "qwinto") != junk || SayMoveWords(nil, "qwinto") != nil || SayMoveWords(ErrGameOver, "qwinto") != ErrGameOver {
		t.Error("an error with no word of the notation was changed")
	}
}
