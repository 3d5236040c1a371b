package quinientos

import (
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// The partners option: who plays with whom when some seats are bots.
const (
	optPartners = "partners"
	// Together seats the humans as partners as far as they go: the first
	// two humans in join order sit across from each other (seats 1 and 3).
	Together = "together"
	// Apart gives each human a bot as partner where there are bots: the
	// first two humans sit on opposite teams (seats 1 and 4).
	Apart = "apart"
)

var partnersOption = games.Option{
	Name: optPartners, Kind: games.OptionString, Default: Together, Choices: []string{Together, Apart},
	Description: locale.English.Say("rules.quinientos.option.partners.desc"),
}

// Seating implements games.Seater: humans first, in join order, then
// bots, into seats 0, 2, 1, 3 (together: the first two humans are
// partners) or 0, 3, 1, 2 (apart: they are opponents). An unknown value
// falls back to together; New refuses it anyway.
func (rules) Seating(opts games.Options, bots []bool) []int {
	fill := []int{0, 2, 1, 3}
	if opts[optPartners] == Apart {
		fill = []int{0, 3, 1, 2}
	}
	var lobby []int
	for _, bot := range []bool{false, true} {
		for i, b := range bots {
			if b == bot {
				lobby = append(lobby, i)
			}
		}
	}
	p := make([]int, len(bots))
	k := 0
	for _, seat := range fill {
		if seat < len(p) {
			p[seat] = lobby[k]
			k++
		}
	}
	return p
}
