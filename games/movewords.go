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
// ("écrire|écris|ecrire"). Numbers, faces and tiles ("5", "d6a", "6-5")
// have no key and read the same everywhere.

// MoveIn returns move m of game in l's words: each word of its
// normalized notation that the catalog names, in l's first spelling.
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

// ReadMove returns a move typed in l's words, or in English notation, as
// English notation: each word that is one of l's spellings of a word of
// game's notation becomes that word. Words it does not know are left for
// the engine to refuse.
func ReadMove(l locale.Lang, game string, typed Move) Move {
	words := moveReader(l, game)
	fields := Normalize(typed).Fields()
	for i, f := range fields {
		if en, ok := words[f]; ok {
			fields[i] = en
		}
	}
	return Move(strings.Join(fields, " "))
}

func moveWordKey(game, word string) string { return "move." + game + "." + word }

var moveReaders sync.Map // "lang/game" -> map[string]string

// moveReader maps every spelling l's catalog gives a word of game's
// notation to that English word, read once.
func moveReader(l locale.Lang, game string) map[string]string {
	id := string(l) + "/" + game
	if m, ok := moveReaders.Load(id); ok {
		return m.(map[string]string)
	}
	prefix := moveWordKey(game, "")
	out := map[string]string{}
	for key, msg := range locale.Messages()[l] {
		en, ok := strings.CutPrefix(key, prefix)
		if !ok {
			continue
		}
		for _, w := range strings.Split(msg.Format, "|") {
			if w = strings.ToLower(strings.TrimSpace(w)); w != "" {
				out[w] = en
			}
		}
	}
	m, _ := moveReaders.LoadOrStore(id, out)
	return m.(map[string]string)
}
