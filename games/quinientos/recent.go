package quinientos

import "github.com/quintetbot/quintet/games"

// lastMove is what the last move did, kept without pointers so that the
// state copies as plain memory: recent rebuilds its events from it and from
// the state the move left.
type lastMove struct {
	from   recentFrom
	seat   uint8   // fromPlay: the seat that played
	key    playKey // fromPlay: the play
	run    uint8   // fromPlay: the Played event and the passes after it, 1 to 1+Seats
	ending uint8   // fromPlay: the Ending of the round the play ended, 0 when it did not
}

// recentFrom says where a state's Recent events come from.
type recentFrom uint8

// The sources of Recent.
const (
	// fromNothing: no move has been made; Recent is nil.
	fromNothing recentFrom = iota
	// fromDeal: the game has just been dealt; Recent is round 1's deal.
	fromDeal
	// fromPlay: a play; Recent is the play, the passes after it, then the
	// end of the round when it ended one.
	fromPlay
	// fromBlock: a state Decode made; Recent is its block's recent.
	fromBlock
)

// recent returns what the last move (or the deal) did: the play, the
// passes that followed it and, when it ended the round, how, the score,
// and the next deal or the win. A move's events are built when asked for,
// not kept, so that the engine holds no table of events with pointers for
// the collector to scan.
func (st *state) recent() []Event {
	m := st.last
	switch m.from {
	case fromDeal:
		return []Event{st.dealt()}
	case fromBlock:
		return st.block.recent
	case fromNothing:
		return nil
	}
	s, k := games.Seat(m.seat), m.key
	out := make([]Event, 1, int(m.run)+3)
	out[0] = Event{Kind: Played, Seat: s, Tile: &tileTable[k/3], End: End(k % 3), Team: TeamOf(s)}
	for i := games.Seat(1); i < games.Seat(m.run); i++ {
		p := (s + i) % Seats
		out = append(out, Event{Kind: Passed, Seat: p, Team: TeamOf(p)})
	}
	if m.ending == 0 {
		return out
	}
	if Ending(m.ending) == Domino {
		out = append(out, Event{Kind: WentOut, Seat: s, Tile: out[0].Tile, Team: TeamOf(s)})
	} else {
		out = append(out, Event{Kind: Blocked, Seat: s, Team: TeamOf(s)})
	}
	rd := &st.past.round
	out = append(out, Event{Kind: Scored, Team: rd.Winner, Points: rd.Total, Round: rd.Number})
	if st.Over {
		return append(out, Event{Kind: Won, Team: rd.Winner, Points: st.Scores[rd.Winner]})
	}
	return append(out, st.dealt())
}

// dealt returns the event of the deal of the round in play.
func (st *state) dealt() Event {
	return Event{Kind: Dealt, Seat: st.Leader(), Round: st.Round(), Team: TeamOf(st.Leader())}
}
