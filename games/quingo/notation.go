package quingo

import (
	"slices"
	"strconv"
	"strings"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// Kind is the kind of a move.
type Kind int

// The kinds of move.
const (
	// ChooseWilds: a player writes their five wild numbers.
	ChooseWilds Kind = iota + 1
	// Take: a player takes dice from the pool and checks the box their
	// sum names, or, forced, takes one die and crosses a box out.
	Take
	// Pass: in the last lap, a player lets their last turn go.
	Pass
)

// Action is a move read from its notation.
type Action struct {
	Kind  Kind
	Wilds [WildBoxes]int // ChooseWilds: the numbers, left to right
	Dice  []Label        // Take: the dice taken, in pool order
	Cross bool           // Take: cross Box out instead of checking it
	Box   Box            // Take: the box checked or crossed
}

// WildsOf returns the move that chooses the wild numbers w.
func WildsOf(w [WildBoxes]int) Action { return Action{Kind: ChooseWilds, Wilds: w} }

// TakeOf returns the move that takes dice and checks box b.
func TakeOf(b Box, dice ...Label) Action {
	return Action{Kind: Take, Dice: sortLabels(dice), Box: b}
}

// CrossOf returns the forced cross-out of box b, taking die d.
func CrossOf(b Box, d Label) Action {
	return Action{Kind: Take, Dice: []Label{d}, Cross: true, Box: b}
}

func sortLabels(dice []Label) []Label {
	out := slices.Clone(dice)
	slices.SortFunc(out, Label.Compare)
	return out
}

// Move returns the action in canonical notation: "wilds 2 15 18 7 5",
// "take d4 d10 d12 box 19", "take d6 d20 wild 25", "take d8 cross 15",
// "take d8 cross wild 18" or "pass".
func (a Action) Move() games.Move {
	var b strings.Builder
	switch a.Kind {
	case ChooseWilds:
		b.WriteString("wilds")
		for _, w := range a.Wilds {
			b.WriteString(" " + strconv.Itoa(w))
		}
	case Take:
		b.WriteString("take")
		for _, d := range a.Dice {
			b.WriteString(" " + d.String())
		}
		switch {
		case a.Cross && a.Box.Wild:
			b.WriteString(" cross wild " + strconv.Itoa(a.Box.Number))
		case a.Cross:
			b.WriteString(" cross " + strconv.Itoa(a.Box.Number))
		default:
			b.WriteString(" " + a.Box.String())
		}
	case Pass:
		b.WriteString("pass")
	}
	return games.Move(b.String())
}

// String returns the canonical notation.
func (a Action) String() string { return string(a.Move()) }

// ParseMove reads a move in any letter case and spacing:
//
//	wilds <n> <n> <n> <n> <n>     five wild numbers, 1-98, repeats allowed
//	take <dice> box <n>           dice by label (d4, d12, d6a), any order
//	take <dice> wild <n>          a wild box holding n
//	take <die> cross <n>          forced: cross number box n out
//	take <die> cross wild <n>     forced: cross a wild box holding n out
//	pass
//
// "cross box <n>" is read as "cross <n>". Whether the sums and boxes fit
// the game is for Apply to say. Text it cannot read gives an error wrapping
// games.ErrBadNotation.
func ParseMove(m games.Move) (Action, error) {
	words := m.Fields()
	if len(words) == 0 {
		return Action{}, badNotation("refuse.quingo.empty")
	}
	switch words[0] {
	case "wilds":
		return parseWilds(words[1:])
	case "take":
		return parseTake(words[1:])
	case "pass":
		if len(words) > 1 {
			return Action{}, badNotation("refuse.quingo.pass_alone")
		}
		return Action{Kind: Pass}, nil
	}
	return Action{}, badNotation("refuse.quingo.no_move", words[0])
}

func parseWilds(words []string) (Action, error) {
	if len(words) != WildBoxes {
		return Action{}, badNotation("refuse.quingo.wild_count", WildBoxes)
	}
	var w [WildBoxes]int
	for i, word := range words {
		n, ok := parseNumber(word, MaxSum)
		if !ok && strings.Trim(word, "0123456789") != "" {
			return Action{}, badNotation("refuse.quingo.wild_digits", clipWord(word))
		}
		if !ok {
			// The pool's own bound is for Apply to say (state.parse).
			return Action{}, badNotation("refuse.quingo.wild_big", clipWord(word))
		}
		w[i] = n
	}
	return WildsOf(w), nil
}

func parseTake(words []string) (Action, error) {
	var dice []Label
	for len(words) > 0 {
		l, ok := ParseLabel(words[0])
		if !ok {
			break
		}
		if slices.Contains(dice, l) {
			return Action{}, badNotation("refuse.quingo.die_once")
		}
		dice, words = append(dice, l), words[1:]
	}
	if len(dice) == 0 {
		return Action{}, badNotation("refuse.quingo.take_which")
	}
	a := Action{Kind: Take, Dice: sortLabels(dice)}
	if len(words) > 0 && words[0] == "cross" {
		a.Cross, words = true, words[1:]
		if len(words) > 0 && words[0] == "box" {
			words = words[1:]
		} else if len(words) == 2 && words[0] == "wild" {
			a.Box.Wild, words = true, words[1:]
		} else if len(words) > 0 && words[0] == "wild" {
			return Action{}, badNotation("refuse.quingo.cross_which")
		}
		return withNumber(a, words)
	}
	if len(words) == 0 || (words[0] != "box" && words[0] != "wild") {
		return Action{}, badNotation("refuse.quingo.box_after")
	}
	a.Box.Wild = words[0] == "wild"
	return withNumber(a, words[1:])
}

// withNumber reads the box number that ends a take.
func withNumber(a Action, words []string) (Action, error) {
	if len(words) != 1 {
		return Action{}, badNotation("refuse.quingo.box_number")
	}
	n, ok := parseNumber(words[0], a.Box.maxNumber())
	if strings.Trim(words[0], "0123456789") != "" {
		kind := "box"
		if a.Box.Wild {
			kind = "wild"
		}
		return Action{}, badNotation("refuse.quingo.not_number", clipWord(words[0]), kind)
	}
	if !ok && a.Box.Wild {
		return Action{}, badNotation("refuse.quingo.wild_whole", MaxSum)
	}
	if !ok {
		return Action{}, badNotation("refuse.quingo.number_boxes", NumberBoxes)
	}
	a.Box.Number = n
	return a, nil
}

// parseNumber reads a whole number from 1 to limit written in digits only.
func parseNumber(w string, limit int) (int, bool) {
	if w == "" || strings.Trim(w, "0123456789") != "" {
		return 0, false
	}
	n, err := strconv.Atoi(w)
	return n, err == nil && n >= 1 && n <= limit
}

// badNotation returns a refusal wrapping games.ErrBadNotation: the
// message key with args, then how moves are written.
func badNotation(key string, args ...any) error {
	return locale.Refuse("quingo", games.ErrBadNotation, "refuse.quingo.notation", locale.T(key, args...))
}

// clipWord shortens a word quoted back to the player.
func clipWord(w string) string {
	if r := []rune(w); len(r) > 20 {
		return string(r[:19]) + "…"
	}
	return w
}
