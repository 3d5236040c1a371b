package cinqo

import (
	"fmt"
	"strconv"
)

// Encode writes the state as JSON, as json.Marshal would (a test keeps the
// two equal) but without reflection: the conformance suite and the session
// encode states often.
func (st *state) Encode() ([]byte, error) {
	if st.Mode < Race || st.Mode > Solitaire || st.Phase < Rolling || st.Phase > Over || st.HiLo < NoHiLo || st.HiLo > ThreeDown {
		return nil, fmt.Errorf("cinqo: encode: mode %d, phase %d, Hi/Lo %d", st.Mode, st.Phase, st.HiLo)
	}
	b := make([]byte, 0, 512)
	b = append(b, `{"mode":"`...)
	b = append(b, modeNames[st.Mode]...)
	b = appendInt(b, `","rounds":`, int(st.Rounds))
	b = append(b, `,"phase":"`...)
	b = append(b, phaseNames[st.Phase]...)
	b = appendInt(b, `","active":`, int(st.Active))
	b = appendInt(b, `,"round":`, int(st.Round))
	b = appendBool(b, `,"extra":`, st.Extra)
	b = appendInt(b, `,"rolls":`, int(st.Rolls))
	b = appendDice(b, `,"rack":`, st.Rack)
	b = appendDice(b, `,"bank":`, st.Bank)
	b = appendDice(b, `,"roll":`, st.Roll)
	b = append(b, `,"hilo":"`...)
	b = append(b, hiloNames[st.HiLo]...)
	b = appendBool(b, `","boxed":`, st.Boxed)
	b = appendScores(append(b, `,"totals":`...), &st.Totals)
	if last := st.Last.turn(); last != nil {
		var err error
		if b, err = last.appendJSON(append(b, `,"last":`...)); err != nil {
			return nil, err
		}
	}
	return append(b, '}'), nil
}

// appendJSON appends t as json.Marshal writes it.
func (t *Turn) appendJSON(b []byte) ([]byte, error) {
	sc := t.Score
	if !t.HiLo.Valid() || (sc.Side != Hi && sc.Side != Lo) {
		return nil, fmt.Errorf("cinqo: encode: last turn with Hi/Lo %d", t.HiLo)
	}
	b = appendInt(b, `{"seat":`, int(t.Seat))
	b = appendInt(b, `,"round":`, t.Round)
	if t.Extra {
		b = append(b, `,"extra":true`...)
	}
	b = appendDice(b, `,"dice":`, t.Dice)
	b = append(b, `,"hilo":"`...)
	b = append(b, hiloNames[t.HiLo]...)
	b = appendInt(b, `","score":{"total":`, sc.Total)
	b = append(b, `,"side":"`...)
	if sc.Side == Hi {
		b = append(b, "hi"...)
	} else {
		b = append(b, "lo"...)
	}
	b = append(b, '"')
	if sc.Straight {
		b = append(b, `,"straight":true`...)
	}
	if sc.FiveOfAKind {
		b = append(b, `,"five":true`...)
	}
	b = appendInt(b, `,"partial":`, sc.Partial)
	b = appendInt(b, `,"multiplier":`, sc.Multiplier)
	b = appendInt(b, `,"points":`, sc.Points)
	return append(b, "}}"...), nil
}

func appendInt(b []byte, key string, v int) []byte {
	return strconv.AppendInt(append(b, key...), int64(v), 10)
}

func appendBool(b []byte, key string, v bool) []byte {
	return strconv.AppendBool(append(b, key...), v)
}

func appendDice(b []byte, key string, d Dice) []byte {
	b = append(append(b, key...), '"')
	for i, c := range d {
		for range c {
			b = append(b, byte('1'+i))
		}
	}
	return append(b, '"')
}

// appendScores appends the points of sc as a JSON array.
func appendScores(b []byte, sc *scores) []byte {
	b = append(b, '[')
	for i, t := range sc.points[:sc.seats] {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(t), 10)
	}
	return append(b, ']')
}
