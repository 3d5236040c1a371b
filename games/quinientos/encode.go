package quinientos

import "strconv"

// Encode writes the state as JSON, as json.Marshal would write its stored
// form (a test keeps the two equal) but without reflection: the session and
// the conformance suite encode states often.
func (st *state) Encode() ([]byte, error) { return st.stored().encode(), nil }

// encode writes the stored state as JSON.
func (sd stored) encode() []byte {
	b := make([]byte, 0, 512+256*len(sd.Rounds))
	b = append(b, `{"round":`...)
	b = strconv.AppendInt(b, int64(sd.Round), 10)
	b = append(b, `,"leader":`...)
	b = strconv.AppendInt(b, int64(sd.Leader), 10)
	b = append(b, `,"turn":`...)
	b = strconv.AppendInt(b, int64(sd.Turn), 10)
	b = append(b, `,"hands":`...)
	b = appendHands(b, sd.Hands)
	b = append(b, `,"layout":`...)
	b = appendLayout(b, sd.Layout)
	b = append(b, `,"void":`...)
	b = appendInts(b, sd.Void[:])
	b = append(b, `,"scores":`...)
	b = appendInts(b, sd.Scores[:])
	b = append(b, `,"rounds":`...)
	b = appendRounds(b, sd.Rounds)
	b = append(b, `,"recent":`...)
	b = appendEvents(b, sd.Recent)
	b = append(b, `,"over":`...)
	b = strconv.AppendBool(b, sd.Over)
	return append(b, '}')
}

func appendInts[T ~int | ~uint8](b []byte, xs []T) []byte {
	b = append(b, '[')
	for i, x := range xs {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(x), 10)
	}
	return append(b, ']')
}

func appendTile(b []byte, t Tile) []byte {
	return append(b, '"', byte('0'+t.Hi), '-', byte('0'+t.Lo), '"')
}

func appendHand(b []byte, h Hand) []byte {
	if h == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i, t := range h {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendTile(b, t)
	}
	return append(b, ']')
}

func appendHands(b []byte, hands [Seats]Hand) []byte {
	b = append(b, '[')
	for i, h := range hands {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendHand(b, h)
	}
	return append(b, ']')
}

func appendLayout(b []byte, l Layout) []byte {
	if l == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i, p := range l {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, `{"left":`...)
		b = strconv.AppendInt(b, int64(p.Left), 10)
		b = append(b, `,"right":`...)
		b = strconv.AppendInt(b, int64(p.Right), 10)
		b = append(b, `,"by":`...)
		b = strconv.AppendInt(b, int64(p.By), 10)
		b = append(b, '}')
	}
	return append(b, ']')
}

func appendRound(b []byte, rd Round) []byte {
	b = append(b, `{"round":`...)
	b = strconv.AppendInt(b, int64(rd.Number), 10)
	b = append(b, `,"ending":"`...)
	b = append(b, rd.Ending.String()...)
	b = append(b, `","out":`...)
	b = strconv.AppendInt(b, int64(rd.Out), 10)
	b = append(b, `,"last":`...)
	b = appendTile(b, rd.Last)
	b = append(b, `,"ends":`...)
	b = appendInts(b, rd.Ends[:])
	b = append(b, `,"hands":`...)
	b = appendHands(b, rd.Hands)
	b = append(b, `,"pips":`...)
	b = appendInts(b, rd.Pips[:])
	b = appendField(b, "winner", int(rd.Winner))
	b = appendField(b, "points", rd.Points)
	b = appendField(b, "round_bonus", rd.RoundBonus)
	b = appendField(b, "tile_bonus", rd.TileBonus)
	b = appendField(b, "total", rd.Total)
	return append(b, '}')
}

func appendEvent(b []byte, e Event) []byte {
	b = append(b, `{"kind":`...)
	b = strconv.AppendInt(b, int64(e.Kind), 10)
	b = append(b, `,"seat":`...)
	b = strconv.AppendInt(b, int64(e.Seat), 10)
	if e.Tile != nil {
		b = append(b, `,"tile":`...)
		b = appendTile(b, *e.Tile)
	}
	if e.End != NoEnd {
		b = append(b, `,"end":"`...)
		b = append(b, e.End.String()...)
		b = append(b, '"')
	}
	b = append(b, `,"team":`...)
	b = strconv.AppendInt(b, int64(e.Team), 10)
	if e.Points != 0 {
		b = append(b, `,"points":`...)
		b = strconv.AppendInt(b, int64(e.Points), 10)
	}
	if e.Round != 0 {
		b = append(b, `,"round":`...)
		b = strconv.AppendInt(b, int64(e.Round), 10)
	}
	return append(b, '}')
}

// appendField appends ,"key":v.
func appendField(b []byte, key string, v int) []byte {
	b = append(b, ',', '"')
	b = append(b, key...)
	b = append(b, '"', ':')
	return strconv.AppendInt(b, int64(v), 10)
}

func appendRounds(b []byte, rounds []Round) []byte {
	if rounds == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i, rd := range rounds {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendRound(b, rd)
	}
	return append(b, ']')
}

func appendEvents(b []byte, events []Event) []byte {
	if events == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i, e := range events {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendEvent(b, e)
	}
	return append(b, ']')
}

// MarshalJSON writes the board as json.Marshal would by reflection (a test
// keeps the two equal), faster: every view of every move is encoded.
func (b BoardView) MarshalJSON() ([]byte, error) {
	out := make([]byte, 0, 512+256*len(b.Rounds))
	out = append(out, `{"round":`...)
	out = strconv.AppendInt(out, int64(b.Round), 10)
	out = appendField(out, "leader", int(b.Leader))
	out = appendField(out, "turn", int(b.Turn))
	out = append(out, `,"layout":`...)
	out = appendLayout(out, b.Layout)
	out = append(out, `,"ends":`...)
	if b.Ends == nil {
		out = append(out, "null"...)
	} else {
		out = appendInts(out, b.Ends)
	}
	out = append(out, `,"counts":`...)
	out = appendInts(out, b.Counts[:])
	out = append(out, `,"teams":`...)
	out = appendInts(out, b.Teams[:])
	out = appendField(out, "target", b.Target)
	if len(b.Hand) > 0 {
		out = append(out, `,"hand":`...)
		out = appendHand(out, b.Hand)
	}
	out = append(out, `,"recent":`...)
	out = appendEvents(out, b.Recent)
	out = append(out, `,"rounds":`...)
	out = appendRounds(out, b.Rounds)
	out = append(out, `,"over":`...)
	out = strconv.AppendBool(out, b.Over)
	out = appendField(out, "winner", int(b.Winner))
	return append(out, '}'), nil
}
