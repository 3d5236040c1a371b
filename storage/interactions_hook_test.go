package storage

// InteractionCount returns how many interaction ids db remembers.
func InteractionCount(db *DB) int { return db.interactionCount() }
