package games

import (
	"strings"
	"sync"

	"github.com/quintetbot/quintet/games/locale"
)

// A move's words in another language come from the catalog key
// "move.<game>.<word>" for each word of a game's English notation
// ("move.qwinto.write"): its value is the word as players of that
// language write it, then, after "|", other spellings a player may type
// ("écrire|écris"). Numbers, faces and tiles ("5", "d6a", "6-5") have no
// key and read the same everywhere. Every spelling is also read without
// its accents ("ecrire", "wurfeln", "желтый") and with German's umlauts
// written out ("wuerfeln"): see spellingsOf.

// MoveIn returns move m of game in l's words: each word of its
// normalized notation that the catalog names, in l's first spelling.
// A move of a game without keys, or in English, is its notation.
func MoveIn(l locale.Lang, game string, m Move) string {
	return replaceWords(moveWords(l, game).shown, m)
}

// replaceWords returns m's normalized words, each replaced by its value
// in words when it has one.
func replaceWords(words map[string]string, m Move) string {
	fields := Normalize(m).Fields()
	for i, f := range fields {
		if said, ok := words[f]; ok {
			fields[i] = said
		}
	}
	return strings.Join(fields, " ")
}

// ReadMove returns a move typed in l's words, in English notation or in
// a mix of both, as English notation, normalized: each word that is one
// of l's spellings of a word of game's notation (in any case, with or
// without accents) becomes that word. It refuses nothing: words it does
// not know, numbers and tiles are left as typed for the engine to read
// or refuse.
func ReadMove(l locale.Lang, game string, typed Move) Move {
	words := moveWords(l, game)
	fields := Normalize(typed).Fields()
	for i, f := range fields {
		if en, ok := words.read[f]; ok {
			fields[i] = en
		} else if en, ok := words.read[FoldAccents(f)]; ok {
			fields[i] = en
		}
	}
	return Move(strings.Join(fields, " "))
}

// MoveFinder returns whether typed, part of a move as a player types it
// to find one, is found in a move of game: in its English notation, in
// l's words (accents aside), or once ReadMove has read it. An empty
// typed finds every move.
func MoveFinder(l locale.Lang, game, typed string) func(Move) bool {
	typed = string(Normalize(Move(typed)))
	folded, read := FoldAccents(typed), string(ReadMove(l, game, Move(typed)))
	words := moveWords(l, game)
	return func(m Move) bool {
		notation := string(Normalize(m))
		return strings.Contains(notation, typed) || strings.Contains(notation, read) ||
			strings.Contains(replaceWords(words.folded, m), folded)
	}
}

func moveWordKey(game, word string) string { return "move." + game + "." + word }

// wordsOf are a language's words for a game's moves.
type wordsOf struct {
	shown  map[string]string // English word -> the word shown
	folded map[string]string // English word -> the word shown, without accents
	read   map[string]string // every form of every spelling -> English word
}

var moveWordsCache sync.Map // "lang/game" -> *wordsOf

// moveWords returns l's words for game's moves, read once: the first
// spelling of each to show, and every spelling, in every form
// spellingsOf gives it, to read. Pseudo's lengthened words are shown but
// are nobody's spelling: it reads English notation only.
func moveWords(l locale.Lang, game string) *wordsOf {
	id := string(l) + "/" + game
	if w, ok := moveWordsCache.Load(id); ok {
		return w.(*wordsOf)
	}
	out := &wordsOf{shown: map[string]string{}, folded: map[string]string{}, read: map[string]string{}}
	for en, spellings := range MoveSpellings(l, game) {
		out.shown[en], out.folded[en] = spellings[0], FoldAccents(spellings[0])
		if l == locale.Pseudo {
			continue
		}
		for _, w := range spellings {
			for _, form := range spellingsOf(w) {
				out.read[form] = en
			}
		}
	}
	w, _ := moveWordsCache.LoadOrStore(id, out)
	return w.(*wordsOf)
}

// MoveSpellings returns, for each word of game's English notation that
// l's catalog names, the spellings a player of l may type for it, lower
// case, the shown one first.
func MoveSpellings(l locale.Lang, game string) map[string][]string {
	prefix := moveWordKey(game, "")
	out := map[string][]string{}
	for key, msg := range locale.Messages()[l] {
		en, ok := strings.CutPrefix(key, prefix)
		if !ok {
			continue
		}
		for _, w := range strings.Split(msg.Format, "|") {
			if w = strings.ToLower(strings.TrimSpace(w)); w != "" {
				out[en] = append(out[en], w)
			}
		}
	}
	return out
}
