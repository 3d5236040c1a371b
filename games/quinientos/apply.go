package quinientos

import "github.com/quintetbot/quintet/games"

// Apply plays move m for seat s. When the move ends the round, the next
// round is dealt with r in the same move; no other move draws. The receiver
// is never changed; on error the result is nil.
func (st *state) Apply(s games.Seat, m games.Move, r games.Rand) (games.State, error) {
	if err := st.mayAct(s); err != nil {
		return nil, err
	}
	t, end, ok := st.listed(s, m)
	if !ok {
		a, err := ParseMove(m)
		if err != nil {
			return nil, err
		}
		if end, err = st.placement(s, a); err != nil {
			return nil, err
		}
		t = a.Tile
	}
	next := st.successor()
	next.play(s, t, end, r)
	return next, nil
}

// listed reads m as one of the moves Legal lists for seat s, the seat to
// play, and returns its tile and the end it goes on, as ParseMove and
// placement would; ok is false for any other text, which they read.
func (st *state) listed(s games.Seat, m games.Move) (t Tile, e End, ok bool) {
	if len(m) < len("play H-L") || m[:5] != "play " || m[6] != '-' {
		return Tile{}, NoEnd, false
	}
	hi, lo := int(m[5])-'0', int(m[7])-'0'
	switch m[8:] {
	case "":
	case " left":
		e = Left
	case " right":
		e = Right
	default:
		return Tile{}, NoEnd, false
	}
	if lo < 0 || lo > hi || hi > MaxPips {
		return Tile{}, NoEnd, false
	}
	t = Tile{Hi: hi, Lo: lo}
	i := t.index()
	playable, both := st.playable(s)
	switch {
	case playable&(1<<i) == 0 || (e == NoEnd) != (both&(1<<i) == 0):
		return Tile{}, NoEnd, false
	case e == NoEnd && st.line.n > 0:
		if e = Right; t.Has(int(st.line.left)) {
			e = Left
		}
	}
	return t, e, true
}

// mayAct tells whether seat s may move now, and why not.
func (st *state) mayAct(s games.Seat) error {
	switch {
	case st.Over:
		return errGameOver
	case s < 0 || s >= Seats:
		return notYourTurn("refuse.quinientos.no_seat")
	case s != st.Turn():
		return notYourTurn("refuse.quinientos.wait_for", games.SeatRef(st.Turn()))
	}
	return nil
}

// placement checks that action a is a legal play of seat s and returns the
// end it goes on (NoEnd for the lead). The end must be named when the tile
// fits both ends; where the tile has one place to go, naming that place is
// the same move as not naming it, and the lead ignores the end.
func (st *state) placement(s games.Seat, a Action) (End, error) {
	t := a.Tile
	switch {
	case a.Kind == Pass:
		return NoEnd, illegal("refuse.quinientos.must_play")
	case !st.hands[s].has(t):
		return NoEnd, illegal("refuse.quinientos.not_held", t.String())
	case st.mustLeadDoubleSix() && t != Tile{MaxPips, MaxPips}:
		return NoEnd, illegal("refuse.quinientos.open_66")
	case st.line.n == 0:
		return NoEnd, nil
	}
	left, right, _ := st.line.ends()
	fitLeft, fitRight := t.Has(left), t.Has(right)
	switch {
	case !fitLeft && !fitRight:
		return NoEnd, illegal("refuse.quinientos.fits_neither", t.String(), left, right)
	case a.End == NoEnd && st.line.loneDouble():
		return Left, nil // either side is the same play (see playable)
	case a.End == NoEnd && fitLeft && fitRight:
		return NoEnd, illegal("refuse.quinientos.fits_both", t.String())
	case a.End == NoEnd && fitLeft:
		return Left, nil
	case a.End == NoEnd:
		return Right, nil
	case !(a.End == Left && fitLeft || a.End == Right && fitRight):
		value := map[End]int{Left: left, Right: right}[a.End]
		return NoEnd, illegal("refuse.quinientos.not_fit", t.String(), endName(a.End), value)
	}
	return a.End, nil
}

// play puts tile t of seat s on end e, then ends the round on a domino, or
// passes to the next seat that has a tile that fits, and records the move
// as the state's last.
func (st *state) play(s games.Seat, t Tile, e End, r games.Rand) {
	left, right, ok := st.line.ends()
	if !ok {
		left, right = t.Hi, t.Lo
	}
	st.hands[s] = st.hands[s].without(t)
	st.line.place(t, e, s)
	st.last = lastMove{from: fromPlay, seat: uint8(s), key: keyOf(t, e), run: 1}
	if st.hands[s] == 0 {
		st.last.ending = uint8(Domino)
		st.endRound(Round{Ending: Domino, Out: s, Last: t, Ends: [2]int{left, right}}, r)
		return
	}
	for i := games.Seat(1); i <= Seats; i++ {
		p := (s + i) % Seats
		if st.canPlay(p) {
			st.turn = uint8(p)
			st.last.run = uint8(i) // the play and i-1 passes
			return
		}
		st.pass(p)
	}
	st.last.run, st.last.ending = 1+Seats, uint8(Block)
	st.endRound(Round{Ending: Block, Out: s, Last: t, Ends: [2]int{left, right}}, r)
}

// canPlay reports whether a tile of seat p fits an open end, or p holds a
// tile to lead.
func (st *state) canPlay(p games.Seat) bool {
	left, right, ok := st.line.ends()
	return ok && st.hands[p]&(showing[left]|showing[right]) != 0 || !ok && st.hands[p] != 0
}

// teamPips returns the pips left in each team's hands.
func (st *state) teamPips() [2]int {
	var pips [2]int
	for s, ts := range st.hands {
		pips[TeamOf(games.Seat(s))] += ts.pips()
	}
	return pips
}

// pass records what the forced pass of seat p shows: it lacks both open
// end values. Its event is recorded in the play's lastMove.
func (st *state) pass(p games.Seat) {
	left, right, _ := st.line.ends()
	st.Void[p] = st.Void[p].With(left).With(right)
}

// endRound scores the round rd (ending, last play), reveals the hands, and
// ends the game when a team reaches the target, else deals the next round
// with r. Only the last finished round keeps its hands; earlier ones keep
// their score.
func (st *state) endRound(rd Round, r games.Rand) {
	rd.Number = st.Round()
	rd.scorePips(st.teamPips())
	st.past = st.past.add(rd, st.hands)
	if rd.Winner != NoTeam {
		st.Scores[rd.Winner] += rd.Total
		if st.Scores[rd.Winner] >= Target {
			st.Over = true
			return
		}
	}
	st.deal(r, st.Round()+1, next(st.Leader()))
}

// deal starts round n with a shuffle from r. Round 1 is led by the holder
// of 6-6; later rounds by leader.
func (st *state) deal(r games.Rand, n int, leader games.Seat) {
	st.round = int32(n)
	st.hands = dealSets(r)
	st.line = line{}
	st.Void = [Seats]Values{}
	if n == 1 {
		leader = holder(st.hands, Tile{MaxPips, MaxPips})
	}
	st.leader, st.turn = uint8(leader), uint8(leader)
}
