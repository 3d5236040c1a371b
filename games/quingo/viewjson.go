package quingo

import "strconv"

// MarshalJSON writes the board byte for byte as encoding/json would
// without this method (a test keeps the two equal), without reflection:
// every view of every seat is encoded after each move.
func (b BoardView) MarshalJSON() ([]byte, error) {
	out := make([]byte, 0, 512+256*len(b.Seats))
	out = append(out, `{"phase":"`...)
	out = append(out, phaseNames[b.Phase]...)
	out = appendField(out, `","round":`, b.Round)
	out = append(out, `,"setup":{"bonus":`...)
	out = appendInts(out, b.Setup.Bonus[:])
	out = appendField(out, `,"wild":`, b.Setup.Wild)
	out = appendField(out, `},"maxWild":`, b.MaxWild)
	out = append(out, `,"pool":`...)
	if b.Pool == nil {
		out = append(out, "null"...)
	} else {
		out = append(out, '[')
		for i, d := range b.Pool {
			if i > 0 {
				out = append(out, ',')
			}
			out = append(out, `{"label":"`...)
			out = append(out, d.Label...)
			out = appendField(out, `","faces":`, d.Faces)
			out = appendField(out, `,"value":`, d.Value)
			out = appendBool(out, `,"taken":`, d.Taken)
			out = append(out, '}')
		}
		out = append(out, ']')
	}
	out = appendField(out, `,"turn":`, int(b.Turn))
	out = append(out, `,"order":`...)
	out = appendInts(out, b.Order)
	out = append(out, `,"lap":`...)
	out = appendInts(out, b.Lap)
	out = appendField(out, `,"finisher":`, int(b.Finisher))
	out = appendBool(out, `,"forced":`, b.Forced)
	out = appendBool(out, `,"canPass":`, b.CanPass)
	out = appendBool(out, `,"stalled":`, b.Stalled)
	if b.Last != nil {
		out = append(out, `,"last":`...)
		out = b.Last.appendJSON(out)
	}
	out = append(out, `,"seats":`...)
	if b.Seats == nil {
		out = append(out, "null"...)
	} else {
		out = append(out, '[')
		for i, v := range b.Seats {
			if i > 0 {
				out = append(out, ',')
			}
			out = v.appendJSON(out)
		}
		out = append(out, ']')
	}
	return append(out, '}'), nil
}

func (v SeatView) appendJSON(out []byte) []byte {
	out = appendField(out, `{"seat":`, int(v.Seat))
	out = append(out, `,"wilds":`...)
	out = appendInts(out, v.Wilds)
	out = appendBool(out, `,"chosen":`, v.Chosen)
	out = append(out, `,"sheet":"`...)
	out = v.Sheet.appendText(out)
	out = appendField(out, `","limit":`, v.Limit)
	out = appendBool(out, `,"canCheck":`, v.CanCheck)
	out = append(out, `,"score":{"rows":`...)
	out = appendInts(out, v.Score.Rows[:])
	out = append(out, `,"bonus":[`...)
	for i, ok := range v.Score.Bonus {
		if i > 0 {
			out = append(out, ',')
		}
		out = strconv.AppendBool(out, ok)
	}
	out = appendField(out, `],"wild":`, v.Score.Wild)
	out = appendField(out, `,"total":`, v.Score.Total)
	return append(out, "}}"...)
}

func appendField(out []byte, key string, v int) []byte {
	return strconv.AppendInt(append(out, key...), int64(v), 10)
}

func appendBool(out []byte, key string, v bool) []byte {
	return strconv.AppendBool(append(out, key...), v)
}
