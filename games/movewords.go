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
	fields := Normalize(m).Fields()
	for i, f := range fields {
		key := moveWordKey(game, f)
		if !locale.Has(key) {
			continue
		}
		said, _, _ := strings.Cut(l.Say(key), "|")
		if said = strings.TrimSpace(said); said != "" {
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
	words := moveReader(l, game)
	fields := Normalize(typed).Fields()
	for i, f := range fields {
		if en, ok := words[f]; ok {
			fields[i] = en
		} else if en, ok := words[foldAccents(f)]; ok {
			fields[i] = en
		}
	}
	return Move(strings.Join(fields, " "))
}

// MoveMatches reports whether typed, part of a move as a player types it
// to find one, is found in move m of game: in its English notation, in
// l's words (accents aside), or read back by ReadMove. An empty typed
// matches every move.
func MoveMatches(l locale.Lang, game string, m Move, typed string) bool {
	typed = string(Normalize(Move(typed)))
	notation := string(Normalize(m))
	if strings.Contains(notation, typed) {
		return true
	}
	if strings.Contains(foldAccents(MoveIn(l, game, m)), foldAccents(typed)) {
		return true
	}
	return strings.Contains(notation, string(ReadMove(l, game, Move(typed))))
}

func moveWordKey(game, word string) string { return "move." + game + "." + word }

var moveReaders sync.Map // "lang/game" -> map[string]string

// moveReader maps every spelling l's catalog gives a word of game's
// notation, in every form spellingsOf gives it, to that English word,
// read once. Pseudo's lengthened words are nobody's spelling: it reads
// English notation only.
func moveReader(l locale.Lang, game string) map[string]string {
	id := string(l) + "/" + game
	if m, ok := moveReaders.Load(id); ok {
		return m.(map[string]string)
	}
	out := map[string]string{}
	if l != locale.Pseudo {
		for en, spellings := range MoveSpellings(l, game) {
			for _, w := range spellings {
				for _, form := range spellingsOf(w) {
					out[form] = en
				}
			}
		}
	}
	m, _ := moveReaders.LoadOrStore(id, out)
	return m.(map[string]string)
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
