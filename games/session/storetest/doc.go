// Package storetest is the contract test suite for session.Store: every
// implementation runs the same checks, so the Manager can rely on the same
// behaviour from the memory store and the database.
package storetest
