// Package storage keeps quintet's data in one bbolt file: open matches by
// channel, finished matches by id, each match's move log, and an index of
// finished matches by guild and time. DB implements session.Store; every
// change is one bbolt transaction, committed (and synced) before the call
// returns.
//
// The file carries a schema version. Open applies the migrations the file
// lacks, in order, in one transaction, and refuses a file written by a newer
// program. Backup copies the database while writes go on.
package storage
