package quingo

// dieIndex finds a die of a pool by its label as written, without
// comparing strings: by size and copy letter, the die's pool index plus
// one; 0 where the pool has no such die.
type dieIndex [MaxFaces + 1][MaxDice + 1]uint8

// newDieIndex returns the index of a pool whose dice are labelled labels.
func newDieIndex(labels []Label) *dieIndex {
	x := new(dieIndex)
	for i, l := range labels {
		x[l.Faces][l.Copy] = uint8(i + 1)
	}
	return x
}

// read returns the pool index of the die whose label text begins with,
// followed by a space, and the label's length; false when text begins with
// no label of the pool written as Label.String writes it.
func (x *dieIndex) read(text string) (i, n int, ok bool) {
	if len(text) < 3 || text[0] != 'd' || text[1] < '1' || text[1] > '9' {
		return 0, 0, false
	}
	faces, n := int(text[1]-'0'), 2
	if c := text[n]; c >= '0' && c <= '9' {
		faces, n = 10*faces+int(c-'0'), n+1
	}
	copyNo := 0
	if n < len(text) {
		if c := text[n]; c >= 'a' && c < 'a'+MaxDice {
			copyNo, n = int(c-'a')+1, n+1
		}
	}
	if n >= len(text) || text[n] != ' ' || faces > MaxFaces || x[faces][copyNo] == 0 {
		return 0, 0, false
	}
	return int(x[faces][copyNo]) - 1, n, true
}
