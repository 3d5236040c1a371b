package games

import (
	"errors"

	"github.com/quintetbot/quintet/games/locale"
)

// SayMoveWords returns err, a refusal of a move of game, with each word
// of game's English notation its reason quotes ("rack" in "say \"rack\"
// once") said in the reader's words, as the move was read (ReadMove).
// errors.Is finds what it found in err; an err with no locale.Refusal,
// or nil, is returned as it is.
func SayMoveWords(err error, game string) error {
	var r *locale.Refusal
	if !errors.As(err, &r) {
		return err
	}
	reason, changed := sayWordsOf(r.Reason, game)
	if !changed {
		return err
	}
	said := *r
	said.Reason = reason
	return &wordsSaid{err: err, refusal: &said}
}

// sayWordsOf returns t with every argument that is a word of game's
// notation, in it or in a Text among its arguments, as a moveWord.
func sayWordsOf(t locale.Text, game string) (locale.Text, bool) {
	if t.Key == "" {
		return t, false
	}
	words := moveWords(locale.English, game).shown
	args, changed := make([]any, len(t.Args)), false
	for i, a := range t.Args {
		args[i] = a
		switch a := a.(type) {
		case string:
			if _, ok := words[a]; ok {
				args[i], changed = moveWord{game: game, word: a}, true
			}
		case locale.Text:
			if inner, ok := sayWordsOf(a, game); ok {
				args[i], changed = inner, true
			}
		}
	}
	return locale.T(t.Key, args...), changed
}

// moveWord is a word of a game's notation, said in the reader's words.
type moveWord struct{ game, word string }

// SayIn returns the word in l's words.
func (w moveWord) SayIn(l locale.Lang) string { return MoveIn(l, w.game, Move(w.word)) }

// wordsSaid is a refusal whose reason says the game's words in the
// reader's: errors.As finds its refusal first, errors.Is what err holds.
type wordsSaid struct {
	err     error
	refusal *locale.Refusal
}

func (e *wordsSaid) Error() string { return e.err.Error() }

func (e *wordsSaid) Unwrap() error { return e.err }

// As finds the refusal with the words said.
func (e *wordsSaid) As(target any) bool {
	if p, ok := target.(**locale.Refusal); ok {
		*p = e.refusal
		return true
	}
	return false
}
