package quinientos

// history is the finished rounds of a game, newest first, as a list that
// states share: a round's end adds a node and never changes one, so it
// costs the same in round 2 as in round 20.
//
// A round the engine finished keeps the hands it ended with as tile sets,
// shown (as Round.Hands) only while it is the newest; a round read by
// Decode keeps its Hands as they were written.
type history struct {
	round Round
	hands [Seats]tileSet // the engine's rounds: the hands at the end, never all empty
	older *history       // nil for the first round
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

// add returns the history with rd, the round just finished with hands, as
// its newest round; the round before it keeps its score but no longer shows
// its hands.
func (h *history) add(rd Round, hands [Seats]tileSet) *history {
	if h != nil && showsHands(h.round) {
		h = &history{round: h.round, older: h.older}
		h.round.Hands = [Seats]Hand{}
	}
	return &history{round: rd, hands: hands, older: h}
}

// showsHands reports whether rd holds any hand.
func showsHands(rd Round) bool {
	for _, h := range rd.Hands {
		if h != nil {
			return true
		}
	}
	return false
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
	if h.hands != ([Seats]tileSet{}) {
		for s, ts := range h.hands {
			out[len(out)-1].Hands[s] = ts.hand()
		}
	}
	return out
}
