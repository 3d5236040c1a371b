package session

import "encoding/json"

// legacyStatistic is the one statistic of a game's own that records kept
// before games declared theirs: the rounds of a solitaire game, stored in
// fields of its own. Reading a record or standing of that time moves them
// into Measures.
const legacyStatistic = "rounds"

// UnmarshalJSON reads a standing, with the solitaire and best_rounds
// fields of older standings as the statistic legacyStatistic.
func (s *Standing) UnmarshalJSON(b []byte) error {
	type plain Standing
	var in struct {
		plain
		Solitaire  int `json:"solitaire"`
		BestRounds int `json:"best_rounds"`
	}
	if err := json.Unmarshal(b, &in); err != nil {
		return err
	}
	*s = Standing(in.plain)
	if in.Solitaire > 0 || in.BestRounds > 0 {
		if _, ok := s.Measures[legacyStatistic]; !ok {
			if s.Measures == nil {
				s.Measures = map[string]Measured{}
			}
			s.Measures[legacyStatistic] = Measured{Games: in.Solitaire, Best: in.BestRounds}
		}
	}
	return nil
}

// UnmarshalJSON reads a seat's record, with the rounds field of older
// records as the statistic legacyStatistic.
func (so *SeatRecord) UnmarshalJSON(b []byte) error {
	type plain SeatRecord
	var in struct {
		plain
		Rounds int `json:"rounds"`
	}
	if err := json.Unmarshal(b, &in); err != nil {
		return err
	}
	*so = SeatRecord(in.plain)
	if in.Rounds > 0 {
		if _, ok := so.Measures[legacyStatistic]; !ok {
			if so.Measures == nil {
				so.Measures = map[string]int{}
			}
			so.Measures[legacyStatistic] = in.Rounds
		}
	}
	return nil
}
