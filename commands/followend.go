package commands

import (
	"fmt"
	"slices"
	"strings"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// FollowedEnd returns the direct messages that tell the followers of m,
// an ended match (finished, cancelled or abandoned), how it ended: the
// result and a link to message, the one that shows its final board (""
// for none). A follower who took a seat since gets none (the board told
// them); each follower is told once, however often it is asked for. A
// match still open tells nobody.
func FollowedEnd(m *session.Match, message string) []Direct {
	if m.Phase.Open() {
		return nil
	}
	var out []Direct
	text := followedEndText(gameTitle(m), m.Channel, resultLine(m))
	if message != "" && m.Guild != "" {
		text += " https://discord.com/channels/" + m.Guild + "/" + m.Channel + "/" + message
	}
	for _, user := range m.Followers {
		if slices.ContainsFunc(m.Players, func(p session.Player) bool { return p.User == user }) {
			continue
		}
		out = append(out, Direct{User: user, Message: render.Public(text), Channel: m.Channel, Once: "ended/" + m.ID})
	}
	return out
}

// followedEndText is the direct message to a follower when the match
// ends.
func followedEndText(game, channel, result string) string {
	return fmt.Sprintf("The %s game you followed in <#%s> has ended: %s", game, channel, result)
}

// resultLine is how m ended, in one line: the game's summary and every
// seat's score, or why it has no result.
func resultLine(m *session.Match) string {
	if m.Result == nil || !m.Result.Over {
		return endedWithout(m)
	}
	res := session.FairResult(m, *m.Result)
	line := strings.TrimSpace(games.ExpandSeats(res.Summary, m.Name))
	if line != "" && !strings.HasSuffix(line, ".") {
		line += "."
	}
	if len(res.Scores) != len(m.Players) {
		return line
	}
	scores := make([]string, len(res.Scores))
	for i, s := range res.Scores {
		scores[i] = fmt.Sprintf("%s %d", m.Players[i].Name, s)
	}
	return line + " Scores: " + strings.Join(scores, ", ") + "."
}

// endedWithout says why m, cancelled, has no result.
func endedWithout(m *session.Match) string {
	human := slices.ContainsFunc(m.Players, func(p session.Player) bool { return !p.Bot })
	resigned := slices.ContainsFunc(m.Players, func(p session.Player) bool { return p.Resigned })
	switch {
	case m.Abandoned:
		return followAbandoned()
	case resigned && !human:
		return followAllResigned()
	}
	return followCancelled()
}

// followAbandoned, followAllResigned and followCancelled end a
// follower's message about a match that ended with no result.
func followAbandoned() string   { return "it was abandoned, as players ran out of time." }
func followAllResigned() string { return "every player resigned." }
func followCancelled() string   { return "it was cancelled, with no result." }
