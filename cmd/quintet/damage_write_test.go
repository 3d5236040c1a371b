package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// TestWritesOnZeroedPages: with each page in use zeroed in turn, the
// writes a running bot makes (a move in the game in play, a new lobby)
// never panic; a write the damage refuses fails with ErrCorrupt, and
// readiness (CanCommit) then says no.
func TestWritesOnZeroedPages(t *testing.T) {
	data := damageFixture(t)
	ps := pageSize(data)
	free := freePages(t, data)
	var tried, refused, panicked, unclear, wronglyReady int
	for p := 2; p*ps < len(data); p++ { // pages 0 and 1 are the meta pages
		if free[p] {
			continue
		}
		bad := bytes.Clone(data)
		clear(bad[p*ps : (p+1)*ps])
		db, err := storage.Open(writeDB(t, bad))
		if err != nil {
			continue // refused at the start: nothing runs on it
		}
		tried++
		errs := writeAll(db)
		for _, err := range errs {
			switch {
			case err == nil:
			case errors.Is(err, errPanicked):
				panicked++
				t.Errorf("page %d zeroed: %v", p, err)
			case !errors.Is(err, storage.ErrCorrupt) && !errors.Is(err, session.ErrNoMatch):
				unclear++
				t.Errorf("page %d zeroed: a write failed without ErrCorrupt: %v", p, err)
			default:
				refused++
				if db.CanCommit(context.Background()) == nil {
					wronglyReady++
					t.Errorf("page %d zeroed: ready after a write failed with %v", p, err)
				}
			}
		}
		db.Close()
	}
	t.Logf("%d pages zeroed, %d writes refused, %d panics, %d unclear errors, %d times ready after a refused write",
		tried, refused, panicked, unclear, wronglyReady)
}

var errPanicked = errors.New("the write panicked")

// writeAll makes the writes of a running bot on db: the host's move in
// c2 and a new lobby in c9. A panic is returned as errPanicked.
func writeAll(db *storage.DB) []error {
	ctx := context.Background()
	mg := session.NewManager(db)
	host := session.Player{User: "u1", Name: "Alice"}
	var errs []error
	try := func(fn func() error) {
		defer func() {
			if r := recover(); r != nil {
				errs = append(errs, fmt.Errorf("%w: %v", errPanicked, r))
			}
		}()
		errs = append(errs, fn())
	}
	try(func() error {
		m, err := mg.Get(ctx, "c2")
		if err != nil {
			return err
		}
		st, err := m.Decode()
		if err != nil {
			return err
		}
		_, err = mg.Play(ctx, session.PlayRequest{Channel: "c2", User: host.User, Move: st.Default(0)})
		return err
	})
	try(func() error {
		_, err := mg.Open(ctx, session.OpenRequest{Guild: "g1", Channel: "c9", Game: "qwinto", Host: host})
		return err
	})
	return errs
}
