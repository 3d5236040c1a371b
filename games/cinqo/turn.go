package cinqo

// TurnKey implements games.TurnKeeper: a turn is a seat's rolls and
// placings until its dice are racked, in one round; an extra turn for
// five of a kind is a turn of its own.
func (st *state) TurnKey() int {
	k := int(st.Round)<<8 | int(st.Active)<<1
	if st.Extra {
		k |= 1
	}
	return k
}
