package quinientos

import (
	"slices"
	"strings"

	"github.com/quintetbot/quintet/games"
)

// The default policy plays bot seats and turn timeouts. It is deterministic
// and fair: it uses only what its seat may see, that is its own hand, the
// layout (and who played each tile), the tile counts, and this round's
// passes (a seat that passed on ends 3 and 5 holds no 3 and no 5). It
// weighs every legal play and takes the heaviest, ties going to the first
// in canonical order:
//
//   - going out: +1000;
//   - a play that surely blocks the round (no unseen tile and none of its
//     own fits the ends left): +40 when its team holds fewer pips than the
//     opponents, counting each unseen tile at the average, else -40;
//   - 2 per pip of the tile, 4 when a block is near (at most two unseen
//     tiles fit the ends left): heavy tiles leave the hand first;
//   - +6 for a double, which has fewer places to go later;
//   - +3 for each tile kept that fits an end left: it keeps its options;
//   - +10 when the next opponent is known to lack both ends left (it must
//     pass), -10 when the partner is, +3 and -3 when one end;
//   - -4 for covering an end the partner made: it leaves the partner's
//     number open.
const (
	goOutWeight     = 1000
	blockWeight     = 40
	pipWeight       = 2
	nearBlockWeight = 4
	nearBlockTiles  = 2
	doubleWeight    = 6
	optionWeight    = 3
	lockWeight      = 10
	halfLockWeight  = 3
	partnerEnd      = 4
)

// Default returns the default policy's move for seat s, "" when s may not
// move.
func (st *state) Default(s games.Seat) games.Move {
	if !st.isActor(s) {
		return ""
	}
	plays := st.plays(s)
	slices.SortFunc(plays, func(a, b Action) int { return strings.Compare(a.String(), b.String()) })
	k := st.knowledge(s)
	best, bestWeight := plays[0], 0
	for i, a := range plays {
		if w := k.weigh(a); i == 0 || w > bestWeight {
			best, bestWeight = a, w
		}
	}
	return best.Move()
}

// knowledge is what seat s may see of the round.
type knowledge struct {
	seat   games.Seat
	hand   Hand
	layout Layout
	counts [Seats]int
	void   [Seats]Values
	unseen Hand // tiles neither on the layout nor in the hand
}

func (st *state) knowledge(s games.Seat) knowledge {
	k := knowledge{seat: s, hand: st.hand(s), layout: st.layout(), void: st.Void}
	for p, h := range st.hands {
		k.counts[p] = h.len()
	}
	var seen [SetSize]bool
	for _, t := range k.hand {
		seen[t.index()] = true
	}
	for _, p := range k.layout {
		seen[p.Tile().index()] = true
	}
	k.unseen = make(Hand, 0, SetSize)
	for _, t := range Set() {
		if !seen[t.index()] {
			k.unseen = append(k.unseen, t)
		}
	}
	return k
}

// weigh returns the policy's weight of play a.
func (k knowledge) weigh(a Action) int {
	t := a.Tile
	kept := k.hand.Without(t)
	if len(kept) == 0 {
		return goOutWeight
	}
	end := a.End
	if fits := k.layout.Fits(t); end == NoEnd && len(fits) == 1 {
		end = fits[0]
	}
	after := k.layout.Place(t, end, k.seat)
	left, right, _ := after.Ends()
	fitting := func(u Tile) bool { return u.Has(left) || u.Has(right) }
	unseen := countFunc(k.unseen, fitting)
	own := countFunc(kept, fitting)
	w := 0
	if unseen == 0 && own == 0 {
		w += k.blockOutcome(kept)
	}
	if unseen <= nearBlockTiles {
		w += nearBlockWeight * t.Pips()
	} else {
		w += pipWeight * t.Pips()
	}
	if t.Double() {
		w += doubleWeight
	}
	w += optionWeight * own
	w += k.locks(next(k.seat), left, right) - k.locks(Partner(k.seat), left, right)
	if k.coversPartner(end) {
		w -= partnerEnd
	}
	return w
}

// blockOutcome weighs a sure block: whether the seat's team would hold
// fewer pips, counting the partner's and the opponents' tiles at the
// average unseen tile.
func (k knowledge) blockOutcome(kept Hand) int {
	n, pips := len(k.unseen), k.unseen.Pips()
	partner, opponents := k.counts[Partner(k.seat)], k.counts[next(k.seat)]+k.counts[next(Partner(k.seat))]
	if kept.Pips()*n+partner*pips < opponents*pips {
		return blockWeight
	}
	return -blockWeight
}

// locks weighs how surely seat p must pass on ends left and right.
func (k knowledge) locks(p games.Seat, left, right int) int {
	switch l, r := k.void[p].Has(left), k.void[p].Has(right); {
	case l && r:
		return lockWeight
	case l || r:
		return halfLockWeight
	}
	return 0
}

// coversPartner reports whether playing on end e covers a tile the partner
// played at that end.
func (k knowledge) coversPartner(e End) bool {
	switch {
	case len(k.layout) == 0:
		return false
	case e == Left:
		return k.layout[0].By == Partner(k.seat)
	case e == Right:
		return k.layout[len(k.layout)-1].By == Partner(k.seat)
	}
	return false
}

func countFunc(h Hand, f func(Tile) bool) int {
	n := 0
	for _, t := range h {
		if f(t) {
			n++
		}
	}
	return n
}
