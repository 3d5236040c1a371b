package web

import (
	"net/http/httptest"
	"strings"
	"testing"
)

// englishWords are words of the pages' English that no other language's
// page may show (names and moves' notation aside).
var englishWords = []string{"Replay", "Step ", "Player", "Result", "Dice check", "Every step", "Set-up", " ended ",
	"« First", "◀ Back", "Next ▶", "Last »", "The game has started", "Seed ", "commitment", "rolls match",
	"Rating", "Games", "Wins", " wins ", " win ", "Win rate", "Leaderboard", "failed throw", "All time", "Nothing here", "dice and domino games"}

// noEnglish fails on every English word of the page body.
func noEnglish(t *testing.T, what, body string) {
	t.Helper()
	for _, w := range englishWords {
		if strings.Contains(body, w) {
			t.Errorf("%s shows the English %q", what, w)
		}
	}
}

// TestReplaySpeaksTheMatchLanguage: the replay of a French server's match
// is French (<html lang="fr">, its headings, buttons, dice check and
// dates), ?lang=ru turns it Russian and keeps Russian on its links, and
// a language Quintet does not speak is ignored.
func TestReplaySpeaksTheMatchLanguage(t *testing.T) {
	f := newFixture(t)
	f.lang = "fr"
	m := f.finish(t, "qwinto", "c", "Alice", "Bob")
	link := f.links.Replay(ctx, "g", m.ID)
	res, body := f.get(t, "GET", link+"?step=1")
	if res.StatusCode != 200 {
		t.Fatalf("replay: %d", res.StatusCode)
	}
	if !strings.Contains(body, `<html lang="fr">`) {
		t.Errorf("the French replay is not marked French:\n%.300s", body)
	}
	for _, want := range []string{"Rediffusion · partie", "nov. 2026 à", "Étape 1 sur", "« Début", "Vérification des dés", "Résultat", "Joueur", "Graine ", "Toutes les étapes ("} {
		if !strings.Contains(body, want) {
			t.Errorf("the French replay lacks %q:\n%s", want, body)
		}
	}
	noEnglish(t, "the French replay", body)

	_, body = f.get(t, "GET", link+"?lang=ru&step=1")
	for _, want := range []string{`<html lang="ru">`, "Шаг 1 из", "Проверка кубиков", "lang=ru&amp;step=2"} {
		if !strings.Contains(body, want) {
			t.Errorf("the replay with ?lang=ru lacks %q", want)
		}
	}
	noEnglish(t, "the Russian replay", body)
	if _, body = f.get(t, "GET", link+"?lang=zz"); !strings.Contains(body, `<html lang="fr">`) || strings.Contains(body, "lang=zz") {
		t.Errorf("?lang=zz is not ignored:\n%.300s", body)
	}
}

// TestPagesSpeakTheServerLanguage: a server's leaderboard and player
// pages speak its /settings language (German), with German numbers; the
// page of a link that leads nowhere, and a refused method, speak the
// reader's browser language.
func TestPagesSpeakTheServerLanguage(t *testing.T) {
	f := newFixture(t)
	f.finish(t, "qwinto", "c", "Alice", "Bob")
	g, err := f.store.GuildSettings(ctx, "g")
	if err != nil {
		t.Fatal(err)
	}
	g.Language = "de"
	if err := f.store.SetGuildSettings(ctx, "g", g); err != nil {
		t.Fatal(err)
	}
	for name, link := range map[string]string{"leaderboard": f.links.Leaderboard(ctx, "g", "qwinto"), "player": f.links.Player(ctx, "g", "u1")} {
		res, body := f.get(t, "GET", link)
		if res.StatusCode != 200 || !strings.Contains(body, `<html lang="de">`) || !strings.Contains(body, "Siegquote") {
			t.Errorf("the German %s: %d\n%s", name, res.StatusCode, body)
		}
		noEnglish(t, "the German "+name, body)
	}
	req := "/m/nothing/here"
	res, body := f.getWith(t, req, "pt-BR,pt;q=0.9,en;q=0.8")
	if res.StatusCode != 404 || !strings.Contains(body, `<html lang="pt-BR">`) || !strings.Contains(body, "Nada aqui") {
		t.Errorf("a missing page for a Brazilian reader: %d\n%s", res.StatusCode, body)
	}
	noEnglish(t, "the Brazilian missing page", body)
	post := httptest.NewRequest("POST", "/m/nothing/here", nil)
	post.Header.Set("Accept-Language", "ru")
	rec := httptest.NewRecorder()
	f.srv.ServeHTTP(rec, post)
	if rec.Code != 405 || strings.TrimSpace(rec.Body.String()) != "Только GET и HEAD." {
		t.Errorf("a POST from a Russian browser: %d %q", rec.Code, rec.Body.String())
	}
}
