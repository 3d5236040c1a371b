package quinientos

// Values is a set of pip values 0-6, one bit each. The engine keeps, for
// each seat, the values it is known to lack: a forced pass on ends 3 and 5
// shows that the seat holds no tile with a 3 or a 5.
type Values uint8

// Has reports whether v is in the set.
func (vs Values) Has(v int) bool { return v >= 0 && v <= MaxPips && vs&(1<<v) != 0 }

// With returns the set with v added.
func (vs Values) With(v int) Values { return vs | 1<<v }

// List returns the values of the set in ascending order.
func (vs Values) List() []int {
	var out []int
	for v := range MaxPips + 1 {
		if vs.Has(v) {
			out = append(out, v)
		}
	}
	return out
}
