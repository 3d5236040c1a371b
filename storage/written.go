package storage

// Written reports how many write transactions db has committed since it
// was opened and how many page writes they made (bbolt's count: a page,
// a run of overflow pages, or a meta page each): what a benchmark divides
// by its moves to show what a move costs the disk.
func (db *DB) Written() (commits, pages int64) {
	st := db.bolt.Stats()
	return db.commits.committed.Load(), st.TxStats.GetWrite()
}
