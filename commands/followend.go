package commands

import (
	"slices"
	"strings"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// FollowedEnd returns the direct messages that tell the followers of m,
// an ended match (finished, cancelled or abandoned), how it ended: the
// result and a link to message, the one that shows its final board (""
// for none), each in its follower's language (the server's when theirs
// is unknown). A follower who took a seat since gets none (the board
// told them); each follower is told once, however often it is asked
// for. A match still open tells nobody.
func FollowedEnd(m *session.Match, message string) []Direct {
	if m.Phase.Open() {
		return nil
	}
	link := ""
	if message != "" && m.Guild != "" {
		link = " https://discord.com/channels/" + m.Guild + "/" + m.Channel + "/" + message
	}
	draw := func(l locale.Lang) *render.Message {
		return render.Public(l.Say("follow.ended", gameTitle(m), m.Channel, resultLine(l, m)) + link)
	}
	var out []Direct
	for _, user := range m.Followers {
		if slices.ContainsFunc(m.Players, func(p session.Player) bool { return p.User == user }) {
			continue
		}
		d := directIn(user, m.Channel, matchLang(m), draw)
		d.Once = "ended/" + m.ID
		out = append(out, d)
	}
	return out
}

// resultLine is how m ended, in one line in l: who won (the final
// board's status, which tells the result, or who wins instead of a
// forfeited seat) and every seat's score, or why it has no result.
func resultLine(l locale.Lang, m *session.Match) string {
	if m.Result == nil || !m.Result.Over {
		return endedWithout(l, m)
	}
	res := session.FairResult(m, *m.Result)
	line := strings.TrimSpace(games.ExpandSeats(resultSaid(l, m, res), m.Name))
	if line != "" && !strings.HasSuffix(line, ".") {
		line += "."
	}
	if len(res.Scores) != len(m.Players) {
		return line
	}
	scores := make([]string, len(res.Scores))
	for i, s := range res.Scores {
		scores[i] = l.Say("follow.score", m.Players[i].Name, s)
	}
	return strings.TrimSpace(l.Say("follow.scores", line, strings.Join(scores, ", ")))
}

// resultSaid is res's summary in l, seats as games.SeatRef: who wins
// instead of a forfeited seat (fairStatus), else the final board's
// status when it is the summary (as the engines' final status is, said
// in any language), else the summary as the engine wrote it.
func resultSaid(l locale.Lang, m *session.Match, res games.Result) string {
	if res.Summary != m.Result.Summary {
		return session.FairStatus(m, res).In(l)
	}
	if st, err := m.Decode(); err == nil {
		if v := st.View(games.Spectator); v.Status == res.Summary {
			return v.StatusIn(l)
		}
	}
	return res.Summary
}

// endedWithout says in l why m, cancelled, has no result.
func endedWithout(l locale.Lang, m *session.Match) string {
	human := slices.ContainsFunc(m.Players, func(p session.Player) bool { return !p.Bot })
	resigned := slices.ContainsFunc(m.Players, func(p session.Player) bool { return p.Resigned })
	switch {
	case m.Abandoned:
		return l.Say("follow.abandoned")
	case resigned && !human:
		return l.Say("follow.all_resigned")
	}
	return l.Say("follow.cancelled")
}
