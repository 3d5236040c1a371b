package quinientos

// history is the finished rounds of a game, newest first, as a list that
// states share: a round's end adds nodes and never changes one, so it costs
// the same in round 2 as in round 20.
type history struct {
	round Round
	older *history // nil for the first round
}

// historyOf returns the history of rounds, given oldest first, each kept
// as it is.
func historyOf(rounds []Round) *history {
	var h *history
	for _, rd := range rounds {
		h = &history{round: rd, older: h}
	}
	return h
}

// add returns the history with rd, the round just finished, as its newest
// round; the round before it keeps its score but no longer its hands.
func (h *history) add(rd Round) *history {
	if h != nil {
		last := h.round
		last.Hands = [Seats]Hand{}
		h = &history{round: last, older: h.older}
	}
	return &history{round: rd, older: h}
}

// rounds returns the finished rounds oldest first, nil before the first.
func (h *history) rounds() []Round {
	n := 0
	for p := h; p != nil; p = p.older {
		n++
	}
	if n == 0 {
		return nil
	}
	out := make([]Round, n)
	for p := h; p != nil; p = p.older {
		n--
		out[n] = p.round
	}
	return out
}
