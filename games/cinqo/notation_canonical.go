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
	p, ok := parsePlacement(m)
	if !ok {
		return Action{}, false
	}
	return p.action(), true
}

// The bits of the segment words, in parsePlacement's set of those seen.
const (
	rackWord = 1 << iota
	takeWord
	bankWord
	boxWord
)

// parsePlacement reads a placement written plainly, as parseCanonical
// does, straight into packed form: Apply reads every listed move so.
func parsePlacement(m games.Move) (placement, bool) {
	var p placement
	// The segment being read (a word's bit, 0 before the first), the
	// words seen, the faces of the segment and the faces in all.
	word, seen, faces, dice := 0, 0, packed(0), 0
	for i := 0; i < len(m); {
		j := i
		for j < len(m) && m[j] != ' ' {
			j++
		}
		switch w := m[i:j]; {
		case len(w) == 1 && w[0] >= '1' && w[0] <= '0'+Faces:
			if word == 0 || word == boxWord {
				return placement{}, false
			}
			faces += 1 << (8 * (w[0] - '1'))
			if dice++; dice > DiceCount {
				return placement{}, false
			}
		default:
			next := wordBit(string(w))
			if next == 0 || seen&next != 0 || !p.fill(word, faces) {
				return placement{}, false
			}
			word, seen, faces = next, seen|next, 0
		}
		if j == len(m) {
			break
		}
		if i = j + 1; i == len(m) {
			return placement{}, false
		}
	}
	if seen == 0 || !p.fill(word, faces) {
		return placement{}, false
	}
	return p, true
}

// wordBit returns the bit of a segment word, 0 for any other text.
func wordBit(w string) int {
	switch w {
	case "rack":
		return rackWord
	case "take":
		return takeWord
	case "bank":
		return bankWord
	case "box":
		return boxWord
	}
	return 0
}

// fill gives segment word (0 for none yet) its faces, and reports false
// when a rack, take or bank segment has none.
func (p *placement) fill(word int, faces packed) bool {
	switch word {
	case rackWord:
		p.rack = faces
	case takeWord:
		p.take = faces
	case bankWord:
		p.bank = faces
	case boxWord:
		p.box = true
	}
	return word == 0 || word == boxWord || faces != 0
}
