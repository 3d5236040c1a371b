package games

import (
	"slices"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games/locale"
)

// moveWordGames returns the games whose notation words the English
// catalog names ("move.<game>.<word>").
func moveWordGames() []string {
	var out []string
	for key := range locale.Messages()[locale.English] {
		parts := strings.Split(key, ".")
		if len(parts) == 3 && parts[0] == "move" && !slices.Contains(out, parts[1]) {
			out = append(out, parts[1])
		}
	}
	slices.Sort(out)
	return out
}

// TestMoveSpellingsClashNowhere fails when, in any language and game, a
// spelling a player may type (accents and umlauts aside) stands for two
// words of the notation, or is another word of the game's English
// notation than the one it stands for, or is not one word: ReadMove
// could not tell what was meant.
func TestMoveSpellingsClashNowhere(t *testing.T) {
	names := moveWordGames()
	if len(names) < 5 {
		t.Fatalf("move words of %d games, want every game's: %v", len(names), names)
	}
	for _, game := range names {
		english := MoveSpellings(locale.English, game)
		for _, l := range locale.Langs {
			words := MoveSpellings(l, game)
			if len(words) != len(english) {
				t.Errorf("%s %s: %d words, English has %d", l, game, len(words), len(english))
			}
			meant := map[string]string{} // a form typed -> the English word
			for en, spellings := range words {
				if en == "" || len(spellings) == 0 {
					t.Errorf("%s %s: %q has no spelling", l, game, en)
				}
				for _, w := range spellings {
					if strings.ContainsAny(w, " \t~") {
						t.Errorf("%s %s.%s: %q is not one word", l, game, en, w)
					}
					for _, form := range spellingsOf(w) {
						if other, ok := meant[form]; ok && other != en {
							t.Errorf("%s %s: %q stands for both %q and %q", l, game, form, other, en)
						}
						meant[form] = en
						if _, isEnglish := english[form]; isEnglish && form != en {
							t.Errorf("%s %s: %q for %q is the English word %q", l, game, form, en, form)
						}
					}
				}
			}
		}
	}
}

// TestReadMoveTakesEveryLanguagesWords: a move typed in a language's
// words, in any case, with or without accents or umlauts, reads as
// English notation; English notation reads as itself in every language;
// a word nobody knows is left for the engine to refuse.
func TestReadMoveTakesEveryLanguagesWords(t *testing.T) {
	for _, c := range []struct {
		l           locale.Lang
		game, typed string
		want        Move
	}{
		{locale.French, "qwinto", "écrire jaune 4", "write yellow 4"},
		{locale.French, "qwinto", "  Ecrire   JAUNE 4 ", "write yellow 4"},
		{locale.French, "qwinto", "lance rouge bleu", "roll red blue"},
		{locale.French, "qwinto", "lancer tous", "roll all"},
		{locale.German, "qwinto", "Würfeln rot blau", "roll red blue"},
		{locale.German, "qwinto", "wuerfeln gelb", "roll yellow"},
		{locale.German, "qwinto", "wurfeln gelb", "roll yellow"},
		{locale.German, "cinqo", "ablegen 6 6 zurücklegen 5 festlegen", "rack 6 6 bank 5 box"},
		{locale.German, "quingo", "nimm d4 d6a kaestchen 10", "take d4 d6a box 10"},
		{locale.Russian, "qwinto", "Вписать жёлтый 4", "write yellow 4"},
		{locale.Russian, "qwinto", "вписать желтый 4", "write yellow 4"},
		{locale.Russian, "quinientos", "сыграть 6-5 л", "play 6-5 l"},
		{locale.Spanish, "quingo", "tomar d8 tachar comodin 18", "take d8 cross wild 18"},
		{locale.Portuguese, "blingo", "pôr 2 8", "place 2 8"},
		{locale.Portuguese, "blingo", "por 28", "place 28"},
		{locale.French, "quinientos", "jouer 6-5 gauche", "play 6-5 left"},
		{locale.French, "qwinto", "write lancer 4", "write roll 4"},
		{locale.French, "qwinto", "fly away", "fly away"},
		{locale.French, "nosuchgame", "écrire jaune 4", "écrire jaune 4"},
		{locale.English, "qwinto", "écrire jaune 4", "écrire jaune 4"},
		{locale.Pseudo, "qwinto", "Write Yellow 4", "write yellow 4"},
	} {
		if got := ReadMove(c.l, c.game, Move(c.typed)); got != c.want {
			t.Errorf("ReadMove(%s, %s, %q) = %q, want %q", c.l, c.game, c.typed, got, c.want)
		}
	}
	for _, game := range moveWordGames() {
		for en := range MoveSpellings(locale.English, game) {
			for _, l := range locale.Langs {
				typed := Move(en + " 6-5 d4 12")
				if got := ReadMove(l, game, typed); got != typed {
					t.Errorf("ReadMove(%s, %s, %q) = %q: English notation must read as itself", l, game, typed, got)
				}
			}
		}
	}
}

// TestMoveInShowsTheFirstSpelling: a move is shown in the language's
// first spelling of each word, numbers and tiles as they are, and reads
// back as itself.
func TestMoveInShowsTheFirstSpelling(t *testing.T) {
	for _, c := range []struct {
		l       locale.Lang
		game    string
		m       Move
		want    string
		inverse bool
	}{
		{locale.French, "qwinto", "write yellow 4", "écrire jaune 4", true},
		{locale.German, "cinqo", "rack 6 6 take 5 bank 4 box", "ablegen 6 6 holen 5 zurücklegen 4 festlegen", true},
		{locale.Russian, "quinientos", "play 6-5 left", "сыграть 6-5 влево", true},
		{locale.Spanish, "quingo", "take d8 cross wild 18", "tomar d8 tachar comodín 18", true},
		{locale.English, "qwinto", "Write Yellow 4", "write yellow 4", true},
		{locale.French, "nosuchgame", "write yellow 4", "write yellow 4", false},
	} {
		got := MoveIn(c.l, c.game, c.m)
		if got != c.want {
			t.Errorf("MoveIn(%s, %s, %q) = %q, want %q", c.l, c.game, c.m, got, c.want)
		}
		if back := ReadMove(c.l, c.game, Move(got)); c.inverse && back != Normalize(c.m) {
			t.Errorf("ReadMove(%s, %s, %q) = %q, want %q", c.l, c.game, got, back, Normalize(c.m))
		}
	}
}

// TestMoveFinderFindsWhatIsTyped: part of a move typed in English
// notation or in the player's words, accents aside, finds it.
func TestMoveFinderFindsWhatIsTyped(t *testing.T) {
	m := Move("write yellow 4")
	for typed, want := range map[string]bool{
		"": true, "yellow": true, "écri": true, "ECRIRE JAU": true, "ecrire jaune 4": true,
		"jaune 4": true, "rouge": false, "write red": false, "écrire rouge": false,
	} {
		if got := MoveFinder(locale.French, "qwinto", typed)(m); got != want {
			t.Errorf("MoveFinder(fr, %q)(%q) = %v, want %v", typed, m, got, want)
		}
	}
}
