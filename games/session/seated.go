package session

import "github.com/quintetbot/quintet/games"

// Seated returns the lobby's players in the seats the start gives them:
// those the game wants them in (join order unless the game is a
// games.Seater), each bot of the lobby named after its seat ("Bot 3" in
// the third). A lobby lists them so, and Start seats them so, so that
// nobody changes seat or name at the start. Once the match has started,
// it returns the players as they sit.
func (m *Match) Seated() ([]Player, error) {
	if m.Phase != Lobby {
		return m.Players, nil
	}
	rules, err := m.Rules()
	if err != nil {
		return nil, err
	}
	return seatedBy(m, rules)
}

// seatedBy is Seated for the match's rules.
func seatedBy(m *Match, rules games.Rules) ([]Player, error) {
	bots := make([]bool, len(m.Players))
	for i, p := range m.Players {
		bots[i] = p.Bot
	}
	order, err := games.Seating(rules, m.Options, bots)
	if err != nil {
		return nil, err
	}
	seated := make([]Player, len(order))
	for s, i := range order {
		seated[s] = m.Players[i]
		if p := seated[s]; p.Bot && p.User == "" {
			seated[s].Name = botPlayer(s, p.Level).Name
		}
	}
	return seated, nil
}
