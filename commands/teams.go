package commands

import (
	"fmt"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
)

// lobbyTeams names the teams a partnership game's lobby would start with:
// the table filled to its smallest size with bots, seated as the game
// seats them. Once started, the players are already in seat order, so
// the teams are read from the seats as they are. Nil for a game without
// teams or a lobby over that size.
func lobbyTeams(r games.Rules, m *session.Match) [][]string {
	n := max(r.Info().MinSeats, len(m.Players))
	teams := games.TeamsOf(r, n)
	if teams == nil {
		return nil
	}
	bots := make([]bool, n)
	names := make([]string, n)
	for i := range n {
		if i < len(m.Players) {
			bots[i], names[i] = m.Players[i].Bot, m.Players[i].Name
		} else {
			bots[i], names[i] = true, matchLang(m).Say("lobby.team.a_bot")
		}
	}
	order, err := games.Seating(r, m.Options, bots)
	if err != nil {
		return nil
	}
	if m.Phase != session.Lobby {
		for i := range order {
			order[i] = i
		}
	}
	out := make([][]string, len(teams))
	for i, team := range teams {
		for _, seat := range team {
			if int(seat) >= len(order) {
				continue
			}
			name, j := names[order[seat]], order[seat]
			if m.Phase == session.Lobby && j < len(m.Players) && m.Players[j].Bot && m.Players[j].User == "" {
				name = fmt.Sprintf("Bot %d", seat+1) // as the start names it (session.Match.Seated)
			}
			out[i] = append(out[i], name)
		}
	}
	return out
}
