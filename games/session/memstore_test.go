package session_test

import (
	"testing"

	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/games/session/storetest"
)

func TestMemStore(t *testing.T) {
	storetest.Run(t, func(*testing.T) session.Store { return session.NewMemStore() })
}
