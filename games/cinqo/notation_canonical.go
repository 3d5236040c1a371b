package cinqo

import "github.com/quintetbot/quintet/games"

// parseCanonical reads m without allocating when it is written plainly:
// lower case, single spaces, "roll" or segment words each once with faces
// 1-6 after rack, take and bank, at most five in all. It reports false for
// anything else, which ParseMove then reads the long way. What it accepts,
// ParseMove reads to the same Action; every move Legal lists is such text.
func parseCanonical(m games.Move) (Action, bool) {
	if m == "roll" {
		return RollAction, true
	}
	a := Action{Kind: Place}
	var into *Dice           // the dice the segment being read fills; nil for box
	seen, n, dice := 0, 0, 0 // segment words seen (bits), faces in this segment, faces in all
	for i := 0; i < len(m); {
		j := i
		for j < len(m) && m[j] != ' ' {
			j++
		}
		switch w := m[i:j]; {
		case len(w) == 1 && w[0] >= '1' && w[0] <= '0'+Faces:
			if into == nil {
				return Action{}, false
			}
			into[w[0]-'1']++
			n++
			if dice++; dice > DiceCount {
				return Action{}, false
			}
		default:
			if into != nil && n == 0 {
				return Action{}, false
			}
			bit := 0
			switch w {
			case "rack":
				bit, into = 1, &a.Rack
			case "take":
				bit, into = 2, &a.Take
			case "bank":
				bit, into = 4, &a.Bank
			case "box":
				bit, into, a.Box = 8, nil, true
			default:
				return Action{}, false
			}
			if seen&bit != 0 {
				return Action{}, false
			}
			seen, n = seen|bit, 0
		}
		if j == len(m) {
			break
		}
		if i = j + 1; i == len(m) {
			return Action{}, false
		}
	}
	if seen == 0 || (into != nil && n == 0) {
		return Action{}, false
	}
	return a, true
}
