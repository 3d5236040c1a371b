package qwinto

// TurnKey implements games.TurnKeeper: a turn is one roll, from choosing
// its colours to the last decision about it.
func (st *state) TurnKey() int {
	if st.Phase == Choosing {
		return st.Turn + 1
	}
	return st.Turn
}
