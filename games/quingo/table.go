package quingo

import (
	"slices"
	"sync"

	"github.com/quintetbot/quintet/games"
)

// table holds what depends only on the sizes of a game's pool, worked out
// once and shared, read-only, by every state of every game on that pool.
type table struct {
	sizes     Sizes         // the pool's die sizes
	maxWild   int           // the largest wild number: Sizes.MaxSum
	labels    []Label       // each die's label, in pool order
	names     []string      // each die's label as written
	dieAt     *dieIndex     // the pool index of each label
	choices   []games.Move  // Legal while choosing: the wild choices, sorted
	chosen    []Action      // the actions of choices, by index
	defWilds  games.Move    // Default while choosing
	checks    []checkSlot   // every take that checks a box, in canonical order
	slotOf    [][2]uint16   // by mask: the index in checks of its number and wild slot
	subsets   subsetOrder   // the sets of dice within each set, by size
	crossDice []int         // the pool indexes in the order of their cross-outs
	cross     []*crossMoves // by pool index: the die's cross-outs
}

// tableKey identifies a pool by its sizes: the count, then each size.
type tableKey [MaxDice + 1]uint8

// tableCacheMax bounds the tables kept; pools past it get a fresh table.
const tableCacheMax = 64

var tables struct {
	sync.RWMutex
	m map[tableKey]*table
}

// tableOf returns the table of pool p's sizes, from the cache when it can.
func tableOf(p Pool) *table {
	var k tableKey
	k[0] = uint8(len(p))
	for i, d := range p {
		if i >= MaxDice || d.Faces < 0 || d.Faces > 255 {
			return newTable(p.Sizes())
		}
		k[i+1] = uint8(d.Faces)
	}
	tables.RLock()
	t := tables.m[k]
	tables.RUnlock()
	if t != nil {
		return t
	}
	t = newTable(p.Sizes())
	tables.Lock()
	defer tables.Unlock()
	if old := tables.m[k]; old != nil {
		return old
	}
	if tables.m == nil {
		tables.m = make(map[tableKey]*table)
	}
	if len(tables.m) < tableCacheMax {
		tables.m[k] = t
	}
	return t
}

func newTable(z Sizes) *table {
	p := newPool(z)
	t := &table{
		sizes:    z,
		maxWild:  z.MaxSum(),
		labels:   make([]Label, len(p)),
		names:    make([]string, len(p)),
		defWilds: WildsOf(DefaultWilds(z)).Move(),
	}
	for i := range p {
		t.labels[i] = p.Label(i)
		t.names[i] = t.labels[i].String()
	}
	for _, a := range wildChoices(z) {
		t.choices = append(t.choices, a.Move())
	}
	slices.Sort(t.choices)
	t.choices = slices.Clip(slices.Compact(t.choices))
	for _, m := range t.choices {
		a, _ := ParseMove(m)
		t.chosen = append(t.chosen, a)
	}
	t.dieAt = newDieIndex(t.labels)
	t.checks, t.slotOf = checkSlots(t.names, z)
	t.subsets = subsetsBySize(len(z))
	t.crossDice = crossOrder(t.names)
	for _, name := range t.names {
		t.cross = append(t.cross, newCrossMoves(name))
	}
	return t
}

// choice returns the action of m, as ParseMove reads it, when m is one of
// the wild choices Legal lists.
func (t *table) choice(m games.Move) (Action, bool) {
	if i := slices.Index(t.choices, m); i >= 0 {
		return t.chosen[i], true
	}
	return Action{}, false
}
