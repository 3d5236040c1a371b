// Package storage keeps quintet's data in one bbolt file: open matches by
// channel, finished matches by id, each match's move log (an open match's
// newest moves in its record, see tailBudget), an index of finished
// matches by guild and time, the deadline index (open matches by due
// time, see keepDeadline), server settings and who asked for direct
// messages. DB
// implements session.Store and session.Settings; every
// change is one bbolt transaction, committed (and synced) before the call
// returns.
//
// The file carries a schema version. Open applies the migrations the file
// lacks, in order, in one transaction, and refuses a file written by a newer
// program. Backup copies the database while writes go on.
package storage
