package commands

import (
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
)

// TestHistoryCardsSpeakTheServerLanguage: /history's list and /history
// verify's card are public, in the server's language (French here,
// whatever the caller's); no English sentence of theirs is left.
func TestHistoryCardsSpeakTheServerLanguage(t *testing.T) {
	rt, _ := memApp(t)
	list := said(ask(rt, "alice", &Request{Kind: KindCommand, Command: "history", Locale: "de", GuildLocale: "fr"}))
	verify := said(ask(rt, "alice", &Request{Kind: KindCommand, Command: "history", Options: map[string]string{"verify": "m1"}, Locale: "de", GuildLocale: "fr"}))
	for _, want := range []string{"Dernières parties dans ce salon", "/history verify:<id> vérifie ses dés."} {
		if !strings.Contains(list, want) {
			t.Errorf("the French list lacks %q:\n%s", want, list)
		}
	}
	for _, want := range []string{"Dés de la partie de Qwinto m1", "Cette partie date d'avant les engagements sur les dés", "/rules dice explique"} {
		if !strings.Contains(verify, want) {
			t.Errorf("the French check lacks %q:\n%s", want, verify)
		}
	}
	for _, english := range []string{"Last games", "attaches", "checks its dice", "Dice of", "This game", "predates", "says how"} {
		if strings.Contains(list+verify, english) {
			t.Errorf("French /history shows the English %q:\n%s\n%s", english, list, verify)
		}
	}
}

// TestHistoryLineInRussian: a record's seat notes and an abandoned
// match's summary, kept in English, are told in the reader's language;
// a board's seat notes in the match's (French).
func TestHistoryLineInRussian(t *testing.T) {
	m := &session.Match{ID: "m9", Game: "qwinto", Phase: session.Finished, Updated: histT0,
		Players: []session.Player{{User: "alice", Name: "Alice"}, {User: "bob", Name: "Bob", Bot: true, BotSince: 3}},
		Result:  &games.Result{Over: true, Scores: []int{20, 60}, Winners: []games.Seat{1}, Summary: "{seat:1} wins with 60 points"}}
	rec, _, _ := session.Tally(m, func(string) session.Standing { return session.Standing{} })
	if line := historyLine(locale.Russian, rec); !strings.Contains(line, "2. Bob (бот с хода 3) 60") {
		t.Errorf("Russian history line %q", line)
	}
	m.Lang = "fr"
	if seats := seatsOf(m); seats[1].Name != "Bob (bot depuis le tour 3)" {
		t.Errorf("French board seat %q", seats[1].Name)
	}
	rec = session.Record{Match: "m8", Game: "qwinto", Abandoned: true, Summary: "abandoned: {seat:1} timed out 3 times in a row, {seat:0} timed out",
		Seats: []session.SeatRecord{{Name: "Alice"}, {Name: "Bob"}}}
	if line := historyLine(locale.Russian, rec); !strings.Contains(line, "брошена: Bob: время вышло 3 раза подряд, Alice: время вышло ·") {
		t.Errorf("Russian abandoned line %q", line)
	}
}

// TestDiceNoteInTheMatchLanguage: a board's dice line speaks the match's
// language, a deal's as a deal.
func TestDiceNoteInTheMatchLanguage(t *testing.T) {
	commit := strings.Repeat("ab", 32)
	open := &session.Match{ID: "m1", Game: "qwinto", Phase: session.Playing, Commit: commit, Lang: "ru"}
	if got := diceNote(matchLang(open), open); got != "Обязательство кубиков "+open.ShortCommitment()+" · зерно раскроется в конце партии" {
		t.Errorf("Russian open note %q", got)
	}
	ended := &session.Match{ID: "m2", Game: "quinientos", Phase: session.Finished, Commit: commit, Seed: "5eed", Lang: "fr"}
	if got := diceNote(matchLang(ended), ended); !strings.HasPrefix(got, "Graine de la donne ") || !strings.Contains(got, "· engagement "+ended.ShortCommitment()+" · /history verify:m2") {
		t.Errorf("French deal note %q", got)
	}
}
