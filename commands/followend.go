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
// an ended match, how it ended: the result and a link to message, the
// one that shows its final board ("" for none). A follower who took a
// seat since gets none (the board told them); each follower is told
// once, however often the final board goes out.
func FollowedEnd(m *session.Match, message string) []Direct {
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
// seat's score, or that every player resigned.
func resultLine(m *session.Match) string {
	if m.Result == nil || !m.Result.Over {
		return "every player resigned."
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
