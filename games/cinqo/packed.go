package cinqo

// packed is Dice held one byte a face in an integer, face 1 in the lowest
// byte, so that Apply adds, takes away and compares whole sets of dice at
// once. Its counts are those of a position or a move: 0-5 a face and few
// enough that no sum or difference the engine makes leaves a byte.
type packed uint64

// highBits has the top bit of each face's byte.
const highBits packed = 0x80_80_80_80_80_80

// pack returns d one byte a face; d's counts must not be negative.
func pack(d Dice) packed {
	return packed(uint8(d[0])) | packed(uint8(d[1]))<<8 | packed(uint8(d[2]))<<16 |
		packed(uint8(d[3]))<<24 | packed(uint8(d[4]))<<32 | packed(uint8(d[5]))<<40
}

// unpack returns the dice p holds.
func (p packed) unpack() Dice {
	return Dice{int8(p), int8(p >> 8), int8(p >> 16), int8(p >> 24), int8(p >> 32), int8(p >> 40)}
}

// len returns the number of dice.
func (p packed) len() int { return int(p * 0x01_01_01_01_01_01 >> 40 & 0xff) }

// nibbles returns the counts four bits each, face 1 lowest, in the low 24
// bits.
func (p packed) nibbles() uint64 {
	x := uint64(p)
	x = (x | x>>4) & 0x00_ff_00_ff_00_ff // faces 1-2, 3-4 and 5-6 a byte each, two bytes apart
	x = (x | x>>8) & 0x00_00_ff_ff_00_00_ff_ff
	return (x | x>>16) & 0xff_ff_ff
}

// holds reports whether every die of q is in p.
func (p packed) holds(q packed) bool { return ((p|highBits)-q)&highBits == highBits }

// min returns, face by face, the fewer dice of p and q.
func (p packed) min(q packed) packed {
	atLeast := ((p | highBits) - q) & highBits // the top bit of each face where p has as many or more
	pMore := atLeast >> 7 * 0xff
	return q&pMore | p&^pMore
}

// placement is a placement Action packed: the dice racked from the roll,
// taken from the bank and banked, and whether the Hi/Lo die is boxed.
type placement struct {
	rack, take, bank packed
	box              bool
}

// placementOf packs the placement a.
func placementOf(a Action) placement {
	return placement{rack: pack(a.Rack), take: pack(a.Take), bank: pack(a.Bank), box: a.Box}
}

// action returns p as an Action.
func (p placement) action() Action {
	return Action{Kind: Place, Rack: p.rack.unpack(), Take: p.take.unpack(), Bank: p.bank.unpack(), Box: p.box}
}
