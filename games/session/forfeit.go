package session

import (
	"fmt"
	"slices"
	"strings"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// TakenOver reports whether a bot took the seat over because its player
// timed out too often, even if the player later took it back. A match
// archived before BotSince existed shows it as a user's seat played by a
// bot without a resignation.
func (p Player) TakenOver() bool {
	return p.BotSince > 0 || (p.Bot && p.User != "" && !p.Resigned)
}

// Forfeited reports whether the seat's player gave up the match: they
// resigned or a bot took their seat over after timeouts. Nobody gains a
// win, a place or a rating from the moves a bot played for them: a
// forfeited seat is placed below every seat that played on.
func (p Player) Forfeited() bool { return p.Resigned || p.TakenOver() }

// SeatNote is what a seat's name is followed by on a board and in
// /history: "(resigned)", "(bot since turn 4)", or "" for a seat played
// as it was taken.
func (p Player) SeatNote() string { return p.SeatNoteIn(locale.English) }

// FairResult returns res as the match counts it: when a winner of the
// game forfeited (see Player.Forfeited), the winners are instead the
// best placed seats that played on, and the summary says so. Any other
// result is returned as it is.
func FairResult(m *Match, res games.Result) games.Result {
	if !res.Over || len(res.Scores) != len(m.Players) {
		return res
	}
	if !slices.ContainsFunc(res.Winners, func(s games.Seat) bool { return m.Players[s].Forfeited() }) {
		return res
	}
	places := placesOf(m.Players, res)
	out := res
	out.Winners = nil
	var names, gone []string
	for i, p := range m.Players {
		ref := games.SeatRef(games.Seat(i))
		switch {
		case p.Forfeited():
			gone = append(gone, ref)
		case places[i] == 1:
			out.Winners = append(out.Winners, games.Seat(i))
			names = append(names, ref)
		}
	}
	verb := "wins"
	if len(names) > 1 {
		verb = "win"
	}
	out.Summary = fmt.Sprintf("%s %s; %s forfeited", strings.Join(names, " and "), verb, strings.Join(gone, ", "))
	return out
}

// TimeoutSummary says who timed out as often in a row as m allows, the
// reason a match is abandoned, seats written as games.SeatRef: "{seat:1}
// timed out 3 times in a row"; "" when nobody reached the limit. A seat
// with fewer timeouts is left out: it is not why the match ended.
func TimeoutSummary(m *Match) string {
	var parts []string
	for i, n := range m.Timeouts {
		if n > 0 && n >= m.Limit() && i < len(m.Players) {
			parts = append(parts, games.SeatRef(games.Seat(i))+" "+TimedOutWords(n))
		}
	}
	return strings.Join(parts, ", ")
}

// TimedOutWords says n timeouts in a row as a player reads them: "timed out"
// for one, "timed out 3 times in a row" for more.
func TimedOutWords(n int) string {
	if n == 1 {
		return "timed out"
	}
	return fmt.Sprintf("timed out %d times in a row", n)
}

// abandonedRecord is the Record of a match abandoned after timeouts.
func abandonedRecord(m *Match) Record {
	out := Record{Match: m.ID, Guild: m.Guild, Channel: m.Channel, Parent: m.Thread.Parent, Game: m.Game, At: m.Updated,
		Abandoned: true, Summary: "abandoned: " + TimeoutSummary(m)}
	rules, _ := games.Lookup(m.Game)
	for i, p := range m.Players {
		out.Seats = append(out.Seats, SeatRecord{User: p.User, Name: p.Name, Bot: p.User == "",
			Note: p.SeatNote(), Team: teamOf(rules, len(m.Players), i)})
	}
	return out
}
