package console

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

// TestMovesTypedInThePlayersWords plays the README's Qwinto script at a
// French console, alice typing French and bob, whose locale is German,
// German, with accents and umlauts or without: every move is played
// (the last ends the game with alice's fourth failed throw), each player is told it in
// their words, and autocomplete offers moves in them.
func TestMovesTypedInThePlayersWords(t *testing.T) {
	var out bytes.Buffer
	c, _ := newConsole(&out)
	if err := c.SetLocale("fr"); err != nil {
		t.Fatal(err)
	}
	script := `
bob: locale de
alice: /play qwinto
bob: 1
alice: 4
alice: /game move lancer rouge jaune
alice: /game move passer
bob: /game move passen
bob: /game move würfeln blau
bob: /game move passen
alice: /game move Passe
alice: /game move lance ROUGE
alice: /game move passer
bob: /game move aussetzen
bob: /game move wuerfeln rot
alice: /game move passer
bob: /game move passen
alice: /game move lan?
alice: /game move lancer jaune
bob: /game move passen
alice: /game move passer
bob: /game move wurfeln alle
bob: /game move passen
alice: /game move passer
alice: /game move lancer bleu
alice: /game move skip
bob: /game move passen
`
	if err := c.Run(context.Background(), strings.NewReader(script)); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{"Tu as joué `lancer rouge jaune`.", "Du hast `würfeln blau` gespielt.",
		"Du hast `würfeln alle` gespielt.", "  1. lancer bleu\n", "Tu as joué `passer`.", "Du hast `passen` gespielt."} {
		if !strings.Contains(got, want) {
			t.Errorf("the console lacks %q", want)
		}
	}
	moves := strings.Count(script, "/game move") - strings.Count(script, "?\n")
	if told := strings.Count(got, "Tu as joué `") + strings.Count(got, "Du hast `"); strings.Contains(got, "! ") || told != moves {
		t.Errorf("%d of %d moves were played", told, moves)
	}
	if t.Failed() {
		t.Log(got)
	}
}

// TestMovesTypedInRussian: at a Russian console, moves typed in Russian
// words, with "е" for "ё" and in capitals, are played and told in them.
func TestMovesTypedInRussian(t *testing.T) {
	var out bytes.Buffer
	c, _ := newConsole(&out)
	if err := c.SetLocale("ru"); err != nil {
		t.Fatal(err)
	}
	script := "alice: /play qwinto\nbob: 1\nalice: 4\nalice: /game move Бросить желтый синий\nalice: /game move пропустить\nbob: /game move ПРОПУСК\n"
	if err := c.Run(context.Background(), strings.NewReader(script)); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	if n := strings.Count(got, "Ваш ход: `"); strings.Contains(got, "! ") || n != 3 ||
		!strings.Contains(got, "Ваш ход: `бросить жёлтый синий`.") || !strings.Contains(got, "Ваш ход: `пропустить`.") {
		t.Errorf("%d of 3 Russian moves were played:\n%s", n, got)
	}
}
