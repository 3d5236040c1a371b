package commands

import (
	"strings"

	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/render"
)

// recordKey is the catalog key prefix of a game's own statistic on
// /stats: "stats.record.cinqo.rounds." then name, value and best.
func recordKey(game string, m statRecord) string {
	return "stats.record." + game + "." + m.Name + "."
}

// recordField is a player's record of a game's own statistic as a card
// field in language l: "Solitaire Cinq-O: 3 games, best 7 rounds". A
// statistic the catalog lacks is told in the game's own (English) words.
func recordField(l locale.Lang, game string, m statRecord) render.CardField {
	k := recordKey(game, m)
	if !locale.Has(k + "name") {
		return render.CardField{Name: m.Table + " " + titleOf(game),
			Value: render.Count(m.Games, "game") + ", best " + render.Count(m.Best, m.Unit)}
	}
	return render.CardField{Name: l.Say(k + "name"), Value: l.Say("stats.record", l.Say("stats.games", m.Games), l.Say(k+"value", m.Best))}
}

// recordBest is the best of a game's own statistic on its line of the
// per-game list in language l: "solitaire best 7 rounds".
func recordBest(l locale.Lang, game string, m statRecord) string {
	k := recordKey(game, m)
	if !locale.Has(k + "best") {
		return strings.ToLower(m.Table) + " best " + render.Count(m.Best, m.Unit)
	}
	return l.Say(k+"best", m.Best)
}
