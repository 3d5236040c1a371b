package quingo

import (
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// textWords are the words of the text sheet in one language and the
// widths of the columns they head: the bonus column is at least one
// character wider than "Bonus" and "Wild" in that language, the score
// column two wider than "Score", and never narrower than English's.
type textWords struct {
	lang             locale.Lang
	wild, score      string
	choosing, chosen string
	label, scoreW    int
	rowHeaders       [NumberRows]string // " Bonus    1 ... Score\n"
}

var wordsByLang sync.Map // locale.Lang -> *textWords

// wordsOf returns l's text words, worked out once.
func wordsOf(l locale.Lang) *textWords {
	if w, ok := wordsByLang.Load(l); ok {
		return w.(*textWords)
	}
	bonus := l.Say("quingo.text.bonus")
	w := &textWords{
		lang: l, wild: l.Say("quingo.text.wild"), score: l.Say("quingo.text.score"),
		choosing: l.Say("board.quingo.choosing_wilds"), chosen: l.Say("board.quingo.wilds_chosen"),
	}
	w.label = max(textLabel, utf8.RuneCountInString(bonus)+1, utf8.RuneCountInString(w.wild)+1)
	w.scoreW = max(textScore, utf8.RuneCountInString(w.score)+2)
	for r := range NumberRows {
		var b strings.Builder
		games.WriteRight(&b, bonus, w.label)
		for i := range RowBoxes {
			games.WriteInt(&b, r*RowBoxes+i+1, textBox)
		}
		games.WriteRight(&b, w.score, w.scoreW)
		b.WriteByte('\n')
		w.rowHeaders[r] = b.String()
	}
	got, _ := wordsByLang.LoadOrStore(l, w)
	return got.(*textWords)
}
